import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// The motion of an animated `present(_:animated:completion:)` and `dismiss(animated:completion:)`
/// in a window, after the controller's `modalTransitionStyle`: `.coverVertical` slides the sheet
/// or the full-screen view up from the bottom edge while the dimming fades in (and back down,
/// fading out), `.crossDissolve` fades it in and out.
///
/// As the navigation slide, the hierarchy changes at once and the controllers hear the same
/// callbacks at the same moments as without animation (`viewDidAppear` and the completion at the
/// commit, not at the motion's end: Docs/ViewControllers.md). What leaves is a picture
/// (``ViewPicture``), a layer that is not a view: a presenter covered by a full-screen
/// presentation stays visible under it while it slides up; a dismissed view slides down over what
/// comes back.
@MainActor enum PresentationTransition {
  /// How long the motion takes (UIKit documents none; close to its modal sheets').
  static let duration: TimeInterval = 0.35

  /// Brings the presentation in: `moving` (a sheet, or the presented view) and `dimming` (a
  /// sheet's, or `nil`), both under `root`, the view the presentation added to `window`.
  ///
  /// - Parameter covered: A picture of the presenter's view a full-screen presentation removed; it
  ///   shows under `root` until the motion ends.
  static func present(
    root: UIView, moving: UIView, dimming: UIView?, in window: UIWindow, covered: CALayer?,
    style: UIModalTransitionStyle
  ) {
    if let covered { window.layer.insertSublayer(covered, below: root.layer) }
    let done: (Bool) -> Void = { [weak covered] _ in covered?.removeFromSuperlayer() }
    switch style {
    case .coverVertical:
      let distance = window.bounds.height - moving.convert(moving.bounds, to: window).minY
      UIView.performWithoutAnimation {
        moving.transform = CGAffineTransform(translationX: 0, y: distance)
        dimming?.alpha = 0
      }
      UIView.animate(
        withDuration: duration, delay: 0, options: [.curveEaseOut],
        animations: {
          moving.transform = .identity
          dimming?.alpha = 1
        }, completion: done)
    case .crossDissolve:
      UIView.performWithoutAnimation { root.alpha = 0 }
      UIView.animate(
        withDuration: duration, delay: 0, options: [.curveEaseInOut],
        animations: { root.alpha = 1 }, completion: done)
    }
  }

  /// What of a presentation about to leave `window` is animated away: a picture of the sheet or
  /// the presented view, and a shade standing for the dimming.
  struct Leaving {
    var content: CALayer?
    var shade: CALayer?
  }

  /// Pictures of a presentation about to leave `window`, taken before its views go: of `moving`
  /// (the sheet, or the presented view) and a shade for the dimming, or of `root` whole for a
  /// dissolve.
  static func leaving(
    root: UIView, moving: UIView, dimming: UIView?, in window: UIWindow,
    style: UIModalTransitionStyle
  ) -> Leaving {
    switch style {
    case .coverVertical:
      var leaving = Leaving()
      if let dimming, let color = dimming.backgroundColor {
        let shade = CALayer.privateToUIKit(CALayer())
        shade.backgroundColor = color.resolvedColor(with: dimming.traitCollection).cgColor
        shade.opacity = Float(dimming.alpha)
        shade.frame = dimming.convert(dimming.bounds, to: window)
        leaving.shade = shade
      }
      leaving.content = ViewPicture.of(moving)
      leaving.content?.frame = moving.convert(moving.bounds, to: window)
      return leaving
    case .crossDissolve:
      let picture = ViewPicture.of(root)
      picture?.frame = root.convert(root.bounds, to: window)
      return Leaving(content: picture)
    }
  }

  /// Takes the presentation out: the pictures go on top of `window`, the content slides down
  /// (or fades) and the shade fades, then they leave.
  static func dismiss(_ leaving: Leaving, in window: UIWindow, style: UIModalTransitionStyle) {
    let pictures = [leaving.shade, leaving.content].compactMap { $0 }
    guard !pictures.isEmpty else { return }
    let remover = PictureRemover(pictures)
    func run(_ animation: CABasicAnimation, on picture: CALayer) {
      animation.duration = duration
      animation.fillMode = .forwards
      animation.isRemovedOnCompletion = false
      window.layer.addSublayer(picture)
      remover.run(animation, on: picture, forKey: "dismissal")
    }
    func fade(_ picture: CALayer, curve: CAMediaTimingFunctionName) -> CABasicAnimation {
      let animation = CABasicAnimation(keyPath: "opacity")
      animation.fromValue = picture.opacity
      animation.toValue = 0
      animation.timingFunction = CAMediaTimingFunction(name: curve)
      return animation
    }
    if let shade = leaving.shade { run(fade(shade, curve: .easeIn), on: shade) }
    guard let content = leaving.content else { return }
    switch style {
    case .coverVertical:
      let slide = CABasicAnimation(keyPath: "transform.translation.y")
      slide.fromValue = 0
      slide.toValue = window.bounds.height - content.frame.minY
      slide.timingFunction = CAMediaTimingFunction(name: .easeIn)
      run(slide, on: content)
    case .crossDissolve:
      run(fade(content, curve: .easeInEaseOut), on: content)
    }
  }
}
