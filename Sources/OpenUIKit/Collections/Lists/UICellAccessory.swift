import Foundation

/// A view at a list cell's trailing edge, as UIKit's `UICellAccessory`: a disclosure chevron, a
/// checkmark, a label, or a view of the app's.
public struct UICellAccessory {
  /// When the accessory shows.
  public enum DisplayedState: Int, Sendable {
    /// Always.
    case always
    /// While the collection view is editing.
    case whenEditing
    /// While it is not.
    case whenNotEditing
  }

  /// A chevron's options.
  public struct DisclosureIndicatorOptions {
    /// Whether it is hidden (its space kept); default `false`.
    public var isHidden: Bool
    /// Its color, or `nil` for the tertiary label color.
    public var tintColor: UIColor?
    /// Creates options.
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden ?? false
      self.tintColor = tintColor
    }
  }

  /// A checkmark's options.
  public struct CheckmarkOptions {
    /// Whether it is hidden (its space kept); default `false`.
    public var isHidden: Bool
    /// Its color, or `nil` for the cell's tint color.
    public var tintColor: UIColor?
    /// Creates options.
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden ?? false
      self.tintColor = tintColor
    }
  }

  /// A label's options.
  public struct LabelOptions {
    /// Whether it is hidden (its space kept); default `false`.
    public var isHidden: Bool
    /// Its text color, or `nil` for the secondary label color.
    public var tintColor: UIColor?
    /// Its font, or `nil` for the body font.
    public var font: UIFont?
    /// Creates options.
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, font: UIFont? = nil) {
      self.isHidden = isHidden ?? false
      self.tintColor = tintColor
      self.font = font
    }
  }

  /// How a custom view is placed.
  public enum Placement {
    /// Before the content.
    case leading
    /// After the content.
    case trailing
  }

  /// A custom view accessory's configuration.
  public struct CustomViewConfiguration {
    /// The view.
    public var customView: UIView
    /// Where it goes.
    public var placement: Placement
    /// When it shows.
    public var displayed: DisplayedState
    /// Creates a configuration.
    public init(customView: UIView, placement: Placement, displayed: DisplayedState = .always) {
      self.customView = customView
      self.placement = placement
      self.displayed = displayed
    }
  }

  enum Kind {
    case disclosureIndicator(DisclosureIndicatorOptions)
    case checkmark(CheckmarkOptions)
    case label(String, LabelOptions)
    case customView(CustomViewConfiguration)
  }

  let kind: Kind
  let displayed: DisplayedState

  /// A chevron: the row leads somewhere.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(kind: .disclosureIndicator(options), displayed: displayed)
  }

  /// A checkmark: the row is chosen.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(kind: .checkmark(options), displayed: displayed)
  }

  /// A text, such as a count or a value.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(kind: .label(text, options), displayed: displayed)
  }

  /// A view of the app's.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    UICellAccessory(kind: .customView(configuration), displayed: configuration.displayed)
  }

  /// Whether it shows while the collection view is or is not editing.
  func shows(editing: Bool) -> Bool {
    switch displayed {
    case .always: true
    case .whenEditing: editing
    case .whenNotEditing: !editing
    }
  }

  /// Whether it goes before the content.
  var isLeading: Bool {
    if case .customView(let configuration) = kind { return configuration.placement == .leading }
    return false
  }
}
