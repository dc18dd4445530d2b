import Foundation

/// The field's border in each style and its clear button, drawn by `draw(_:)`.
extension UITextField {
  /// The border of `borderStyle` around `rect`.
  final func drawBorder(in rect: CGRect) {
    switch borderStyle {
    case .none:
      return
    case .line:
      UIColor.label.setStroke()
      let path = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
      path.lineWidth = 1
      path.stroke()
    case .bezel:
      UIColor.systemGray2.setStroke()
      let path = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
      path.lineWidth = 1
      path.stroke()
      UIColor.systemGray.setFill()
      UIBezierPath(rect: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)).fill()
    case .roundedRect:
      (backgroundColor == nil ? UIColor.tertiarySystemBackground : .clear).setFill()
      let path = UIBezierPath(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
      path.fill()
      UIColor.separator.setStroke()
      path.lineWidth = 1
      path.stroke()
    }
  }

  /// The clear button: a circled cross.
  final func drawClearButton(in rect: CGRect) {
    UIColor.systemGray3.setFill()
    UIBezierPath(ovalIn: rect).fill()
    let cross = UIBezierPath()
    let inset: CGFloat = 6
    cross.move(to: CGPoint(x: rect.minX + inset, y: rect.minY + inset))
    cross.addLine(to: CGPoint(x: rect.maxX - inset, y: rect.maxY - inset))
    cross.move(to: CGPoint(x: rect.maxX - inset, y: rect.minY + inset))
    cross.addLine(to: CGPoint(x: rect.minX + inset, y: rect.maxY - inset))
    cross.lineWidth = 1.5
    cross.lineCapStyle = .round
    UIColor.systemBackground.setStroke()
    cross.stroke()
  }
}
