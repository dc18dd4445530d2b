import Foundation

/// A button showing a color that opens a color picker, as UIKit's `UIColorWell` (iOS 14).
///
/// A 28-point circle: the color inside a ring of the hues. A click (or Space and Return with
/// focus) presents a ``UIColorPickerViewController`` as a popover from the well, titled
/// ``title``; each choice becomes ``selectedColor`` and sends `.valueChanged`. For assistive
/// technologies it is a button named by its title (else "Color") with the color's hex value.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
  // Accessibility: a button with the color as its value.
  override var defaultIsAccessibilityElement: Bool { true }
  override var defaultAccessibilityLabel: String? { title ?? "Color" }
  override var defaultAccessibilityValue: String? { colorWellValue }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    controlStateTraits.union(.button)
  }

  /// The color shown; `nil` shows the ring alone.
  open var selectedColor: UIColor? { didSet { swatch.backgroundColor = selectedColor ?? .clear } }
  /// The picker's title.
  open var title: String?
  /// Whether the picker offers opacity; default `true`.
  open var supportsAlpha = true

  /// The open picker's delegate, kept until the picker finishes (the picker holds it weakly).
  var pickerRelay: ColorWellRelay?
  let ring = CAGradientLayer()
  let ringMask = CAShapeLayer()
  let swatch = UIView()

  /// Creates a well without a color.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpWell()
  }

  /// Creates a well from an archive (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpWell()
  }

  /// 28 × 28 points.
  open override var intrinsicContentSize: CGSize { CGSize(width: 28, height: 28) }

  /// 28 × 28 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The ring around the bounds, the color inside it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutWell()
  }

  override var focusRingCornerRadius: CGFloat { bounds.width / 2 }
  override func activateFromKeyboard() { openPicker() }
}
