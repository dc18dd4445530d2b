import Foundation

/// One node of the accessibility tree a window exposes: what an assistive technology reads of an
/// element or a container, as plain values (no UIKit in it).
///
/// OpenUIKit's semantics phase makes nodes from views and `UIAccessibilityElement`s; a host bridge
/// (AT-SPI over D-Bus) or a test reads them. Two nodes are equal when an assistive technology
/// could tell no difference: the phase pushes only nodes that differ from what it pushed before.
public struct AccessibilityNode: Equatable, Sendable {
  /// Stable for the life of the object the node stands for.
  public var id: AccessibilityNodeID
  /// What kind of thing it is.
  public var role: AccessibilityRole
  /// What the element is called (`accessibilityLabel`).
  public var name: String
  /// What activating it does (`accessibilityHint`).
  public var hint: String
  /// Its current value as text (`accessibilityValue`).
  public var value: String
  /// A number with a range, for adjustable elements with one (sliders, steppers, progress).
  public var numericValue: NumericValue?
  /// Its states.
  public var states: AccessibilityStates
  /// In screen coordinates (points), as `accessibilityFrame`.
  public var frame: CGRect
  /// The actions an assistive technology may perform, in order.
  public var actions: [AccessibilityAction]
  /// Child nodes in reading order.
  public var children: [AccessibilityNodeID]
  /// `accessibilityIdentifier`, for automation; empty when unset.
  public var identifier: String
  /// `accessibilityLanguage` (a BCP 47 tag); empty when unset (the app's language).
  public var language: String
  /// The text it shows or edits, for labels and text inputs (AT-SPI's `Text`).
  public var text: TextContent?
  /// For a table: its rows, shown or not (AT-SPI's `Table` and `Selection`).
  public var table: TableContent?
  /// For a table's row: its index among all the table's rows, across sections.
  public var rowIndex: Int?

  /// A value with its range, as AT-SPI's `Value` interface carries it.
  public struct NumericValue: Equatable, Sendable {
    /// The value now.
    public var current: Double
    /// The lowest value.
    public var minimum: Double
    /// The highest value.
    public var maximum: Double
    /// The smallest change an increment makes; 0 when continuous.
    public var step: Double

    /// Creates a value.
    public init(current: Double, minimum: Double, maximum: Double, step: Double) {
      self.current = current
      self.minimum = minimum
      self.maximum = maximum
      self.step = step
    }
  }

  /// Creates a value.
  public init(
    id: AccessibilityNodeID, role: AccessibilityRole, name: String = "", hint: String = "",
    value: String = "", numericValue: NumericValue? = nil, states: AccessibilityStates = [],
    frame: CGRect = .zero, actions: [AccessibilityAction] = [],
    children: [AccessibilityNodeID] = [], identifier: String = "", language: String = "",
    text: TextContent? = nil, table: TableContent? = nil, rowIndex: Int? = nil
  ) {
    self.id = id
    self.role = role
    self.name = name
    self.hint = hint
    self.value = value
    self.numericValue = numericValue
    self.states = states
    self.frame = frame
    self.actions = actions
    self.children = children
    self.identifier = identifier
    self.language = language
    self.text = text
    self.table = table
    self.rowIndex = rowIndex
  }
}

/// A node's identity: the application's root is 0, every other node a number never reused while
/// the process runs.
public struct AccessibilityNodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The bits.
  public var rawValue: UInt64
  /// Creates a value.
  public init(_ rawValue: UInt64) { self.rawValue = rawValue }
  /// The application: the root every window hangs from.
  public static let application = AccessibilityNodeID(0)
  /// Orders ids by when they were made.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `#` and the number, as the dump shows it.
  public var description: String { "#\(rawValue)" }
}
