import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The picker's components: loaded from the data source, laid out side by side (mirrored right
/// to left), the selection band behind them.
extension UIPickerView {
  /// Inset at each side, and the gap between components.
  static let sideInset: CGFloat = 8
  static let componentGap: CGFloat = 4
  /// The most components a picker makes (more are left out, said once).
  static let maximumComponents = 64

  func setUpPicker() {
    selectionBand.backgroundColor = .tertiarySystemFill
    selectionBand.layer.cornerRadius = 8
    selectionBand.isUserInteractionEnabled = false
    addSubview(selectionBand)
    clipsToBounds = true
  }

  /// The wheel of `component`, loading first; `nil` when it does not exist.
  func wheel(_ component: Int) -> PickerWheelView? {
    loadIfNeeded()
    return wheels.indices.contains(component) ? wheels[component] : nil
  }

  func loadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    var count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
    if count > Self.maximumComponents {
      Diagnostics.once(
        "picker-components",
        "UIPickerView: \(count) components; the first \(Self.maximumComponents) are shown",
        module: "OpenUIKit")
      count = Self.maximumComponents
    }
    while wheels.count > count { wheels.removeLast().removeFromSuperview() }
    while wheels.count < count {
      let wheel = PickerWheelView(picker: self, component: wheels.count)
      wheels.append(wheel)
      addSubview(wheel)
    }
    for wheel in wheels { wheel.reload() }
  }

  /// The given widths (the delegate's), the rest shared by the others; the band across all.
  func layOutWheels() {
    let room = max(0, bounds.width - 2 * Self.sideInset)
    let gaps = Self.componentGap * CGFloat(max(0, wheels.count - 1))
    var given: [CGFloat?] = wheels.map { wheel in
      guard let delegate else { return nil }
      let width = delegate.pickerView(self, widthForComponent: wheel.component)
      return width == Self.notImplementedSize || !width.isFinite ? nil : max(0, width)
    }
    let fixed = given.compactMap { $0 }.reduce(0, +)
    let shared = given.filter { $0 == nil }.count
    let each = shared > 0 ? max(0, room - gaps - fixed) / CGFloat(shared) : 0
    given = given.map { $0 ?? each }
    let total = given.reduce(0) { $0 + ($1 ?? 0) } + gaps
    // Components narrower than the picker are centred, as UIKit's.
    var x = Self.sideInset + max(0, (room - total) / 2)
    for (wheel, width) in zip(wheels, given) {
      let width = (width ?? 0).rounded(.down)
      wheel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
      x += width + Self.componentGap
    }
    mirrorForRightToLeft(wheels, in: bounds)
    let bandHeight = wheels.first?.rowHeight ?? Self.defaultRowHeight
    selectionBand.frame = CGRect(
      x: Self.sideInset, y: ((bounds.height - bandHeight) / 2).rounded(), width: room,
      height: bandHeight)
    selectionBand.isHidden = wheels.isEmpty
  }
}
