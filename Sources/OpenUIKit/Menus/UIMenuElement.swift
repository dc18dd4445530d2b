import Foundation

/// Something a menu shows, as UIKit's `UIMenuElement`: an action (``UIAction``) or a menu
/// (``UIMenu``).
@preconcurrency @MainActor
open class UIMenuElement {
  /// How an element looks and behaves in a menu.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates attributes.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Drawn in red: it destroys data.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Drawn dimmed and not chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing it leaves the menu open.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// An element's check state.
  public enum State: Int, Sendable {
    /// Not checked.
    case off = 0
    /// Checked: a checkmark before the title.
    case on = 1
    /// Partly: a dash before the title.
    case mixed = 2
  }

  /// The title a menu shows.
  open var title: String
  /// A second line under the title.
  open var subtitle: String?
  /// The image (kept for buttons and segments that adopt an action; menus on the desktop draw
  /// titles only).
  open var image: UIImage?

  init(title: String, subtitle: String? = nil, image: UIImage?) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }
}
