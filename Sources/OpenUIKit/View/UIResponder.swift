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
}

extension UIResponder: Hashable {
  /// Identity, as `NSObject`'s default equality in UIKit.
  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
