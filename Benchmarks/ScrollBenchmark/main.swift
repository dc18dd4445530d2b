// The scroll benchmark: a 1280×800 window holding a table of three labels and an image per row,
// separators and sticky section headers, scrolled by a scripted 3-second fling on a virtual clock
// (each frame: the display link steps the deceleration, then layout and render run, timed).
// Prints median and p95 scroll-frame times and peak RSS at scales 1 and 2, for 10,000 and
// 1,000,000 rows (each in its own process, so peak RSS is the run's own), beside the cards
// scene's W1 full frame and a framebuffer memcpy (the bandwidth floor) measured in this run.
// Then the grid workload G1 (`GridScene`, `../shared/bench/grid.md`): a collection view of
// 10,000 or 1,000,000 cells set along S1's fling frame by frame, and diffable snapshots of
// 10,000 to 80,000 items applied with differences (`GridWorkloads.swift`).
//
//   swift run -c release ScrollBenchmark [--frames N] [--grid-only] [--out DIR]
//   ScrollBenchmark --grid <items> <scale> [DIR]   (one G1 run: "openuikit grid<items> …")
import BenchmarkScenes
import Foundation
import OpenUIKit
import OpenUIKitTesting

/// One child run: the fling at `scale` over `rows` rows; prints "scroll rows scale median p95
/// rss blits".
@MainActor
func measureScroll(rows: Int, scale: CGFloat) {
  let clock = TestClock()
  defer { clock.uninstall() }
  let window = UIWindow.headless(size: ScrollScene.size, scale: scale)
  let scene = ScrollScene(rows: rows)
  window.addSubview(scene.table)
  _ = window.renderImage()
  guard let renderer = window.renderer else { return }
  // The fling: 600 points up in four 16 ms moves, released at about 8 points per millisecond.
  window.drag(from: CGPoint(x: 640, y: 700), to: CGPoint(x: 640, y: 100), steps: 4, time: 0)
  let frames = Int(3 * clock.framesPerSecond)
  let blitsBefore = renderer.scrollBlitCount
  var times: [Double] = []
  let timer = ContinuousClock()
  for _ in 0..<frames {
    let start = timer.now
    clock.advanceFrames(1)
    times.append(milliseconds(timer.now - start))
  }
  times.sort()
  print(
    String(
      format: "scroll %d %.0f %.3f %.3f %.1f %d %.0f", rows, scale, percentile(times, 0.5),
      percentile(times, 0.95), peakRSSMiB(), renderer.scrollBlitCount - blitsBefore,
      scene.table.contentOffset.y))
}

/// The cards scene's W1 (every pixel composited again) median at `scale`, in milliseconds.
@MainActor
func measureCardsW1(scale: CGFloat, frames: Int) throws -> Double {
  let scene = CardsScene()
  let renderer = try CARenderer(size: CardsScene.size, scale: scale)
  renderer.layer = scene.root
  CATransaction.flush()
  var times: [Double] = []
  let timer = ContinuousClock()
  for frame in 0..<(20 + frames) {
    let start = timer.now
    renderer.setNeedsFullRender()
    CATransaction.flush()
    if frame >= 20 { times.append(milliseconds(timer.now - start)) }
  }
  times.sort()
  return percentile(times, 0.5)
}

/// Runs this executable again for one measurement and returns its "scroll …" line's fields.
func child(rows: Int, scale: Int) throws -> [String] {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--child", "\(rows)", "\(scale)"]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first {
    $0.hasPrefix("scroll ")
  }
  return line.map { $0.split(separator: " ").map(String.init) } ?? []
}

@MainActor
func run() throws {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.first == "--child", arguments.count == 3, let rows = Int(arguments[1]),
    let scale = Double(arguments[2])
  {
    measureScroll(rows: rows, scale: CGFloat(scale))
    return
  }
  if arguments.first == "--grid", arguments.count >= 3, let items = Int(arguments[1]),
    let scale = Int(arguments[2]), [1, 2].contains(scale), items > 0, items <= 10_000_000
  {
    try measureGrid(
      items: items, scale: CGFloat(scale),
      output: arguments.count > 3 ? URL(fileURLWithPath: arguments[3]) : nil)
    return
  }
  if arguments.contains("--grid-only") {
    try runGrid(output: outputDirectory(arguments))
    return
  }
  let frames =
    arguments.firstIndex(of: "--frames").flatMap {
      $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil
    } ?? 120
  print(
    "scale  rows       median_ms  p95_ms  peak_rss_mib  blits  W1_ms   scroll/W1  floor_ms  scroll/floor"
  )
  for scale in [1, 2] {
    var results: [(rows: Int, fields: [String])] = []
    for rows in [10_000, 1_000_000] {
      results.append((rows, try child(rows: rows, scale: scale)))
    }
    let w1 = try measureCardsW1(scale: CGFloat(scale), frames: frames)
    let floor = measureBandwidthFloor(scale: scale)
    for (rows, fields) in results {
      guard fields.count >= 7, let median = Double(fields[3]), let p95 = Double(fields[4]),
        let rss = Double(fields[5])
      else {
        print("scale \(scale) rows \(rows): the child run failed")
        continue
      }
      print(
        String(
          format: "%-6d %-10d %-10.3f %-7.3f %-13.1f %-6@ %-7.3f %-10.2f %-9.3f %.1f", scale, rows,
          median, p95, rss, fields[6], w1, median / w1, floor, median / floor))
    }
    if results.count == 2, let small = Double(results[0].fields.dropFirst(5).first ?? ""),
      let large = Double(results[1].fields.dropFirst(5).first ?? "")
    {
      print(
        String(
          format: "scale %d: peak RSS 1,000,000 rows / 10,000 rows = %.3f", scale, large / small))
    }
  }
  try runGrid(output: outputDirectory(arguments))
}

/// `--out DIR`, where the grid's last frames are written; none by default.
func outputDirectory(_ arguments: [String]) -> URL? {
  arguments.firstIndex(of: "--out").flatMap {
    $0 + 1 < arguments.count ? URL(fileURLWithPath: arguments[$0 + 1]) : nil
  }
}

MainActor.assumeIsolated {
  do {
    try run()
  } catch {
    FileHandle.standardError.write(Data("ScrollBenchmark: \(error)\n".utf8))
    exit(1)
  }
}
