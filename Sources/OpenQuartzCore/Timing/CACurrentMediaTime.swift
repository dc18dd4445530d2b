import Foundation
import OpenCoreGraphics

/// The current media time in seconds, as Core Animation's `CACurrentMediaTime()`: the monotonic
/// clock, or the clock a test installed (``MediaClock``).
///
/// Display-link timestamps use the same clock.
public func CACurrentMediaTime() -> CFTimeInterval {
  MediaClock.current.now()
}
