import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Adding actions and fields, and choosing an action.
extension UIAlertController {
  /// Adds `action`, refusing (with UIKit's message) one already added elsewhere or a second
  /// cancel action.
  func add(_ action: UIAlertAction) {
    if action.alert != nil {
      return Diagnostics.limited(
        "alert: action added twice",
        "UIAlertController: an action can be added to one alert controller, once",
        module: "OpenUIKit")
    }
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      return Diagnostics.limited(
        "alert: two cancel actions",
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel",
        module: "OpenUIKit")
    }
    action.alert = self
    actions.append(action)
    contentView.rebuild()
  }

  /// Adds a text field for an alert; an action sheet refuses it, with UIKit's message.
  func addField(_ configure: ((UITextField) -> Void)?) {
    guard preferredStyle == .alert else {
      return Diagnostics.limited(
        "alert: field on a sheet",
        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert",
        module: "OpenUIKit")
    }
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: 13)
    // Return in a field chooses the preferred action, as in UIKit's alerts (the field stays
    // first responder when the action is disabled).
    field.addAction(
      UIAction { [weak self] _ in self?.chooseReturnAction() }, for: .primaryActionTriggered)
    storedTextFields.append(field)
    // In the panel from the start, so that it has the panel's traits when it first draws.
    contentView.addSubview(field)
    configure?(field)
    contentView.rebuild()
  }

  /// Makes `action` the preferred one when it is one of the actions.
  func setPreferredAction(_ action: UIAlertAction?) {
    if let action, !actions.contains(where: { $0 === action }) {
      return Diagnostics.limited(
        "alert: foreign preferred action",
        "UIAlertController: the preferred action must be one of the controller's actions",
        module: "OpenUIKit")
    }
    storedPreferredAction = action
    for button in contentView.buttons { button.refreshLook() }
  }

  /// An action's `isEnabled` changed: its button follows.
  func actionEnabledDidChange(_ action: UIAlertAction) {
    contentView.button(for: action)?.isEnabled = action.isEnabled
  }

  /// The action Return chooses: the preferred action, else the only default-style action.
  var returnAction: UIAlertAction? {
    if let preferred = storedPreferredAction { return preferred }
    let defaults = actions.filter { $0.style == .default }
    return defaults.count == 1 ? defaults[0] : nil
  }

  /// Chooses the Return action when it is enabled.
  func chooseReturnAction() {
    if let action = returnAction, action.isEnabled { choose(action) }
  }

  /// Dismisses the alert and then runs `action`'s handler (once, however often it is chosen
  /// while the alert leaves).
  func choose(_ action: UIAlertAction) {
    guard action.isEnabled, chosenAction == nil, presentingViewController != nil else { return }
    chosenAction = action
    dismiss(animated: true) { [self] in
      chosenAction = nil
      action.handler?(action)
    }
  }
}
