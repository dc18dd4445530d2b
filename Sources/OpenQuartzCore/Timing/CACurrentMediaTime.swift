import Foundation
import OpenCoreGraphics

/// The current media time: seconds on the monotonic clock, as Core Animation's
/// `CACurrentMediaTime()`.
///
/// Display-link timestamps use the same clock.
public func CACurrentMediaTime() -> CFTimeInterval {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return CFTimeInterval(time.tv_sec) + CFTimeInterval(time.tv_nsec) / 1e9
}
