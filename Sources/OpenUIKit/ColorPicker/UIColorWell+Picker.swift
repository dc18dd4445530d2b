import Foundation

/// The well's look and its picker.
extension UIColorWell {
  func setUpWell() {
    backgroundColor = .clear
    isOpaque = false
    ring.type = .conic
    ring.startPoint = CGPoint(x: 0.5, y: 0.5)
    ring.endPoint = CGPoint(x: 0.5, y: 0)
    ring.colors = (0...12).map {
      UIColor(hue: CGFloat($0 % 12) / 12, saturation: 0.9, brightness: 1, alpha: 1).cgColor
    }
    ringMask.fillRule = .evenOdd
    ring.mask = ringMask
    layer.addSublayer(ring)
    swatch.isUserInteractionEnabled = false
    swatch.backgroundColor = .clear
    addSubview(swatch)
    addAction(UIAction { [weak self] _ in self?.openPicker() }, for: .touchUpInside)
  }

  func layOutWell() {
    let side = min(bounds.width, bounds.height)
    let square = CGRect(
      x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
    ring.frame = square
    let path = CGMutablePath()
    path.addEllipse(in: CGRect(origin: .zero, size: square.size))
    path.addEllipse(in: CGRect(origin: .zero, size: square.size).insetBy(dx: 3, dy: 3))
    ringMask.path = path
    let inner = square.insetBy(dx: 5, dy: 5)
    swatch.frame = inner
    swatch.layer.cornerRadius = inner.width / 2
  }

  var colorWellValue: String? {
    selectedColor?.hexName
  }

  /// Presents a picker from the well over the topmost controller.
  func openPicker() {
    guard isEnabled else { return }
    let picker = UIColorPickerViewController()
    picker.title = title
    picker.supportsAlpha = supportsAlpha
    picker.selectedColor = selectedColor ?? .white
    let relay = ColorWellRelay(well: self)
    picker.delegate = relay
    pickerRelay = relay
    presentPopover(picker)
  }
}

/// Takes a picker's choices to its well.
@MainActor
final class ColorWellRelay: UIColorPickerViewControllerDelegate {
  weak var well: UIColorWell?
  init(well: UIColorWell) { self.well = well }

  func colorPickerViewController(
    _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
  ) {
    well?.selectedColor = color
    well?.sendActions(for: .valueChanged)
  }

  /// The picker went: the well lets go of this relay.
  func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
    if well?.pickerRelay === self { well?.pickerRelay = nil }
  }
}
