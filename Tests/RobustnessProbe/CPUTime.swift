import Foundation

/// The process's CPU time, for probes that check how work grows rather than how long it takes.
///
/// Wall seconds vary with the machine's load; a ratio of CPU times measured in the same run does
/// not (much): linear work done ten times over costs about ten times as much.
enum CPUTime {
  /// CPU seconds used by the process so far.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// CPU seconds `body` takes.
  static func measure(_ body: () -> Void) -> Double {
    let start = now()
    body()
    return now() - start
  }

  /// How much more `body(large)` costs than `body(small)`, after a warm-up run of `body(small)`:
  /// about `large / small` for work linear in the count.
  static func scaling(small: Int, large: Int, _ body: (Int) -> Void) -> Double {
    body(small)
    let smallTime = measure { body(small) }
    let largeTime = measure { body(large) }
    return largeTime / max(smallTime, 1e-6)
  }
}
