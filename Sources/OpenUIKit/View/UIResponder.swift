import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// An object that can take part in event handling, as UIKit's `UIResponder`.
///
/// Touches go to the view under them and, unhandled, up the chain (`next`): every default
/// implementation here passes the call on to `next`. Presses go to the window's first responder the
/// same way.
@preconcurrency @MainActor
open class UIResponder {
  /// Creates a responder.
  public init() {}

  /// Called on objects loaded from a nib or storyboard once all are loaded, as `NSObject`'s
  /// `awakeFromNib()`.
  ///
  /// There are no nibs on Linux, so it is never called, as for objects made in code on iOS; it is
  /// here so that overrides (`super.awakeFromNib(); setUp()`) compile. Call your set-up from
  /// `init(frame:)` too, as code-made views on iOS must.
  open func awakeFromNib() {}

  /// Called by Interface Builder before it draws a designable view, as `NSObject`'s
  /// `prepareForInterfaceBuilder()`.
  ///
  /// There is no Interface Builder on Linux, so it is never called; it is here so that overrides
  /// in `@IBDesignable` views compile.
  open func prepareForInterfaceBuilder() {}

  deinit {
    // Values associated with `objc_setAssociatedObject` go with their owner.
    AssociatedObjects.ownerDidDeinit(ObjectIdentifier(self))
    // Views keep theirs in a stored property; the table holds the others' (usually none).
    if !AccessibilityStorage.table.isEmpty { AccessibilityStorage.forget(ObjectIdentifier(self)) }
  }

  /// The next responder in the chain: a view's superview; nil for a window until the application
  /// object arrives.
  open var next: UIResponder? { nil }

  // MARK: Touches

  /// One or more touches began in this responder's view.
  ///
  /// The default passes them to `next`.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// One or more touches moved.
  ///
  /// The default passes them to `next`.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// One or more touches ended.
  ///
  /// The default passes them to `next`.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// The system cancelled the touches (the window closed, a gesture took them).
  ///
  /// The default passes them to `next`.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  // MARK: Presses

  /// Keys went down.
  ///
  /// The default passes them to `next`.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }

  /// Pressed keys changed (a repeat).
  ///
  /// The default passes them to `next`.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }

  /// Keys went up.
  ///
  /// The default passes them to `next`.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }

  /// The presses were cancelled (the window lost focus).
  ///
  /// The default passes them to `next`.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

  // MARK: Key commands and undo

  /// The keyboard shortcuts this responder offers while it is in the key chain (``UIKeyCommand``).
  ///
  /// Default `nil`. Read when a key goes down, so it may change at any time.
  open var keyCommands: [UIKeyCommand]? { nil }

  /// The nearest undo manager up the responder chain: the default asks ``next``; a window has its
  /// own, which Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo.
  open var undoManager: UndoManager? { next?.undoManager }

  // MARK: Menus

  /// Adds to and removes from a menu system: the application's menu bar (``UIMenuSystem/main``,
  /// built on the application, which passes it to its delegate) or a text field's edit menu
  /// (``UIMenuSystem/context``, built from the field up its responder chain).
  ///
  /// The default passes the builder to `next`; an override changes the menus and calls `super`.
  open func buildMenu(with builder: any UIMenuBuilder) {
    next?.buildMenu(with: builder)
  }

  /// Updates a command before a menu shows it: its title, attributes and state.
  ///
  /// Called on the responder the command would run on, each time starting from the values it was
  /// built with.
  ///
  /// The default does nothing.
  open func validate(_ command: UICommand) {}

  // MARK: First responder

  /// Whether the responder accepts first-responder status.
  ///
  /// Default `false`.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder gives up first-responder status when asked.
  ///
  /// Default `true`.
  open var canResignFirstResponder: Bool { true }

  /// Whether the responder is its window's first responder.
  open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

