import Foundation

/// The picker's grid of swatches.
///
/// Twelve columns, a row of grays over nine rows of hues (four darker shades, the pure hue, four
/// lighter tints). A click or, with focus, the arrow keys
/// choose a swatch (`.valueChanged`); right to left the columns are mirrored. Each swatch is a
/// button named by its hex value for assistive technologies.
@MainActor
final class ColorGridView: UIControl {
  static let columns = 12
  static let rows = 10
  /// The swatches' colors, row by row.
  static let palette: [UIColor] = (0..<rows).flatMap { row in
    (0..<columns).map { column in color(row: row, column: column) }
  }

  private var swatches: [UIView] = []
  private let ring = UIView()
  /// The chosen swatch's index, if the color is one of them.
  var selectedIndex: Int? { didSet { setNeedsLayout() } }
  var selectedColor: UIColor? { selectedIndex.map { Self.palette[$0] } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    for (index, color) in Self.palette.enumerated() {
      let swatch = UIView()
      swatch.backgroundColor = color
      swatch.isUserInteractionEnabled = false
      swatch.isAccessibilityElement = true
      swatch.accessibilityLabel = color.hexName
      swatch.accessibilityTraits = .button
      swatch.tag = index
      swatches.append(swatch)
      addSubview(swatch)
    }
    ring.isUserInteractionEnabled = false
    ring.backgroundColor = .clear
    ring.layer.borderWidth = 3
    ring.layer.cornerRadius = 4
    addSubview(ring)
    clipsToBounds = false
  }

  required init?(coder: NSCoder) { nil }

  /// The color of the swatch in `row`, `column`.
  static func color(row: Int, column: Int) -> UIColor {
    if row == 0 {
      return UIColor(white: 1 - CGFloat(column) / CGFloat(columns - 1), alpha: 1)
    }
    let hue = CGFloat(column) / CGFloat(columns)
    let step = CGFloat(row - 1)  // 0…8: dark to light, the pure hue at 4
    let brightness = min(1, 0.35 + step * 0.1625)
    let saturation = step <= 4 ? 1 : 1 - (step - 4) * 0.2
    return UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
  }

  override var focusRingCornerRadius: CGFloat { 4 }
  override func activateFromKeyboard() {}
  override func handleArrowKey(_ key: UIKey) -> Bool {
    let current = selectedIndex ?? 0
    let forward = isRightToLeft ? -1 : 1
    let step: Int
    switch key.keyCode {
    case .keyboardLeftArrow: step = -forward
    case .keyboardRightArrow: step = forward
    case .keyboardUpArrow: step = -Self.columns
    case .keyboardDownArrow: step = Self.columns
    default: return false
    }
    let target = current + step
    guard Self.palette.indices.contains(target),
      step.magnitude != 1 || target / Self.columns == current / Self.columns
    else { return true }
    choose(target)
    return true
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    guard isEnabled, let point = touches.first?.location(in: self),
      let index = swatches.firstIndex(where: { $0.frame.contains(point) })
    else { return }
    choose(index)
  }

  /// Rings the swatch of the same color, if there is one.
  func select(matching color: (CGFloat, CGFloat, CGFloat)) {
    selectedIndex = Self.palette.firstIndex { swatch in
      let c = swatch.components
      return abs(c.red - color.0) < 0.004 && abs(c.green - color.1) < 0.004
        && abs(c.blue - color.2) < 0.004
    }
  }

  private func choose(_ index: Int) {
    selectedIndex = index
    sendActions(for: .valueChanged)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width / CGFloat(Self.columns)
    let height = bounds.height / CGFloat(Self.rows)
    for (index, swatch) in swatches.enumerated() {
      swatch.frame = CGRect(
        x: (CGFloat(index % Self.columns) * width).rounded(),
        y: (CGFloat(index / Self.columns) * height).rounded(), width: width.rounded(.up),
        height: height.rounded(.up))
      swatch.accessibilityTraits = index == selectedIndex ? [.button, .selected] : .button
    }
    mirrorForRightToLeft(swatches, in: bounds)
    ring.isHidden = selectedIndex == nil
    if let selectedIndex {
      ring.frame = swatches[selectedIndex].frame.insetBy(dx: -2, dy: -2)
      ring.layer.borderColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
      bringSubviewToFront(ring)
    }
  }
}
