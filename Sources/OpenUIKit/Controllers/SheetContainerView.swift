import Foundation

/// A sheet's container with its sheet presentation controller's detents: centred as a form sheet
/// with only `.large()`, else attached to the bottom edge at the selected detent's height, with
/// the grabber, the resizing drag along the top edge, the undimmed detents and the wheel that
/// expands before it scrolls (``UISheetPresentationController``).
@MainActor
final class SheetContainerView: PresentationContainerView {
  /// The strip along the attached sheet's top that a drag resizes it by.
  let dragStrip = SheetDragStrip()
  /// The height while a drag resizes the sheet.
  var draggedHeight: CGFloat?
  /// The height a drag started from.
  var dragStartHeight: CGFloat = 0

  override init(frame: CGRect, presenting presented: UIViewController) {
    super.init(frame: frame, presenting: presented)
    sheetController?.container = self
    dragStrip.container = self
    sheetView.addSubview(dragStrip)
    let pan = UIPanGestureRecognizer(target: self, action: SheetContainerView.stripDragged)
    dragStrip.addGestureRecognizer(pan)
    let steps = UIPanGestureRecognizer(target: self, action: SheetContainerView.contentStepped)
    steps.allowedScrollTypesMask = .all
    steps.maximumNumberOfTouches = 0
    sheetView.addGestureRecognizer(steps)
  }

  required init?(coder: NSCoder) { nil }

  var sheetController: UISheetPresentationController? {
    presented?.presentationController as? UISheetPresentationController
  }

  /// The form sheet's frame, or, attached, the bottom edge's at the detent's height.
  override func sheetFrame(in bounds: CGRect) -> CGRect {
    guard let heights = resolvedHeights(in: bounds), let sheet = sheetController else {
      return super.sheetFrame(in: bounds)
    }
    let preferred = presented?.preferredContentSize.width ?? 0
    let wanted =
      sheet.widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0 && preferred.isFinite
      ? preferred : Self.defaultSheetSize.width
    let width = min(wanted, bounds.width)
    let height = min(draggedHeight ?? selectedHeight(heights), bounds.height)
    return CGRect(
      x: ((bounds.width - width) / 2).rounded(), y: bounds.height - height, width: width,
      height: height)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    applySheetLook()
  }

  /// Undimmed, clicks outside the sheet go to the presenter.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return dimmingView.isHidden && (hit === self || hit === dimmingView) ? nil : hit
  }
}

/// The top strip of an attached sheet: the grabber, and where a drag resizes the sheet.
///
/// For assistive technologies it is UIKit's "Sheet Grabber", adjustable between the detents.
@MainActor
final class SheetDragStrip: UIView {
  static let height: CGFloat = 14
  weak var container: SheetContainerView?
  let grabber = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    isOpaque = false
    grabber.backgroundColor = .tertiaryLabel
    grabber.layer.cornerRadius = 2.5
    grabber.isUserInteractionEnabled = false
    addSubview(grabber)
  }

  required init?(coder: NSCoder) { nil }

  override var defaultIsAccessibilityElement: Bool { !grabber.isHidden }
  override var defaultAccessibilityLabel: String? { "Sheet Grabber" }
  override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
  override func accessibilityIncrement() { container?.stepDetent(by: 1) }
  override func accessibilityDecrement() { container?.stepDetent(by: -1) }

  override func layoutSubviews() {
    super.layoutSubviews()
    grabber.frame = CGRect(x: ((bounds.width - 36) / 2).rounded(), y: 5, width: 36, height: 5)
  }
}
