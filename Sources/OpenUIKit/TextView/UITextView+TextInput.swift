import Foundation
@_spi(OpenUIKit) import OpenText

/// `UITextInput` on a text view, as on a text field (`UITextField+TextInput.swift`): positions are
/// UTF-16 offsets over the whole text, clamped to character boundaries; positions and ranges
/// another input made are refused. Geometry is in the view's bounds (its content): lines move up
/// and down, a range over several lines has a selection rectangle per line.
extension UITextView: UITextInput {
  /// The text in `range`.
  public func text(in range: UITextRange) -> String? {
    guard let range = offsets(of: range) else { return nil }
    return storage.substring(range)
  }

  /// Replaces the text in `range` with `text` in the typing attributes; the caret goes after it.
  ///
  /// Undoable and announced to ``inputDelegate``; the delegate is not asked (it is not typing).
  public func replace(_ range: UITextRange, withText text: String) {
    guard let range = offsets(of: range) else { return }
    let input = inputDelegate
    input?.textWillChange(self)
    selectionAnchor = characterBoundary(range.lowerBound)
    selectionHead = characterBoundary(range.upperBound)
    replaceSelection(with: text, asksDelegate: false)
    input?.textDidChange(self)
  }

  /// The selection (a caret when empty); setting it moves the selection, `nil` leaves it.
  public var selectedTextRange: UITextRange? {
    get { IndexedRange(selectedOffsets, in: self) }
    set {
      guard let newValue, let range = offsets(of: newValue) else { return }
      let input = inputDelegate
      input?.selectionWillChange(self)
      select(from: range.lowerBound, to: range.upperBound)
      input?.selectionDidChange(self)
    }
  }

  /// The composition an input method shows (`UITextView+Composition.swift`).
  public var markedTextRange: UITextRange? { markedRange.map { IndexedRange($0, in: self) } }

  /// Offset 0.
  public var beginningOfDocument: UITextPosition { IndexedPosition(0, in: self) }

  /// The text's length in UTF-16 units.
  public var endOfDocument: UITextPosition { IndexedPosition(storage.length, in: self) }

