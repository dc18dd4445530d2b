import Foundation

/// A container showing one of several controllers, chosen by a tab bar along its bottom, as
/// UIKit's `UITabBarController`.
///
/// The selected controller's view fills the container under the (translucent) bar, its safe area
/// ending at the bar's top. Switching tabs removes the old view and adds the new one, so the two
/// controllers hear the appearance callbacks in UIKit's order (the old one's `viewWillDisappear`,
/// the new one's `viewWillAppear`, then the `did`s). Past ``maximumTabs`` controllers, the last
/// tab is "More", showing the rest in ``moreNavigationController``
/// (UITabBarController+More.swift), whose Edit button lets the user reorder the
/// ``customizableViewControllers``. Ctrl+1…9 select the tabs, as ⌘1…9 on the Mac
/// (UITabBarController+Keys.swift).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// The most tabs shown; past it, the last tab is More (UIKit's limit in a compact bar; the Mac
  /// shows the same).
  public static let maximumTabs = 5

  /// The bar.
  public let tabBar = UITabBar()
  /// Decides and hears tab changes.
  open weak var delegate: (any UITabBarControllerDelegate)?
  /// The controllers, one tab each (the ones past the fourth under More when there are more
  /// than five).
  open var viewControllers: [UIViewController]? {
    get { storedControllers.isEmpty ? nil : storedControllers }
    set { setViewControllers(newValue, animated: false) }
  }
  /// The selected controller's index in ``viewControllers``; `NSNotFound` without controllers.
  open var selectedIndex: Int {
    get { storedSelectedIndex }
    set { select(index: newValue) }
  }
  /// The selected controller.
  open var selectedViewController: UIViewController? {
    get {
      storedControllers.indices.contains(storedSelectedIndex)
        ? storedControllers[storedSelectedIndex] : nil
    }
    set {
      guard let newValue, let index = storedControllers.firstIndex(where: { $0 === newValue })
      else { return }
      select(index: index)
    }
  }
  /// The navigation controller the More tab shows; made on first use.
  open var moreNavigationController: UINavigationController { moreNavigation }
  /// The controllers the user may move (More's Edit button, Tabs/TabCustomizationController.swift);
  /// all of them whenever ``viewControllers`` is set, as UIKit's; `nil` or empty allows none.
  open var customizableViewControllers: [UIViewController]?

  var storedControllers: [UIViewController] = []
  var storedSelectedIndex = NSNotFound
  /// The controller whose view is shown (a tab's, or the More navigation controller).
  weak var shownController: UIViewController?
  /// The More tab's navigation controller, once made (`moreNavigation` makes it).
  var madeMoreNavigation: UINavigationController?
  let moreItem = UITabBarItem(tabBarSystemItem: .more, tag: -1)

  /// Replaces the controllers; the selection stays on the same controller when it is still
  /// there, else goes to the first.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    replaceControllers(viewControllers ?? [])
  }

  /// A view holding the bar; the selected controller's view goes under it.
  open override func loadView() {
    let root = UIView()
    root.backgroundColor = .systemBackground
    root.addSubview(tabBar)
    view = root
    tabBar.selectionHandler = { [weak self] item in self?.userSelected(item) }
  }

  /// Places the bar along the bottom and the shown view under it.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    layOutTabs()
  }

  /// Ctrl+1…8 and Ctrl+9 (UITabBarController+Keys.swift).
  open override var keyCommands: [UIKeyCommand]? { tabKeyCommands }

  /// The selected controller decides the status bar style.
  open override var childForStatusBarStyle: UIViewController? { selectedViewController }
  /// The selected controller decides whether the status bar hides.
  open override var childForStatusBarHidden: UIViewController? { selectedViewController }
}
