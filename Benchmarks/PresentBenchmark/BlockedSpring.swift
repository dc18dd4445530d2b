import BenchmarkScenes
import Foundation
@_spi(Platform) import OpenUIKit
@_spi(Platform) import OpenUIKitSDL
import Synchronization

/// Which of the scheduled stops is current (main-thread state).
@MainActor
final class StopSchedule {
  var generation = 0
}

/// One half of workload A3's seconds, as it really ran: from when it began to when it ended
/// (uptime, ms).
struct Half {
  let start: Double
  let end: Double
  let isBlocked: Bool

  func holds(_ time: Double) -> Bool { time >= start && time < end }
}

/// What workload A3 counts for one kind of half (README section 9): presented frames, missed
/// 60 Hz display-link intervals, and the gaps between presented frames.
struct HalfCounts {
  var presented = 0
  var intervals = 0
  var missed = 0
  var gaps: [Double] = []

  /// `openuikit A3<kind> 1 <median gap> <p95 gap> <presented> <missed> <jitter>`, as the peer's.
  func line(_ kind: String) -> String {
    let sorted = gaps.sorted()
    let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    let p95 = percentile(sorted, 0.95)
    return String(
      format: "openuikit A3%@ 1 %.3f %.3f %d %d %.3f", kind, median, p95, presented, missed,
      p95 - median)
  }
}

/// Workload A3: the cards scene's 200 cards moving by a spring (``CardsScene/addSpringAnimations``)
/// while the main thread busy-waits 500 ms of every 1,000 ms; counts what was presented in the
/// blocked and the unblocked halves of `seconds` measured seconds, after a second of warm-up.
///
/// The host runs its loop in the free halves; in the blocked ones the main thread computes, and
/// only the window's render thread presents (`OPENUIKIT_RENDER_THREAD=0` measures without it:
/// nothing is presented then in a blocked half). Presents are recorded on the thread that makes
/// them.
@MainActor
func measureBlockedSpring(host: SDLHost, window: UIWindow, seconds: Int) -> [String] {
  guard let renderer = window.renderer else { return [] }
  func now() -> Double { uptimeMilliseconds() }
  let stops = StopSchedule()
  /// Runs the host's loop until `deadline` (uptime, ms). A stop queued by an earlier part of the
  /// benchmark ends a run early: it runs again until the deadline. Only this deadline's own stop
  /// ends it there: without the generation check, a whole run of the benchmark presented nothing
  /// in A3, and with a single run per half every later half was cut short.
  func runLoop(until deadline: Double) {
    stops.generation += 1
    let mine = stops.generation
    DispatchQueue.main.asyncAfter(
      deadline: .now() + .microseconds(max(Int((deadline - now()) * 1000), 0))
    ) {
      MainActor.assumeIsolated { if stops.generation == mine { host.stop() } }
    }
    repeat { host.run(UIApplication.shared) } while now() < deadline - 1
  }
  let cards = CardsScene()
  window.layer.addSublayer(cards.root)
  host.turn()
  let recorded = Mutex<[Double]>([])
  // Called on the render thread too: not isolated to the main actor.
  nonisolated(unsafe) let present = renderer.onFrame
  renderer.onFrame = { @Sendable damage in
    present?(damage)
    let time = uptimeMilliseconds()
    recorded.withLock { $0.append(time) }
  }
  cards.addSpringAnimations()
  runLoop(until: now() + 1000)
  let start = now()
  var halves: [Half] = []
  var lateness: [Double] = []
  for k in 0..<seconds {
    let second = start + Double(k) * 1000
    let free = now()
    runLoop(until: second + 500)
    let blocked = now()
    halves.append(Half(start: free, end: blocked, isBlocked: false))
    lateness.append(blocked - (second + 500))
    // Busy, not sleeping: the main thread holds a core, as an app's long computation does.
    var spin = 0.0
    while now() < second + 1000 { spin += 1 }
    halves.append(Half(start: blocked, end: now(), isBlocked: true))
  }
  renderer.onFrame = present
  cards.root.removeFromSuperlayer()
  host.turn()

  var counts = (free: HalfCounts(), blocked: HalfCounts())
  func add(_ time: Double, _ update: (inout HalfCounts) -> Void) {
    guard let half = halves.first(where: { $0.holds(time) }) else { return }
    if half.isBlocked { update(&counts.blocked) } else { update(&counts.free) }
  }
  let presents = recorded.withLock { $0 }
  let measured = presents.filter { $0 >= start && $0 < start + Double(seconds) * 1000 }
  for time in measured { add(time) { $0.presented += 1 } }
  let interval = 1000.0 / 60
  for index in 0..<(seconds * 60) {
    let from = start + Double(index) * interval
    let shown = measured.contains { $0 >= from && $0 < from + interval }
    add(from + interval / 2) { counts in
      counts.intervals += 1
      if !shown { counts.missed += 1 }
    }
  }
  for (earlier, later) in zip(measured, measured.dropFirst()) {
    add((earlier + later) / 2) { $0.gaps.append(later - earlier) }
  }
  let late = lateness.sorted()
  return [
    counts.free.line("unblocked"), counts.blocked.line("blocked"),
    String(
      format:
        "openuikit A3 notes: %d presents in %d s; blocks began %.1f ms late at most; intervals "
        + "%d unblocked, %d blocked", measured.count, seconds, late.last ?? 0,
      counts.free.intervals, counts.blocked.intervals),
  ]
}

/// Milliseconds of uptime: the clock A3's halves and presents are timed on (any thread).
private func uptimeMilliseconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }
