import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// A set of spinning wheels of rows, as UIKit's `UIPickerView`.
///
/// Each component is a wheel: its rows turn on a drum with the selected one in the band across
/// the middle. On the desktop a wheel turns by a drag, one row per wheel notch, a touchpad's
/// scroll (settling on the nearest row), a click on a row, and, with keyboard focus (Tab), Up and
/// Down (Home and End to the ends); each wheel is an adjustable element for assistive
/// technologies ("March, 3 of 12"). The delegate hears `didSelectRow` once a wheel settles on a
/// new row by the user's hand, as UIKit's. 216 points tall by default.
///
/// Counts below zero count as none; `selectRow(_:inComponent:animated:)` clamps the row to the
/// component's rows and ignores a component that does not exist (one diagnostic). Only the rows
/// on screen have views, so a million rows cost no more than ten.
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// The default height, as UIKit's.
  static let defaultHeight: CGFloat = 216
  /// The default row height.
  static let defaultRowHeight: CGFloat = 32
  /// What a delegate's default width or height method returns: "not implemented".
  static let notImplementedSize: CGFloat = -.greatestFiniteMagnitude
  /// What a delegate's default view method returns: "not implemented".
  static let notImplementedView = UIView()

  /// Gives the components and rows.
  open weak var dataSource: (any UIPickerViewDataSource)? { didSet { reloadAllComponents() } }
  /// Gives the rows' looks and hears selections.
  open weak var delegate: (any UIPickerViewDelegate)? { didSet { reloadAllComponents() } }

  /// The wheels, one per component (made by the next load).
  var wheels: [PickerWheelView] = []
  var needsReload = true
  /// The band behind the selected rows.
  let selectionBand = UIView()

  /// Creates an empty picker.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpPicker()
  }

  /// Creates a picker from an archive: nothing is decoded (there are no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpPicker()
  }

  /// The number of components, from the data source.
  open var numberOfComponents: Int {
    loadIfNeeded()
    return wheels.count
  }

  /// The number of rows in `component` (0 for a component that does not exist).
  open func numberOfRows(inComponent component: Int) -> Int {
    wheel(component)?.rowCount ?? 0
  }

  /// The size of a row of `component`.
  open func rowSize(forComponent component: Int) -> CGSize {
    guard let wheel = wheel(component) else { return .zero }
    layoutIfNeeded()
    return CGSize(width: wheel.bounds.width, height: wheel.rowHeight)
  }

  /// The view showing `row` of `component`, if it is on screen.
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    layoutIfNeeded()
    return wheel(component)?.rowViews[row]
  }

  /// Asks the data source and delegate again for everything.
  open func reloadAllComponents() {
    needsReload = true
    setNeedsLayout()
  }

  /// Asks again for `component`'s rows and their looks.
  open func reloadComponent(_ component: Int) {
    guard !needsReload, let wheel = wheel(component) else { return reloadAllComponents() }
    wheel.reload()
  }

  /// Turns `component` to `row` (clamped to its rows); the delegate is not told.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard let wheel = wheel(component) else {
      Diagnostics.once(
        "picker-component",
        "UIPickerView.selectRow(_:inComponent:animated:): component \(component) does not exist; "
          + "ignored", module: "OpenUIKit")
      return
    }
    wheel.turn(to: row, animated: animated, byUser: false)
  }

  /// The row selected in `component`; -1 when it has no rows or does not exist.
  open func selectedRow(inComponent component: Int) -> Int {
    wheel(component)?.selectedRow ?? -1
  }

  /// The given width (320 when none), 216 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : 320, height: Self.defaultHeight)
  }

  /// 320 × 216, as UIKit's.
  open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: Self.defaultHeight) }

  /// Loads the components when needed and places the wheels side by side.
  open override func layoutSubviews() {
    super.layoutSubviews()
    loadIfNeeded()
    layOutWheels()
  }
}
