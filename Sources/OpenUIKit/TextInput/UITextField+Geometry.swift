import Foundation
@_spi(OpenUIKit) import OpenText

/// A text field's geometry: the insets of each border, the text's rectangle before the clear
/// button, the clear button's square, and the intrinsic size.
extension UITextField {
  /// The space between the border and the text.
  var textInset: CGFloat {
    switch borderStyle {
    case .none: 0
    case .line: 4
    case .bezel: 5
    case .roundedRect: 7
    }
  }

  /// Where the text is drawn when not editing: inside the border, before a clear button.
  func fieldTextRect(forBounds bounds: CGRect) -> CGRect {
    var rect = bounds.insetBy(dx: textInset, dy: 0)
    if showsClearButton {
      let room = clearButtonRect(forBounds: bounds).width + 4
      rect.size.width -= room
      if isRightToLeft { rect.origin.x += room }
    }
    rect.size.width = max(rect.width, 0)
    return rect
  }

  /// The clear button's square: 19 points, 5 points from the trailing edge (the left one in
  /// right-to-left content), centred vertically.
  func fieldClearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side: CGFloat = 19
    let inset = max(textInset, 5) - (borderStyle == .none ? 5 : 0)
    return CGRect(
      x: isRightToLeft ? bounds.minX + inset : bounds.maxX - side - inset,
      y: bounds.midY - side / 2, width: side, height: side)
  }

  /// Whether the clear button shows now.
  var showsClearButton: Bool {
    guard !storedText.isEmpty else { return false }
    switch clearButtonMode {
    case .never: return false
    case .whileEditing: return storedIsEditing
    case .unlessEditing: return !storedIsEditing
    case .always: return true
    }
  }

  /// The text's (or placeholder's) width plus the insets; the line's height plus the border's.
  var fieldIntrinsicSize: CGSize {
    let textWidth =
      storedText.isEmpty
      ? textBlock(for: placeholder ?? "").size(width: nil).width : displayedLine.width
    let width = ceil(textWidth) + 2 * textInset
    let line = ceil(storedFont.lineHeight)
    let padding: CGFloat = borderStyle == .roundedRect ? 14 : borderStyle == .none ? 0 : 8
    return CGSize(width: width + (clearButtonMode == .never ? 0 : 23), height: line + padding)
  }
}
