import Foundation

/// An alert or an action sheet, as UIKit's `UIAlertController`.
///
/// Presented with `present(_:animated:completion:)`. An alert is a 270-point panel centred over
/// a light dimming; an action sheet is shown as a popover anchored to its
/// ``popoverPresentationController``'s source, as on iPad and the Mac (without a source it is
/// centred as an alert is, with its cancel button). Choosing an action dismisses the controller
/// and then runs the action's handler. Return chooses the ``preferredAction`` (or the only
/// default action), Escape the cancel action, Tab moves between the fields and the buttons
/// (Alerts/UIAlertController+Keys.swift, Docs/Porting.md).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// The kind of alert.
  public enum Style: Int, Sendable {
    /// A list of choices anchored to what opened it.
    case actionSheet = 0
    /// A centred message with buttons.
    case alert = 1
  }

  /// The message under the title.
  open var message: String? {
    didSet { contentView.rebuild() }
  }

  /// The kind of alert given at creation.
  public let preferredStyle: Style

  /// The actions, in the order added.
  open internal(set) var actions: [UIAlertAction] = []

  /// The action Return chooses, shown in bold; it must be one of ``actions`` (others are refused
  /// with a diagnostic).
  open var preferredAction: UIAlertAction? {
    get { storedPreferredAction }
    set { setPreferredAction(newValue) }
  }

  /// The text fields, in the order added (alerts only); `nil` when there are none.
  open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }

  var storedPreferredAction: UIAlertAction?
  var storedTextFields: [UITextField] = []
  /// The panel's content: labels, fields, buttons (AlertContentView.swift).
  lazy var contentView = AlertContentView(alert: self)
  /// The action chosen, whose handler runs once the alert is dismissed.
  var chosenAction: UIAlertAction?

  /// Creates an alert or action sheet.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
    modalTransitionStyle = .crossDissolve
    modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .custom
  }

  /// Not available: there are no nibs.
  public required init?(coder: NSCoder) { nil }

  /// The title, over the message.
  open override var title: String? {
    didSet { if isViewLoaded { contentView.rebuild() } }
  }

  /// Adds a button for `action` (a second cancel action is refused, as UIKit refuses it).
  open func addAction(_ action: UIAlertAction) { add(action) }

  /// Adds a text field, configured by `configurationHandler` (alerts only).
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    addField(configurationHandler)
  }

  /// The panel's content: title, message, fields and buttons.
  open override func loadView() { view = contentView }

  /// Escape, ahead of a text field's own Escape: the cancel action.
  open override var keyCommands: [UIKeyCommand]? { [escapeCommand] }

  /// Return chooses the preferred action; other keys go on up.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let unhandled = handleAlertKeys(presses)
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  override func makePresentationContainer(frame: CGRect) -> PresentationContainerView {
    AlertContainerView(frame: frame, presenting: self)
  }
}
