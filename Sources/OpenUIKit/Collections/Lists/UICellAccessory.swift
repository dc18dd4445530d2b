import Foundation

/// A view at a list cell's edge, as UIKit's `UICellAccessory`: a disclosure chevron, a
/// checkmark, a label, an outline's expand-and-collapse chevron, or a view of the app's.
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

  /// How an outline disclosure acts and where it goes.
  public enum OutlineDisclosureStyle: Int, Sendable {
    /// `.header` for a top-level row of a sidebar, `.cell` otherwise.
    case automatic
    /// At the trailing edge; a click anywhere on the row expands or collapses it.
    case header
    /// At the leading edge; a click on the chevron expands or collapses the row, elsewhere
    /// selects it.
    case cell
  }

  /// An outline disclosure's options.
  public struct OutlineDisclosureOptions {
    /// How it acts and where it goes; default `.automatic`.
    public var style: OutlineDisclosureStyle
    /// Whether it is hidden (its space kept); default `false`.
    public var isHidden: Bool
    /// Its color, or `nil` for the tertiary label color (a header's: the tint color).
    public var tintColor: UIColor?
    /// Creates options.
    public init(
      style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil
    ) {
      self.style = style
      self.isHidden = isHidden ?? false
      self.tintColor = tintColor
    }
  }

  /// A delete control's options.
  public struct DeleteOptions {
    /// Whether it is hidden (its space kept); default `false`.
    public var isHidden: Bool
    /// The minus sign's color, or `nil` for white.
    public var tintColor: UIColor?
    /// The circle's color, or `nil` for the system red.
    public var backgroundColor: UIColor?
    /// Creates options.
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
      self.isHidden = isHidden ?? false
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// An insert control's options.
  public struct InsertOptions {
    /// Whether it is hidden (its space kept); default `false`.
    public var isHidden: Bool
    /// The plus sign's color, or `nil` for white.
    public var tintColor: UIColor?
    /// The circle's color, or `nil` for the system green.
    public var backgroundColor: UIColor?
    /// Creates options.
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
      self.isHidden = isHidden ?? false
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// A multiple-selection control's options.
  public struct MultiselectOptions {
    /// Whether it is hidden (its space kept); default `false`.
    public var isHidden: Bool
    /// The selected circle's color, or `nil` for the cell's tint color.
    public var tintColor: UIColor?
    /// The circle's fill while not selected, or `nil` for none.
    public var backgroundColor: UIColor?
    /// Creates options.
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
      self.isHidden = isHidden ?? false
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// A reorder control's options.
  public struct ReorderOptions {
    /// Whether it is hidden (its space kept); default `false`.
    public var isHidden: Bool
    /// The grip's color, or `nil` for the tertiary label color.
    public var tintColor: UIColor?
    /// Whether a thin line separates the grip from the content; default `true`.
    public var showsVerticalSeparator: Bool
    /// Creates options.
    public init(
      isHidden: Bool? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true
    ) {
      self.isHidden = isHidden ?? false
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator
    }
  }

  /// What a click on an accessory does instead of its default.
  public typealias ActionHandler = () -> Void

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
    case outlineDisclosure(OutlineDisclosureOptions, ActionHandler?)
    case delete(DeleteOptions, ActionHandler?)
    case insert(InsertOptions, ActionHandler?)
    case multiselect(MultiselectOptions)
    case reorder(ReorderOptions)
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

  /// A chevron that expands and collapses the row's children in a section snapshot (it points
  /// down while expanded); `actionHandler`, when given, runs instead.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .outlineDisclosure(options, actionHandler), displayed: displayed)
  }

  /// A red minus circle at the leading edge while editing: a click runs `actionHandler`, or, without
  /// one, reveals the row's trailing swipe actions.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .delete(options, actionHandler), displayed: displayed)
  }

  /// A green plus circle at the leading edge while editing: a click runs `actionHandler`.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .insert(options, actionHandler), displayed: displayed)
  }

  /// A circle at the leading edge while editing, checked while the row is selected (with
  /// `allowsMultipleSelectionDuringEditing`, as in Mail's edit mode).
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(kind: .multiselect(options), displayed: displayed)
  }

  /// A grip at the trailing edge while editing: dragging it moves the row (the collection view's
  /// interactive movement, answered by the data source or a diffable data source's
  /// `reorderingHandlers`).
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()
  )
    -> UICellAccessory
  {
    UICellAccessory(kind: .reorder(options), displayed: displayed)
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

  /// The outline disclosure's options and handler, when it is one.
  var outlineDisclosure: (options: OutlineDisclosureOptions, handler: ActionHandler?)? {
    if case .outlineDisclosure(let options, let handler) = kind { return (options, handler) }
    return nil
  }
}
