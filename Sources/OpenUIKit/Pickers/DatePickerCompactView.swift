import Foundation

/// A date picker's `.compact` look: a button per part (the date, the time) showing its value,
/// at the trailing edge; a click opens the part's editor in a popover from the button — a
/// calendar for the date, wheels for the time — whose choices the picker takes at once.
@MainActor
final class DatePickerCompactView: UIView, DatePickerContent {
  weak var datePicker: UIDatePicker?
  let buttons: [CompactDateButton]
  static let gap: CGFloat = 6

  /// A button for each of `parts` (by default, those of the picker's mode).
  init(datePicker: UIDatePicker, parts: [UIDatePicker.Mode]? = nil) {
    self.datePicker = datePicker
    let parts: [UIDatePicker.Mode] =
      parts
      ?? {
        switch datePicker.datePickerMode {
        case .date: [.date]
        case .time: [.time]
        default: [.date, .time]
        }
      }()
    buttons = parts.map(CompactDateButton.init(part:))
    super.init(frame: .zero)
    for button in buttons {
      button.addAction(
        UIAction { [weak self, weak button] _ in
          guard let self, let button else { return }
          self.openEditor(for: button)
        }, for: .primaryActionTriggered)
      addSubview(button)
    }
  }

  required init?(coder: NSCoder) { nil }

  var naturalSize: CGSize {
    let widths = buttons.map { $0.sizeThatFits(.zero).width }
    return CGSize(
      width: widths.reduce(0, +) + Self.gap * CGFloat(max(0, widths.count - 1)),
      height: CompactDateButton.height)
  }

  /// The buttons at the trailing edge, centred vertically.
  override func layoutSubviews() {
    super.layoutSubviews()
    var x = bounds.width - naturalSize.width
    for button in buttons {
      let width = button.sizeThatFits(.zero).width
      button.frame = CGRect(
        x: x, y: ((bounds.height - CompactDateButton.height) / 2).rounded(), width: width,
        height: CompactDateButton.height)
      x += width + Self.gap
    }
    mirrorForRightToLeft(buttons, in: bounds)
  }

  func showValue(animated: Bool) {
    guard let datePicker else { return }
    let formatter = datePicker.effectiveCalendar.dateFormatter()
    for button in buttons {
      formatter.dateStyle = button.part == .date ? .medium : .none
      formatter.timeStyle = button.part == .time ? .short : .none
      button.text = formatter.string(from: datePicker.storedDate)
    }
    superview?.invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// Presents the part's editor as a popover from the button, over the topmost controller.
  func openEditor(for button: CompactDateButton) {
    guard let datePicker, datePicker.isEnabled else { return }
    let editor = DatePickerPartEditor(owner: datePicker, part: button.part)
    editor.onClose = { [weak button] in button?.isShowingEditor = false }
    button.isShowingEditor = button.presentPopover(editor, directions: [.up, .down])
  }
}

/// A compact part's editor: a picker of the part's mode (`.inline` for the date, `.wheels` for
/// the time) with the owner's range, calendar and interval; each choice goes to the owner.
@MainActor
final class DatePickerPartEditor: UIViewController {
  weak var owner: UIDatePicker?
  let editor = UIDatePicker()
  var onClose: (() -> Void)?

  init(owner: UIDatePicker, part: UIDatePicker.Mode) {
    self.owner = owner
    super.init(nibName: nil, bundle: nil)
    editor.datePickerMode = part
    editor.preferredDatePickerStyle = part == .date ? .inline : .wheels
    editor.locale = owner.locale
    editor.storedCalendar = owner.storedCalendar
    editor.timeZone = owner.timeZone
    editor.minuteInterval = owner.minuteInterval
    editor.minimumDate = owner.minimumDate
    editor.maximumDate = owner.maximumDate
    editor.storedDate = owner.storedDate
    editor.addAction(
      UIAction { [weak self] _ in
        guard let self, let owner = self.owner else { return }
        owner.userChose(self.editor.date)
        owner.content?.showValue(animated: false)
      }, for: .valueChanged)
    preferredContentSize = editor.intrinsicContentSize
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    let view = UIView()
    view.backgroundColor = .systemBackground
    view.addSubview(editor)
    self.view = view
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    editor.frame = view.bounds.inset(by: view.safeAreaInsets)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    onClose?()
  }
}

/// A compact part's button: its value in a rounded grey box, tinted while its editor is open.
@MainActor
final class CompactDateButton: UIControl {
  static let height: CGFloat = 34
  override var defaultIsAccessibilityElement: Bool { true }
  override var defaultAccessibilityLabel: String? { part == .date ? "Date" : "Time" }
  override var defaultAccessibilityValue: String? { text }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    controlStateTraits.union(.button)
  }

  let part: UIDatePicker.Mode
  private let label = UILabel()
  var text = "" {
    didSet {
      label.text = text
      setNeedsLayout()
    }
  }
  var isShowingEditor = false { didSet { applyLook() } }

  init(part: UIDatePicker.Mode) {
    self.part = part
    super.init(frame: .zero)
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = 6
    label.font = .systemFont(ofSize: 17)
    label.textAlignment = .center
    addSubview(label)
    applyLook()
  }

  required init?(coder: NSCoder) { nil }

  override var focusRingCornerRadius: CGFloat { 6 }

  override var isHighlighted: Bool { didSet { applyLook() } }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    applyLook()
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = label.sizeThatFits(CGSize(width: 1_000, height: Self.height))
    return CGSize(width: ceil(text.width) + 22, height: Self.height)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds
  }

  private func applyLook() {
    label.textColor = isShowingEditor ? tintColor : .label
    alpha = isHighlighted ? 0.6 : 1
  }
}
