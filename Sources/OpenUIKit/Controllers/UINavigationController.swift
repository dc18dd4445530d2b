import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// A stack of view controllers under a navigation bar, as UIKit's `UINavigationController`.
///
/// The top controller's view fills the area under the bar (44 points, 74 with a prompt; the bar
/// hidden, the whole view). Pushing and popping switch at once (`animated` is accepted and passed
/// on), with UIKit's call order: the new top's `willMove(toParent:)`, the old top's
/// `viewWillDisappear`, the new top's `viewWillAppear`, …, `viewDidDisappear`, `viewDidAppear`,
/// then `didMove(toParent:)`. The back button, Escape and Alt+Left pop.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The stack as last asked for: what ``viewControllers`` answers at once, even while a transition
  /// requested from a lifecycle callback waits to be applied.
  final var requestedStack: [UIViewController] = []
  /// The stack as applied: the children, the bar's items, and the top's view under the bar.
  final var appliedStack: [UIViewController] = []
  /// How many controllers at the bottom of the two stacks are known to be the same.
  final var sharedDepth = 0
  /// Whether a transition is being applied (its callbacks may ask for more).
  final var isApplyingTransition = false
  /// Whether the transitions waiting to be applied were asked for animated.
  final var pendingAnimated = false
  /// The containment calls owed after the commit.
  final var containmentAfterCommit = ContainmentAfterCommit()
  /// The picture of the old top sliding away, while an animated push or pop runs (its superlayer
  /// holds it until the slide ends).
  final weak var slidePicture: CALayer?
  let bar = UINavigationBar(frame: .zero)
  private var barHidden = false
  /// The toolbar (+Toolbar.swift), shown at the bottom while `isToolbarHidden` is `false`.
  let toolbarView = UIToolbar(frame: .zero)
  final var toolbarHiddenFlag = true
  /// The back swipe, once the view is made.
  final var backSwipeIfMade: NavigationBackSwipe?
  final weak var watchedScrollView: UIScrollView?

  /// The delegate told before and after a controller is shown.
  open weak var delegate: UINavigationControllerDelegate?

  /// The pan from the left edge that pops the top controller while the pointer drags its view
  /// (`NavigationBackSwipe`): disable it, or give it a delegate of your own, as in UIKit.
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { backSwipe.recognizer }

  /// The back swipe, made on first use.
  final var backSwipe: NavigationBackSwipe {
    if let backSwipeIfMade { return backSwipeIfMade }
    let swipe = NavigationBackSwipe(navigation: self)
    backSwipeIfMade = swipe
    return swipe
  }

  /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates an empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The bar; configure its `standardAppearance` here.
  open var navigationBar: UINavigationBar { bar }

  /// The stack, bottom first.
  open var viewControllers: [UIViewController] {
    get { requestedStack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { requestedStack.last }

  /// The controller shown: what the top controller presents, else the top controller.
  open var visibleViewController: UIViewController? {
    var visible = presentedViewController ?? topViewController
    while let presented = visible?.presentedViewController { visible = presented }
    return visible
  }

  /// Whether the bar is hidden; default `false`.
  open var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar (at once).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    barHidden = hidden
    bar.isHidden = hidden
    viewIfLoaded?.setNeedsLayout()
  }

  /// Makes the view: a plain view holding the bar and the top controller's view.
  open override func loadView() {
    let container = UIView(frame: UIScreen.main.bounds)
    container.backgroundColor = .systemBackground
    bar.backAction = { [weak self] in self?.popViewController(animated: true) }
    container.addSubview(bar)
    toolbarView.isHidden = toolbarHiddenFlag
    container.addSubview(toolbarView)
    container.addGestureRecognizer(backSwipe.recognizer)
    view = container
    if let top = appliedStack.last {
      install(top)
      watchScrollEdge(of: top)
    }
  }

  /// Ends a back swipe under way, cancelled, before the children disappear with this controller
  /// (it hears of it first): they then disappear as they would have without it.
  open override func viewWillDisappear(_ animated: Bool) {
    backSwipeIfMade?.cancelNow()
    super.viewWillDisappear(animated)
  }

  /// The children's appearance follows their windows, except the two a back swipe calls itself.
  override func forwardsAppearanceByWindow(to child: UIViewController) -> Bool {
    backSwipeIfMade?.managesAppearance(of: child) != true
      && super.forwardsAppearanceByWindow(to: child)
  }

  /// Places the bar at the top and the top controller's view under it: behind a translucent bar,
  /// with the bar's height as the top of its safe area (`edgesForExtendedLayout`), else below it.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    guard let view = viewIfLoaded else { return }
    let barHeight = barHidden ? 0 : bar.barHeight
    bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: barHeight)
    layOutToolbar()
    if let top = appliedStack.last { layOutContent(of: top) }
  }

  /// Places `controller`'s view (the top's, or the one a back swipe brings back) under the bar:
  /// behind a translucent bar, with the bar's height as the top of its safe area
  /// (`edgesForExtendedLayout`), else below it.
  final func layOutContent(of controller: UIViewController) {
    guard let view = viewIfLoaded, let content = controller.viewIfLoaded,
      content.superview === view
    else { return }
    // The content keeps room for the whole search row, even while it scrolls away.
    let barHeight = barHidden ? 0 : bar.contentInsetHeight
    let extends =
      controller.edgesForExtendedLayout.contains(.top)
      && (bar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars)
    let offset = extends ? 0 : barHeight
    let bottom = toolbarInset(for: controller)
    content.frame = CGRect(
      x: 0, y: offset, width: view.bounds.width,
      height: max(0, view.bounds.height - offset - bottom.below))
    let safeArea = UIEdgeInsets(
      top: extends ? barHeight : 0, left: 0, bottom: bottom.under, right: 0)
    if controller.containerSafeAreaInsets != safeArea {
      controller.containerSafeAreaInsets = safeArea
      content.safeAreaMayHaveChanged()
    }
  }

  /// Pushes `viewController` on top; refused with UIKit's message when it is already in the
  /// stack, is another container's child, or is presented.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard accepts([viewController], operation: "pushViewController") else { return }
    requestedStack.append(viewController)
    viewController.requestedNavigationParent = self
    requestTransition(keeping: requestedStack.count - 1, animated: animated)
  }

  /// Pops the top controller and returns it; `nil` (nothing popped) when it is the root.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard requestedStack.count > 1 else { return nil }
    let top = requestedStack.removeLast()
    top.requestedNavigationParent = nil
    requestTransition(keeping: requestedStack.count, animated: animated)
    return top
  }

  /// Pops every controller above the root and returns them, bottom first.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = requestedStack.first, requestedStack.count > 1 else { return [] }
    return popToViewController(root, animated: animated)
  }

  /// Pops until `viewController` is on top and returns the popped ones, bottom first; `nil` when
  /// it is not in the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard viewController.isRequested(in: self),
      let index = requestedStack.lastIndex(where: { $0 === viewController })
    else {
      Diagnostics.log(
        "popToViewController: \(type(of: viewController)) is not in the navigation stack",
        module: "OpenUIKit")
      return nil
    }
    let popped = Array(requestedStack[(index + 1)...])
    requestedStack.removeSubrange((index + 1)...)
    for controller in popped { controller.requestedNavigationParent = nil }
    requestTransition(keeping: requestedStack.count, animated: animated)
    return popped
  }

  /// Replaces the stack: controllers leaving it are removed, new ones added, and the top shown.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    var members = Set<ObjectIdentifier>()
    guard viewControllers.allSatisfy({ members.insert(ObjectIdentifier($0)).inserted }) else {
      return Diagnostics.log(
        "setViewControllers: a view controller appears twice in the stack; nothing changed",
        module: "OpenUIKit")
    }
    let incoming = viewControllers.filter { !$0.isRequested(in: self) }
    guard accepts(incoming, operation: "setViewControllers") else { return }
    let kept = zip(requestedStack, viewControllers).prefix { $0 === $1 }.count
    for controller in requestedStack where !members.contains(ObjectIdentifier(controller)) {
      controller.requestedNavigationParent = nil
    }
    for controller in viewControllers { controller.requestedNavigationParent = self }
    requestedStack = viewControllers
    requestTransition(keeping: kept, animated: animated)
  }

  /// Escape and Alt+Left pop (on the desktop, where a keyboard is the way back); other presses go
  /// on up the chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let goesBack = presses.contains { press in
      guard let key = press.key else { return false }
      let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
      return (key.keyCode == .keyboardEscape && modifiers.isEmpty)
        || (key.keyCode == .keyboardLeftArrow && modifiers == .alternate)
    }
    if goesBack, requestedStack.count > 1, presentedViewController == nil {
      popViewController(animated: true)
      return
    }
    super.pressesBegan(presses, with: event)
  }

  // MARK: Mechanics

  /// Whether `controllers` may join the stack: not in it already, not another container's child,
  /// not presented.
  private func accepts(_ controllers: [UIViewController], operation: String) -> Bool {
    for controller in controllers {
      let problem: String?
      if controller.isRequested(in: self) {
        problem = "Pushing the same view controller instance more than once is not supported"
      } else if controller is UINavigationController {
        problem = "Pushing a navigation controller is not supported"
      } else if let parent = controller.parent ?? controller.requestedNavigationParent,
        parent !== self
      {
        problem = "\(type(of: controller)) is already a child of \(type(of: parent))"
      } else if controller.presentingViewController != nil {
        problem = "\(type(of: controller)) is presented"
      } else {
        problem = nil
      }
      if let problem {
        Diagnostics.log("\(operation): \(problem); nothing changed", module: "OpenUIKit")
        return false
      }
    }
    return true
  }

  /// Follows whether `controller`'s content scroll view (its view, or a direct subview, that is a
  /// scroll view) is at its top edge; no scroll view counts as at the edge.
  final func watchScrollEdge(of controller: UIViewController?) {
    watchedScrollView?.edgeObserver = nil
    let view = controller?.viewIfLoaded
    let scrollView =
      view as? UIScrollView ?? view?.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    watchedScrollView = scrollView
    scrollView?.edgeObserver = { [weak self, weak scrollView] in
      guard let self, let scrollView else { return }
      self.bar.isAtScrollEdge = scrollView.isAtTopEdge
      self.bar.updateSearchRow(
        offset: scrollView.contentOffset.y, topInset: scrollView.adjustedContentInset.top)
    }
    bar.isAtScrollEdge = scrollView?.isAtTopEdge ?? true
    bar.searchRowShown = nil
  }

  /// Puts `controller`'s view under the bar.
  final func install(_ controller: UIViewController) {
    guard let view = viewIfLoaded else { return }
    let child: UIView = controller.view
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.insertSubview(child, belowSubview: bar)
    view.setNeedsLayout()
  }
}
