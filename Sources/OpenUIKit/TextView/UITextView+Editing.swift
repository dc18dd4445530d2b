import Foundation
@_spi(OpenUIKit) import OpenText

/// The editing model of a text view: the selection (UTF-16 offsets on character boundaries),
/// changes offered to the delegate in UIKit's order, the caret, and editing sessions.
extension UITextView {
  // MARK: Selection

  /// The selection, in UTF-16 offsets.
  var selectedOffsets: Range<Int> {
    min(selectionAnchor, selectionHead)..<max(selectionAnchor, selectionHead)
  }

  /// Whether the selection and caret show: while the view has the keyboard.
  var showsSelection: Bool { isFirstResponder }

  func setSelectedRange(_ range: NSRange) {
    let lower = characterBoundary(range.location)
    let upper = characterBoundary(range.location + max(range.length, 0))
    select(from: lower, to: max(lower, upper))
  }

  /// Selects from `anchor` to `head` (clamped, on character boundaries), telling the delegate
  /// when it moved; `reveals`: scroll the moving end into view.
  func select(from anchor: Int, to head: Int, reveals: Bool = false) {
    let anchor = characterBoundary(anchor)
    let head = characterBoundary(head)
    guard anchor != selectionAnchor || head != selectionHead else { return }
    let old = selectedOffsets
    selectionAnchor = anchor
    selectionHead = head
    typingStyle = nil
    selectionDidMove(from: old, reveals: reveals)
    textViewDelegate?.textViewDidChangeSelection(self)
  }

  /// Redraws what the selection left and reached, moves the caret.
  func selectionDidMove(from old: Range<Int>, reveals: Bool) {
    let new = selectedOffsets
    if !old.isEmpty || !new.isEmpty {
      if !old.isEmpty { redrawFragments(touching: old) }
      if !new.isEmpty { redrawFragments(touching: new) }
    }
    if reveals { revealsCaret = true }
    placeCaret()
    setNeedsLayout()
  }

  /// `offset` clamped to the text and moved back to the start of the character it falls in.
  func characterBoundary(_ offset: Int) -> Int {
    let offset = min(max(offset, 0), storage.length)
    let index = storage.paragraphIndex(containing: offset)
    let local = offset - storage.start(of: index)
    let text = storage.paragraphs[index].text
    guard local > 0, local < storage.paragraphs[index].length else {
      return min(offset, storage.start(of: index) + storage.paragraphs[index].length)
    }
    return storage.start(of: index) + text.prefix(utf16Offset: local).utf16.count
  }

  /// The caret view over the caret, shown while editing with an empty selection.
  func placeCaret() {
    let shows = storedIsEditing && selectionAnchor == selectionHead
    caretView.isHidden = !shows
    guard shows else { return }
    let caret = caretRectInContent(at: selectionHead)
    caretView.frame = CGRect(
      x: caret.minX.rounded() - 1, y: caret.minY, width: 2, height: caret.height)
  }

  /// The caret's rectangle (zero wide) before `offset`, in the content.
  func caretRectInContent(at offset: Int) -> CGRect {
    let index = storage.paragraphIndex(containing: offset)
    guard storage.paragraphs[index].height != nil || measuredWidth >= 0 else {
      return CGRect(x: containerOrigin.x, y: containerOrigin.y, width: 0, height: 0)
    }
    let layout = paragraphLayout(at: index)
    let frame = paragraphFrame(index)
    let caret = layout.caretRect(atUTF16Offset: offset - storage.start(of: index))
    return caret.offsetBy(dx: frame.minX, dy: frame.minY)
  }

  /// Scrolls so that the caret (the selection's moving end) is in view, with a line's margin.
  func scrollCaretIntoView() {
    guard isScrollEnabled else { return }
    let caret = caretRectInContent(at: selectionHead)
    scrollToShow(caret.insetBy(dx: -2, dy: 0))
  }

  /// Scrolls the least that shows `rect` (content space) within the inset bounds, at once.
  func scrollToShow(_ rect: CGRect) {
    let visible = bounds.inset(by: adjustedContentInset)
    var offset = contentOffset
    if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
    if rect.minY < offset.y + adjustedContentInset.top {
      offset.y = rect.minY - adjustedContentInset.top
    }
    let range = offsetRange
    offset.y = min(max(offset.y, range.min.y), max(range.max.y, range.min.y))
    if offset != contentOffset { setContentOffset(offset, animated: false) }
  }

