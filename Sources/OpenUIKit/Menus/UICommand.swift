import Foundation

/// A menu item that sends an action up the responder chain, as UIKit's `UICommand`: what the
/// application's menu bar (`UIMenuBuilder`, ``UIResponder/buildMenu(with:)``) holds.
///
/// The action is the unbound method, for `#selector(…)`, which Swift on Linux does not have:
/// `UICommand(title: "Refresh", action: #selector(ListController.refresh))` becomes
/// `UICommand(title: "Refresh", action: ListController.refresh)`, the method taking nothing or
/// the command. The command runs on the first responder of the key chain (first responder,
/// focused view, front view controller, window, application, its delegate) that is an instance
/// of the method's class; where none is, the menu shows the command dimmed. Before a menu shows
/// it, that responder's ``UIResponder/validate(_:)`` may change its title, attributes and state,
/// each time starting from the values the command was built with.
///
/// Left out: `alternates` (macOS's Option-key alternates; the desktop here has none) and
/// `UIMenuBuilder.command(for:propertyList:)` (a selector lookup).
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
  /// An elaborated title: shown where the title is empty (the menu bar, Keyboard Shortcuts).
  open var discoverabilityTitle: String?
  /// How the command shows in a menu (dimmed, red, hidden).
  open var attributes: UIMenuElement.Attributes
  /// Its check state in a menu.
  open var state: UIMenuElement.State
  /// A value identifying the command among commands with the same action.
  public let propertyList: Any?
  /// The control or menu that sent the command, while its action runs.
  public internal(set) var sender: Any?

  /// The title, attributes and state the command had when first validated: put back before each
  /// validation, so that `validate(_:)` always starts from them.
  var builtValues:
    (title: String, attributes: UIMenuElement.Attributes, state: UIMenuElement.State)?

  /// The work the command does on `responder`, or `nil` when that responder is not its target.
  let target: @MainActor (UIResponder, UICommand) -> (@MainActor () -> Void)?

  init(
    title: String, image: UIImage?, propertyList: Any?, discoverabilityTitle: String?,
    attributes: UIMenuElement.Attributes, state: UIMenuElement.State,
    target: @escaping @MainActor (UIResponder, UICommand) -> (@MainActor () -> Void)?
  ) {
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.propertyList = propertyList
    self.target = target
    super.init(title: title, image: image)
  }

  /// Creates a command that calls `action` (a method taking nothing) on the nearest responder of
  /// its class.
  public convenience init<Target: UIResponder>(
    title: String, image: UIImage? = nil, action: @escaping (Target) -> @MainActor () -> Void,
    propertyList: Any? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.init(
      title: title, image: image, propertyList: propertyList,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      target: UICommand.target(action))
  }

  /// Creates a command that calls `action` (a method taking the command as its sender) on the
  /// nearest responder of its class.
  public convenience init<Target: UIResponder>(
    title: String, image: UIImage? = nil,
    action: @escaping (Target) -> @MainActor (UICommand) -> Void,
    propertyList: Any? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.init(
      title: title, image: image, propertyList: propertyList,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      target: UICommand.target(action))
  }

  /// The title a menu shows: the title, else the discoverability title.
  final var displayTitle: String {
    title.isEmpty ? (discoverabilityTitle ?? "") : title
  }

  /// Runs the command's work with `sender` set to the command, as a menu sends it.
  final func run(_ work: @MainActor () -> Void) {
    sender = self
    defer { sender = nil }
    work()
  }

  static func target<Target: UIResponder>(
    _ action: @escaping (Target) -> @MainActor () -> Void
  ) -> @MainActor (UIResponder, UICommand) -> (@MainActor () -> Void)? {
    { responder, _ in
      guard let target = responder as? Target else { return nil }
      return { action(target)() }
    }
  }

  static func target<Target: UIResponder, Sender: UICommand>(
    _ action: @escaping (Target) -> @MainActor (Sender) -> Void
  ) -> @MainActor (UIResponder, UICommand) -> (@MainActor () -> Void)? {
    { responder, command in
      guard let target = responder as? Target, let command = command as? Sender else { return nil }
      return { action(target)(command) }
    }
  }
}