  /// Makes the responder its window's first responder, the target of key presses.
  ///
  /// Fails when ``canBecomeFirstResponder`` is false, when the responder is not a view in a window,
  /// or when the current first responder refuses to resign.
  /// - Returns: Whether the responder is now the first responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    if let current = window.firstResponder, current !== self {
      guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
    }
    window.firstResponder = self
    // Focus follows the first responder (a clicked text field shows its ring).
    if let view = self as? UIView, !view.hasFocus, view.isFocusableNow {
      window.updateFocus(to: view)
    }
    return true
  }

  /// Gives up first-responder status.
  ///
  /// The default gives it up and returns `true`; subclasses that override it call `super`.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    if let window = responderWindow, window.firstResponder === self {
      window.firstResponder = nil
      if let view = self as? UIView, view.hasFocus { window.updateFocus(to: nil) }
    }
    return true
  }

  /// The window whose first responder this responder can be.
  var responderWindow: UIWindow? { (self as? UIView)?.window }

  // MARK: Accessibility
  // UIKit's `UIAccessibility` informal protocol (on `NSObject` there), declared here so that views,
  // controllers and `UIAccessibilityElement`s can override it. A set value wins; unset, the getter
  // answers the class's default (the internal `default…` members below, overridden by the controls).
  // Mechanics: `Accessibility/UIResponder+Accessibility.swift`; the tree: `AccessibilitySemantics`.

  /// Set values, allocated on the first set: in a side table here, in a stored property at the
  /// end of a view (not here: a pointer in the root class would push every view's hot fields a
  /// word further, and a theme switch over 10,000 views was 15–20 % slower).
  var accessibilityStorage: AccessibilityStorage? {
    get { AccessibilityStorage.table[ObjectIdentifier(self)] }
    set { AccessibilityStorage.table[ObjectIdentifier(self)] = newValue }
  }

  /// Whether assistive technologies see this object as one element.
  ///
  /// Its subviews are then not exposed separately. `false` for plain views; `true` for labels and
  /// controls.
  open var isAccessibilityElement: Bool {
    get { accessibilityStorage?.isElement ?? defaultIsAccessibilityElement }
    set { setAccessibility(\.isElement, newValue) }
  }
  /// A short localized name; labels and buttons default to their text.
  open var accessibilityLabel: String? {
    get { accessibilityStorage?.label ?? defaultAccessibilityLabel }
    set { setAccessibility(\.label, newValue) }
  }
  /// What activating the element does, read after a pause.
  open var accessibilityHint: String? {
    get { accessibilityStorage?.hint }
    set { setAccessibility(\.hint, newValue) }
  }
  /// The current value (a slider's percentage, a text field's text).
  open var accessibilityValue: String? {
    get { accessibilityStorage?.value ?? defaultAccessibilityValue }
    set { setAccessibility(\.value, newValue) }
  }
  /// How the element behaves; controls default to their kind and state (`.button`, `.notEnabled`).
  open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityStorage?.traits ?? defaultAccessibilityTraits }
    set { setAccessibility(\.traits, newValue) }
  }
  /// The element's frame in screen coordinates; a view's defaults to its bounds converted there.
  open var accessibilityFrame: CGRect {
    get { accessibilityStorage?.frame ?? defaultAccessibilityFrame }
    set { setAccessibility(\.frame, newValue) }
  }
  /// The shape to highlight, in screen coordinates, when a rectangle would mislead.
  open var accessibilityPath: UIBezierPath? {
    get { accessibilityStorage?.path }
    set { setAccessibility(\.path, newValue) }
  }
  /// Where an activation taps, in screen coordinates; the middle of `accessibilityFrame` by default.
  open var accessibilityActivationPoint: CGPoint {
    get { accessibilityStorage?.activationPoint ?? defaultAccessibilityActivationPoint }
    set { setAccessibility(\.activationPoint, newValue) }
  }
  /// The language to speak the label and value in (a BCP 47 tag); `nil` for the app's.
  open var accessibilityLanguage: String? {
    get { accessibilityStorage?.language }
    set { setAccessibility(\.language, newValue) }
  }
  /// Whether the elements inside this view are hidden from assistive technologies.
  open var accessibilityElementsHidden: Bool {
    get { accessibilityStorage?.elementsHidden ?? false }
    set { setAccessibility(\.elementsHidden, newValue) }
  }
  /// Whether assistive technologies ignore the view's siblings (and theirs) while it shows.
  open var accessibilityViewIsModal: Bool {
    get { accessibilityStorage?.viewIsModal ?? false }
    set { setAccessibility(\.viewIsModal, newValue) }
  }
  /// Whether the elements inside are read as a group, before what follows.
  open var shouldGroupAccessibilityChildren: Bool {
    get { accessibilityStorage?.groupsChildren ?? false }
    set { setAccessibility(\.groupsChildren, newValue) }
  }
  /// The elements inside, in reading order.
  ///
  /// Views and `UIAccessibilityElement`s; `nil` reads the subviews in order.
  open var accessibilityElements: [Any]? {
    get { accessibilityStorage?.elements ?? defaultAccessibilityElements }
    set { setAccessibility(\.elements, newValue) }
  }
  /// What kind of container this is; tables default to `.dataTable`.
  open var accessibilityContainerType: UIAccessibilityContainerType {
    get { accessibilityStorage?.containerType ?? defaultAccessibilityContainerType }
    set { setAccessibility(\.containerType, newValue) }
  }
  /// Actions offered besides activation, in order.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { accessibilityStorage?.customActions ?? defaultAccessibilityCustomActions }
    set { setAccessibility(\.customActions, newValue) }
  }
  /// Whether the element takes input (Voice Control offers it); by default, whether it is a
  /// control or has custom actions.
  open var accessibilityRespondsToUserInteraction: Bool {
    get { accessibilityStorage?.respondsToUserInteraction ?? defaultRespondsToUserInteraction }
    set { setAccessibility(\.respondsToUserInteraction, newValue) }
  }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// Names a person may say or type for the element; the label by default.
  open var accessibilityUserInputLabels: [String]! {
    get { accessibilityStorage?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
    set { setAccessibility(\.userInputLabels, newValue) }
  }
  /// An identifier for automation, never spoken (`UIAccessibilityIdentification`).
  open var accessibilityIdentifier: String? {
    get { accessibilityStorage?.identifier }
    set { setAccessibility(\.identifier, newValue) }
  }

  /// Activates the element.
  ///
  /// Returns whether it did. `false` (the default) makes the assistive technology tap at
  /// `accessibilityActivationPoint` instead.
  open func accessibilityActivate() -> Bool { false }
  /// Raises an adjustable element's value by a step.
  open func accessibilityIncrement() {}
  /// Lowers an adjustable element's value by a step.
  open func accessibilityDecrement() {}
  /// Scrolls by a page.
  ///
  /// Returns whether it did. Scroll views scroll; the default passes it on to `next`.
  open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
    next?.accessibilityScroll(direction) ?? false
  }
  /// Dismisses a modal view.
  ///
  /// Returns whether it did. The default passes it on to `next`.
  open func accessibilityPerformEscape() -> Bool { next?.accessibilityPerformEscape() ?? false }
  /// The app's most important action (play, answer); the default passes it on to `next`.
  open func accessibilityPerformMagicTap() -> Bool { next?.accessibilityPerformMagicTap() ?? false }
  /// The assistive technology's cursor moved onto the element.
  open func accessibilityElementDidBecomeFocused() {}
  /// The assistive technology's cursor left the element.
  open func accessibilityElementDidLoseFocus() {}
  /// Whether the assistive technology's cursor is on the element.
  open func accessibilityElementIsFocused() -> Bool {
    AccessibilitySemantics.shared.cursorObject === self
  }
  /// The number of elements inside (`UIAccessibilityContainer`); from `accessibilityElements`.
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
  /// The element at `index` inside; from `accessibilityElements`.
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
    return elements[index]
  }
  /// The index of `element` inside, or `NSNotFound`; from `accessibilityElements`.
  open func index(ofAccessibilityElement element: Any) -> Int {
    accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
  }

  // Class defaults, overridden by the views and controls that have them (UILabel, UIButton…).
  var defaultIsAccessibilityElement: Bool { false }
  var defaultAccessibilityLabel: String? { nil }
  var defaultAccessibilityValue: String? { nil }
  var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
  var defaultAccessibilityFrame: CGRect { .zero }
  var defaultAccessibilityActivationPoint: CGPoint {
    CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY)
  }
  var defaultAccessibilityElements: [Any]? { nil }
  /// The custom actions a view offers by itself (a list row's swipe actions).
  var defaultAccessibilityCustomActions: [UIAccessibilityCustomAction]? { nil }
  var defaultAccessibilityContainerType: UIAccessibilityContainerType { .none }
  var defaultRespondsToUserInteraction: Bool {
    accessibilityStorage?.customActions?.isEmpty == false
  }
  /// Called when a set accessibility property changes: views queue their node for the semantics
  /// phase, elements their container's.
  func accessibilityPropertyDidChange() {}
}

extension UIResponder: Hashable {
  /// Identity, as `NSObject`'s default equality in UIKit.
  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
