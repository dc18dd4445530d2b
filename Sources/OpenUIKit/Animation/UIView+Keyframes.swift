import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

extension UIView {
  /// How a keyframe animation runs, as UIKit's `UIView.KeyframeAnimationOptions`.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Views laid out in the keyframes are laid out before the block ends.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// The animated views keep receiving touches.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen (always the case here).
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Run backwards after each forward run.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// A nested block keeps its own duration.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// A nested block keeps its own options.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Straight from one keyframe's value to the next (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each keyframe's value at once, no interpolation.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// An even pace over the whole animation; keyframe times are ignored.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth spline through the values.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth spline at an even pace.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// Core Animation's mode for the options.
    var calculationMode: CAAnimationCalculationMode {
      switch (rawValue >> 10) & 0x7 {
      case 1: .discrete
      case 2: .paced
      case 3: .cubic
      case 4: .cubicPaced
      default: .linear
      }
    }
  }

  /// Animates the keyframes added in `animations` (`addKeyframe`) over `duration` seconds after
  /// `delay`; `completion` gets `true` when every animation ran to its end.
  ///
  /// Each property changed in the keyframes runs through the values the keyframes give it, at
  /// their times, from the value on screen; changes made in `animations` outside a keyframe are a
  /// keyframe of the whole duration. A duration of 0 or less applies the changes at once.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    KeyframeBlock(
      duration: duration, delay: delay, options: options, completion: completion
    ).run(animations)
  }

  /// Adds a keyframe to the enclosing `animateKeyframes` block: the changes in `animations` run
  /// from `frameStartTime` for `frameDuration`, both fractions (0...1) of the block's duration.
  ///
  /// Outside a keyframe block the changes are made at once, with a diagnostic.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let block = KeyframeBlock.current else {
      Diagnostics.once(
        "keyframe-outside",
        "UIView.addKeyframe outside animateKeyframes: the changes are made at once")
      return UIView.performWithoutAnimation(animations)
    }
    block.add(start: frameStartTime, duration: frameDuration, animations)
  }
}
