import Foundation

/// Told of a color picker's choices, as UIKit's `UIColorPickerViewControllerDelegate`; every
/// method is optional.
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
  /// The user chose `color`; `continuously` while the opacity slider is dragged (iOS 15).
  func colorPickerViewController(
    _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
  /// The user chose a color (iOS 14; not called for continuous changes).
  func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
  /// The user closed the picker.
  func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
  /// Not implemented.
  public func colorPickerViewController(
    _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
  ) {}
  /// Not implemented.
  public func colorPickerViewControllerDidSelectColor(
    _ viewController: UIColorPickerViewController
  ) {}
  /// Not implemented.
  public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
