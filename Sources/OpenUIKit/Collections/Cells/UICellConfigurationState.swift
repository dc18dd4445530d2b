import Foundation

/// A key for an app's own state in a configuration state, as UIKit's
/// `UIConfigurationStateCustomKey`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// Creates a key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a key.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state a view's configurations are updated for, as UIKit's `UIConfigurationState`.
public protocol UIConfigurationState {
  /// The traits.
  var traitCollection: UITraitCollection { get set }
  /// An app's own state.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A cell's state, as UIKit's `UICellConfigurationState`: what `updateConfiguration(using:)` and
/// `configurationUpdateHandler` receive.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// The cell's traits.
  public var traitCollection: UITraitCollection
  /// Whether the cell is disabled (its item cannot be selected or highlighted).
  public var isDisabled = false
  /// Whether the cell is pressed.
  public var isHighlighted = false
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell has keyboard focus.
  public var isFocused = false
  /// Whether the collection view is editing.
  public var isEditing = false
  /// Whether the cell's item is expanded (an outline).
  public var isExpanded = false
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// A state with `traitCollection` and nothing else set.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// An app's own state, by key.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }

  /// Equal when every state and trait is.
  public static func == (first: Self, second: Self) -> Bool {
    first.traitCollection == second.traitCollection && first.isDisabled == second.isDisabled
      && first.isHighlighted == second.isHighlighted && first.isSelected == second.isSelected
      && first.isFocused == second.isFocused && first.isEditing == second.isEditing
      && first.isExpanded == second.isExpanded && first.custom == second.custom
  }

  /// Hashes the flags and custom states.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(isDisabled)
    hasher.combine(isHighlighted)
    hasher.combine(isSelected)
    hasher.combine(isFocused)
    hasher.combine(isEditing)
    hasher.combine(isExpanded)
    hasher.combine(custom)
  }
}