  func scrollToVisible(_ range: NSRange) {
    layoutIfNeeded()
    let lower = characterBoundary(range.location)
    let upper = characterBoundary(range.location + max(range.length, 0))
    let first = caretRectInContent(at: lower)
    let last = caretRectInContent(at: max(lower, upper))
    scrollToShow(first.union(last))
  }

  // MARK: Changes

  /// Offers replacing the selection with `replacement` to the delegate (unless `asksDelegate` is
  /// `false`: the app's own changes), makes it in the typing attributes, and reports it.
  func replaceSelection(
    with replacement: String, undoActionName: String = UITextView.typingActionName,
    asksDelegate: Bool = true
  ) {
    let range = selectedOffsets
    guard !replacement.isEmpty || !range.isEmpty else { return }
    let nsRange = NSRange(location: range.lowerBound, length: range.count)
    guard
      !asksDelegate
        || textViewDelegate?.textView(
          self, shouldChangeTextIn: nsRange, replacementText: replacement)
          ?? true
    else { return }
    registerUndo(replacing: range, with: replacement, named: undoActionName)
    let style = currentTypingStyle
    storage.replace(range, with: replacement, style: style)
    let caret = range.lowerBound + replacement.utf16.count
    selectionAnchor = caret
    selectionHead = caret
    typingStyle = nil
    textDidChange(reveals: true)
    guard asksDelegate else { return }
    textViewDelegate?.textViewDidChangeSelection(self)
    textViewDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  /// After the text changed: measure and place again, the caret in view.
  func textDidChange(reveals: Bool) {
    if textContainer.maximumNumberOfLines > 0 { storage.invalidateMeasurements() }
    if !isScrollEnabled { invalidateIntrinsicContentSize() }
    if reveals { revealsCaret = true }
    setNeedsLayout()
    placeCaretAfterLayout()
  }

  /// The caret moves at the next layout, when the paragraph is measured.
  private func placeCaretAfterLayout() { caretView.isHidden = true }

  func copySelection() {
    let range = selectedOffsets
    guard !range.isEmpty else { return }
    UIPasteboard.general.string = storage.substring(range)
  }

  func cutSelection() {
    guard storedIsEditing, !selectedOffsets.isEmpty else { return }
    copySelection()
    replaceSelection(with: "", undoActionName: "Cut")
  }

  func pasteText() {
    guard storedIsEditing, let pasted = UIPasteboard.general.string, !pasted.isEmpty else {
      return
    }
    replaceSelection(with: pasted, undoActionName: "Paste")
  }

  // MARK: Editing sessions

  func beginEditing() {
    storedIsEditing = true
    placeCaret()
    redrawFragments(touching: selectedOffsets)
    textViewDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
  }

  func endEditing() {
    redrawFragments(touching: selectedOffsets)
    guard storedIsEditing else { return }
    storedIsEditing = false
    // A composition left when editing ends stays as text.
    markedRange = nil
    placeCaret()
    textViewDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }

  // MARK: Boundaries

  /// The character boundary before `offset` (a paragraph's separator is one step).
  func previousBoundary(before offset: Int) -> Int {
    guard offset > 0 else { return 0 }
    var index = storage.paragraphIndex(containing: offset)
    var local = offset - storage.start(of: index)
    if local == 0 {
      let separator = storage.paragraphs[index - 1].terminatorLength
      if separator > 0 { return offset - separator }
      // A paragraph cut at the layout budget: the step is the last character before the cut.
      index -= 1
      local = storage.paragraphs[index].length
    }
    let text = storage.paragraphs[index].text
    let position = text.characterIndex(atUTF16: local)
    return storage.start(of: index) + text.index(before: position).utf16Offset(in: text)
  }

  /// The character boundary after `offset`.
  func nextBoundary(after offset: Int) -> Int {
    guard offset < storage.length else { return storage.length }
    let index = storage.paragraphIndex(containing: offset)
    let paragraph = storage.paragraphs[index]
    let local = offset - storage.start(of: index)
    if local >= paragraph.length { return offset + paragraph.terminatorLength }
    let position = paragraph.text.characterIndex(atUTF16: local)
    return storage.start(of: index)
      + paragraph.text.index(after: position).utf16Offset(in: paragraph.text)
  }
}
