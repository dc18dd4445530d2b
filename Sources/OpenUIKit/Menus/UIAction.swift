import Foundation

/// A handler with a title, as UIKit's `UIAction`: what a control runs for its events, and an
/// item of a menu.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// Names an action, to replace or remove it.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The identifier; a unique one unless given.
  public let identifier: Identifier
  /// The control that sent the action, while its handler runs.
  public internal(set) var sender: Any?
  let handler: @MainActor (UIAction) -> Void

  /// How the action shows in a menu (dimmed, red, hidden, keeping the menu open).
  open var attributes: UIMenuElement.Attributes = []
  /// Its check state in a menu.
  open var state: UIMenuElement.State = .off

  /// Creates an action.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
    self.attributes = attributes
    self.state = state
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Runs the handler with `sender` set.
  func perform(sender: Any?) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
