// What a desktop frame costs through the SDL host: a full 1280x800 frame and a 200x150 change,
// each composited into the window surface and presented (`SDL_UpdateWindowSurfaceRects`); and
// how soon the sleeping host runs main-queue work another thread queues (the wake-up).
// Needs a display (run it under Xvfb); prints the median and p95 of each, in ms.
//
//   DISPLAY=:99 swift run -c release PresentBenchmark [--frames N] [--max-wake-ms M]
//
// With --max-wake-ms it fails (exit 1) when the wake-up's median exceeds M ms (CI's check that the
// X11 host sleeps in the main run loop rather than polling).
import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitSDL

func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

func summary(_ name: String, _ times: [Double]) -> String {
  let sorted = times.sorted()
  let p95 = sorted[min(Int((0.95 * Double(sorted.count)).rounded(.up)) - 1, sorted.count - 1)]
  return String(format: "openuikit %@ 1 %.3f %.3f", name, sorted[sorted.count / 2], p95)
}

/// Main-queue latencies, in ms (written by the blocks, on the main thread).
final class WakeLatencies: @unchecked Sendable {
  var values: [Double] = []
  func record(_ value: Double) { values.append(value) }
}

MainActor.assumeIsolated {
  let arguments = CommandLine.arguments
  let frames =
    arguments.firstIndex(of: "--frames").flatMap { index in
      index + 1 < arguments.count ? Int(arguments[index + 1]) : nil
    }.map { max($0, 1) } ?? 60
  let host: SDLHost
  do {
    host = try SDLHost()
  } catch {
    FileHandle.standardError.write(Data("PresentBenchmark: needs a display (\(error))\n".utf8))
    exit(1)
  }
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
  window.backgroundColor = .systemBackground
  let patch = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 150))
  window.addSubview(patch)
  window.makeKeyAndVisible()
  window.attach(to: host)
  host.turn()
  let clock = ContinuousClock()
  let colors: [UIColor] = [.systemRed, .systemBlue]

  var full: [Double] = []
  var fullPresent: [Double] = []
  var small: [Double] = []
  var smallPresent: [Double] = []
  for index in 0..<(frames + 5) {
    let before = host.presentationStatistics(for: window)?.seconds ?? 0
    let start = clock.now
    window.renderer?.setNeedsFullRender()
    host.turn()
    let elapsed = milliseconds(clock.now - start)
    let presented = ((host.presentationStatistics(for: window)?.seconds ?? 0) - before) * 1000
    if index >= 5 {
      full.append(elapsed)
      fullPresent.append(presented)
    }
  }
  for index in 0..<(frames + 5) {
    let before = host.presentationStatistics(for: window)?.seconds ?? 0
    let start = clock.now
    patch.backgroundColor = colors[index % 2]
    host.turn()
    let elapsed = milliseconds(clock.now - start)
    let presented = ((host.presentationStatistics(for: window)?.seconds ?? 0) - before) * 1000
    if index >= 5 {
      small.append(elapsed)
      smallPresent.append(presented)
    }
  }
  // The wake-up: the host sleeps in its run loop (nothing to do, no timers) while another thread
  // queues a block on the main queue every 20 ms; each block notes how late it ran.
  let wakes = WakeLatencies()
  let blocks = max(frames / 2, 10)
  Thread.detachNewThread {
    for index in 0..<blocks {
      Thread.sleep(forTimeInterval: 0.02)
      let queued = DispatchTime.now().uptimeNanoseconds
      DispatchQueue.main.async {
        wakes.record(Double(DispatchTime.now().uptimeNanoseconds - queued) / 1e6)
        if index == blocks - 1 {
          MainActor.assumeIsolated { host.stop() }
        }
      }
    }
  }
  host.run(UIApplication.shared)

  print(summary("frame_full", full))
  print(summary("present_full", fullPresent))
  print(summary("frame_200x150", small))
  print(summary("present_200x150", smallPresent))
  print(summary("wake_main_queue", wakes.values))
  let limit = arguments.firstIndex(of: "--max-wake-ms").flatMap { index in
    index + 1 < arguments.count ? Double(arguments[index + 1]) : nil
  }
  let wakeMedian = wakes.values.sorted()[wakes.values.count / 2]
  if let limit, wakeMedian > limit {
    FileHandle.standardError.write(
      Data("PresentBenchmark: main-queue work waited \(wakeMedian) ms (limit \(limit) ms)\n".utf8))
    exit(1)
  }
}
