import Foundation
@_spi(OpenUIKit) import OpenText

/// `UITextInput` on a text field, as formatting code calls it: positions are UTF-16 offsets
/// (`NSString`'s), clamped to character boundaries where the field keeps its selection; positions
/// and ranges another input made are refused (`nil`, or no change).
///
/// Setting `selectedTextRange` moves the selection as a click would (the delegate's
/// `textFieldDidChangeSelection`, no editing event); it, `replace(_:withText:)` and setting `text`
/// are announced to `inputDelegate` (will, then did), as UIKit announces the app's own changes; `replace(_:withText:)` changes the text as
/// typing does (undoable, `editingChanged` and the notification) without asking the delegate,
/// which UIKit only asks for the user's own typing. A single line has no line above or below:
/// `position(from:in:offset:)` moving up or down gives `nil`.
extension UITextField: UITextInput {
  /// The text in `range`.
  public func text(in range: UITextRange) -> String? {
    guard let range = offsets(of: range) else { return nil }
    return String(storedText.utf16Slice(range))
  }

  /// Replaces the text in `range` with `text`; the caret goes after it.
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
    get { IndexedRange(selectedRange, in: self) }
    set {
      guard let newValue, let range = offsets(of: newValue) else { return }
      let input = inputDelegate
      input?.selectionWillChange(self)
      select(from: characterBoundary(range.lowerBound), to: characterBoundary(range.upperBound))
      input?.selectionDidChange(self)
    }
  }

  /// The composition an input method shows (`UITextField+Composition.swift`).
  public var markedTextRange: UITextRange? { markedRange.map { IndexedRange($0, in: self) } }

  /// Offset 0.
  public var beginningOfDocument: UITextPosition { IndexedPosition(0, in: self) }

  /// The text's length in UTF-16 units.
  public var endOfDocument: UITextPosition { IndexedPosition(storedText.utf16.count, in: self) }

  /// The range between two positions of this field, either way round.
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
    guard !overflow, moved >= 0, moved <= storedText.utf16.count else { return nil }
    return IndexedPosition(moved, in: self)
  }

  /// Left and right move along the line (right is forward left to right, backward right to
  /// left); up and down leave the single line: `nil`.
  public func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition? {
    let forward = (direction == .right) != isRightToLeft
    switch direction {
    case .left, .right:
      let (steps, overflow) = offset.multipliedReportingOverflow(by: forward ? 1 : -1)
      return overflow ? nil : self.position(from: position, offset: steps)
    case .up, .down:
      return offset == 0 ? position : nil
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

  /// A 2-point caret at `position`, the line's height, where the field draws its caret.
  public func caretRect(for position: UITextPosition) -> CGRect {
    let offset = characterBoundary(offset(of: position) ?? 0)
    let line = lineRect()
    return CGRect(x: x(at: offset).rounded() - 1, y: line.minY, width: 2, height: line.height)
  }

  /// The range's stretch of the line.
  public func firstRect(for range: UITextRange) -> CGRect {
    guard let range = offsets(of: range) else { return .null }
    let line = lineRect()
    let start = x(at: characterBoundary(range.lowerBound))
    let end = x(at: characterBoundary(range.upperBound))
    return CGRect(x: min(start, end), y: line.minY, width: abs(end - start), height: line.height)
  }

  /// One rectangle: a field's text is one line.
  public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
    let rect = firstRect(for: range)
    guard !rect.isNull else { return [] }
    return [
      UITextSelectionRect(
        rect: rect, direction: isRightToLeft ? .rightToLeft : .leftToRight, containsStart: true,
        containsEnd: true)
    ]
  }

  /// The character boundary nearest `point`.
  public func closestPosition(to point: CGPoint) -> UITextPosition? {
    IndexedPosition(offset(at: point), in: self)
  }

  /// The boundary nearest `point`, kept inside `range`.
  public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
    guard let range = offsets(of: range) else { return nil }
    return IndexedPosition(
      min(max(offset(at: point), range.lowerBound), range.upperBound), in: self)
  }

  /// The character under `point` (from the boundary before it to the one after).
  public func characterRange(at point: CGPoint) -> UITextRange? {
    guard !storedText.isEmpty else { return nil }
    let nearest = offset(at: point)
    // The boundary nearest the point is before or after the character it is over: before it when
    // the point lies on the side the text comes from.
    let before = (point.x < x(at: nearest)) != displayedLine.isRightToLeft
    let start = before ? previousBoundary(before: nearest) : nearest
    let end = before ? nearest : nextBoundary(after: nearest)
    guard start < end else { return nil }
    return IndexedRange(start..<end, in: self)
  }

  /// A string tokenizer over the field's text.
  public var tokenizer: any UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }

  // MARK: Mechanics

  /// The offset a position of this field names (clamped to the text); `nil` for another kind.
  private func offset(of position: UITextPosition) -> Int? {
    guard let position = position as? IndexedPosition, position.owner == ObjectIdentifier(self)
    else { return nil }
    return min(max(position.offset, 0), storedText.utf16.count)
  }

  private func offsets(of range: UITextRange) -> Range<Int>? {
    guard let range = range as? IndexedRange, range.owner == ObjectIdentifier(self) else {
      return nil
    }
    let length = storedText.utf16.count
    return min(max(range.range.lowerBound, 0), length)..<min(max(range.range.upperBound, 0), length)
  }

  /// `offset`, moved back to the start of the character it falls in (not inside a surrogate
  /// pair or a grapheme cluster).
  private func characterBoundary(_ offset: Int) -> Int {
    storedText.prefix(utf16Offset: offset).utf16.count
  }

  /// The line's band in the field's bounds.
  private func lineRect() -> CGRect {
    let area = storedIsEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    let height = ceil(storedFont.lineHeight)
    return CGRect(
      x: area.minX, y: (area.midY - height / 2).rounded(), width: area.width, height: height)
  }

  /// The x of the boundary at `offset` in the field's bounds.
  private func x(at offset: Int) -> CGFloat {
    let area = storedIsEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    let line = displayedLine
    return lineStart(in: area, width: line.width) - textScroll
      + line.caretX(atUTF16Offset: displayOffset(offset))
  }
}
