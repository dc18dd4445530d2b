import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import TimingCurves

/// UIKit's block animations: property changes made in `animations` animate from what is on screen
/// to their new values (Docs/Animation.md).
extension UIView {
  /// Animates the changes made in `animations` over `duration` seconds after `delay`, with
  /// `options`; `completion` gets `true` when every animation ran to its end.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    UIViewAnimationBlock(
      duration: duration, delay: delay, options: options, completion: completion
    ).run(animations)
  }

  /// Animates the changes made in `animations` over `duration` seconds (ease in, ease out).
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates the changes made in `animations` over `duration` seconds.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations)
  }

  /// Animates the changes with a spring of damping ratio `dampingRatio` (1: no overshoot) that
  /// starts at `velocity` (distances per second), lasting `duration` seconds.
  ///
  /// The spring: mass 1, stiffness (2π / duration)², damping 2 · ratio · 2π / duration (the
  /// duration taken as the spring's period; UIKit documents no formula).
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let period = duration.isFinite && duration > 0 ? duration : 0.25
    let omega = 2 * Double.pi / period
    let ratio = dampingRatio.isFinite ? max(Double(dampingRatio), 0) : 1
    let spring = DampedSpring(
      mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega,
      initialVelocity: velocity.isFinite ? Double(velocity) : 0)
    UIViewAnimationBlock(
      duration: duration, delay: delay, options: options, spring: spring,
      completion: completion
    ).run(animations)
  }

  /// Animates the changes with a spring that takes about `duration` seconds and bounces by
  /// `bounce` (−1...1), as iOS 17's spring animations; it lasts until the spring settles.
  public class func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring = DampedSpring(
      perceptualDuration: duration, bounce: Double(bounce),
      initialVelocity: velocity.isFinite ? Double(velocity) : 0)
    UIViewAnimationBlock(
      duration: spring.settlingDuration, delay: delay, options: options, spring: spring,
      completion: completion
    ).run(animations)
  }

  /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    UIViewAnimationBlock.suppressed += 1
    let wasAnimating = CALayer.ownersAnimate
    CALayer.ownersAnimate = false
    actionsWithoutAnimation()
    CALayer.ownersAnimate = wasAnimating
    UIViewAnimationBlock.suppressed -= 1
  }

  /// Whether block animations are on; default `true`.
  ///
  /// `false` inside ``performWithoutAnimation(_:)`` too, as UIKit's: what UIKit animates by itself
  /// when asked to (a switch's slide, a table's row animations, a push) checks it, so wrapping the
  /// call in `performWithoutAnimation` makes it happen at once.
  public class var areAnimationsEnabled: Bool {
    UIViewAnimationBlock.enabled && UIViewAnimationBlock.suppressed == 0
  }

  /// Turns block animations on or off.
  public class func setAnimationsEnabled(_ enabled: Bool) {
    UIViewAnimationBlock.enabled = enabled
  }

  /// The duration of the enclosing animation block, or 0 outside one.
  public class var inheritedAnimationDuration: TimeInterval {
    UIViewAnimationBlock.isAnimating ? UIViewAnimationBlock.stack.last?.duration ?? 0 : 0
  }

  /// Whether the view is being animated by a block without `.allowUserInteraction` (hit testing
  /// skips it, as UIKit does).
  var isBlockedByAnimation: Bool {
    !UIViewAnimationBlock.nonInteractive.isEmpty && UIViewAnimationBlock.isBlocked(self)
  }
}
