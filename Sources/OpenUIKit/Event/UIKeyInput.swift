import Foundation

/// A responder that takes typed text, as UIKit's `UIKeyInput`: the window's first responder gets
/// the host's text input (already composed: dead keys and input methods applied) and Backspace.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
  /// Whether there is text to delete.
  var hasText: Bool { get }
  /// Inserts typed text at the insertion point.
  func insertText(_ text: String)
  /// Deletes the character before the insertion point.
  func deleteBackward()
}
