import Foundation

/// Keyboard focus in a collection view, as on the Mac (`allowsFocus`).
///
/// The collection view is one stop of the Tab order: Tab enters it at one item (the item focused
/// last when `remembersLastFocusedIndexPath`, else the first selected one, else the first
/// visible one) and the next Tab leaves it. Inside, the arrows move the focus to the nearest item
/// in their direction on screen (a grid's neighbour, the next row of a list), scrolling it into
/// view and selecting it when `selectionFollowsFocus`; held, they repeat. Return or Space selects
/// the focused item as a click does. An item the delegate refuses (`canFocusItemAt`) is passed
/// over. With multiple selection, Shift and an arrow move the focus and extend the selection from
/// the anchor to the item focused, as in a Mac list.
extension UICollectionView {
  /// The item Tab enters the collection view at, when one is visible.
  var focusEntryCell: UICollectionViewCell? {
    guard allowsFocus else { return nil }
    var candidates: [IndexPath] = []
    if remembersLastFocusedIndexPath, let last = lastFocusedIndexPath { candidates.append(last) }
    candidates += selectedItems.sorted()
    candidates += indexPathsForVisibleItems
    for indexPath in candidates {
      if let cell = cellForItem(at: indexPath), cell.canBecomeFocused { return cell }
    }
    return nil
  }

  /// The item of this collection view that has focus.
  private var focusedItem: IndexPath? {
    guard let cell = window?.focusedView as? UICollectionViewCell,
      cell.owningCollectionView === self
    else { return nil }
    return indexPath(for: cell)
  }

  /// Handles the focus keys while one of the items has focus; returns whether it did.
  final func collectionFocusPresses(_ presses: Set<UIPress>, repeating: Bool = false) -> Bool {
    guard let focused = focusedItem, let key = presses.first?.key,
      key.modifierFlags.intersection([.control, .alternate, .command]).isEmpty
    else { return false }
    let extending = key.modifierFlags.contains(.shift)
    if extending {
      let arrows: [UIKeyboardHIDUsage] = [
        .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow,
      ]
      guard multipleSelectionAllowed, arrows.contains(key.keyCode) else { return false }
    }
    let heading: UIFocusHeading
    switch key.keyCode {
    case .keyboardUpArrow: heading = .up
    case .keyboardDownArrow: heading = .down
    case .keyboardLeftArrow, .keyboardRightArrow:
      // On an outline row, the trailing arrow expands it and the leading one collapses it.
      if !extending, outlineArrow(key.keyCode, on: focused) { return true }
      heading = key.keyCode == .keyboardLeftArrow ? .left : .right
    case .keyboardReturnOrEnter, .keyboardSpacebar:
      if !repeating { userSelect(focused) }
      return true
    default:
      return false
    }
    if let target = moveFocus(from: focused, heading: heading, following: !extending), extending {
      extendSelection(from: focused, to: target)
    }
    return true
  }

  /// Expands (trailing arrow) or collapses (leading arrow) the focused row when it has an
  /// outline disclosure and is not so already, as a Mac sidebar does; returns whether it did.
  private func outlineArrow(_ key: UIKeyboardHIDUsage, on focused: IndexPath) -> Bool {
    guard let row = cellForItem(at: focused) as? UICollectionViewListCell,
      row.shownOutlineDisclosure != nil
    else { return false }
    let trailing: UIKeyboardHIDUsage =
      effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? .keyboardLeftArrow : .keyboardRightArrow
    guard (key == trailing) != row.isOutlineExpanded else { return false }
    row.toggleOutline()
    return true
  }

  /// Moves the focus to the nearest item in `heading` that takes it, scrolling it into view (and
  /// selecting it when `selectionFollowsFocus` and `following`); returns the item focused.
  @discardableResult
  private func moveFocus(from current: IndexPath, heading: UIFocusHeading, following: Bool)
    -> IndexPath?
  {
    var excluded: Set<IndexPath> = [current]
    var origin = current
    while let target = neighbour(of: origin, heading: heading, excluding: excluded) {
      if let attributes = layoutAttributesForItem(at: target) {
        scrollRectToVisible(attributes.frame, animated: false)
        layoutIfNeeded()
        // An item of a section scrolling across: that section scrolls too.
        if revealAcross(attributes, animated: false) { layoutIfNeeded() }
      }
      if let cell = cellForItem(at: target), cell.canBecomeFocused,
        window?.updateFocus(to: cell, heading: heading) == true
      {
        if selectionFollowsFocus, following { userSelect(target) }
        return target
      }
      excluded.insert(target)
      origin = target
    }
    return nil
  }

  /// The item nearest `current` in `heading` on screen: among the items whose centers lie that
  /// way, those overlapping it across the heading first, then the nearest along it, then across.
  private func neighbour(
    of current: IndexPath, heading: UIFocusHeading, excluding excluded: Set<IndexPath>
  ) -> IndexPath? {
    guard let frame = layoutAttributesForItem(at: current)?.frame else { return nil }
    let reach = max(bounds.width, bounds.height) * 2
    let vertical = heading == .up || heading == .down
    let forward = heading == .down || heading == .right
    let content = CGRect(origin: .zero, size: contentSize)
    var search: CGRect
    if vertical {
      search = CGRect(
        x: content.minX, y: forward ? frame.midY : frame.midY - reach, width: content.width,
        height: reach)
    } else {
      search = CGRect(
        x: forward ? frame.midX : frame.midX - reach, y: frame.minY - reach, width: reach,
        height: reach * 2)
    }
    search = search.standardized
    var best: (key: [CGFloat], indexPath: IndexPath)?
    for found in collectionViewLayout.layoutAttributesForElements(in: layoutRect(search)) ?? [] {
      guard found.representedElementCategory == .cell, !found.isHidden,
        isValidItem(found.indexPath), !excluded.contains(found.indexPath)
      else { continue }
      let candidate = layoutRect(found.frame)
      let along = vertical ? candidate.midY - frame.midY : candidate.midX - frame.midX
      guard forward ? along > 0.5 : along < -0.5 else { continue }
      let across = vertical ? candidate.midX - frame.midX : candidate.midY - frame.midY
      let overlaps =
        vertical
        ? candidate.maxX > frame.minX && candidate.minX < frame.maxX
        : candidate.maxY > frame.minY && candidate.minY < frame.maxY
      let key: [CGFloat] = [overlaps ? 0 : 1, abs(along), abs(across)]
      if best.map({ key.lexicographicallyPrecedes($0.key) }) ?? true {
        best = (key, found.indexPath)
      }
    }
    return best?.indexPath
  }
}
