import Foundation

/// What a picker view shows, as UIKit's `UIPickerViewDataSource`: how many components (wheels)
/// and how many rows each has.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  /// The number of components (negative counts as none).
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows in `component` (negative counts as none).
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// How a picker view's rows look and what it reports, as UIKit's `UIPickerViewDelegate`; every
/// method is optional.
///
/// A row shows the view from `pickerView(_:viewForRow:forComponent:reusing:)`, else the
/// attributed title, else the title, else "?" (as UIKit).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  /// The width of `component`; by default the components share the picker's width.
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  /// The height of `component`'s rows; default 32.
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// A row's title.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// A row's styled title (wins over the title).
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// A row's view (wins over the titles); `view` is one that scrolled away, to reuse.
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView
  /// The user settled `component` on `row` (not called for `selectRow(_:inComponent:animated:)`).
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  /// Not implemented: the components share the width.
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    UIPickerView.notImplementedSize
  }
  /// Not implemented: 32 points.
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  {
    UIPickerView.notImplementedSize
  }
  /// Not implemented: no title.
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  /// Not implemented: no styled title.
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  /// Not implemented: the titles are shown.
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView {
    UIPickerView.notImplementedView
  }
  /// Not implemented: nothing happens.
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
}
