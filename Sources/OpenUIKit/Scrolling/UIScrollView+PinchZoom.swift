import Foundation

/// Zooming by pinch, as UIKit: while `minimumZoomScale` and `maximumZoomScale` differ, the scroll
/// view has a ``UIScrollView/pinchGestureRecognizer`` (Ctrl with the wheel, a touchpad's pinch).
/// The zooming view scales about the pinch's centre, which stays under the pointer; past the
/// limits the scale goes on with resistance (`bouncesZoom`) and springs back to the limit when
/// the pinch ends.
extension UIScrollView {
  /// How far past a limit a pinch may stretch the scale: the overshoot's exponent (a pinch to
  /// twice the limit shows 2^0.3 ≈ 1.23 times it).
  static let zoomBounceResistance: CGFloat = 0.3

  /// Adds or removes the pinch recognizer as the zoom limits make zooming possible or not.
  func updatePinchGestureRecognizer() {
    let zooms = minimumZoomScale != maximumZoomScale
    if zooms, pinchGestureRecognizer == nil {
      let pinch = UIPinchGestureRecognizer(target: self, action: UIScrollView.pinchChanged)
      addGestureRecognizer(pinch)
      pinchGestureRecognizer = pinch
    } else if !zooms, let pinch = pinchGestureRecognizer {
      removeGestureRecognizer(pinch)
      pinchGestureRecognizer = nil
    }
  }

  private func pinchChanged(_ pinch: UIPinchGestureRecognizer) {
    guard let view = delegate?.viewForZooming(in: self) else { return }
    let point = pinch.location(in: self)
    switch pinch.state {
    case .began:
      // The content point under the pinch, in the zooming view's unscaled coordinates.
      let scale = zoomScale
      pinchStart = (scale, CGPoint(x: point.x / scale, y: point.y / scale))
      fallthrough
    case .changed:
      guard let start = pinchStart else { return }
      let wanted = start.scale * pinch.scale
      applyPinchScale(resisted(wanted), keeping: start.anchor, at: point, view: view)
    case .ended, .cancelled, .failed:
      guard let start = pinchStart else { return }
      pinchStart = nil
      let lower = min(minimumZoomScale, maximumZoomScale)
      let upper = max(minimumZoomScale, maximumZoomScale)
      let settled = min(max(zoomScale, lower), upper)
      guard settled != zoomScale else { return }
      UIView.animate(withDuration: 0.25) {
        self.applyPinchScale(settled, keeping: start.anchor, at: point, view: view)
      }
    case .possible:
      break
    }
  }

  /// The scale shown for `wanted`: within the limits as is; beyond them with resistance when
  /// `bouncesZoom`, else held at the limit.
  private func resisted(_ wanted: CGFloat) -> CGFloat {
    let lower = min(minimumZoomScale, maximumZoomScale)
    let upper = max(minimumZoomScale, maximumZoomScale)
    guard wanted.isFinite, wanted > 0 else { return zoomScale }
    if wanted > upper {
      return bouncesZoom ? upper * pow(wanted / upper, Self.zoomBounceResistance) : upper
    }
    if wanted < lower {
      return bouncesZoom ? lower * pow(wanted / lower, Self.zoomBounceResistance) : lower
    }
    return wanted
  }

  /// Scales the zooming view to `scale` with `anchor` (unscaled content point) at `point`.
  private func applyPinchScale(
    _ scale: CGFloat, keeping anchor: CGPoint, at point: CGPoint, view: UIView
  ) {
    let offset = CGPoint(x: point.x - contentOffset.x, y: point.y - contentOffset.y)
    scaleZoomingView(scale, to: view)
    setBoundsOrigin(
      clampedOffset(CGPoint(x: anchor.x * scale - offset.x, y: anchor.y * scale - offset.y)))
  }
}
