import Foundation

/// Told when the user moves a sheet to another detent, as UIKit's
/// `UISheetPresentationControllerDelegate`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The user dragged the sheet to another detent.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Not implemented.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

/// The presentation controller of a sheet, as UIKit's `UISheetPresentationController` (iOS 15).
///
/// With only the default `[.large()]` detent a sheet is the desktop's centred form sheet. With
/// smaller detents it attaches to the window's bottom edge, as on iPhone, at the selected
/// detent's height (the smallest when none is selected), 540 points wide (or its
/// `preferredContentSize` width with ``widthFollowsPreferredContentSizeWhenEdgeAttached``);
/// dragging its top edge (where the grabber shows) moves it between detents — let go below half
/// the smallest it dismisses as a click outside would — and a wheel or touchpad scrolling its content down
/// expands it to the next detent first while ``prefersScrollingExpandsWhenScrolledToEdge``.
/// Up to ``largestUndimmedDetentIdentifier`` nothing is dimmed and the presenter takes clicks.
/// `prefersEdgeAttachedInCompactHeight` is left out: a desktop window is never compact.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// The heights the sheet rests at, smallest first; default `[.large()]` (an empty list is
  /// taken as that).
  open var detents: [Detent] = [.large()] {
    didSet {
      if detents.isEmpty { detents = [.large()] }
      sheetDidChange()
    }
  }
  /// The detent shown; `nil`: the smallest.
  open var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
  /// The largest detent at which the presenter stays undimmed and clickable; `nil`: always dim.
  open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
  /// Whether the grabber shows at the top; default `false`.
  open var prefersGrabberVisible = false { didSet { sheetDidChange() } }
  /// Whether scrolling the content down expands the sheet first; default `true`.
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether an attached sheet is its `preferredContentSize` wide; default `false`.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
    didSet { sheetDidChange() }
  }
  /// The sheet's corner radius; `nil`: 10 points, as the form sheet's.
  open var preferredCornerRadius: CGFloat? { didSet { sheetDidChange() } }

  /// The container showing the sheet, while presented.
  weak var container: SheetContainerView?

  /// Makes the changes `changes` does to the sheet move there in 0.3 seconds.
  open func animateChanges(_ changes: () -> Void) {
    changes()
    guard let container, container.window != nil, UIView.areAnimationsEnabled else { return }
    UIView.animate(withDuration: 0.3) { container.layoutIfNeeded() }
  }

  /// Resolves the detents again (a custom resolver's answer changed; iOS 16).
  open func invalidateDetents() { sheetDidChange() }

  func sheetDidChange() {
    container?.setNeedsLayout()
  }
}

extension UIViewController {
  /// The sheet presentation controller while `modalPresentationStyle` is a sheet (`.automatic`,
  /// `.pageSheet` or `.formSheet`); `nil` otherwise.
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// Whether the style is one of the sheets.
  var presentsAsSheet: Bool {
    [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle)
  }
}
