import Foundation

/// The picker's parts, their places, and what a choice does.
extension UIColorPickerViewController {
  func buildPicker(in container: UIView) {
    titleLabel.text = title ?? "Colors"
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    closeButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
    closeButton.accessibilityLabel = "Close"
    closeButton.addAction(UIAction { [weak self] _ in self?.finish() }, for: .touchUpInside)
    preview.layer.cornerRadius = 8
    preview.layer.borderWidth = 1
    preview.layer.borderColor = UIColor.separator.cgColor
    preview.isAccessibilityElement = false
    hexLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
    hexLabel.textColor = .secondaryLabel
    grid.addAction(
      UIAction { [weak self] _ in self?.gridChose() }, for: .valueChanged)
    opacityLabel.text = "Opacity"
    opacityLabel.font = .systemFont(ofSize: 13, weight: .semibold)
    opacityLabel.textColor = .secondaryLabel
    opacity.accessibilityLabel = "Opacity"
    opacity.addAction(
      UIAction { [weak self] _ in self?.opacityChanged(continuously: true) }, for: .valueChanged)
    opacity.addAction(
      UIAction { [weak self] _ in self?.opacityChanged(continuously: false) },
      for: [.touchUpInside, .touchUpOutside])
    for part in [titleLabel, closeButton, preview, hexLabel, grid, opacityLabel, opacity]
      as [UIView]
    {
      container.addSubview(part)
    }
  }

  func layOutPicker() {
    let width = view.bounds.width
    let margin: CGFloat = 16
    titleLabel.text = title ?? "Colors"
    titleLabel.frame = CGRect(x: 60, y: 12, width: max(0, width - 120), height: 28)
    closeButton.frame = CGRect(x: width - margin - 30, y: 11, width: 30, height: 30)
    preview.frame = CGRect(x: margin, y: 52, width: 44, height: 44)
    hexLabel.frame = CGRect(x: margin + 56, y: 52, width: 160, height: 44)
    let gridWidth = max(0, width - 2 * margin)
    grid.frame = CGRect(x: margin, y: 108, width: gridWidth, height: (gridWidth * 0.75).rounded())
    opacityLabel.frame = CGRect(x: margin, y: grid.frame.maxY + 12, width: gridWidth, height: 18)
    opacity.frame = CGRect(x: margin, y: opacityLabel.frame.maxY + 4, width: gridWidth, height: 30)
    view.mirrorForRightToLeft(
      [titleLabel, closeButton, preview, hexLabel, opacityLabel], in: view.bounds)
  }

  /// Shows ``selectedColor``: the swatch, the hex value, the grid's ring, the slider.
  func colorDidChange() {
    guard isViewLoaded else { return }
    let (red, green, blue, alpha) = selectedColor.components
    preview.backgroundColor = selectedColor
    hexLabel.text =
      selectedColor.hexName + (alpha < 1 ? " \(Int((alpha * 100).rounded())) %" : "")
    grid.select(matching: (red, green, blue))
    opacity.value = Float(alpha)
    opacity.isHidden = !supportsAlpha
    opacityLabel.isHidden = !supportsAlpha
  }

  private func gridChose() {
    guard let chosen = grid.selectedColor else { return }
    let alpha = supportsAlpha ? CGFloat(opacity.value) : 1
    selectedColor = chosen.withAlphaComponent(alpha)
    tellDelegate(continuously: false)
  }

  private func opacityChanged(continuously: Bool) {
    guard supportsAlpha else { return }
    let alpha = CGFloat(opacity.value)
    if continuously {
      selectedColor = selectedColor.withAlphaComponent(alpha)
    }
    tellDelegate(continuously: continuously)
  }

  private func tellDelegate(continuously: Bool) {
    delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
    if !continuously { delegate?.colorPickerViewControllerDidSelectColor(self) }
  }

  /// The close button: a presented picker goes (its disappearance tells the delegate); one shown
  /// otherwise tells the delegate it finished.
  func finish() {
    if presentingViewController != nil {
      dismiss(animated: true)
    } else {
      delegate?.colorPickerViewControllerDidFinish(self)
    }
  }
}
