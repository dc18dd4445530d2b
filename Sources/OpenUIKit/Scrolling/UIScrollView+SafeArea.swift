import Foundation

extension UIScrollView {
  /// Which safe-area edges a scroll view adds to its content inset, as UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// The top and bottom always (a scroll view under a navigation bar starts below it), the left
    /// and right when it scrolls horizontally.
    case automatic = 0
    /// The edges of the axes it scrolls along.
    case scrollableAxes = 1
    /// None: ``adjustedContentInset`` is ``contentInset``.
    case never = 2
    /// Every edge.
    case always = 3
  }

  /// Recomputes ``adjustedContentInset``.
  ///
  /// When it changed, `adjustedContentInsetDidChange()` and the delegate are told, and, when the
  /// safe area moved it (`followsSafeArea`), a scroll view resting at its top stays at the new top.
  /// Setting `contentInset` leaves `contentOffset` alone, as UIKit does.
  func updateAdjustedContentInset(followsSafeArea: Bool = true) {
    let safe = contentInsetAdjustmentBehavior == .never ? .zero : safeAreaInsets
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never: (vertical, horizontal) = (false, false)
    case .always: (vertical, horizontal) = (true, true)
    case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
    case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
    }
    let inset = storedContentInset
    let adjusted = UIEdgeInsets(
      top: inset.top + (vertical ? safe.top : 0) + refreshInset,
      left: inset.left + (horizontal ? safe.left : 0),
      bottom: inset.bottom + (vertical ? safe.bottom : 0),
      right: inset.right + (horizontal ? safe.right : 0))
    let old = storedAdjustedContentInset
    guard adjusted != old else { return }
    storedAdjustedContentInset = adjusted
    // At rest at the top edge, it stays there: a table put under a bar starts below it.
    if followsSafeArea, contentOffset.y == -old.top, adjusted.top != old.top {
      contentOffset.y = -adjusted.top
    }
    updateIndicators()
    adjustedContentInsetDidChange()
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// The safe area the adjusted content inset takes in (`adjustedContentInset` less
  /// `contentInset`): what content and scroll bars are already kept out of.
  var absorbedSafeAreaInsets: UIEdgeInsets {
    storedAdjustedContentInset.removing(storedContentInset)
  }

  private var scrollsVertically: Bool {
    alwaysBounceVertical || storedRefreshControl != nil || storedContentSize.height > bounds.height
  }

  private var scrollsHorizontally: Bool {
    alwaysBounceHorizontal || storedContentSize.width > bounds.width
  }
}
