/// Told when the user selects a tab, as UIKit's `UITabBarDelegate` (a tab bar used on its own).
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
  /// The user selected `item`.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  /// Does nothing.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// Decides and hears tab changes, as UIKit's `UITabBarControllerDelegate`; every method is
/// optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the user may select `viewController`'s tab. Default `true`.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// The user selected `viewController`'s tab (also when it was already selected).
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  /// The customization sheet is about to show `viewControllers`.
  func tabBarController(
    _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
  )
  /// The customization sheet is about to close; `changed`: the order changed.
  func tabBarController(
    _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
    changed: Bool)
  /// The customization sheet closed; `viewControllers` is the new order.
  func tabBarController(
    _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
    changed: Bool)
}

extension UITabBarControllerDelegate {
  /// Returns `true`.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
  ) {}
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
    changed: Bool
  ) {}
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
    changed: Bool
  ) {}
}
