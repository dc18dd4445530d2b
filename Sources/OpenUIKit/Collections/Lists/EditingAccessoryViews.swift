import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// A delete accessory: a filled circle (the system red) with a minus sign (white), as UIKit draws
/// it; the row reads "Delete" among its custom actions rather than this view being an element.
@MainActor
final class DeleteAccessoryView: UIView {
  let options: UICellAccessory.DeleteOptions
  private let minus = CALayer.privateToUIKit(CAShapeLayer())

  init(options: UICellAccessory.DeleteOptions) {
    self.options = options
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    isHidden = options.isHidden
    minus.lineWidth = 2
    minus.lineCap = .round
    layer.addSublayer(minus)
  }

  required init?(coder: NSCoder) { nil }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 22, height: 22) }

  override func layoutSubviews() {
    super.layoutSubviews()
    let side = min(bounds.width, bounds.height)
    layer.cornerRadius = side / 2
    // Read during layout: a change of the traits it reads lays it out again.
    backgroundColor = options.backgroundColor ?? .systemRed
    minus.frame = bounds
    let path = CGMutablePath()
    path.move(to: CGPoint(x: bounds.midX - side * 0.27, y: bounds.midY))
    path.addLine(to: CGPoint(x: bounds.midX + side * 0.27, y: bounds.midY))
    minus.path = path
    minus.strokeColor = (options.tintColor ?? .white).resolvedColor(with: traitCollection).cgColor
  }
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
