import Foundation
import OpenUIKit

/// The controls catalogue: every standard control in its states, enabled and disabled, wired to
/// each other (the slider drives the progress bar, the stepper its label, the switch the
/// spinners, the segmented control the text fields' border), laid out in rows of stack views:
/// two columns side by side in a scroll view (one above the other in a view narrower than
/// ``twoColumnWidth``) and a status line at the bottom, placed by constraints.
final class ControlsScreen: UIViewController {
  let slider = UISlider()
  let progress = UIProgressView(progressViewStyle: .default)
  let barProgress = UIProgressView(progressViewStyle: .bar)
  let stepper = UIStepper()
  let stepperValue = UILabel()
  let spinnerSwitch = UISwitch()
  let spinners = [UIActivityIndicatorView(style: .medium), UIActivityIndicatorView(style: .large)]
  let borderPicker = UISegmentedControl(items: ["Rounded", "Line", "Bezel", "None"])
  let fields = [UITextField(), UITextField(), UITextField()]
  let status = UILabel()
  let columns = [UIStackView(), UIStackView()]
  let scrollView = UIScrollView()
  /// The constraints of the side-by-side layout and of the stacked one; one set is active.
  private var sideBySide: [NSLayoutConstraint] = []
  private var stacked: [NSLayoutConstraint] = []
  /// The narrowest view that fits both columns side by side (each row is about 440 points).
  static let twoColumnWidth: CGFloat = 960

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Controls"
    view.backgroundColor = .systemBackground
    view.addSubview(scrollView)
    for column in columns {
      column.axis = .vertical
      column.spacing = 14
      column.alignment = .leading
      scrollView.addSubview(column)
    }
    addButtons()
    addValueControls()
    addTextFields()
    status.font = .systemFont(ofSize: 13)
    status.textColor = .secondaryLabel
    status.text = "Tab moves focus, Space or Return presses, arrows change values."
    view.addSubview(status)
    layOut()
  }

  /// The scroll view fills the safe area above the status line (14 points above the bottom).
  ///
  /// It scrolls vertically only. Side by side: two equal columns 30 points apart and from the
  /// edges; stacked: the second column 24 points below the first, both as wide as the view. The
  /// content is as tall as its columns (their intrinsic heights) and 24 points more.
  private func layOut() {
    let area = view.safeAreaLayoutGuide
    let content = scrollView.contentLayoutGuide
    for view in columns + [status, scrollView] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    let shortest = content.heightAnchor.constraint(equalToConstant: 0)
    shortest.priority = .defaultLow
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: area.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: area.trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: area.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: status.topAnchor, constant: -8),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      columns[0].leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 30),
      columns[0].topAnchor.constraint(equalTo: content.topAnchor, constant: 24),
      columns[1].trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -30),
      content.bottomAnchor.constraint(greaterThanOrEqualTo: columns[0].bottomAnchor, constant: 24),
      content.bottomAnchor.constraint(greaterThanOrEqualTo: columns[1].bottomAnchor, constant: 24),
      shortest,
      status.leadingAnchor.constraint(equalTo: area.leadingAnchor, constant: 30),
      status.trailingAnchor.constraint(equalTo: area.trailingAnchor, constant: -30),
      status.bottomAnchor.constraint(equalTo: area.bottomAnchor, constant: -14),
      status.heightAnchor.constraint(equalToConstant: 20),
    ])
    sideBySide = [
      columns[1].leadingAnchor.constraint(equalTo: columns[0].trailingAnchor, constant: 30),
      columns[1].widthAnchor.constraint(equalTo: columns[0].widthAnchor),
      columns[1].topAnchor.constraint(equalTo: columns[0].topAnchor),
    ]
    stacked = [
      columns[1].leadingAnchor.constraint(equalTo: columns[0].leadingAnchor),
      columns[0].trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -30),
      columns[1].topAnchor.constraint(equalTo: columns[0].bottomAnchor, constant: 24),
    ]
  }

  /// Picks the layout for the view's width before each layout pass.
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let wide = view.bounds.width >= Self.twoColumnWidth
    // Neither set is active before the first layout, which may already be narrow.
    guard (wide ? sideBySide : stacked).first?.isActive != true else { return }
    NSLayoutConstraint.deactivate(wide ? stacked : sideBySide)
    NSLayoutConstraint.activate(wide ? sideBySide : stacked)
  }

  /// A row: a caption, then the views left to right, centred across.
  private func row(_ caption: String, _ views: [UIView], in column: Int) {
    let label = UILabel()
    label.text = caption
    label.font = .systemFont(ofSize: 13, weight: .semibold)
    label.textColor = .secondaryLabel
    label.frame.size = CGSize(width: 96, height: 20)
    let row = UIStackView(arrangedSubviews: [FixedWidthView(label, width: 96)] + views)
    row.axis = .horizontal
    row.alignment = .center
    row.spacing = 12
    columns[column].addArrangedSubview(row)
  }

  private func addButtons() {
    func configured(_ configuration: UIButton.Configuration, _ title: String) -> UIButton {
      var configuration = configuration
      configuration.title = title
      return UIButton(configuration: configuration)
    }
    let styles = [
      configured(.filled(), "Filled"), configured(.tinted(), "Tinted"),
      configured(.gray(), "Gray"), configured(.plain(), "Plain"),
    ]
    row("Buttons", styles, in: 0)
    let system = UIButton(type: .system)
    system.setTitle("System", for: .normal)
    let selected = UIButton(type: .system)
    selected.setTitle("Selected", for: .normal)
    selected.setTitle("Selected ✓", for: .selected)
    selected.isSelected = true
    selected.addAction(UIAction { _ in selected.isSelected.toggle() }, for: .primaryActionTriggered)
    row(
      "",
      [
        configured(.bordered(), "Bordered"), system, selected, UIButton(type: .close),
        UIButton(type: .contactAdd),
      ], in: 0)
    let disabled = [
      configured(.filled(), "Filled"), configured(.tinted(), "Tinted"),
      configured(.gray(), "Gray"), UIButton(type: .system),
    ]
    disabled[3].setTitle("System", for: .normal)
    for button in disabled { button.isEnabled = false }
    row("Disabled", disabled, in: 0)
    let counter = UILabel()
    counter.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
    counter.text = "Pressed 0 times"
    var presses = 0
    let press = configured(.filled(), "Press me")
    press.addAction(
      UIAction { _ in
        presses += 1
        counter.text = "Pressed \(presses) time\(presses == 1 ? "" : "s")"
        counter.sizeToFit()
      }, for: .primaryActionTriggered)
    counter.sizeToFit()
    row("Action", [press, FixedWidthView(counter, width: 150)], in: 0)
  }

  private func addValueControls() {
    let offSwitch = UISwitch()
    let disabledOn = UISwitch()
    disabledOn.isOn = true
    disabledOn.isEnabled = false
    let disabledOff = UISwitch()
    disabledOff.isEnabled = false
    spinnerSwitch.isOn = true
    spinnerSwitch.addAction(
      UIAction { [weak self] _ in self?.updateSpinners() }, for: .valueChanged)
    spinnerSwitch.accessibilityLabel = "Spin the activity indicators"
    offSwitch.accessibilityLabel = "Example switch"
    disabledOn.accessibilityLabel = "Disabled switch, on"
    disabledOff.accessibilityLabel = "Disabled switch, off"
    row("Switches", [spinnerSwitch, offSwitch, disabledOn, disabledOff], in: 0)

    slider.value = 0.35
    slider.addAction(UIAction { [weak self] _ in self?.updateProgress() }, for: .valueChanged)
    let disabledSlider = UISlider()
    disabledSlider.value = 0.7
    disabledSlider.isEnabled = false
    slider.accessibilityLabel = "Progress"
    disabledSlider.accessibilityLabel = "Disabled slider"
    row(
      "Sliders", [FixedWidthView(slider, width: 190), FixedWidthView(disabledSlider, width: 140)],
      in: 0)

    borderPicker.selectedSegmentIndex = 0
    borderPicker.accessibilityLabel = "Text field border"
    borderPicker.addAction(UIAction { [weak self] _ in self?.updateBorders() }, for: .valueChanged)
    let disabledPicker = UISegmentedControl(items: ["A", "B"])
    disabledPicker.selectedSegmentIndex = 1
    disabledPicker.isEnabled = false
    row("Segments", [borderPicker], in: 0)
    row("", [disabledPicker], in: 0)

    stepper.maximumValue = 10
    stepper.value = 3
    stepper.addAction(UIAction { [weak self] _ in self?.updateStepper() }, for: .valueChanged)
    stepperValue.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
    stepperValue.isAccessibilityElement = false  // the stepper reads its own value
    let disabledStepper = UIStepper()
    disabledStepper.isEnabled = false
    stepper.accessibilityLabel = "Count"
    disabledStepper.accessibilityLabel = "Disabled stepper"
    row("Steppers", [stepper, FixedWidthView(stepperValue, width: 60), disabledStepper], in: 1)

    barProgress.progressTintColor = .systemGreen
    progress.accessibilityLabel = "Progress"
    barProgress.accessibilityLabel = "Remaining"
    row(
      "Progress", [FixedWidthView(progress, width: 190), FixedWidthView(barProgress, width: 120)],
      in: 1)
    let stopped = UIActivityIndicatorView(style: .medium)
    stopped.hidesWhenStopped = false
    spinners[1].color = .systemBlue
    // Each spinner keeps its place while stopped (hidden), so the rows below do not move.
    let places = spinners.map { FixedWidthView($0, width: $0.intrinsicContentSize.width) }
    row("Activity", places + [stopped], in: 1)
    updateSpinners()
    updateProgress()
    updateStepper()
  }

  private func addTextFields() {
    fields[0].placeholder = "Name"
    fields[1].placeholder = "Password"
    fields[1].isSecureTextEntry = true
    fields[2].text = "Clear me"
    fields[2].clearButtonMode = .whileEditing
    for field in fields { field.font = .systemFont(ofSize: 15) }
    for (field, label) in zip(fields, ["Name", "Password", "Clearable text"]) {
      field.accessibilityLabel = label
    }
    let disabled = UITextField()
    disabled.text = "Disabled"
    disabled.isEnabled = false
    disabled.accessibilityLabel = "Disabled text field"
    disabled.borderStyle = .roundedRect
    disabled.font = .systemFont(ofSize: 15)
    row(
      "Text fields",
      [FixedWidthView(fields[0], width: 170), FixedWidthView(fields[1], width: 170)], in: 1)
    row("", [FixedWidthView(fields[2], width: 170), FixedWidthView(disabled, width: 170)], in: 1)
    updateBorders()
  }

  private func updateSpinners() {
    for spinner in spinners {
      if spinnerSwitch.isOn { spinner.startAnimating() } else { spinner.stopAnimating() }
    }
  }

  private func updateProgress() {
    progress.progress = slider.value
    barProgress.progress = 1 - slider.value
  }

  private func updateStepper() {
    stepperValue.text = "\(Int(stepper.value))"
  }

  private func updateBorders() {
    let styles: [UITextField.BorderStyle] = [.roundedRect, .line, .bezel, .none]
    let index = max(borderPicker.selectedSegmentIndex, 0)
    for field in fields { field.borderStyle = styles[index] }
  }
}

/// Holds a view at a fixed width in a stack row (its height its own intrinsic one), until Auto
/// Layout gives width constraints.
final class FixedWidthView: UIView {
  let content: UIView
  let width: CGFloat

  init(_ content: UIView, width: CGFloat) {
    self.content = content
    self.width = width
    super.init(frame: .zero)
    addSubview(content)
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize {
    let height = content.intrinsicContentSize.height
    return CGSize(width: width, height: height > 0 ? height : content.frame.height)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    content.frame = bounds
  }
}
