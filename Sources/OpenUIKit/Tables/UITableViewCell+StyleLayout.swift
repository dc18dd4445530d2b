import Foundation

/// The built-in styles' layout: `.default`, `.subtitle`, `.value1` and `.value2`.
extension UITableViewCell {
  /// Places the style's image, text and detail labels in `rect` (the content view's bounds),
  /// leaving a trailing margin unless an accessory follows.
  func layoutStyle(in rect: CGRect, trailingMargin: Bool) {
    var x = Self.margin
    let right = rect.maxX - (trailingMargin ? Self.margin : 0)
    if let imageView = storedImageView, let image = imageView.image {
      let side = min(image.size.height, rect.height - 8, 40)
      let width = image.size.height > 0 ? image.size.width * side / image.size.height : side
      imageView.frame = CGRect(x: x, y: (rect.height - side) / 2, width: width, height: side)
      x = imageView.frame.maxX + Self.margin
    } else {
      storedImageView?.frame = .zero
    }
    let text = storedTextLabel
    let detail = storedDetailTextLabel
    let textSize =
      text.map { $0.sizeThatFits(CGSize(width: right - x, height: .infinity)) } ?? .zero
    let detailSize =
      detail.map { $0.sizeThatFits(CGSize(width: right - x, height: .infinity)) } ?? .zero
    func centered(_ height: CGFloat) -> CGFloat { ((rect.height - height) / 2).rounded() }
    switch style {
    case .default:
      text?.frame = CGRect(
        x: x, y: centered(textSize.height), width: right - x, height: textSize.height)
    case .subtitle:
      let total = textSize.height + (detail?.text?.isEmpty == false ? detailSize.height + 2 : 0)
      let top = centered(total)
      text?.frame = CGRect(x: x, y: top, width: right - x, height: textSize.height)
      detail?.frame = CGRect(
        x: x, y: top + textSize.height + 2, width: right - x, height: detailSize.height)
    case .value1:
      let detailWidth = min(detailSize.width, (right - x) / 2)
      detail?.frame = CGRect(
        x: right - detailWidth, y: centered(detailSize.height), width: detailWidth,
        height: detailSize.height)
      text?.frame = CGRect(
        x: x, y: centered(textSize.height), width: max(right - detailWidth - 8 - x, 0),
        height: textSize.height)
    case .value2:
      let column = (rect.width * 0.26).rounded()
      text?.frame = CGRect(
        x: x, y: centered(textSize.height), width: column, height: textSize.height)
      let detailX = x + column + 6
      detail?.frame = CGRect(
        x: detailX, y: centered(detailSize.height), width: max(right - detailX, 0),
        height: detailSize.height)
    }
  }
}
