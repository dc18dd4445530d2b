import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenText

/// Multi-line text to edit or select, scrolling, as UIKit's `UITextView`.
///
/// The text is held by paragraphs and laid out a paragraph at a time, as TextKit 2 does: each
/// paragraph in view is drawn by a fragment view of its own (`TextFragmentView`), so typing
/// redraws the paragraph typed into and scrolling moves fragments without drawing them again;
/// heights of the paragraphs out of view are measured once and kept (`Docs/Text.md`).
///
/// Editing follows a desktop text view: a click places the caret (a double click selects a word,
/// a triple click a paragraph), a drag selects (scrolling at the edges), Shift extends; the arrows,
/// Ctrl+arrows by word, Home/End to the line's ends, Ctrl+Home/End to the text's, Page Up/Down by
/// a page; Return and Tab type; Ctrl+A/C/X/V/Z as in a text field. Every change typed is offered to
/// the delegate first (`UITextViewDelegate` for the order). A mouse drag selects rather than
/// scrolls; the wheel and the touchpad scroll.
///
/// Defaults as UIKit's: ``textContainerInset`` 8 points above and below, the container's
/// ``NSTextContainer/lineFragmentPadding`` 5, ``font`` `nil` (drawn in the system font at 12
/// points), ``textColor`` `nil` (drawn in `label`), editable and selectable. Setting ``text``
/// puts the caret at the end and sends nothing.
///
/// Left out (API absent): data detectors, `inputView`/`inputAccessoryView`, exclusion paths,
/// `layoutManager`/`textLayoutManager`, the iOS 17 text item actions.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInputTraits {
  // Accessibility, as UIKit's: an element whose value is its text (mechanics in Accessibility/).
  override var defaultIsAccessibilityElement: Bool { true }
  override var defaultAccessibilityValue: String? { storage.string }
  /// Posted after the user changed the text (the object is the view).
  public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted when editing began.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted when editing ended.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  final let storage = TextViewStorage("", attributes: [:])
  /// The fixed end of the selection and the end that moves (UTF-16 offsets); equal: a caret.
  final var selectionAnchor = 0
  final var selectionHead = 0
  /// The x the caret keeps while moving up and down, from where it started.
  final var goalX: CGFloat?
  final var storedIsEditing = false
  /// The text an input method is composing (`UITextView+Composition.swift`).
  final var markedRange: Range<Int>?
  /// The attributes typed text takes, when set apart from the caret's (`typingAttributes`).
  final var typingStyle: Int?
  /// The paragraphs in view, by serial, and fragment views to reuse (`UITextView+Layout.swift`).
  final var fragments: [Int: TextFragmentView] = [:]
  final var fragmentPool: [TextFragmentView] = []
  /// The caret, a view of its own so that moving it draws nothing.
  final let caretView = UIView()
  /// The container width the paragraphs were measured at.
  final var measuredWidth: CGFloat = -1
  /// The look paragraph layouts are made for: bumped when the font, colors, alignment, container,
  /// tint or traits change, so that a kept layout is checked by a number, not rebuilt.
  final var layoutGeneration = 0
  /// Whether the next layout scrolls the caret into view (after an edit or a move by key).
  final var revealsCaret = false
  /// Whether the current touch is selecting (not on a link, not refused).
  final var touchSelects = false
  /// Selected text being dragged (`TextInput/TextDragAndDrop.swift`).
  final var textDrag: TextDrag?
  /// The link under the press, opened on release (`UITextView+Links.swift`).
  final var pressedLink: (url: URL, range: Range<Int>)?
  /// The run of typing one undo step covers (`UITextView+Undo.swift`).
  final var typingUndo: TextViewUndoStep?
  /// Set while `endEditing(true)` makes the view resign whatever its delegate says.
  final var ignoresShouldEndEditing = false
  /// Told of changes the app makes.
  open weak var inputDelegate: (any UITextInputDelegate)?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The text; setting it replaces everything in the current font, color and alignment, puts the
  /// caret at the end and sends nothing.
  open var text: String! {
    get { storage.string }
    set { setText(newValue ?? "") }
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The text with its attributes; setting it takes its fonts, colors and paragraph styles.
  open var attributedText: NSAttributedString! {
    get { storage.attributedSubstring(0..<storage.length) }
    set { setAttributedText(newValue ?? NSAttributedString(string: "")) }
  }

  /// The font of the whole text; default `nil` (the system font at 12 points).
  open var font: UIFont? { didSet { applyToAllText(.font, font) } }

  /// The color of the whole text; default `nil` (`label`).
  open var textColor: UIColor? { didSet { applyToAllText(.foregroundColor, textColor) } }

  /// How lines sit in the container; default `.natural` (the leading edge of the paragraph's
  /// direction).
  open var textAlignment: NSTextAlignment = .natural {
    didSet { if textAlignment != oldValue { invalidateTextLayout() } }
  }

  /// Whether the user may change the text; default `true`.
  open var isEditable = true {
    didSet { if !isEditable, storedIsEditing { _ = resignFirstResponder() } }
  }

  /// Whether the user may select the text (and click links when not editable); default `true`.
  open var isSelectable = true

  /// Whether the user may change attributes (Ctrl+B, Ctrl+I, Ctrl+U); default `false`.
  open var allowsEditingTextAttributes = false

  /// The space between the view's edges and the text container; default 8 points above and below.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textContainerDidChange() }
  }

  /// The region the text is laid out in.
  public let textContainer = NSTextContainer(
    size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The attributes links are drawn with over their own; default the tint color.
  open var linkTextAttributes: [NSAttributedString.Key: Any]! {
    didSet { invalidateTextLayout() }
  }

  /// Whether a Dynamic Type font resizes when the content size category changes; default `false`.
  open var adjustsFontForContentSizeCategory = false {
    didSet {
      guard adjustsFontForContentSizeCategory else { return }
      followContentSizeCategory { ($0 as? UITextView)?.adjustFontForContentSizeCategory() }
    }
  }

  /// The selection, in UTF-16 units (a caret when empty); setting it moves the selection
  /// (clamped to the text, on character boundaries) and tells the delegate.
  open var selectedRange: NSRange {
    get { NSRange(location: selectedOffsets.lowerBound, length: selectedOffsets.count) }
    set { setSelectedRange(newValue) }
  }

  /// The attributes typed text takes: those of the character before the caret, unless set.
  open var typingAttributes: [NSAttributedString.Key: Any] {
    get { storage.styles[currentTypingStyle] }
    set { typingStyle = storage.addStyle(newValue) }
  }

  /// Whether the view is editing (it is the first responder).
  open var isEditing: Bool { storedIsEditing }

  // MARK: Input traits: hints for an on-screen keyboard (UITextInputTraits.swift)

  /// Automatic capitalization; default `.sentences`.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Automatic correction; default `.default`.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Spell checking; default `.default`.
  open var spellCheckingType = UITextSpellCheckingType.default
  /// Smart quotes; default `.default`.
  open var smartQuotesType = UITextSmartQuotesType.default
  /// Smart dashes; default `.default`.
  open var smartDashesType = UITextSmartDashesType.default
  /// Smart spaces; default `.default`.
  open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
  /// The keyboard to show; default `.default`.
  open var keyboardType = UIKeyboardType.default
  /// The keyboard's look; default `.default`.
  open var keyboardAppearance = UIKeyboardAppearance.default
  /// The return key's title; default `.default`.
  open var returnKeyType = UIReturnKeyType.default
  /// Whether the return key waits for text; default `false`.
  open var enablesReturnKeyAutomatically = false
  /// Whether the view hides its text; default `false` (a text view does not, as in UIKit).
  open var isSecureTextEntry = false
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// What the view holds, for autofill; default `nil`.
  open var textContentType: UITextContentType!

  /// A text view with an empty text.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpTextView()
  }

  /// Creates a text view from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpTextView()
  }

  // MARK: First responder

  /// Whether the view can take the keyboard: while editable or selectable.
  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

  /// Starts editing when editable and the delegate agrees (a selectable view takes the keyboard
  /// to copy without editing).
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder {
      // Selectable, then made editable: editing starts when asked again.
      if isEditable, !storedIsEditing, textViewDelegate?.textViewShouldBeginEditing(self) ?? true {
        beginEditing()
      }
      return true
    }
    guard canBecomeFirstResponder, window != nil else { return false }
    if isEditable, !(textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
    guard super.becomeFirstResponder() else { return false }
    if isEditable { beginEditing() }
    return true
  }

  /// Stops editing when the delegate agrees.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if storedIsEditing, !ignoresShouldEndEditing,
      !(textViewDelegate?.textViewShouldEndEditing(self) ?? true)
    {
      return false
    }
    _ = super.resignFirstResponder()
    endEditing()
    return true
  }

  /// A view leaving its window stops editing and takes its undo steps out of the window's undo
  /// manager.
  override func willLeaveWindow() { forgetUndo() }

  /// A view leaving its window stops editing (the window has already let it go).
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil, storedIsEditing { endEditing() }
  }

  // MARK: UIKeyInput and edit actions (UITextView+Editing.swift)

  /// Whether there is text.
  open var hasText: Bool { storage.length > 0 }

  /// Types `text` over the selection (or the composition).
  open func insertText(_ text: String) {
    guard storedIsEditing else { return }
    if commitComposition(with: text) { return }
    replaceSelection(with: text)
  }

  /// Deletes the selection, or the character before the caret.
  open func deleteBackward() {
    guard storedIsEditing else { return }
    deleteSelectionOrCharacter(forward: false)
  }

  /// Copies the selection to the general pasteboard.
  open func copy(_ sender: Any?) { copySelection() }

  /// Copies the selection and deletes it.
  open func cut(_ sender: Any?) { cutSelection() }

  /// Types the general pasteboard's text over the selection.
  open func paste(_ sender: Any?) { pasteText() }

  /// Selects all the text.
  open func selectAll(_ sender: Any?) { select(from: 0, to: storage.length) }

  // MARK: Layout entry points (UITextView+Layout.swift)

  /// Measures the text at the container's width, sizes the content and places the paragraphs in
  /// view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutText()
  }

  /// The size the whole text needs at `size.width` (the height of every line, the insets).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(width: size.width) }

  /// Without scrolling, the text's height at the current width (no intrinsic width); with it,
  /// none.
  open override var intrinsicContentSize: CGSize { textIntrinsicSize }

  /// Scrolls so that `range` is in view.
  open func scrollRangeToVisible(_ range: NSRange) { scrollToVisible(range) }

  // MARK: Keys and pointer (UITextView+Keys.swift, UITextView+Pointer.swift)

  /// Handles the editing and moving keys; other presses go up the responder chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let unhandled = presses.filter { press in press.key.map { !handleTextViewKey($0) } ?? true }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  /// A repeating key acts again.
  open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let unhandled = presses.filter { press in press.key.map { !handleTextViewKey($0) } ?? true }
    if !unhandled.isEmpty { super.pressesChanged(unhandled, with: event) }
  }

  /// A click places the caret or selects, or presses a link.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, pointerBegan(touch, event: event) else {
      return super.touchesBegan(touches, with: event)
    }
  }

  /// A drag extends the selection.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, pointerMoved(touch) else {
      return super.touchesMoved(touches, with: event)
    }
  }

  /// A release opens a pressed link.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, pointerEnded(touch, event: event) else {
      return super.touchesEnded(touches, with: event)
    }
  }

  /// A cancelled touch stops selecting.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchSelects = false
    textDrag = nil
    pressedLink = nil
    super.touchesCancelled(touches, with: event)
  }

  /// A pointer drag selects text instead of scrolling; the wheel and touchpad still scroll.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    if gestureRecognizer === panGestureRecognizer, isSelectable,
      panGestureRecognizer.touches.contains(where: { $0.type == .indirectPointer })
    {
      return false
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// Redraws the caret and selection in the new tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    caretView.backgroundColor = effectiveTintColor
    layoutGeneration += 1
    redrawFragments()
  }
}
