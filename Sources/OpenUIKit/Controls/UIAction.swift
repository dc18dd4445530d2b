import Foundation

/// A handler with a title, as UIKit's `UIAction`: what a control runs for its events.
@preconcurrency @MainActor
open class UIAction {
  /// Names an action, to replace or remove it.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The title, for menus and buttons.
  public var title: String
  /// The image, for menus and buttons.
  public var image: UIImage?
  /// The identifier; a unique one unless given.
  public let identifier: Identifier
  /// The control that sent the action, while its handler runs.
  public internal(set) var sender: Any?
  let handler: @MainActor (UIAction) -> Void

  /// Creates an action.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
  }

  /// Runs the handler with `sender` set.
  func perform(sender: Any?) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
