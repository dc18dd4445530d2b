import AccessibilityTree

/// How the tree's roles and states read in AT-SPI (`AtspiRole`, `AtspiStateType` of at-spi2-core's
/// `atspi-constants.h`).
///
/// `Docs/Accessibility.md` has the table.
enum ATSPIMapping {
  /// The AT-SPI role of a node's role.
  static func role(_ role: AccessibilityRole) -> UInt32 {
    switch role {
    case .application: 75
    case .window: 23  // FRAME: a top-level window
    case .dialog: 16
    case .group: 39  // PANEL
    case .landmark: 110
    case .list: 31
    case .table: 55
    case .cell: 90  // TABLE_ROW: a UITableViewCell is a row
    case .scrollArea: 49
    case .button: 43
    case .toggleButton: 62
    case .link: 88
    case .heading: 83
    case .staticText: 29  // LABEL
    case .image: 27
    case .textField: 79  // ENTRY
    case .textArea: 61  // TEXT
    case .searchField: 79
    case .secureTextField: 40
    case .slider: 51
    case .spinButton: 52
    case .progressIndicator: 42
    case .busyIndicator: 3  // ANIMATION, as GTK 4's spinner
    case .tabBar: 38
    case .tab: 37
    case .keyboardKey: 43
    case .element: 67  // UNKNOWN
    }
  }

  /// The role's name as `GetRoleName` gives it (at-spi2-core's spelling).
  static func roleName(_ role: AccessibilityRole) -> String {
    switch role {
    case .application: "application"
    case .window: "frame"
    case .dialog: "dialog"
    case .group: "panel"
    case .landmark: "landmark"
    case .list: "list"
    case .table: "table"
    case .cell: "table row"
    case .scrollArea: "scroll pane"
    case .button, .keyboardKey: "push button"
    case .toggleButton: "toggle button"
    case .link: "link"
    case .heading: "heading"
    case .staticText: "label"
    case .image: "image"
    case .textField, .searchField: "entry"
    case .textArea: "text"
    case .secureTextField: "password text"
    case .slider: "slider"
    case .spinButton: "spin button"
    case .progressIndicator: "progress bar"
    case .busyIndicator: "animation"
    case .tabBar: "page tab list"
    case .tab: "page tab"
    case .element: "unknown"
    }
  }

  /// AT-SPI state numbers.
  enum State: UInt32 {
    case active = 1
    case busy = 3
    case checked = 4
    case editable = 7
    case enabled = 8
    case focusable = 11
    case focused = 12
    case modal = 16
    case multiLine = 17
    case selectable = 22
    case selected = 23
    case sensitive = 24
    case showing = 25
    case singleLine = 26
    case visible = 30
    case checkable = 41
    case readOnly = 43

    /// The name `StateChanged` events carry.
    var eventName: String {
      switch self {
      case .active: "active"
      case .busy: "busy"
      case .checked: "checked"
      case .editable: "editable"
      case .enabled: "enabled"
      case .focusable: "focusable"
      case .focused: "focused"
      case .modal: "modal"
      case .multiLine: "multi-line"
      case .selectable: "selectable"
      case .selected: "selected"
      case .sensitive: "sensitive"
      case .showing: "showing"
      case .singleLine: "single-line"
      case .visible: "visible"
      case .checkable: "checkable"
      case .readOnly: "read-only"
      }
    }
  }

  /// The AT-SPI states of a node's states (and role: toggles are checkable, fields single-line).
  static func states(_ states: AccessibilityStates, role: AccessibilityRole) -> [State] {
    var result: [State] = []
    if states.contains(.enabled) { result += [.enabled, .sensitive] }
    if states.contains(.showing) { result += [.showing, .visible] }
    if states.contains(.selected) { result.append(.selected) }
    if states.contains(.selectable) { result.append(.selectable) }
    if states.contains(.checked) { result.append(.checked) }
    if states.contains(.focused) { result.append(.focused) }
    if states.contains(.focusable) { result.append(.focusable) }
    if states.contains(.editable) { result.append(.editable) }
    if states.contains(.modal) { result.append(.modal) }
    if states.contains(.busy) { result.append(.busy) }
    if states.contains(.active) { result.append(.active) }
    if role == .toggleButton { result.append(.checkable) }
    if [.textField, .searchField, .secureTextField].contains(role) {
      result.append(.singleLine)
      if !states.contains(.editable) { result.append(.readOnly) }
    }
    if role == .textArea {
      result.append(.multiLine)
      if !states.contains(.editable) { result.append(.readOnly) }
    }
    return result
  }

  /// The two 32-bit words of an AT-SPI state set.
  static func stateWords(_ states: [State]) -> (UInt32, UInt32) {
    var low: UInt32 = 0
    var high: UInt32 = 0
    for state in states {
      if state.rawValue < 32 {
        low |= 1 << state.rawValue
      } else {
        high |= 1 << (state.rawValue - 32)
      }
    }
    return (low, high)
  }
}
