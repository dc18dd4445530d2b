import Foundation

// What UIKit's views answer to assistive technologies (their class bodies override the
// `default…` members with these). Documented in `Docs/Accessibility.md`.

extension UILabel {
  /// The text shown.
  final var labelAccessibilityText: String? {
    if let attributed = attributedText, attributed.length > 0 { return attributed.string }
    return text
  }
}

extension UIView {
  /// Whether a control inside takes its own input (a switch in a cell's accessory): a cell is
  /// then a container whose children are read one by one, not one element.
  final var containsAccessibleControl: Bool {
    var pending = subviews
    while let view = pending.popLast() {
      if view is UIControl, !view.isHidden, view.isAccessibilityElement { return true }
      pending.append(contentsOf: view.subviews)
    }
    return false
  }
}

extension UITableViewCell {
  /// The labels of the elements inside, in reading order, joined with commas, as UIKit's cell
  /// reads its text and detail text as one element; `nil` for a cell holding a control (its
  /// elements are read one by one, and a name on the row would read them twice).
  final var cellAccessibilityLabel: String? {
    guard !containsAccessibleControl else { return nil }
    return innerAccessibilityLabels
  }

  /// `.selected` while selected or checked (UIKit marks a checkmarked row selected).
  final var cellAccessibilityTraits: UIAccessibilityTraits {
    isSelected || accessoryType == .checkmark ? .selected : []
  }
}

extension UICollectionViewListCell {
  /// `.selected` while selected or showing a visible checkmark; a row with a chevron is a button.
  final var listCellAccessibilityTraits: UIAccessibilityTraits {
    if listAttributes?.showsAsHeader ?? false { return .header }
    var traits: UIAccessibilityTraits = []
    for entry in accessoryViews where !entry.view.isHidden {
      if case .checkmark = entry.accessory.kind { traits.insert(.selected) }
      if case .disclosureIndicator = entry.accessory.kind { traits.insert(.button) }
    }
    if isSelected { traits.insert(.selected) }
    return traits
  }
}

extension UIView {
  /// The labels and values of the elements inside, in reading order, joined with commas: how a
  /// cell reads its texts as one element.
  final var innerAccessibilityLabels: String? {
    var parts: [String] = []
    var pending: [UIView] = subviews.reversed()
    while let view = pending.popLast() {
      guard AccessibilitySemantics.isVisible(view) else { continue }
      if view.isAccessibilityElement {
        if let label = view.accessibilityLabel, !label.isEmpty { parts.append(label) }
        if let value = view.accessibilityValue, !value.isEmpty { parts.append(value) }
      } else {
        pending.append(contentsOf: view.subviews.reversed())
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}

extension UIScrollView {
  /// Scrolls by a page in `direction` and says where it is now (`.pageScrolled`).
  final func accessibilityScrollByPage(_ direction: UIAccessibilityScrollDirection) -> Bool {
    let page = bounds.size
    var offset = contentOffset
    switch direction {
    case .up, .previous: offset.y -= page.height
    case .down, .next: offset.y += page.height
    case .left: offset.x -= page.width
    case .right: offset.x += page.width
    }
    let inset = adjustedContentInset
    let maxX = max(-inset.left, contentSize.width + inset.right - page.width)
    let maxY = max(-inset.top, contentSize.height + inset.bottom - page.height)
    offset.x = min(max(offset.x, -inset.left), maxX)
    offset.y = min(max(offset.y, -inset.top), maxY)
    guard offset != contentOffset else { return false }
    setContentOffset(offset, animated: false)
    let pages = max(1, Int((contentSize.height / max(page.height, 1)).rounded(.up)))
    let current = min(pages, Int((offset.y + inset.top) / max(page.height, 1)) + 1)
    UIAccessibility.post(notification: .pageScrolled, argument: "Page \(current) of \(pages)")
    return true
  }
}

extension BarButtonView {
  /// The item's label, else its title, else what its glyph means.
  var barButtonAccessibilityLabel: String? {
    if let label = item?.accessibilityLabel { return label }
    if let name = item?.systemItem?.spokenName { return name }
    switch content {
    case .text(let title, _): return title.isEmpty ? nil : title
    case .back(let title): return title.isEmpty ? "Back" : title
    case .glyph(.plus): return "Add"
    case .glyph(.cross): return "Close"
    case .glyph(.backChevron): return "Back"
    case .image: return nil
    }
  }
}
