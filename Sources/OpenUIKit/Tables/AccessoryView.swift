import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// The standard accessories, drawn with shape layers.
@MainActor
final class AccessoryView: UIView {
  let type: UITableViewCell.AccessoryType

  init(type: UITableViewCell.AccessoryType) {
    self.type = type
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    let shape = CALayer.privateToUIKit(CAShapeLayer())
    shape.fillColor = nil
    shape.lineWidth = 2
    shape.lineCap = .round
    shape.lineJoin = .round
    layer.addSublayer(shape)
    self.shape = shape
  }

  required init?(coder: NSCoder) { nil }

  private var shape: CAShapeLayer?

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    switch type {
    case .none: .zero
    case .disclosureIndicator: CGSize(width: 8, height: 14)
    case .checkmark: CGSize(width: 14, height: 12)
    case .detailButton: CGSize(width: 22, height: 22)
    case .detailDisclosureButton: CGSize(width: 38, height: 22)
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let shape else { return }
    shape.frame = bounds
    let path = CGMutablePath()
    let b = bounds
    // Chevrons point to the trailing side: they mirror in right-to-left content (the checkmark
    // and the info circle do not).
    let mirrors = type != .checkmark && isRightToLeft
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      CGPoint(x: mirrors ? b.minX + b.maxX - x : x, y: y)
    }
    switch type {
    case .none: break
    case .disclosureIndicator:
      path.move(to: point(b.minX + 1.5, b.minY + 1.5))
      path.addLine(to: point(b.maxX - 1.5, b.midY))
      path.addLine(to: point(b.minX + 1.5, b.maxY - 1.5))
    case .checkmark:
      path.move(to: point(b.minX + 1, b.midY))
      path.addLine(to: point(b.minX + b.width * 0.38, b.maxY - 1.5))
      path.addLine(to: point(b.maxX - 1, b.minY + 1))
    case .detailButton, .detailDisclosureButton:
      let centre = point(b.minX + 11, b.minY + 11)
      let circle = CGRect(x: centre.x - 10, y: centre.y - 10, width: 20, height: 20)
      path.addEllipse(in: circle)
      path.move(to: CGPoint(x: circle.midX, y: circle.midY - 1))
      path.addLine(to: CGPoint(x: circle.midX, y: circle.maxY - 5))
      path.move(to: CGPoint(x: circle.midX, y: circle.minY + 5))
      path.addLine(to: CGPoint(x: circle.midX, y: circle.minY + 5.5))
      if type == .detailDisclosureButton {
        path.move(to: point(b.maxX - 8, b.midY - 6))
        path.addLine(to: point(b.maxX - 1.5, b.midY))
        path.addLine(to: point(b.maxX - 8, b.midY + 6))
      }
    }
    shape.path = path
    // Read during layout: a change of the traits it reads lays it out again.
    let color: UIColor = type == .disclosureIndicator ? .tertiaryLabel : tintColor
    shape.strokeColor = color.resolvedColor(with: traitCollection).cgColor
  }

  override func tintColorDidChange() { setNeedsLayout() }
}
