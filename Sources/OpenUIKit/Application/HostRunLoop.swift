import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// The run-loop work every host shares, for host implementations (SPI `Platform`): display links
/// fired at a turn's start, and the next deadline a host may sleep until.
@_spi(Platform)
@preconcurrency @MainActor
public enum HostRunLoop {
  /// Fires the display links whose frame has come.
  public static func fireDueDisplayLinks() {
    CADisplayLink.fireDueLinks(at: CACurrentMediaTime())
  }

  /// Fires the main run loop's due timers and returns the seconds until the next timer or
  /// display-link frame (0 when one is due now); `nil` when neither is scheduled, so the host may
  /// sleep until an event.
  public static func timeUntilNextDeadline() -> TimeInterval? {
    var next: TimeInterval?
    if let timer = RunLoop.main.limitDate(forMode: .default), timer < .distantFuture {
      next = max(timer.timeIntervalSinceNow, 0)
    }
    let now = CACurrentMediaTime()
    if let frame = CADisplayLink.nextFireTime(now: now) {
      next = min(next ?? .infinity, max(frame - now, 0))
    }
    return next
  }
}