  /// The range between two positions of this view, either way round.
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    guard let from = offset(of: fromPosition), let to = offset(of: toPosition) else { return nil }
    return IndexedRange(min(from, to)..<max(from, to), in: self)
  }

  /// `offset` UTF-16 units from `position`; `nil` outside the text.
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    guard let start = self.offset(of: position) else { return nil }
    let (moved, overflow) = start.addingReportingOverflow(offset)
    guard !overflow, moved >= 0, moved <= storage.length else { return nil }
    return IndexedPosition(moved, in: self)
  }

  /// Left and right by characters (by the paragraph's direction); up and down by lines at the
  /// same x, `nil` past the first or last line.
  public func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition? {
    guard let start = self.offset(of: position) else { return nil }
    switch direction {
    case .left, .right:
      let rightToLeft = paragraphLayout(at: storage.paragraphIndex(containing: start)).isRightToLeft
      let forward = (direction == .right) != rightToLeft
      let (steps, overflow) = offset.multipliedReportingOverflow(by: forward ? 1 : -1)
      return overflow ? nil : self.position(from: position, offset: steps)
    case .up, .down:
      guard offset != 0 else { return position }
      var current = start
      let x = caretRectInContent(at: start).minX
      for _ in 0..<min(abs(offset), storage.paragraphs.count * 64) {
        let caret = caretRectInContent(at: current)
        let down = (direction == .down) == (offset > 0)
        let y = down ? caret.maxY + 1 : caret.minY - 1
        guard let next = offsetNearest(CGPoint(x: x, y: y), clampsVertically: false) else {
          return nil
        }
        current = next
      }
      return IndexedPosition(current, in: self)
    }
  }

  /// By offset.
  public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    let first = offset(of: position) ?? 0
    let second = offset(of: other) ?? 0
    return first < second ? .orderedAscending : first > second ? .orderedDescending : .orderedSame
  }

  /// The UTF-16 units from `from` to `toPosition`.
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    (offset(of: toPosition) ?? 0) - (offset(of: from) ?? 0)
  }

  /// A 2-point caret at `position`, its line's height, where the view draws its caret.
  public func caretRect(for position: UITextPosition) -> CGRect {
    layoutIfNeeded()
    let caret = caretRectInContent(at: characterBoundary(offset(of: position) ?? 0))
    return CGRect(x: caret.minX.rounded() - 1, y: caret.minY, width: 2, height: caret.height)
  }

  /// The range's part of its first line.
  public func firstRect(for range: UITextRange) -> CGRect {
    selectionRects(for: range).first?.rect ?? .null
  }

  /// A rectangle per line (and per direction run) the range covers.
  public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
    guard let range = offsets(of: range) else { return [] }
    layoutIfNeeded()
    guard !range.isEmpty else {
      let caret = caretRectInContent(at: range.lowerBound)
      return [
        UITextSelectionRect(
          rect: caret, direction: .natural, containsStart: true, containsEnd: true)
      ]
    }
    var rects: [UITextSelectionRect] = []
    var index = storage.paragraphIndex(containing: range.lowerBound)
    while index < storage.paragraphs.count, storage.start(of: index) < range.upperBound {
      let start = storage.start(of: index)
      let local =
        max(
          range.lowerBound - start, 0)..<min(
          range.upperBound - start, storage.paragraphs[index].length)
      let layout = paragraphLayout(at: index)
      let frame = paragraphFrame(index)
      let direction: NSWritingDirection = layout.isRightToLeft ? .rightToLeft : .leftToRight
      for rect in local.isEmpty ? [] : layout.selectionRects(for: local) {
        rects.append(
          UITextSelectionRect(
            rect: rect.offsetBy(dx: frame.minX, dy: frame.minY), direction: direction,
            containsStart: rects.isEmpty, containsEnd: false))
      }
      index += 1
    }
    if let last = rects.popLast() {
      rects.append(
        UITextSelectionRect(
          rect: last.rect, direction: last.writingDirection, containsStart: last.containsStart,
          containsEnd: true))
    }
    return rects
  }

  /// The character boundary nearest `point`.
  public func closestPosition(to point: CGPoint) -> UITextPosition? {
    layoutIfNeeded()
    return offsetNearest(point).map { IndexedPosition($0, in: self) }
  }

  /// The boundary nearest `point`, kept inside `range`.
  public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
    guard let range = offsets(of: range), let nearest = offsetNearest(point) else { return nil }
    return IndexedPosition(min(max(nearest, range.lowerBound), range.upperBound), in: self)
  }

  /// The character under `point`.
  public func characterRange(at point: CGPoint) -> UITextRange? {
    layoutIfNeeded()
    guard storage.length > 0, let nearest = offsetNearest(point) else { return nil }
    let caret = caretRectInContent(at: nearest)
    let rightToLeft = paragraphLayout(at: storage.paragraphIndex(containing: nearest)).isRightToLeft
    let before = (point.x < caret.minX) != rightToLeft
    let start = before ? previousBoundary(before: nearest) : nearest
    let end = before ? nearest : nextBoundary(after: nearest)
    guard start < end else { return nil }
    return IndexedRange(start..<end, in: self)
  }

  /// A string tokenizer over the view's text.
  public var tokenizer: any UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }

  // MARK: Mechanics

  /// The offset a position of this view names (clamped to the text); `nil` for another kind.
  private func offset(of position: UITextPosition) -> Int? {
    guard let position = position as? IndexedPosition, position.owner == ObjectIdentifier(self)
    else { return nil }
    return min(max(position.offset, 0), storage.length)
  }

  private func offsets(of range: UITextRange) -> Range<Int>? {
    guard let range = range as? IndexedRange, range.owner == ObjectIdentifier(self) else {
      return nil
    }
    return storage.clamped(range.range)
  }
}
