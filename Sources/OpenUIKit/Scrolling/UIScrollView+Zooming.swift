import Foundation
import OpenQuartzCore

/// Zooming: the delegate's `viewForZooming(in:)` is scaled by a transform, and the content size
/// follows its frame, as UIKit.
///
/// Zooming is programmatic (``UIScrollView/zoomScale``, ``UIScrollView/setZoomScale(_:animated:)``,
/// ``UIScrollView/zoom(to:animated:)``, applied at once) or by pinch
/// (UIScrollView+PinchZoom.swift).
extension UIScrollView {
  /// Scales the zooming view to `scale` (clamped to the limits) about the visible center.
  ///
  /// Does nothing without a zooming view (the delegate's `viewForZooming(in:)`).
  final func zoomContent(scale: CGFloat) {
    guard scale.isFinite, let view = delegate?.viewForZooming(in: self) else { return }
    let lower = min(minimumZoomScale, maximumZoomScale)
    let upper = max(minimumZoomScale, maximumZoomScale)
    let clamped = min(max(scale, lower), upper)
    guard clamped != storedZoomScale else { return }
    let ratio = clamped / storedZoomScale
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    scaleZoomingView(clamped, to: view)
    let size = bounds.size
    setBoundsOrigin(
      clampedOffset(
        CGPoint(x: center.x * ratio - size.width / 2, y: center.y * ratio - size.height / 2)))
  }

  /// Zooms so that `rect` (in the zooming view's coordinates) fills the view as far as the limits
  /// allow, centered.
  final func zoomContent(toShow rect: CGRect) {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite,
      rect.width > 0, rect.height > 0,
      let view = delegate?.viewForZooming(in: self)
    else { return }
    let lower = min(minimumZoomScale, maximumZoomScale)
    let upper = max(minimumZoomScale, maximumZoomScale)
    let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), lower), upper)
    if scale != storedZoomScale { scaleZoomingView(scale, to: view) }
    setBoundsOrigin(
      clampedOffset(
        CGPoint(
          x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)))
  }

  /// Scales `view`, keeps its frame at the content's origin and sizes the content to it.
  func scaleZoomingView(_ scale: CGFloat, to view: UIView) {
    delegate?.scrollViewWillBeginZooming(self, with: view)
    storedZoomScale = scale
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
    // The scaled view's frame starts at the content's origin.
    let size = view.bounds.size
    let anchor = view.layer.anchorPoint
    view.center = CGPoint(x: size.width * scale * anchor.x, y: size.height * scale * anchor.y)
    contentSize = CGSize(width: size.width * scale, height: size.height * scale)
    delegate?.scrollViewDidZoom(self)
    delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
  }

}
