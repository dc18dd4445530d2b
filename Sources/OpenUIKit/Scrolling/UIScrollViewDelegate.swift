import Foundation

/// What a scroll view tells its delegate, as UIKit's `UIScrollViewDelegate`; every method is
/// optional (empty by default).
///
/// A drag calls `scrollViewWillBeginDragging`, `scrollViewDidScroll` per move,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (velocity in points per
/// millisecond; the delegate may move the target), `scrollViewDidEndDragging(_:willDecelerate:)`,
/// then, when it decelerates, `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` per frame
/// and `scrollViewDidEndDecelerating`. An animated `setContentOffset` ends with
/// `scrollViewDidEndScrollingAnimation`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The zoom scale changed.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// A drag is about to move the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The drag ends with `velocity` (points per millisecond); the content will come to rest at
  /// `targetContentOffset`, which the delegate may change.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The drag ended; `decelerate` tells whether the content goes on moving.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content starts decelerating after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// The content came to rest after decelerating.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view zooming scales; `nil` (the default) disables zooming.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// Zooming is about to start on `view`.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// Zooming ended at `scale`.
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  /// The adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Leaves the target as it is.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// No view: zooming is disabled.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Does nothing.
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Does nothing.
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
