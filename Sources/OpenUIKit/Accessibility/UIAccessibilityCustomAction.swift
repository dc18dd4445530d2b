import Foundation

/// An action an assistive technology offers on an element besides activating it ("Delete",
/// "Reply"), as UIKit's `UIAccessibilityCustomAction`.
///
/// Exposed on AT-SPI as one more action of the element's `Action` interface, named by `name`.
/// Ported target-action takes the unbound method instead of a `Selector`:
/// `selector: #selector(Cell.delete(_:))` becomes `selector: Cell.delete`.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
  /// The action's localized name, spoken and shown.
  open var name: String
  /// The name with attributes (a language, a pitch); its string is `name`.
  open var attributedName: NSAttributedString {
    get { storedAttributedName ?? NSAttributedString(string: name) }
    set {
      storedAttributedName = newValue
      name = newValue.string
    }
  }
  /// An image for the action, where an assistive technology shows one.
  open var image: UIImage?
  /// Runs the action; returns whether it succeeded.
  open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

  private var storedAttributedName: NSAttributedString?
  private var targetAction: ((UIAccessibilityCustomAction) -> Bool)?

  /// An action that runs `actionHandler`.
  public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
    self.name = name
    self.actionHandler = actionHandler
  }

  /// An action with an image that runs `actionHandler`.
  public convenience init(
    name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
  ) {
    self.init(name: name, actionHandler: actionHandler)
    self.image = image
  }

  /// An action with an attributed name that runs `actionHandler`.
  public convenience init(
    attributedName: NSAttributedString, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
  ) {
    self.init(name: attributedName.string, actionHandler: actionHandler)
    storedAttributedName = attributedName
  }

  /// An action that calls `selector` on `target` (held weakly, as UIKit's target).
  public convenience init<Target: AnyObject>(
    name: String, target: Target?,
    selector: @escaping (Target) -> @MainActor (UIAccessibilityCustomAction) -> Bool
  ) {
    self.init(name: name, actionHandler: nil)
    targetAction = { [weak target] action in
      guard let target else { return false }
      return selector(target)(action)
    }
  }

  /// Runs the handler, else the target-action; `false` when there is neither.
  func perform() -> Bool {
    if let actionHandler { return actionHandler(self) }
    return targetAction?(self) ?? false
  }
}
