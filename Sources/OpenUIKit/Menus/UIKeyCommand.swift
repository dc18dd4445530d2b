import Foundation

/// A keyboard shortcut that sends an action up the responder chain, as UIKit's `UIKeyCommand`.
///
/// Responders offer commands through ``UIResponder/keyCommands``; when a key goes down, the window
/// looks for a matching command from the first responder (else the focused view, else the front
/// view controller) up to the application, nearest first, then among the application's own
/// commands (Quit, Close, Undo, Redo: `Docs/Menus.md`). A matching command runs its action on the
/// first responder in that chain that is an instance of the action's class, and the key's press
/// (its repeats and its release too) goes nowhere else; a key repeat runs it again.
///
/// The action is the unbound method, for `#selector(…)`, which Swift on Linux does not have:
/// `UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(SearchController.find))`
/// becomes `UIKeyCommand(input: "f", modifierFlags: .command, action: SearchController.find)`,
/// the method taking nothing or the command.
///
/// On a PC keyboard Control stands for Command: a command declared with `.command` matches the
/// key with Control (or with the Super key), as Linux applications use Control for their
/// shortcuts. Letters match in either case; Shift must be declared to be required.
///
/// A key command is a ``UICommand``: with a title it can sit in the application's menu bar, which
/// shows its shortcut; responders' commands with a title or discoverability title are listed by
/// Help ▸ Keyboard Shortcuts (`Docs/Menus.md`).
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
  /// The key: a character ("f", "\r" for Return, "\t" for Tab, " " for Space) or one of the
  /// `input…` constants.
  public let input: String?
  /// The modifier keys that must be held, no more and no fewer (Caps Lock and the keypad flag do
  /// not count).
  public let modifierFlags: UIKeyModifierFlags
  /// Whether the command wins over what the system does with the key.
  ///
  /// The system's keys: typing, caret movement and the edit shortcuts in a text field that is
  /// first responder, Tab moving focus, and the arrows, Space and Return of a focused control.
  /// Default `false`: those keys go to the system first.
  open var wantsPriorityOverSystemBehavior = false

  init(
    title: String = "", image: UIImage? = nil, input: String?,
    modifierFlags: UIKeyModifierFlags, propertyList: Any? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off,
    target: @escaping @MainActor (UIResponder, UICommand) -> (@MainActor () -> Void)?
  ) {
    self.input = input
    self.modifierFlags = modifierFlags
    super.init(
      title: title, image: image, propertyList: propertyList,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      target: target)
  }

  /// A command without a key (declared so that every subclass's initializer table has it: the
  /// compiler otherwise sometimes references an inherited entry it did not emit).
  override init(
    title: String, image: UIImage?, propertyList: Any?, discoverabilityTitle: String?,
    attributes: UIMenuElement.Attributes, state: UIMenuElement.State,
    target: @escaping @MainActor (UIResponder, UICommand) -> (@MainActor () -> Void)?
  ) {
    input = nil
    modifierFlags = []
    super.init(
      title: title, image: image, propertyList: propertyList,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      target: target)
  }

  /// Creates a command that calls `action` (a method taking nothing) on the nearest responder of
  /// its class.
  public convenience init<Target: UIResponder>(
    input: String, modifierFlags: UIKeyModifierFlags,
    action: @escaping (Target) -> @MainActor () -> Void
  ) {
    self.init(input: input, modifierFlags: modifierFlags, target: UICommand.target(action))
  }

  /// Creates a command that calls `action` (a method taking the command as its sender) on the
  /// nearest responder of its class.
  public convenience init<Target: UIResponder>(
    input: String, modifierFlags: UIKeyModifierFlags,
    action: @escaping (Target) -> @MainActor (UIKeyCommand) -> Void
  ) {
    self.init(input: input, modifierFlags: modifierFlags, target: UICommand.target(action))
  }

  /// Creates a command with a discoverability title (iOS 9's form).
  public convenience init<Target: UIResponder>(
    input: String, modifierFlags: UIKeyModifierFlags,
    action: @escaping (Target) -> @MainActor () -> Void, discoverabilityTitle: String
  ) {
    self.init(
      input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle,
      target: UICommand.target(action))
  }

  /// Creates a command with a discoverability title (iOS 9's form), its action taking the
  /// command.
  public convenience init<Target: UIResponder>(
    input: String, modifierFlags: UIKeyModifierFlags,
    action: @escaping (Target) -> @MainActor (UIKeyCommand) -> Void, discoverabilityTitle: String
  ) {
    self.init(
      input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle,
      target: UICommand.target(action))
  }

  /// Creates a command with a title, as a menu shows it (iOS 13's form).
  public convenience init<Target: UIResponder>(
    title: String = "", image: UIImage? = nil, action: @escaping (Target) -> @MainActor () -> Void,
    input: String, modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off
  ) {
    self.init(
      title: title, image: image, input: input, modifierFlags: modifierFlags,
      propertyList: propertyList, discoverabilityTitle: discoverabilityTitle,
      attributes: attributes, state: state, target: UICommand.target(action))
  }

  /// Creates a command with a title, its action taking the command (iOS 13's form).
  public convenience init<Target: UIResponder>(
    title: String = "", image: UIImage? = nil,
    action: @escaping (Target) -> @MainActor (UIKeyCommand) -> Void,
    input: String, modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off
  ) {
    self.init(
      title: title, image: image, input: input, modifierFlags: modifierFlags,
      propertyList: propertyList, discoverabilityTitle: discoverabilityTitle,
      attributes: attributes, state: state, target: UICommand.target(action))
  }

  // MARK: Inputs

  /// The up arrow.
  public static let inputUpArrow = "UIKeyInputUpArrow"
  /// The down arrow.
  public static let inputDownArrow = "UIKeyInputDownArrow"
  /// The left arrow.
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The right arrow.
  public static let inputRightArrow = "UIKeyInputRightArrow"
  /// Escape.
  public static let inputEscape = "UIKeyInputEscape"
  /// Page Up.
  public static let inputPageUp = "UIKeyInputPageUp"
  /// Page Down.
  public static let inputPageDown = "UIKeyInputPageDown"
  /// Home.
  public static let inputHome = "UIKeyInputHome"
  /// End.
  public static let inputEnd = "UIKeyInputEnd"
  /// Forward delete.
  public static let inputDelete = "UIKeyInputDelete"
  /// F1.
  public static let inputF1 = "UIKeyInputF1"
  /// F2.
  public static let inputF2 = "UIKeyInputF2"
  /// F3.
  public static let inputF3 = "UIKeyInputF3"
  /// F4.
  public static let inputF4 = "UIKeyInputF4"
  /// F5.
  public static let inputF5 = "UIKeyInputF5"
  /// F6.
  public static let inputF6 = "UIKeyInputF6"
  /// F7.
  public static let inputF7 = "UIKeyInputF7"
  /// F8.
  public static let inputF8 = "UIKeyInputF8"
  /// F9.
  public static let inputF9 = "UIKeyInputF9"
  /// F10.
  public static let inputF10 = "UIKeyInputF10"
  /// F11.
  public static let inputF11 = "UIKeyInputF11"
  /// F12.
  public static let inputF12 = "UIKeyInputF12"

  /// The input a key stands for: the constant of a named key, else the characters it types
  /// without modifiers (lowercased, so that letters match in either case).
  static func input(of key: UIKey) -> String {
    switch key.keyCode {
    case .keyboardUpArrow: return inputUpArrow
    case .keyboardDownArrow: return inputDownArrow
    case .keyboardLeftArrow: return inputLeftArrow
    case .keyboardRightArrow: return inputRightArrow
    case .keyboardEscape: return inputEscape
    case .keyboardPageUp: return inputPageUp
    case .keyboardPageDown: return inputPageDown
    case .keyboardHome: return inputHome
    case .keyboardEnd: return inputEnd
    case .keyboardDeleteForward: return inputDelete
    case .keyboardReturnOrEnter: return "\r"
    case .keyboardTab: return "\t"
    case .keyboardDeleteOrBackspace: return "\u{8}"
    case .keyboardSpacebar: return " "
    default:
      let function = key.keyCode.rawValue - UIKeyboardHIDUsage.keyboardF1.rawValue
      if (0...11).contains(function) { return "UIKeyInputF\(function + 1)" }
      return key.charactersIgnoringModifiers.lowercased()
    }
  }

  /// The modifiers that take part in matching.
  static let matchedModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

  /// Whether `key` triggers the command.
  func matches(_ key: UIKey) -> Bool {
    guard let input, !input.isEmpty, input.lowercased() == Self.input(of: key).lowercased() else {
      return false
    }
    let held = key.modifierFlags.intersection(Self.matchedModifiers)
    let wanted = modifierFlags.intersection(Self.matchedModifiers)
    if held == wanted { return true }
    // Control (or Super) on a PC keyboard for a command declared with Command.
    guard wanted.contains(.command), !wanted.contains(.control) else { return false }
    var asCommand = held
    if asCommand.contains(.control) {
      asCommand.remove(.control)
      asCommand.insert(.command)
    }
    return asCommand == wanted
  }

  /// The shortcut as a desktop menu shows it: "Ctrl+Shift+Z", "F5", "Page Up".
  var shortcutLabel: String? {
    guard let input, !input.isEmpty else { return nil }
    var parts: [String] = []
    if modifierFlags.contains(.control) || modifierFlags.contains(.command) { parts.append("Ctrl") }
    if modifierFlags.contains(.alternate) { parts.append("Alt") }
    if modifierFlags.contains(.shift) { parts.append("Shift") }
    let names: [String: String] = [
      Self.inputUpArrow: "Up", Self.inputDownArrow: "Down", Self.inputLeftArrow: "Left",
      Self.inputRightArrow: "Right", Self.inputEscape: "Esc", Self.inputPageUp: "Page Up",
      Self.inputPageDown: "Page Down", Self.inputHome: "Home", Self.inputEnd: "End",
      Self.inputDelete: "Delete", "\r": "Enter", "\t": "Tab", " ": "Space", "\u{8}": "Backspace",
    ]
    if let name = names[input] {
      parts.append(name)
    } else if input.hasPrefix("UIKeyInputF") {
      parts.append(String(input.dropFirst("UIKeyInput".count)))
    } else {
      parts.append(input.uppercased())
    }
    return parts.joined(separator: "+")
  }
}
