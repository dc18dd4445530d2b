import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// One component of a picker: its rows on a drum turning about the middle band.
///
/// ``position`` is the row at the middle, fractional while the wheel turns; only the rows on the
/// visible half of the drum have views (recycled as they turn away). Input and motion are in
/// `PickerWheelView+Motion.swift`.
@MainActor
final class PickerWheelView: UIControl {
  // Accessibility: an adjustable element whose value is the selected row's title.
  override var defaultIsAccessibilityElement: Bool { true }
  override var defaultAccessibilityValue: String? { wheelAccessibilityValue }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    controlStateTraits.union(.adjustable)
  }
  /// Turns to the next row.
  override func accessibilityIncrement() {
    turn(to: selectedRow + 1, animated: false, byUser: true)
  }
  /// Turns to the previous row.
  override func accessibilityDecrement() {
    turn(to: selectedRow - 1, animated: false, byUser: true)
  }

  weak var picker: UIPickerView?
  let component: Int
  var rowCount = 0
  var rowHeight = UIPickerView.defaultRowHeight
  /// The row at the middle of the drum, fractional while turning.
  var position: CGFloat = 0 {
    didSet { if position != oldValue { setNeedsLayout() } }
  }
  /// The views of the rows on screen, by row.
  var rowViews: [Int: UIView] = [:]
  /// Views that turned away, for the next rows.
  var spareViews: [UIView] = []
  /// The row the delegate last heard of (or was set without telling it).
  var reportedRow = 0
  /// A turn under way to a row.
  var glide: (from: CGFloat, to: CGFloat, start: CFTimeInterval, duration: CFTimeInterval)?
  /// Whether the glide under way is the user's (the delegate hears where it settles).
  var glideByUser = false
  /// Where a drag started, in rows.
  var dragStart: CGFloat?
  /// When the last touchpad step came (the wheel settles once they stop).
  var lastTouchpadStep: CFTimeInterval?
  lazy var ticker = AnimationTicker { [weak self] time in self?.tick(at: time) }

  init(picker: UIPickerView, component: Int) {
    self.picker = picker
    self.component = component
    super.init(frame: .zero)
    backgroundColor = .clear
    isOpaque = false
    clipsToBounds = true
    setUpInput()
  }

  required init?(coder: NSCoder) { nil }

  @MainActor deinit { ticker.stop() }

  /// The selected row: the one nearest the middle; -1 without rows.
  var selectedRow: Int {
    rowCount == 0 ? -1 : min(max(Int(position.rounded()), 0), rowCount - 1)
  }

  /// The ring follows the band's corners.
  override var focusRingCornerRadius: CGFloat { 8 }

  /// Space and Return do nothing: the wheel's keys are the arrows.
  override func activateFromKeyboard() {}

  /// Up and Down turn one row, Home and End to the ends.
  override func handleArrowKey(_ key: UIKey) -> Bool { turnByKey(key) }

  /// Places the rows on the drum.
  override func layoutSubviews() {
    super.layoutSubviews()
    layOutRows()
  }

  /// The radius of the drum: half the wheel's height.
  var radius: CGFloat { max(bounds.height / 2, 1) }

  /// Asks the data source and delegate again: row count, row height, every row's view.
  func reload() {
    guard let picker else { return }
    let count = picker.dataSource?.pickerView(picker, numberOfRowsInComponent: component) ?? 0
    rowCount = min(max(count, 0), 1 << 40)
    var height = UIPickerView.defaultRowHeight
    if let given = picker.delegate?.pickerView(picker, rowHeightForComponent: component),
      given != UIPickerView.notImplementedSize, given.isFinite
    {
      height = min(max(given, 1), 1_000)
    }
    rowHeight = height
    for view in Array(rowViews.values) + spareViews { view.removeFromSuperview() }
    rowViews = [:]
    spareViews = []
    glide = nil
    position = CGFloat(max(0, min(selectedRow, rowCount - 1)))
    reportedRow = selectedRow
    setNeedsLayout()
  }

  /// The rows whose angle on the drum is within a quarter turn of the middle: views made or
  /// reused, placed and squeezed by the drum's curve, faded away from the band.
  func layOutRows() {
    let reach = Int((CGFloat.pi / 2 * radius / rowHeight).rounded(.up))
    let middle = Int(position.rounded())
    let first = max(0, middle - reach)
    let last = min(rowCount - 1, middle + reach)
    let visible = first <= last ? first...last : 1...0
    for (row, view) in rowViews where !visible.contains(row) {
      view.isHidden = true
      spareViews.append(view)
      rowViews[row] = nil
    }
    for row in visible {
      let distance = CGFloat(row) - position
      let angle = distance * rowHeight / radius
      guard abs(angle) < .pi / 2 else {
        if let view = rowViews.removeValue(forKey: row) {
          view.isHidden = true
          spareViews.append(view)
        }
        continue
      }
      let view = rowViews[row] ?? makeRowView(row)
      rowViews[row] = view
      view.isHidden = false
      view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
      view.center = CGPoint(x: bounds.midX, y: bounds.midY + radius * sin(angle))
      view.transform = CGAffineTransform(scaleX: 1, y: cos(angle))
      view.alpha = abs(distance) < 0.5 ? 1 : max(0.3, 1 - 0.16 * abs(distance))
    }
  }

  /// A row's view: the delegate's, else a label with its title.
  private func makeRowView(_ row: Int) -> UIView {
    let reused = spareViews.popLast()
    if let picker, let delegate = picker.delegate {
      let view = delegate.pickerView(
        picker, viewForRow: row, forComponent: component, reusing: reused)
      if view !== UIPickerView.notImplementedView {
        // A delegate that made a new view leaves the spare one unused: it goes.
        if let reused, reused !== view { reused.removeFromSuperview() }
        if view.superview !== self { addSubview(view) }
        return view
      }
    }
    let label = reused as? UILabel ?? UILabel()
    if let reused, reused !== label { reused.removeFromSuperview() }
    label.textAlignment = .center
    label.font = .systemFont(ofSize: 20)
    label.textColor = .label
    if let attributed = attributedTitle(row) {
      label.attributedText = attributed
    } else {
      label.text = title(row) ?? "?"
    }
    if label.superview !== self { addSubview(label) }
    return label
  }

  func title(_ row: Int) -> String? {
    guard let picker, let delegate = picker.delegate else { return nil }
    return delegate.pickerView(picker, titleForRow: row, forComponent: component)
  }

  func attributedTitle(_ row: Int) -> NSAttributedString? {
    guard let picker, let delegate = picker.delegate else { return nil }
    return delegate.pickerView(picker, attributedTitleForRow: row, forComponent: component)
  }

  /// "Title, 3 of 12", as VoiceOver reads a picker wheel.
  var wheelAccessibilityValue: String? {
    let row = selectedRow
    guard row >= 0 else { return nil }
    let name = attributedTitle(row)?.string ?? title(row) ?? rowViews[row]?.accessibilityLabel
    let place = "\(row + 1) of \(rowCount)"
    return name.map { "\($0), \(place)" } ?? place
  }
}
