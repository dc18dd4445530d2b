import Foundation

/// The navigation controller's toolbar: hidden by default, showing the top controller's
/// `toolbarItems` at the bottom, with content extending under it while it is translucent.
extension UINavigationController {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The toolbar at the bottom (implicitly unwrapped, as UIKit declares it); shown while
  /// `isToolbarHidden` is `false`, with the top controller's `toolbarItems`.
  public var toolbar: UIToolbar! { toolbarView }

  /// Whether the toolbar is hidden; default `true`, as UIKit's.
  public var isToolbarHidden: Bool {
    get { toolbarHiddenFlag }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Hides or shows the toolbar; animated, it slides from or to the bottom edge in 0.3 seconds.
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != toolbarHiddenFlag else { return }
    guard let view = viewIfLoaded, animated, UIView.areAnimationsEnabled, view.window != nil
    else {
      toolbarHiddenFlag = hidden
      toolbarView.isHidden = hidden
      viewIfLoaded?.setNeedsLayout()
      return
    }
    // It slides from where a layout with the old setting puts it: below the edge when hidden.
    view.layoutIfNeeded()
    toolbarHiddenFlag = hidden
    toolbarView.isHidden = false
    UIView.animate(
      withDuration: 0.3,
      animations: {
        self.layOutToolbar()
        if let top = self.appliedStack.last { self.layOutContent(of: top) }
      },
      completion: { [weak self] _ in
        guard let self else { return }
        self.toolbarView.isHidden = self.toolbarHiddenFlag
      })
  }

  /// The toolbar's height: its row and the bottom safe area under it.
  var toolbarHeight: CGFloat {
    UIToolbar.rowHeight + (viewIfLoaded?.safeAreaInsets.bottom ?? 0)
  }

  /// Places the toolbar along the bottom, or just below it while hidden (where a slide starts).
  func layOutToolbar() {
    guard let view = viewIfLoaded else { return }
    let height = toolbarHeight
    let y = toolbarHiddenFlag ? view.bounds.height : view.bounds.height - height
    toolbarView.frame = CGRect(x: 0, y: y, width: view.bounds.width, height: height)
  }

  /// How much room the toolbar takes from `controller`'s view: `under` it (a translucent toolbar
  /// over content extending to the bottom: the safe area's bottom) or `below` it (the frame ends
  /// above the toolbar).
  func toolbarInset(for controller: UIViewController) -> (under: CGFloat, below: CGFloat) {
    guard !toolbarHiddenFlag else { return (0, 0) }
    let extends =
      controller.edgesForExtendedLayout.contains(.bottom)
      && (toolbarView.isTranslucent || controller.extendedLayoutIncludesOpaqueBars)
    return extends ? (toolbarHeight, 0) : (0, toolbarHeight)
  }

  /// A controller's toolbar items changed: the toolbar shows them when it is the top one.
  func toolbarItemsDidChange(of controller: UIViewController) {
    guard appliedStack.last === controller else { return }
    toolbarView.setItems(controller.toolbarItems, animated: false)
  }
}

extension UIViewController {
  /// The items its navigation controller's toolbar shows while this controller is on top.
  public var toolbarItems: [UIBarButtonItem]? {
    get { storedToolbarItems }
    set { setToolbarItems(newValue, animated: false) }
  }

  /// Sets `toolbarItems` (at once).
  public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    storedToolbarItems = toolbarItems
    navigationController?.toolbarItemsDidChange(of: self)
  }
}
