import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The tabs: the controllers become children and their items the bar's; selecting swaps the
/// shown view.
extension UITabBarController {
  /// Whether the tabs overflow into More.
  var hasMoreTab: Bool { storedControllers.count > Self.maximumTabs }
  /// How many controllers have a tab of their own.
  var directTabCount: Int { hasMoreTab ? Self.maximumTabs - 1 : storedControllers.count }

  func replaceControllers(_ controllers: [UIViewController]) {
    // Refused as UIKit refuses them: a controller twice, or one another container holds.
    var accepted: [UIViewController] = []
    for controller in controllers {
      if accepted.contains(where: { $0 === controller }) { continue }
      if let parent = controller.parent, parent !== self, parent !== madeMoreNavigation {
        Diagnostics.log(
          "UITabBarController: \(type(of: controller)) is a child of \(type(of: parent)); left out",
          module: "OpenUIKit")
        continue
      }
      accepted.append(controller)
    }
    let previous = selectedViewController
    customizableViewControllers = accepted
    for controller in storedControllers where !accepted.contains(where: { $0 === controller }) {
      detach(controller)
    }
    storedControllers = accepted
    if hasMoreTab {
      moreNavigation.setViewControllers([moreNavigation.viewControllers[0]], animated: false)
    }
    for controller in accepted.prefix(directTabCount) where controller.parent !== self {
      if controller.parent != nil { controller.removeFromParent() }
      addChild(controller)
      controller.didMove(toParent: self)
    }
    for controller in accepted.dropFirst(directTabCount) where controller.parent === self {
      detach(controller)
    }
    if hasMoreTab, moreNavigation.parent !== self {
      addChild(moreNavigation)
      moreNavigation.didMove(toParent: self)
    } else if !hasMoreTab, let more = madeMoreNavigation, more.parent === self {
      detach(more)
    }
    tabBar.setItems(barItems, animated: false)
    let index =
      previous.flatMap { old in accepted.firstIndex { $0 === old } }
      ?? (accepted.isEmpty ? NSNotFound : 0)
    storedSelectedIndex = NSNotFound
    select(index: index)
  }

  /// The More tab's navigation controller, made on first use.
  var moreNavigation: UINavigationController {
    if let madeMoreNavigation { return madeMoreNavigation }
    let made = UINavigationController(rootViewController: MoreListController(tabs: self))
    madeMoreNavigation = made
    return made
  }

  /// The bar's items: one per direct tab, then More when the tabs overflow.
  var barItems: [UITabBarItem] {
    storedControllers.prefix(directTabCount).map { $0.tabBarItem } + (hasMoreTab ? [moreItem] : [])
  }

  /// The user chose the controller at `index` (a tab, a key, a row of the More list): the
  /// delegate may refuse, else it is selected and the delegate told, as UIKit does for taps.
  func userChose(index: Int) {
    guard storedControllers.indices.contains(index) else { return }
    let controller = storedControllers[index]
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    select(index: index)
    delegate?.tabBarController(self, didSelect: controller)
  }

  private func detach(_ controller: UIViewController) {
    if controller.viewIfLoaded?.superview === viewIfLoaded {
      controller.viewIfLoaded?.removeFromSuperview()
    }
    if controller.parent === self {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
  }

  /// Selects the controller at `index` (out of range: ignored), showing its view.
  func select(index: Int) {
    guard storedControllers.indices.contains(index) else { return }
    storedSelectedIndex = index
    let controller = storedControllers[index]
    let shown: UIViewController
    if index < directTabCount {
      shown = controller
      tabBar.selectedItem = controller.tabBarItem
    } else {
      shown = moreNavigation
      tabBar.selectedItem = moreItem
      if moreNavigation.topViewController !== controller {
        moreNavigation.setViewControllers(
          [moreNavigation.viewControllers[0], controller], animated: false)
      }
    }
    show(shown)
  }

  /// Puts `controller`'s view in the container in place of the shown one.
  private func show(_ controller: UIViewController) {
    guard let root = viewIfLoaded else {
      shownController = controller
      return
    }
    if shownController !== controller || controller.viewIfLoaded?.superview !== root {
      shownController?.viewIfLoaded?.removeFromSuperview()
      shownController = controller
      let content: UIView = controller.view
      root.insertSubview(content, belowSubview: tabBar)
    }
    layOutTabs()
  }

  /// The bar along the bottom; the shown view under it, its safe area ending at the bar.
  func layOutTabs() {
    guard let root = viewIfLoaded else { return }
    if let controller = shownController, controller.viewIfLoaded?.superview == nil {
      show(controller)
      return
    }
    let bottomInset = root.safeAreaInsets.bottom
    let height = tabBar.isHidden ? 0 : UITabBar.barHeight
    tabBar.frame = CGRect(
      x: 0, y: root.bounds.height - height - bottomInset, width: root.bounds.width,
      height: height + bottomInset)
    guard let controller = shownController, let content = controller.viewIfLoaded else { return }
    content.frame = root.bounds
    let insets = UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
    if controller.containerSafeAreaInsets != insets {
      controller.containerSafeAreaInsets = insets
      content.safeAreaMayHaveChanged()
    }
  }

  /// A tab was clicked: the delegate may refuse, else it is selected and the delegate told.
  ///
  /// Also for the tab already selected. The More tab shows the list.
  func userSelected(_ item: UITabBarItem) {
    if item === moreItem {
      guard delegate?.tabBarController(self, shouldSelect: moreNavigation) ?? true else { return }
      storedSelectedIndex = directTabCount
      tabBar.selectedItem = moreItem
      moreNavigation.popToRootViewController(animated: false)
      show(moreNavigation)
      delegate?.tabBarController(self, didSelect: moreNavigation)
      return
    }
    guard
      let index = storedControllers.prefix(directTabCount).firstIndex(where: {
        $0.tabBarItem === item
      })
    else { return }
    userChose(index: index)
  }
}

extension UIViewController {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The item the tab bar shows for the controller, made on first use with its title
  /// (implicitly unwrapped, as UIKit declares it).
  public var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set {
      storedTabBarItem = newValue
      (parent as? UITabBarController)?.itemsDidChange()
    }
  }

  /// The nearest container that is a tab bar controller.
  public var tabBarController: UITabBarController? {
    nearestContainer(of: UITabBarController.self)
  }
}

extension UITabBarController {
  /// A child's item was replaced: the bar shows the new one.
  func itemsDidChange() {
    let items = barItems
    let selected = tabBar.selectedItem
    tabBar.setItems(items, animated: false)
    if let selected, items.contains(where: { $0 === selected }) {
      tabBar.selectedItem = selected
    } else if storedControllers.indices.contains(storedSelectedIndex),
      storedSelectedIndex < directTabCount
    {
      tabBar.selectedItem = storedControllers[storedSelectedIndex].tabBarItem
    }
  }
}
