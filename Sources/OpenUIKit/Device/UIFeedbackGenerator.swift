import Foundation

/// Haptic feedback, as UIKit's `UIFeedbackGenerator` family.
///
/// A desktop has no haptic engine, so, as UIKit on a device without one (an iPad, a Mac), the
/// generators accept every call and produce nothing (Docs/Porting.md). They exist so that iOS
/// code calling them compiles and runs unchanged.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
  /// Creates a generator.
  public init() {}

  /// Readies the engine for feedback soon: there is none to ready.
  open func prepare() {}
}

/// Feedback for a physical impact, as UIKit's `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The impact's mass.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  /// The style given at creation.
  public let style: FeedbackStyle

  /// Creates a generator of `style` impacts.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// Creates a generator of `.medium` impacts.
  public override convenience init() { self.init(style: .medium) }

  /// An impact happened (no feedback on the desktop).
  open func impactOccurred() {}

  /// An impact of `intensity` (0…1) happened (no feedback on the desktop).
  open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a selection change, as UIKit's `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// The selection changed (no feedback on the desktop).
  open func selectionChanged() {}
}

/// Feedback for a task's outcome, as UIKit's `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// An outcome.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  /// A task ended with `notificationType` (no feedback on the desktop).
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
