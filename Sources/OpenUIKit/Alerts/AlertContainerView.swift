import Foundation

/// What presenting an alert adds to the window: a light dimming (black at 20 %, clear for an
/// action sheet anchored as a popover) and the panel, sized to its content (scrolling is left
/// out: content taller than the window is cut at its edge, Docs/Limits.md).
///
/// An alert's panel is centred; an action sheet's hangs from its popover source
/// (``UIPopoverPresentationController``), or is centred without one. A click outside an alert
/// does nothing; outside an action sheet it chooses the cancel action.
@MainActor
final class AlertContainerView: PresentationContainerView {
  private var alert: UIAlertController? { presented as? UIAlertController }

  /// Whether the panel hangs from a popover source.
  var isAnchored: Bool {
    guard let alert, alert.preferredStyle == .actionSheet else { return false }
    return alert.popoverPresentationController?.anchorRect(in: self) != nil
  }

  override init(frame: CGRect, presenting presented: UIViewController) {
    super.init(frame: frame, presenting: presented)
    sheetView.layer.cornerRadius = 14
    sheetView.backgroundColor = .secondarySystemBackground
  }

  /// In the window, the source can be found: the dimming and the buttons follow whether the
  /// panel hangs from it.
  override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window != nil else { return }
    let anchored = isAnchored
    dimmingView.backgroundColor = UIColor(white: 0, alpha: anchored ? 0 : 0.2)
    showsHairline = anchored
    alert?.contentView.rebuild()
    setNeedsLayout()
  }

  required init?(coder: NSCoder) { nil }

  override func sheetFrame(in bounds: CGRect) -> CGRect {
    guard let alert else { return super.sheetFrame(in: bounds) }
    let fitting = alert.contentView.sizeThatFits(bounds.size)
    let size = CGSize(
      width: min(fitting.width, max(0, bounds.width - 2 * Self.margin)),
      height: min(fitting.height, max(0, bounds.height - 2 * Self.margin)))
    if alert.preferredStyle == .actionSheet, let popover = alert.popoverPresentationController,
      let frame = popover.place(size, in: self)
    {
      return frame
    }
    return CGRect(
      x: ((bounds.width - size.width) / 2).rounded(),
      y: ((bounds.height - size.height) / 2).rounded(),
      width: size.width, height: size.height)
  }

  override func dimmingClicked() {
    guard let alert, alert.preferredStyle == .actionSheet else { return }
    alert.cancelFromOutside()
  }

  override func escapePressed() {
    alert?.cancelFromOutside()
  }
}
