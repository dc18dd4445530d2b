import Foundation

/// What a sheet presentation adds to the window: a dimming view over everything, and the sheet,
/// centred, holding the presented controller's view.
///
/// The sheet is the controller's `preferredContentSize`, or 540 × 620 points (UIKit's form sheet on
/// a regular-width screen) when that is zero, kept 20 points inside the window; its corners are
/// rounded by 10 points; its content has the `.elevated` interface level, as in UIKit (dark mode's
/// elevated background colors). The dimming is black at 40 % opacity (a choice: UIKit documents no value).
/// A click on the dimming or Escape dismisses the sheet through its presentation controller's
/// delegate (``UIPresentationController``) unless the controller is `isModalInPresentation`.
@MainActor
class PresentationContainerView: UIView {
  /// The sheet size when the controller prefers none.
  static let defaultSheetSize = CGSize(width: 540, height: 620)
  /// The least distance between the sheet and the window's edges.
  static let margin: CGFloat = 20

  let dimmingView = UIView()
  let sheetView = UIView()
  private(set) weak var presented: UIViewController?
  /// Whether a hairline sets the sheet off from what it covers (an undimmed popover).
  var showsHairline = false {
    didSet { if showsHairline != oldValue { updateHairline() } }
  }

  init(frame: CGRect, presenting presented: UIViewController) {
    self.presented = presented
    super.init(frame: frame)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    backgroundColor = .clear
    isOpaque = false
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimmingView.isOpaque = false
    dimmingView.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: PresentationContainerView.dimmingTapped))
    sheetView.layer.cornerRadius = 10
    sheetView.clipsToBounds = true
    sheetView.backgroundColor = .systemBackground
    // As UIKit: a sheet's content is elevated (dark mode's elevated background colors).
    sheetView.traitOverrides.userInterfaceLevel = .elevated
    addSubview(dimmingView)
    addSubview(sheetView)
    registerForTraitChanges([
      UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitDisplayScale.self,
    ]) { (container: PresentationContainerView, _) in container.updateHairline() }
    let view: UIView = presented.view
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    sheetView.addSubview(view)
    layoutSheet()
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutSheet()
  }

  /// Places the dimming over the whole container and the sheet where ``sheetFrame(in:)`` says.
  private func layoutSheet() {
    dimmingView.frame = bounds
    let frame = sheetFrame(in: bounds)
    // By bounds and centre, not frame: the sheet slides in and out by its transform.
    if sheetView.bounds.size != frame.size { sheetView.bounds.size = frame.size }
    let center = CGPoint(x: frame.midX, y: frame.midY)
    if sheetView.center != center { sheetView.center = center }
    if let view = presented?.storedView, view.superview === sheetView,
      view.frame != sheetView.bounds
    {
      view.frame = sheetView.bounds
    }
  }

  /// Where the sheet goes in `bounds`: the controller's preferred size (or the default), kept
  /// ``margin`` inside, centred on whole points.
  ///
  /// Alerts and popovers place theirs otherwise.
  func sheetFrame(in bounds: CGRect) -> CGRect {
    let preferred = presented?.preferredContentSize ?? .zero
    let wanted =
      preferred.width > 0 && preferred.height > 0 && preferred.width.isFinite
        && preferred.height.isFinite ? preferred : Self.defaultSheetSize
    let size = CGSize(
      width: max(0, min(wanted.width, bounds.width - 2 * Self.margin)),
      height: max(0, min(wanted.height, bounds.height - 2 * Self.margin)))
    let origin = CGPoint(
      x: ((bounds.width - size.width) / 2).rounded(),
      y: ((bounds.height - size.height) / 2).rounded())
    return CGRect(origin: origin, size: size)
  }

  /// The hairline's width (a device pixel) and colour (the separator's, resolved now).
  private func updateHairline() {
    let scale = traitCollection.displayScale
    sheetView.layer.borderWidth = showsHairline ? 1 / max(scale, 1) : 0
    sheetView.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
  }

  /// Takes the presented view out of the sheet once the sheet left the window.
  func releasePresentedView() {
    if let view = presented?.storedView, view.superview === sheetView { view.removeFromSuperview() }
  }

  private func dimmingTapped() { dimmingClicked() }

  /// Escape closes the sheet, as Mac Catalyst's sheets close with it, unless the controller is
  /// `isModalInPresentation` (Docs/ViewControllers.md); other keys go on up.
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let escape = presses.first { press in
      press.key?.keyCode == .keyboardEscape
        && press.key?.modifierFlags.isDisjoint(with: [.shift, .control, .alternate, .command])
          ?? false
    }
    guard let escape else { return super.pressesBegan(presses, with: event) }
    escapePressed()
    let others = presses.subtracting([escape])
    if !others.isEmpty { super.pressesBegan(others, with: event) }
  }

  /// What Escape does: what a click outside does.
  func escapePressed() { dimmingClicked() }

  /// A click outside the sheet: dismisses it unless the controller is `isModalInPresentation`.
  func dimmingClicked() {
    presented?.presentationController?.userRequestedDismissal()
  }
}
