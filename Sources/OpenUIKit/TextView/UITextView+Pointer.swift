import Foundation

/// Clicks and drags in a text view: the caret, word, paragraph and extended selections, the
/// selection growing past the edges as the view scrolls, and links.
///
/// Links (the `.link` attribute, a `URL` or a string) are drawn in ``UITextView/linkTextAttributes``
/// and open on a click when the view is selectable but not editable, as in UIKit: the delegate's
/// `textView(_:shouldInteractWith:in:interaction:)` is asked, then
/// ``UIApplication/open(_:options:completionHandler:)`` opens the URL.
extension UITextView {
  /// A press: a link, or the caret and selection; returns whether the view took it.
  func pointerBegan(_ touch: UITouch, event: UIEvent?) -> Bool {
    guard isSelectable || isEditable else { return false }
    let point = touch.location(in: self)
    if !isEditable, let link = link(at: point) {
      pressedLink = link
      return true
    }
    let wasFocused = isFirstResponder
    if !isFirstResponder || isEditable && !storedIsEditing {
      guard becomeFirstResponder() else { return false }
    }
    goalX = nil
    guard let offset = offsetNearest(point) else { return true }
    if wasFocused, let window,
      startsTextDrag(at: offset, selection: selectedOffsets, tapCount: touch.tapCount, event: event)
    {
      textDrag = TextDrag(
        start: touch.location(in: window), range: selectedOffsets,
        text: storage.substring(selectedOffsets))
      return true
    }
    touchSelects = true
    if wasFocused, touch.tapCount < 2, event?.modifierFlags.contains(.shift) == true {
      select(from: selectionAnchor, to: offset)
      return true
    }
    switch touch.tapCount {
    case 2:
      let word = wordRange(around: offset)
      select(from: word.lowerBound, to: word.upperBound)
    case 3...:
      let paragraph = paragraphRange(around: offset)
      select(from: paragraph.lowerBound, to: paragraph.upperBound)
    default:
      select(from: offset, to: offset)
    }
    return true
  }

  /// A drag extends the selection from where it went down; past the top or bottom edge the view
  /// scrolls by how far the pointer is beyond it.
  func pointerMoved(_ touch: UITouch) -> Bool {
    if pressedLink != nil { return true }
    if textDrag != nil {
      continueTextDrag(touch)
      return true
    }
    guard touchSelects else { return false }
    let point = touch.location(in: self)
    let visible = bounds.inset(by: adjustedContentInset)
    if point.y > visible.maxY || point.y < visible.minY {
      let beyond = point.y > visible.maxY ? point.y - visible.maxY : point.y - visible.minY
      let range = offsetRange
      var offset = contentOffset
      offset.y = min(max(offset.y + beyond, range.min.y), max(range.max.y, range.min.y))
      if offset != contentOffset { setContentOffset(offset, animated: false) }
    }
    let clamped = CGPoint(
      x: point.x, y: min(max(point.y, bounds.minY), bounds.maxY))
    if let offset = offsetNearest(clamped) { select(from: selectionAnchor, to: offset) }
    return true
  }

  /// A release: a link pressed and released on opens.
  func pointerEnded(_ touch: UITouch, event: UIEvent?) -> Bool {
    if let drag = textDrag {
      endTextDrag(drag, touch: touch, event: event)
      return true
    }
    if touchSelects { offerPrimarySelection() }
    touchSelects = false
    guard let link = pressedLink else { return isSelectable || isEditable }
    pressedLink = nil
    guard let released = self.link(at: touch.location(in: self)), released.range == link.range
    else { return true }
    let range = NSRange(location: link.range.lowerBound, length: link.range.count)
    if textViewDelegate?.textView(
      self, shouldInteractWith: link.url, in: range, interaction: .invokeDefaultAction) ?? true
    {
      UIApplication.shared.open(link.url)
    }
    return true
  }

  /// The link under `point` (bounds space): its URL and the range the attribute covers.
  func link(at point: CGPoint) -> (url: URL, range: Range<Int>)? {
    guard let offset = offsetNearest(point), storage.length > 0 else { return nil }
    // The character under the point: the one after the nearest boundary or the one before it.
    for candidate in [offset, previousBoundary(before: offset)] where candidate < storage.length {
      let attributes = storage.attributedSubstring(candidate..<nextBoundary(after: candidate))
      guard attributes.length > 0,
        let value = attributes.attribute(.link, at: 0, effectiveRange: nil),
        let url = value as? URL ?? (value as? String).flatMap(URL.init(string:))
      else { continue }
      let caret = caretRectInContent(at: candidate)
      let next = caretRectInContent(at: nextBoundary(after: candidate))
      let box = CGRect(
        x: min(caret.minX, next.minX), y: caret.minY, width: abs(next.minX - caret.minX),
        height: caret.height)
      guard box.insetBy(dx: -1, dy: 0).contains(point) else { continue }
      return (url, linkRange(around: candidate, url: url))
    }
    return nil
  }

  /// The run of characters around `offset` carrying the same link.
  private func linkRange(around offset: Int, url: URL) -> Range<Int> {
    let index = storage.paragraphIndex(containing: offset)
    let start = storage.start(of: index)
    let paragraph = storage.attributedSubstring(start..<(start + storage.paragraphs[index].length))
    var effective = NSRange(location: 0, length: 0)
    _ = paragraph.attribute(.link, at: offset - start, effectiveRange: &effective)
    return (start + effective.location)..<(start + effective.location + effective.length)
  }
}
