import Foundation

/// A list of actions and submenus, as UIKit's `UIMenu`.
///
/// A context menu shows its children top to bottom; a child menu with `.displayInline` shows its
/// children in place between separators, any other child menu is a row that opens it in place
/// of its parent (with a row back), as iOS shows submenus.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// Names a menu.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Its children show in its parent, between separators.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// Its children are drawn in red.
    public static let destructive = Options(rawValue: 1 << 1)
    /// Choosing a child checks it and unchecks the others.
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  /// The identifier; a unique one unless given.
  public let identifier: Identifier
  /// How the menu shows.
  public let options: Options
  /// The actions and menus it holds.
  public let children: [UIMenuElement]

  /// Creates a menu.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// A copy with other children.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }
}
