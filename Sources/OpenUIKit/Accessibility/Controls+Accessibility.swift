import Foundation

// What UIKit's controls answer to assistive technologies (their class bodies override the
// `default…` members with these). Documented in `Docs/Accessibility.md`.

extension UIControl {
  /// A control's state as traits: `.notEnabled`, `.selected`.
  final var controlStateTraits: UIAccessibilityTraits {
    var traits: UIAccessibilityTraits = []
    if !isEnabled { traits.insert(.notEnabled) }
    if isSelected { traits.insert(.selected) }
    return traits
  }
}

extension UIButton {
  /// The title shown, else what a system button's glyph means ("Close", "Add"): what a button
  /// is called.
  final var buttonAccessibilityLabel: String? {
    if let title = currentTitle, !title.isEmpty { return title }
    if let title = titleLabel?.text, !title.isEmpty { return title }
    switch buttonType {
    case .close: return "Close"
    case .contactAdd: return "Add"
    case .custom, .system: return nil
    }
  }
}

extension UISwitch {
  /// "1" when on, "0" when off, as UIKit's switch says it.
  final var switchAccessibilityValue: String { isOn ? "1" : "0" }
}

extension UISlider {
  /// The value as a percentage of the range ("50%"), as UIKit's slider says it.
  final var sliderAccessibilityValue: String {
    let range = maximumValue - minimumValue
    let fraction = range > 0 ? (value - minimumValue) / range : 0
    guard fraction.isFinite else { return "0%" }
    return "\(Int((fraction * 100).rounded()))%"
  }

  /// Moves the value by a tenth of the range and reports it (`.valueChanged`).
  final func accessibilityAdjust(by direction: Float) {
    guard isEnabled else { return }
    let previous = value
    let range = maximumValue - minimumValue
    setValue(value + direction * range / 10, animated: false)
    if value != previous { sendActions(for: .valueChanged) }
  }
}

extension UIStepper {
  /// The value as a number, without a fraction when it has none ("3", "2.5").
  final var stepperAccessibilityValue: String {
    guard value.isFinite else { return "" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// Steps once and reports it (`.valueChanged`), as a click on one half does.
  final func accessibilityStep(_ direction: Int) {
    guard isEnabled, step(direction) else { return }
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }
}

extension UIProgressView {
  /// The progress as a percentage ("40%").
  final var progressAccessibilityValue: String {
    guard progress.isFinite else { return "0%" }
    return "\(Int((min(max(progress, 0), 1) * 100).rounded()))%"
  }
}

extension UIActivityIndicatorView {
  /// What VoiceOver says of a spinner: "In progress" while it spins, "Progress halted" after.
  final var activityAccessibilityLabel: String {
    isAnimating ? "In progress" : "Progress halted"
  }
}

extension UITextField {
  /// The text (bullets when secure), else the placeholder: what a field's value reads.
  final var textFieldAccessibilityValue: String? {
    let text = self.text ?? ""
    if text.isEmpty { return placeholder }
    if isSecureTextEntry { return String(repeating: "•", count: text.count) }
    return text
  }
}
