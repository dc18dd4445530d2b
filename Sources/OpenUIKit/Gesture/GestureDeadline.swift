import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// A one-shot deadline on the media clock, for recognizers that act on time (a long press's minimum
/// duration, a tap recognizer giving up on its next tap): a display link that runs `action` at the
/// first frame at or after `time`, then removes itself.
///
/// Tests step it with a `TestClock`; it costs frames only while it is set.
@MainActor
final class GestureDeadline {
  private var link: CADisplayLink?

  /// Whether a deadline is set.
  var isSet: Bool { link != nil }

  /// Runs `action` once the media clock reaches `time` (replacing a deadline already set).
  func set(_ time: CFTimeInterval, _ action: @escaping @MainActor () -> Void) {
    cancel()
    let link = CADisplayLink { [weak self] link in
      guard link.timestamp >= time || CACurrentMediaTime() >= time else { return }
      self?.cancel()
      action()
    }
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  /// Removes the deadline without running its action.
  func cancel() {
    link?.invalidate()
    link = nil
  }
}
