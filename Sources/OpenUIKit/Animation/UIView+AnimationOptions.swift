import Foundation

extension UIView {
  /// How a block animation runs, as UIKit's `UIView.AnimationOptions`.
  ///
  /// Of the transition members, `transitionNone` and `transitionCrossDissolve` are offered (with
  /// `allowAnimatedContent` and `showHideTransitionViews`); the flips and curls, and the
  /// preferred-frame-rate members, are not (Docs/Animation.md).
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Views laid out in the block (their `setNeedsLayout`) are laid out before it ends, so
    /// their new frames animate too.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Views being animated keep receiving touches (by default they are skipped by hit testing
    /// until their animations end).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen: always the case here, as in UIKit since iOS 8 (animations of
    /// the same property add up instead of jumping).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run backwards after each forward run.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A nested block keeps its own duration instead of the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A nested block keeps its own curve instead of the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// A nested block keeps its own repeat and autoreverse options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// `UIView.transition` animates the property changes of its block too.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// `UIView.transition(from:to:…)` hides and shows the views instead of removing and adding.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Slow at the start and the end (the default).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Even.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// A transition that swaps the content at once.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// A transition that dissolves the old content into the new.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)

    /// The curve the options name.
    var curve: UIView.AnimationCurve {
      UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }
  }

  /// The pacing of a block animation, as UIKit's `UIView.AnimationCurve`.
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and the end.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Even.
    case linear = 3

    /// UIKit's curves (their control points are Core Animation's named functions').
    var timingFunction: CAMediaTimingFunction {
      switch self {
      case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
      case .easeIn: CAMediaTimingFunction(name: .easeIn)
      case .easeOut: CAMediaTimingFunction(name: .easeOut)
      case .linear: CAMediaTimingFunction(name: .linear)
      }
    }
  }
}
