import Foundation
@_spi(OpenUIKit) import OpenText

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

  /// The border, the selection, the text or placeholder, the caret and the clear button.
  func drawField() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    drawBorder(in: borderRect(forBounds: bounds))
    let area = storedIsEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    context.saveGState()
    context.clip(to: area.insetBy(dx: -1, dy: 0))
    let line = ceil(storedFont.lineHeight)
    let top = (area.midY - line / 2).rounded()
    if storedText.isEmpty {
      if let placeholder, !placeholder.isEmpty {
        let block = textBlock(for: placeholder, color: .placeholderText)
        let start = lineStart(in: area, width: block.size(width: nil).width)
        block.draw(
          in: context, rect: CGRect(x: start, y: top, width: .infinity, height: line), clips: false)
      }
    } else {
      let text = displayedLine
      let start = lineStart(in: area, width: text.width) - textScroll
      if storedIsEditing, selectionAnchor != selectionHead {
        let range = selectedRange
        let from = text.caretX(atUTF16Offset: displayOffset(range.lowerBound))
        let to = text.caretX(atUTF16Offset: displayOffset(range.upperBound))
        effectiveTintColor.withAlphaComponent(0.3).setFill()
        UIBezierPath(rect: CGRect(x: start + from, y: top, width: to - from, height: line)).fill()
      }
      let color = isEnabled ? storedTextColor : .tertiaryLabel
      text.draw(
        in: context, at: CGPoint(x: start, y: top),
        color: AttributedTextBlock.components(color.resolvedColor(with: traitCollection)))
      drawComposition(of: text, start: start, top: top, height: line, color: color)
    }
    if storedIsEditing, selectionAnchor == selectionHead {
      effectiveTintColor.setFill()
      UIBezierPath(rect: CGRect(x: caretX(in: area) - 1, y: top, width: 2, height: line)).fill()
    }
    context.restoreGState()
    if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
  }
}
