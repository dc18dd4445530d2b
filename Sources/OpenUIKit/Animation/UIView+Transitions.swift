import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// UIKit's view transitions: the content changes at once, and a picture of the old content, a
/// layer that is not a view, dissolves over it (`transitionCrossDissolve`).
extension UIView {
  /// Changes `view`'s content in `animations` with a transition of `options` over `duration`
  /// seconds; `completion` gets `true` when it ran to its end.
  ///
  /// Property changes in the block are made at once unless the options hold
  /// `allowAnimatedContent`, which animates them over the duration too.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let picture = ViewTransition.dissolves(options, duration) ? ViewPicture.of(view) : nil
    if options.contains(.allowAnimatedContent) {
      UIView.animate(
        withDuration: duration, delay: 0, options: options, animations: animations ?? {})
    } else {
      UIView.performWithoutAnimation { animations?() }
    }
    guard let picture else { return ViewTransition.completeAfterCommit(completion) }
    picture.frame = view.bounds
    view.layer.addSublayer(picture)
    ViewTransition.dissolve(picture, duration: duration, options: options, completion: completion)
  }

  /// Replaces `fromView` by `toView` in `fromView`'s superview (or, with
  /// `showHideTransitionViews`, hides one and shows the other) with a transition of `options`.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    guard let container = fromView.superview else {
      Diagnostics.once(
        "transition-from", "UIView.transition(from:to:): fromView has no superview; nothing changes"
      )
      return ViewTransition.completeAfterCommit(completion)
    }
    let picture = ViewTransition.dissolves(options, duration) ? ViewPicture.of(fromView) : nil
    if options.contains(.showHideTransitionViews) {
      toView.isHidden = false
      fromView.isHidden = true
    } else {
      container.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    guard let picture else { return ViewTransition.completeAfterCommit(completion) }
    container.layer.insertSublayer(picture, above: toView.layer)
    ViewTransition.dissolve(picture, duration: duration, options: options, completion: completion)
  }
}

/// The dissolve of a picture, and the completion after it.
@MainActor final class ViewTransition: CAAnimationDelegate {
  private let picture: CALayer
  private let completion: ((Bool) -> Void)?

  private init(picture: CALayer, completion: ((Bool) -> Void)?) {
    self.picture = picture
    self.completion = completion
  }

  /// Whether `options` and `duration` make a visible dissolve.
  static func dissolves(_ options: UIView.AnimationOptions, _ duration: TimeInterval) -> Bool {
    options.rawValue & (0xF << 20) == UIView.AnimationOptions.transitionCrossDissolve.rawValue
      && duration.isFinite && duration > 0 && UIView.areAnimationsEnabled
  }

  /// Fades `picture` out over `duration` on the options' curve, removes it, then completes.
  static func dissolve(
    _ picture: CALayer, duration: TimeInterval, options: UIView.AnimationOptions,
    completion: ((Bool) -> Void)?
  ) {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = duration
    fade.timingFunction = options.curve.timingFunction
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    fade.delegate = ViewTransition(picture: picture, completion: completion)
    picture.add(fade, forKey: "dissolve")
  }

  /// Runs `completion` after the next commit, as a block that animated nothing.
  static func completeAfterCommit(_ completion: ((Bool) -> Void)?) {
    UIViewAnimationBlock(duration: 0, delay: 0, options: [], completion: completion).run {}
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    picture.removeFromSuperlayer()
    completion?(flag)
  }
}
