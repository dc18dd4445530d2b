import Foundation

/// `show(_:sender:)` and `showDetailViewController(_:sender:)`: the containers decide where a
/// controller shows.
extension UIViewController {
  /// Pushed on the nearest navigation controller, else presented.
  func showController(_ controller: UIViewController) {
    if let navigation = self as? UINavigationController ?? navigationController {
      navigation.pushViewController(controller, animated: true)
    } else {
      present(controller, animated: true)
    }
  }

  /// In the nearest split view controller's secondary column, else presented.
  func showDetailController(_ controller: UIViewController, sender: Any?) {
    if let split = splitViewController {
      split.showDetailViewController(controller, sender: sender)
    } else {
      present(controller, animated: true)
    }
  }

  /// The nearest container that is a split view controller.
  public var splitViewController: UISplitViewController? {
    nearestContainer(of: UISplitViewController.self)
  }
}
