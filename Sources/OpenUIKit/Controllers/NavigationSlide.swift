import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// The slide of an animated push or pop, as UIKit's default navigation transition.
///
/// Pushing, the
/// new top's view slides in from the right edge over the old one, which moves a third of the way
/// left; popping, the old one slides out to the right, uncovering the new top coming back from the
/// left. In right-to-left content everything mirrors, as UIKit's: pushes come in from the left.
///
/// The old view leaves the hierarchy at once, as without animation, and the controllers hear the
/// same callbacks at the same moments (`viewDidAppear` at the commit, not at the slide's end:
/// Docs/ViewControllers.md): what slides away is a picture of it, a layer that is not a view. The
/// new view slides by its `transform`, which is the identity again at the end.
@MainActor enum NavigationSlide {
  /// How long a slide takes.
  static let duration: TimeInterval = 0.35
  /// How far, as a fraction of the width, the view underneath moves.
  static let parallax: CGFloat = 0.3

  /// Slides `arriving` (the new top's view, in `container`) in, and `picture` (of the old top's)
  /// out; the picture goes at the end.
  static func run(in container: UIView, picture: CALayer, arriving: UIView, push: Bool) {
    // Signed: the trailing edge is on the left in right-to-left content.
    let width = container.bounds.width * (container.isRightToLeft ? -1 : 1)
    if push {
      container.layer.insertSublayer(picture, below: arriving.layer)
    } else {
      container.layer.insertSublayer(picture, above: arriving.layer)
    }
    UIView.performWithoutAnimation {
      arriving.transform = CGAffineTransform(translationX: push ? width : -width * parallax, y: 0)
    }
    // The picture is not a view: a block does not animate it, an animation of its own does.
    let away = CABasicAnimation(keyPath: "transform.translation.x")
    away.fromValue = 0
    away.toValue = push ? -width * parallax : width
    away.duration = duration
    away.timingFunction = CAMediaTimingFunction(name: .easeOut)
    away.fillMode = .forwards
    away.isRemovedOnCompletion = false
    picture.add(away, forKey: "slide")
    UIView.animate(
      withDuration: duration, delay: 0, options: [.curveEaseOut],
      animations: { arriving.transform = .identity },
      completion: { [weak picture] _ in picture?.removeFromSuperlayer() })
  }
}
