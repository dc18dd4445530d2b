import Foundation

/// A button in a navigation bar or toolbar, as UIKit's `UIBarButtonItem`.
///
/// Shows its `customView`, else its `image`, else its `title` (a system item has its own title or
/// glyph), tinted by `tintColor` (the bar's when `nil`). Pressing it runs `primaryAction`, else the
/// target-action given at creation. Ported target-action takes the unbound method instead of a
/// `Selector`: `action: #selector(MyController.save)` becomes `action: MyController.save`.
@preconcurrency @MainActor
open class UIBarButtonItem {
  /// How a text item is drawn.
  public enum Style: Int, Sendable {
    /// Regular weight.
    case plain = 0
    /// Semibold, for the item that completes a task.
    case done = 2
  }

  /// The text, for items without an image or custom view.
  open var title: String? { didSet { itemDidChange() } }

  /// What assistive technologies call the item; its title (or what its glyph means) when `nil`.
  open var accessibilityLabel: String? { didSet { itemDidChange() } }
  /// What pressing the item does, read after a pause.
  open var accessibilityHint: String? { didSet { itemDidChange() } }
  /// An identifier for automation, never spoken.
  open var accessibilityIdentifier: String? { didSet { itemDidChange() } }

  /// The image; a template image (a system image, say) is drawn in the item's tint.
  open var image: UIImage? { didSet { itemDidChange() } }

  /// The text style; default `.plain`.
  open var style: Style = .plain { didSet { itemDidChange() } }

  /// Whether the item can be pressed.
  ///
  /// A disabled item is drawn dimmed. Default `true`.
  open var isEnabled = true { didSet { itemDidChange() } }

  /// The item's color; `nil` takes the bar's tint.
  open var tintColor: UIColor? { didSet { itemDidChange() } }

  /// A view shown instead of the title or image (it handles its own events).
  open var customView: UIView? { didSet { itemDidChange() } }

  /// The action a press runs, before any target-action.
  open var primaryAction: UIAction? { didSet { itemDidChange() } }

  /// The width of a fixed space, or of a text or image item when positive (0: its own width).
  ///
  /// A flexible space ignores it, as UIKit's.
  open var width: CGFloat = 0 { didSet { itemDidChange() } }

  /// The item's menu (iOS 14): a press shows it when the item has no action; otherwise a right
  /// click or the Menu key does (a long press on iOS).
  open var menu: UIMenu? { didSet { itemDidChange() } }

  /// The system item this was made as, if any.
  let systemItem: SystemItem?
  /// The target-action given at creation.
  private var targetAction: ((UIBarButtonItem) -> Void)?
  /// The bar showing the item, told when the item changes.
  weak var bar: (any BarButtonItemHost)?

  /// Creates an empty plain item.
  public init() {
    systemItem = nil
  }

  /// Creates a text item that calls `action` on `target`.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target?,
    action: @escaping (Target) -> @MainActor () -> Void
  ) {
    self.init()
    self.title = title
    self.style = style
    setTarget(target) { target, _ in action(target)() }
  }

  /// Creates a text item that calls `action` on `target` with the item.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target?,
    action: @escaping (Target) -> @MainActor (UIBarButtonItem) -> Void
  ) {
    self.init()
    self.title = title
    self.style = style
    setTarget(target) { target, item in action(target)(item) }
  }

  /// Creates an image item that calls `action` on `target`.
  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Target?,
    action: @escaping (Target) -> @MainActor () -> Void
  ) {
    self.init()
    self.image = image
    self.style = style
    setTarget(target) { target, _ in action(target)() }
  }

  /// Creates a system item that calls `action` on `target`.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target?,
    action: @escaping (Target) -> @MainActor () -> Void
  ) {
    self.init(systemItem: systemItem, primaryAction: nil)
    setTarget(target) { target, _ in action(target)() }
  }

  /// Creates a system item that calls `action` on `target` with the item.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target?,
    action: @escaping (Target) -> @MainActor (UIBarButtonItem) -> Void
  ) {
    self.init(systemItem: systemItem, primaryAction: nil)
    setTarget(target) { target, item in action(target)(item) }
  }

  /// Creates a system item without an action, as iOS code spells a space or an item whose action
  /// comes later: `UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)`
  /// (the action takes only `nil`: there are no selectors on Linux).
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?
  ) {
    self.init(systemItem: systemItem, primaryAction: nil)
  }

  /// Creates a text item without an action (`target: nil, action: nil`), as iOS code does for an
  /// item given a menu or an action later.
  public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
    self.init()
    self.title = title
    self.style = style
  }

  /// Creates an image item without an action (`target: nil, action: nil`).
  public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Never?) {
    self.init()
    self.image = image
    self.style = style
  }

  /// Creates a system item running `primaryAction` or showing `menu` (iOS 14).
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
    style = systemItem == .done || systemItem == .save ? .done : .plain
  }

  /// Creates a flexible space: toolbars share their spare width between these (iOS 14).
  public class func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// Creates a space of `width` points (iOS 14).
  public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// Creates an item with a title or image running `primaryAction` or showing `menu` (iOS 14).
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates an item showing `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Whether a press runs something: a primary action or a target-action.
  var hasAction: Bool { primaryAction != nil || targetAction != nil }

  /// Runs the item's action: `primaryAction`, then the target-action.
  func perform() {
    guard isEnabled else { return }
    primaryAction?.perform(sender: self)
    targetAction?(self)
  }

  private func setTarget<Target: AnyObject>(
    _ target: Target?, _ call: @escaping @MainActor (Target, UIBarButtonItem) -> Void
  ) {
    guard let target else { return }
    targetAction = { [weak target] item in
      if let target { call(target, item) }
    }
  }

  private func itemDidChange() {
    bar?.itemsDidChange()
  }
}

extension UIBarButtonItem: UIAccessibilityIdentification {}

/// A bar that shows bar button items and makes its views again when one changes.
@MainActor
protocol BarButtonItemHost: AnyObject {
  /// An item shown changed: views are made again at the next layout.
  func itemsDidChange()
}
