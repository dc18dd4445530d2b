import Foundation

/// The detents at work: heights resolved for the container, the sheet's look at its detent, the
/// drag that moves between them, the wheel that expands first.
extension SheetContainerView {
  /// The active detents' heights in `bounds`, smallest first; `nil` when the sheet is a form
  /// sheet (only `.large()`, or nothing smaller resolves).
  func resolvedHeights(in bounds: CGRect) -> [(
    UISheetPresentationController.Detent.Identifier, CGFloat
  )]? {
    guard let sheet = sheetController else { return nil }
    let context = SheetResolutionContext(
      containerTraitCollection: traitCollection,
      maximumDetentValue: max(bounds.height - 2 * Self.margin, 1))
    let heights = sheet.detents.compactMap { detent in
      detent.resolvedValue(in: context).map { (detent.identifier, $0) }
    }
    .sorted { $0.1 < $1.1 }
    guard heights.contains(where: { $0.1 < context.maximumDetentValue }) else { return nil }
    return heights
  }

  /// The selected detent's height (the smallest when none or an unknown one is selected).
  func selectedHeight(_ heights: [(UISheetPresentationController.Detent.Identifier, CGFloat)])
    -> CGFloat
  {
    let selected = sheetController?.selectedDetentIdentifier
    return heights.first { $0.0 == selected }?.1 ?? heights.first?.1 ?? 0
  }

  /// Attached: top corners rounded, the grabber and strip, the dimming per the undimmed detent.
  func applySheetLook() {
    guard let sheet = sheetController else { return }
    let heights = resolvedHeights(in: bounds)
    let attached = heights != nil
    sheetView.layer.cornerRadius = max(0, sheet.preferredCornerRadius ?? 10)
    sheetView.layer.maskedCorners =
      attached
      ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    dragStrip.isHidden = !attached
    dragStrip.grabber.isHidden = !attached || !sheet.prefersGrabberVisible
    dragStrip.frame = CGRect(
      x: 0, y: 0, width: sheetView.bounds.width, height: SheetDragStrip.height)
    sheetView.bringSubviewToFront(dragStrip)
    var undimmed = false
    if let heights, let limit = sheet.largestUndimmedDetentIdentifier,
      let limitHeight = heights.first(where: { $0.0 == limit })?.1
    {
      undimmed = (draggedHeight ?? selectedHeight(heights)) <= limitHeight + 0.5
    }
    dimmingView.isHidden = undimmed
  }

  /// Moves to the detent `step` places up (positive) or down, as the user would.
  func stepDetent(by step: Int) {
    guard let heights = resolvedHeights(in: bounds), let sheet = sheetController else { return }
    let current = heights.firstIndex { $0.0 == sheet.selectedDetentIdentifier } ?? 0
    let target = min(max(current + step, 0), heights.count - 1)
    userSelect(heights[target].0)
  }

  /// The user chose `identifier`: the sheet moves there and the delegate hears of a change.
  func userSelect(_ identifier: UISheetPresentationController.Detent.Identifier) {
    guard let sheet = sheetController, let heights = resolvedHeights(in: bounds) else { return }
    let before = sheet.selectedDetentIdentifier ?? heights.first?.0
    draggedHeight = nil
    sheet.selectedDetentIdentifier = identifier
    if window != nil, UIView.areAnimationsEnabled {
      UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
    }
    if before != identifier {
      (sheet.delegate as? any UISheetPresentationControllerDelegate)?
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
    }
  }

  /// A drag on the top strip: the sheet follows, then rests at the detent nearest where it was
  /// heading, or dismisses when let go below half the smallest.
  func stripDragged(_ pan: UIPanGestureRecognizer) {
    guard let heights = resolvedHeights(in: bounds), let smallest = heights.first?.1,
      let largest = heights.last?.1
    else { return }
    switch pan.state {
    case .began:
      dragStartHeight = selectedHeight(heights)
    case .changed:
      let wanted = dragStartHeight - pan.translation(in: self).y
      draggedHeight = min(max(wanted, 0), largest + 20)
      setNeedsLayout()
    case .ended, .cancelled:
      let velocity = pan.state == .ended ? pan.velocity(in: self).y : 0
      let projected = (draggedHeight ?? dragStartHeight) - (velocity.isFinite ? velocity * 0.1 : 0)
      draggedHeight = nil
      if projected < smallest / 2, presented?.isModalInPresentation == false {
        setNeedsLayout()
        return dimmingClicked()
      }
      let nearest = heights.min { abs($0.1 - projected) < abs($1.1 - projected) }
      if let nearest { userSelect(nearest.0) } else { setNeedsLayout() }
    case .possible, .failed:
      break
    }
  }

  /// A wheel or touchpad step over the content that scrolls it down expands the sheet to the
  /// next detent first (the scroll view yields it: `UIScrollView.yieldsStepToSheet`).
  func contentStepped(_ pan: UIPanGestureRecognizer) {
    guard pan.state == .began, pan.translation(in: self).y < 0 else { return }
    stepDetent(by: 1)
  }

  /// Whether a step scrolling content down is for the sheet: it expands while not at its largest
  /// detent and the controller prefers so.
  var expandsOnScroll: Bool {
    guard let sheet = sheetController, sheet.prefersScrollingExpandsWhenScrolledToEdge,
      let heights = resolvedHeights(in: bounds), let largest = heights.last
    else { return false }
    return selectedHeight(heights) < largest.1
  }
}

extension UIScrollView {
  /// Whether a wheel or touchpad step of `delta` (how far content moves) is left to an attached
  /// sheet that expands before its content scrolls.
  func yieldsStepToSheet(_ delta: CGPoint) -> Bool {
    guard delta.y < 0 else { return false }
    var view = superview
    while let current = view {
      if let sheet = current as? SheetContainerView { return sheet.expandsOnScroll }
      view = current.superview
    }
    return false
  }
}
