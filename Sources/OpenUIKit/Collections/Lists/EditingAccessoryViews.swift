import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// A delete or insert accessory: a filled circle (the system red, or green) with a minus or plus
/// sign (white), as UIKit draws them; the row offers "Delete" or "Insert" among its custom actions
/// rather than this view being an element.
@MainActor
final class CircleControlView: UIView {
  let plus: Bool
  let circleColor: UIColor
  let signColor: UIColor
  private let sign = CALayer.privateToUIKit(CAShapeLayer())

  init(plus: Bool, isHidden: Bool, circleColor: UIColor, signColor: UIColor) {
    self.plus = plus
    self.circleColor = circleColor
    self.signColor = signColor
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    self.isHidden = isHidden
    sign.lineWidth = 2
    sign.lineCap = .round
    layer.addSublayer(sign)
  }

  required init?(coder: NSCoder) { nil }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 22, height: 22) }

  override func layoutSubviews() {
    super.layoutSubviews()
    let side = min(bounds.width, bounds.height)
    layer.cornerRadius = side / 2
    // Read during layout: a change of the traits it reads lays it out again.
    backgroundColor = circleColor
    sign.frame = bounds
    let path = CGMutablePath()
    let arm = side * 0.27
    path.move(to: CGPoint(x: bounds.midX - arm, y: bounds.midY))
    path.addLine(to: CGPoint(x: bounds.midX + arm, y: bounds.midY))
    if plus {
      path.move(to: CGPoint(x: bounds.midX, y: bounds.midY - arm))
      path.addLine(to: CGPoint(x: bounds.midX, y: bounds.midY + arm))
    }
    sign.path = path
    sign.strokeColor = signColor.resolvedColor(with: traitCollection).cgColor
  }
}

/// A multiple-selection accessory: a ring while the row is not selected, a filled circle (the
/// tint color) with a white checkmark while it is.
@MainActor
final class MultiselectView: UIView {
  let options: UICellAccessory.MultiselectOptions
  private let ring = CALayer.privateToUIKit(CAShapeLayer())
  private let check = CALayer.privateToUIKit(CAShapeLayer())
  var isChecked = false {
    didSet { if isChecked != oldValue { setNeedsLayout() } }
  }

  init(options: UICellAccessory.MultiselectOptions) {
    self.options = options
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    isHidden = options.isHidden
    ring.lineWidth = 1.5
    check.lineWidth = 2
    check.lineCap = .round
    check.lineJoin = .round
    check.fillColor = nil
    layer.addSublayer(ring)
    layer.addSublayer(check)
  }

  required init?(coder: NSCoder) { nil }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 22, height: 22) }

  override func layoutSubviews() {
    super.layoutSubviews()
    let circle = bounds.insetBy(dx: 1, dy: 1)
    ring.frame = bounds
    check.frame = bounds
    ring.path = CGPath(ellipseIn: circle, transform: nil)
    let tint = (options.tintColor ?? tintColor).resolvedColor(with: traitCollection)
    if isChecked {
      ring.fillColor = tint.cgColor
      ring.strokeColor = tint.cgColor
      let path = CGMutablePath()
      path.move(to: CGPoint(x: circle.minX + circle.width * 0.28, y: circle.midY))
      path.addLine(
        to: CGPoint(x: circle.minX + circle.width * 0.44, y: circle.midY + circle.height * 0.17))
      path.addLine(
        to: CGPoint(x: circle.minX + circle.width * 0.72, y: circle.midY - circle.height * 0.18))
      check.path = path
      check.strokeColor = UIColor.white.cgColor
    } else {
      ring.fillColor = options.backgroundColor?.resolvedColor(with: traitCollection).cgColor
      ring.strokeColor = UIColor.tertiaryLabel.resolvedColor(with: traitCollection).cgColor
      check.path = nil
    }
  }

  override func tintColorDidChange() { setNeedsLayout() }
}

/// A reorder accessory: three lines to drag a row by.
///
/// A thin separator stands on its side toward the content when the options ask for it. Dragging
/// it is the collection view's (`reorderPan`).
@MainActor
final class ReorderGripView: UIView {
  let options: UICellAccessory.ReorderOptions
  private let grip = CALayer.privateToUIKit(CAShapeLayer())
  private let separator = UIView()

  init(options: UICellAccessory.ReorderOptions) {
    self.options = options
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    isHidden = options.isHidden
    grip.lineWidth = 1.5
    grip.lineCap = .round
    layer.addSublayer(grip)
    separator.backgroundColor = .separator
    separator.isHidden = !options.showsVerticalSeparator
    addSubview(separator)
  }

  required init?(coder: NSCoder) { nil }

  /// The grip's width and the separator's room before it.
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: options.showsVerticalSeparator ? 34 : 22, height: 22)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let line = 1 / max(traitCollection.displayScale, 1)
    // The separator spans most of the row's height, on the side toward the content.
    let rowHeight = superview?.bounds.height ?? bounds.height
    let separatorHeight = max(rowHeight - 16, bounds.height)
    let separatorX = isRightToLeft ? bounds.maxX - line : bounds.minX
    separator.frame = CGRect(
      x: separatorX, y: bounds.midY - separatorHeight / 2, width: line, height: separatorHeight)
    let gripWidth: CGFloat = 18
    let gripX = isRightToLeft ? bounds.minX + 2 : bounds.maxX - gripWidth - 2
    grip.frame = bounds
    let path = CGMutablePath()
    for offset in [-5, 0, 5] as [CGFloat] {
      path.move(to: CGPoint(x: gripX, y: bounds.midY + offset))
      path.addLine(to: CGPoint(x: gripX + gripWidth, y: bounds.midY + offset))
    }
    grip.path = path
    grip.strokeColor =
      (options.tintColor ?? .tertiaryLabel).resolvedColor(with: traitCollection)
      .cgColor
  }
}
