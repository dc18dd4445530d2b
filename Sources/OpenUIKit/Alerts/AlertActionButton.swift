import Foundation

/// A button of an alert: its action's title, bold when it is the preferred action (or, with none,
/// the cancel action), red when destructive, grey when disabled; a grey wash while pressed.
@MainActor
final class AlertActionButton: UIControl {
  let action: UIAlertAction
  private unowned let alert: UIAlertController
  let titleLabel = UILabel()

  override var defaultAccessibilityLabel: String? { action.title }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    controlStateTraits.union(.button)
  }

  init(action: UIAlertAction, alert: UIAlertController) {
    self.action = action
    self.alert = alert
    super.init(frame: .zero)
    titleLabel.text = action.title
    titleLabel.textAlignment = .center
    titleLabel.adjustsFontSizeToFitWidth = true
    titleLabel.minimumScaleFactor = 0.7
    addSubview(titleLabel)
    isEnabled = action.isEnabled
    refreshLook()
    addAction(UIAction { [weak self] _ in self?.chosen() }, for: .primaryActionTriggered)
  }

  required init?(coder: NSCoder) { nil }

  private func chosen() {
    alert.choose(action)
  }

  /// Whether the title is bold: the preferred action, or the cancel action when none is.
  var isBold: Bool {
    if let preferred = alert.storedPreferredAction { return preferred === action }
    return action.style == .cancel
  }

  /// Sets the font and colour from the action's state.
  func refreshLook() {
    titleLabel.font = .systemFont(ofSize: 17, weight: isBold ? .semibold : .regular)
    titleLabel.textColor =
      !isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : tintColor
    backgroundColor = isHighlighted ? .tertiarySystemFill : .clear
  }

  override var isHighlighted: Bool {
    didSet { if isHighlighted != oldValue { refreshLook() } }
  }

  override var isEnabled: Bool {
    didSet { if isEnabled != oldValue { refreshLook() } }
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    refreshLook()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
  }
}
