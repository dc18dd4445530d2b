import Foundation

/// The pages before and after a page, as UIKit's `UIPageViewControllerDataSource`.
///
/// Implementing both presentation methods shows a page control under the pages.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`; `nil` at the first.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`; `nil` at the last.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// How many dots the page control shows.
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The dot of the page shown after `setViewControllers(_:direction:animated:completion:)`.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  /// Not implemented: no page control.
  public func presentationCount(for pageViewController: UIPageViewController) -> Int {
    UIPageViewController.notImplementedCount
  }
  /// Not implemented: no page control.
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    UIPageViewController.notImplementedCount
  }
}

/// Told of page turns, as UIKit's `UIPageViewControllerDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  /// A turn by the user's hand starts toward `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// A turn by the user's hand ended: `completed` says whether the pending page is now shown.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  /// Not implemented.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  /// Not implemented.
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}
