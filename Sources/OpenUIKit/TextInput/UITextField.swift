import Foundation
import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenText

/// A single line of editable text, as UIKit's `UITextField`.
///
/// Editing follows a desktop text field (Docs/Controls.md, "UITextField"): clicks, drags and
/// Shift place and extend the selection, the editing keys and Ctrl shortcuts act, typed text comes
/// composed from the host (input methods through `UITextInput`'s marked text), the clipboard is the
/// desktop's and the primary selection X11's. Every change typed, deleted, cut or pasted is offered
/// to the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` first (UTF-16
/// ranges), then `textFieldDidChangeSelection`, `.editingChanged` and
/// ``textDidChangeNotification``; setting ``text`` sends nothing. Escape stops editing (a desktop
/// choice). A field holds at most 65,536 UTF-16 units, cut at a character boundary (a documented
/// clamp); line breaks typed or pasted become spaces; the caret does not blink. The input traits
/// are hints for an on-screen keyboard the desktop does not have; `isSecureTextEntry` acts.
///
/// Left out (API absent): `attributedText`, `leftView`/`rightView`, `adjustsFontSizeToFitWidth`,
/// `inputView`/`inputAccessoryView`.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput, UITextInputTraits {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  override var defaultAccessibilityValue: String? { textFieldAccessibilityValue }

  /// The border styles, as UIKit's `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Sendable {
    /// No border (the default).
    case none
    /// A thin rectangle in the label color.
    case line
    /// A gray bezel.
    case bezel
    /// A rounded rectangle with a hairline border on the field's background color.
    case roundedRect
  }

  /// When the clear button shows, as UIKit's `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable {
    /// Never (the default).
    case never
    /// While editing, when there is text.
    case whileEditing
    /// While not editing, when there is text.
    case unlessEditing
    /// Whenever there is text.
    case always
  }

  /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason`.
  public enum DidEndEditingReason: Int, Sendable {
    /// The field gave up first-responder status.
    case committed
  }

  /// Posted after the text changed by editing (the object is the field).
  public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted when editing began.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted when editing ended.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  final var storedText = ""
  /// The fixed end of the selection and the end that moves (UTF-16 offsets); equal: a caret.
  final var selectionAnchor = 0
  final var selectionHead = 0
  /// How far the text is scrolled left to keep the caret in view.
  final var textScroll: CGFloat = 0
  final var storedIsEditing = false
  /// Whether the current touch went down on the clear button.
  final var touchIsOnClearButton = false
  /// Selected text being dragged (`TextDragAndDrop.swift`).
  final var textDrag: TextDrag?
  /// The displayed text laid out (see `displayedLine`).
  final var lineCache: TextLine?
  /// Set while `endEditing(true)` makes the field resign whatever its delegate says.
  final var ignoresShouldEndEditing = false
  /// The run of typing being coalesced into one undo step (`UITextField+Undo.swift`).
  final var typingUndoRun: TypingUndoRun?
  /// The text an input method is composing (UTF-16 offsets; `UITextField+Composition.swift`).
  final var markedRange: Range<Int>?
  /// Told of changes the app makes (`UITextField+TextInput.swift`).
  open weak var inputDelegate: (any UITextInputDelegate)?

  /// The text; default empty.
  ///
  /// Setting it sends no event and puts the caret at the end. Text beyond 65,536 UTF-16 units is cut at a character boundary; `nil` empties the field.
  /// It also removes the field's undo steps: they describe text that is gone.
  open var text: String? {
    get { storedText }
    set {
      let input = inputDelegate
      input?.textWillChange(self)
      forgetUndo()
      markedRange = nil
      storedText = Self.fitted(newValue ?? "", budget: TextBlock.maximumLength)
      let end = storedText.utf16.count
      selectionAnchor = end
      selectionHead = end
      textDidChange()
      input?.textDidChange(self)
    }
  }

  /// The text shown, in ``placeholderColor``, while the field is empty.
  open var placeholder: String? { didSet { if storedText.isEmpty { setNeedsDisplay() } } }

  /// Whether a Dynamic Type font resizes when the content size category changes; default `false`.
  open var adjustsFontForContentSizeCategory = false {
    didSet {
      guard adjustsFontForContentSizeCategory else { return }
      followContentSizeCategory { ($0 as? UITextField)?.adjustFontForContentSizeCategory() }
    }
  }

  /// The font; default the system font at 17 points.
  ///
  /// `nil` sets it back to the default.
  open var font: UIFont? {
    get { storedFont }
    set {
      storedFont = newValue ?? Self.defaultFont
      textDidChange()
    }
  }
  final var storedFont = UITextField.defaultFont
  static let defaultFont = UIFont.systemFont(ofSize: 17)

  /// The text color; default `label`.
  ///
  /// `nil` sets it back to the default.
  open var textColor: UIColor? {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      setNeedsDisplay()
    }
  }
  final var storedTextColor: UIColor = .label

  /// How the text sits in the field when it is narrower; default `.natural` (left).
  open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }

  /// The border; default `.none`.
  open var borderStyle: BorderStyle = .none {
    didSet {
      guard borderStyle != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  /// When the clear button shows; default `.never`.
  open var clearButtonMode: ViewMode = .never { didSet { setNeedsDisplay() } }

  /// Whether the field shows bullets instead of its characters and refuses copy and cut;
  /// default `false`.
  open var isSecureTextEntry = false { didSet { textDidChange() } }

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
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// What the field holds, for autofill; default `nil`.
  open var textContentType: UITextContentType!

  /// Whether starting to edit empties the field; default `false`.
  open var clearsOnBeginEditing = false

  /// The object that decides and hears about editing.
  open weak var delegate: (any UITextFieldDelegate)?

  /// Whether the field is editing (it is the first responder).
  open var isEditing: Bool { storedIsEditing }

  /// Creates an empty field without a border.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpTextField()
  }

  /// Creates a field from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpTextField()
  }

  private func setUpTextField() {
    isOpaque = false
    contentMode = .redraw
  }

  // MARK: First responder

  /// Whether the field can edit: while enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Starts editing when the delegate agrees.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil,
      delegate?.textFieldShouldBeginEditing(self) ?? true
    else { return false }
    guard super.becomeFirstResponder() else { return false }
    beginEditing()
    return true
  }

  /// Stops editing when the delegate agrees.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard ignoresShouldEndEditing || delegate?.textFieldShouldEndEditing(self) ?? true else {
      return false
    }
    _ = super.resignFirstResponder()
    endEditing()
    return true
  }

  /// A field leaving its window takes its undo steps out of the window's undo manager, as
  /// UIKit's do: Edit offered "Undo Typing" for a field gone from the screen, and choosing it did
  /// nothing (`UITextField+Undo.swift`).
  override func willLeaveWindow() { forgetUndo() }

  /// A field leaving its window stops editing (the window has already let it go).
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil, storedIsEditing { endEditing() }
  }

  // MARK: UIKeyInput

  /// Whether there is text.
  open var hasText: Bool { !storedText.isEmpty }

  /// Types `text` over the selection (line breaks become spaces).
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

  // MARK: Standard edit actions

  /// Copies the selection to the general pasteboard (not from a secure field).
  open func copy(_ sender: Any?) {
    guard !isSecureTextEntry, let selected = selectedText else { return }
    UIPasteboard.general.string = selected
  }

  /// Copies the selection and deletes it (not from a secure field).
  open func cut(_ sender: Any?) {
    guard storedIsEditing, !isSecureTextEntry, let selected = selectedText else { return }
    UIPasteboard.general.string = selected
    replaceSelection(with: "", undoActionName: "Cut")
  }

  /// Types the general pasteboard's text over the selection.
  open func paste(_ sender: Any?) {
    guard storedIsEditing, let pasted = UIPasteboard.general.string, !pasted.isEmpty else {
      return
    }
    replaceSelection(with: pasted, undoActionName: "Paste")
  }

  /// Selects all the text.
  open func selectAll(_ sender: Any?) {
    select(from: 0, to: storedText.utf16.count)
  }

  // MARK: Keys

  /// Handles the editing keys while editing.
  ///
  /// Arrows, Home/End, Delete, Return and the Control/Command shortcuts; other presses go up the
  /// responder chain. Typed characters arrive as text input.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let unhandled = presses.filter { press in press.key.map { !handleEditingKey($0) } ?? true }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  /// A repeating editing key acts again.
  open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let unhandled = presses.filter { press in
      press.key.map { $0.keyCode == .keyboardReturnOrEnter || !handleEditingKey($0) } ?? true
    }
    if !unhandled.isEmpty { super.pressesChanged(unhandled, with: event) }
  }

  /// Space and Return type and submit in a field: they do not activate it as a button.
  override var activatesWithKeyboard: Bool { false }

  // MARK: Tracking

  /// A click starts editing and places the caret (a double click selects a word, a triple click
  /// everything; Shift extends the selection to the click); on the clear button it clears.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    fieldBeganTracking(touch, event: event)
  }

  /// A drag extends the selection from where it went down.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    fieldContinuedTracking(touch)
  }

  /// A click released on the clear button clears the field; a selection made offers itself as
  /// the primary selection.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    fieldEndedTracking(touch, event: event)
  }

  /// A tap edits; it has no separate primary action (Return has).
  override var triggersPrimaryActionOnTouchUp: Bool { false }

  /// The ring follows the rounded border.
  override var focusRingCornerRadius: CGFloat { borderStyle == .roundedRect ? 5 : 0 }

  // MARK: Geometry

  /// The border's rectangle: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// Where the text is drawn when not editing: inside the border, before a clear button.
  open func textRect(forBounds bounds: CGRect) -> CGRect { fieldTextRect(forBounds: bounds) }

  /// Where the text is drawn while editing: ``textRect(forBounds:)``.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// Where the placeholder is drawn: ``textRect(forBounds:)``.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The clear button's square: 19 points, 5 points from the trailing edge (the left one in
  /// right-to-left content), centred vertically.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    fieldClearButtonRect(forBounds: bounds)
  }

  /// The text's (or placeholder's) width plus the insets; the line's height plus the border's.
  open override var intrinsicContentSize: CGSize { fieldIntrinsicSize }

  /// ``intrinsicContentSize``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Keeps the caret in view after a resize.
  open override func layoutSubviews() {
    super.layoutSubviews()
    scrollCaretIntoView()
  }

  // MARK: Look

  /// Redraws for the enabled and focused looks.
  open override func stateDidChange() {
    super.stateDidChange()
    setNeedsDisplay()
  }

  /// Redraws the caret and selection in the new tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    setNeedsDisplay()
  }

  /// The border, the selection, the text or placeholder, the caret and the clear button.
  open override func draw(_ rect: CGRect) { drawField() }
}
