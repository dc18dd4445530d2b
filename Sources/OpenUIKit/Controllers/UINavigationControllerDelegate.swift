import Foundation

/// What a navigation controller tells its delegate, as UIKit's `UINavigationControllerDelegate`.
///
/// Both methods have empty defaults, as UIKit's optional methods.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// `viewController` is about to be shown (pushed, popped to, or set).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)

  /// `viewController` is shown: called after its `viewDidAppear(_:)`.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
