import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// An object that manages a view hierarchy, as UIKit's `UIViewController`.
///
/// The view is made lazily (`loadView()` then `viewDidLoad()`, the first time ``view`` is read).
/// Appearance callbacks follow the view into and out of a visible window: `viewWillAppear(_:)`
/// before it joins, `viewIsAppearing(_:)` in the layout pass that first lays it out there,
/// `viewDidAppear(_:)` after the commit that shows it; `viewWillDisappear(_:)` before it leaves,
/// `viewDidDisappear(_:)` after the commit without it. Containers (`addChild(_:)`), presentation
/// (`present(_:animated:completion:)`) and `UIWindow.rootViewController` place the views, so the
/// callbacks arrive in UIKit's order (Docs/ViewControllers.md).
///
/// Every member that UIKit lets a subclass override is declared here, `open`; the mechanics live
/// in the extensions: `+Appearance`, `+Containment`, `+Presentation`, `+Traits`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  // MARK: State (mechanics in the extensions)

  final var storedView: UIView?
  final var isLoadingView = false
  final var storedTitle: String?
  final var storedNavigationItem: UINavigationItem?
  final var storedChildren: [UIViewController] = []
  final weak var storedParent: UIViewController?
  /// The navigation controller whose stack this controller was asked into, before the transition
  /// that makes it a child is applied (a push from another controller's callback).
  final weak var requestedNavigationParent: UIViewController?
  final weak var storedPresentingViewController: UIViewController?
  final var storedPresentedViewController: UIViewController?
  /// Where a presented controller's view went, and what it covers (see `+Presentation`).
  final var presentation: PresentationRecord?
  final var appearanceState = AppearanceState.disappeared
  /// Whether `viewIsAppearing(_:)` is still owed for the current appearance.
  final var owesIsAppearing = false
  final var appearanceAnimated = false
  final var storedTraitCollection: UITraitCollection?
  final var storedTraitOverrides = UITraitOverrides()
  final var storedOverrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  final var traitRegistrations: [TraitRegistration] = []
  final var needsUpdatePropertiesFlag = true
  final var propertiesTraitReads = TraitIDs.empty
  final var isMovingToParentFlag = false
  final var isMovingFromParentFlag = false
  /// The view that had keyboard focus when another controller was pushed over this one.
  final weak var focusedViewBeforeTransition: UIView?
  final var isBeingPresentedFlag = false
  final var isBeingDismissedFlag = false
  /// Animated presentations and dismissals this controller makes that have not finished (until
  /// the commit that ends their transition): another present or dismiss meanwhile is refused, as
  /// UIKit refuses one while a presentation is in progress.
  final var animatedPresentationTransitions = 0
  final var storedIsEditing = false
  final var storedEditButtonItem: UIBarButtonItem?

  // MARK: Creating

  /// Creates a view controller; there are no nibs on Linux, so `nibName` and `bundle` are kept
  /// and nothing is loaded from them: override `loadView()` or build the view in `viewDidLoad()`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a view controller from an archive: nothing is decoded on Linux (see
  /// `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// Creates a view controller without a nib.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  @MainActor deinit {
    if let storedView { Self.owners[ObjectIdentifier(storedView)] = nil }
  }

  /// The nib name given at creation (never loaded on Linux).
  public let nibName: String?

  /// The bundle given at creation.
  public let nibBundle: Bundle?

  // MARK: The view

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The root view, made by `loadView()` and `viewDidLoad()` the first time it is read.
  ///
  /// Implicitly unwrapped, as in UIKit. Setting it replaces the view (`nil` unloads it; the next
  /// read loads it again).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set { setView(newValue) }
  }

  /// The view if it is loaded, without loading it.
  open var viewIfLoaded: UIView? { storedView }

  /// Whether the view is loaded.
  open var isViewLoaded: Bool { storedView != nil }

  /// Makes the view: the default makes a plain `UIView` of the main screen's size.
  ///
  /// Override it to make your own view and assign it to `view`; do not call `super`.
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Loads the view now if it is not loaded.
  open func loadViewIfNeeded() {
    guard storedView == nil, !isLoadingView else { return }
    loadViewNow()
  }

  /// Called once the view is loaded; the default does nothing.
  open func viewDidLoad() {}

  // MARK: Appearance (mechanics in UIViewController+Appearance)

  /// The view is about to join a visible window; the default does nothing.
  open func viewWillAppear(_ animated: Bool) {}

  /// The view is in the window with its traits, and its superview laid it out: called in the
  /// layout pass, before `viewWillLayoutSubviews()`; the default does nothing.
  open func viewIsAppearing(_ animated: Bool) {}

  /// The view is shown: called after the commit that rendered it; the default does nothing.
  open func viewDidAppear(_ animated: Bool) {}

  /// The view is about to leave the visible window; the default does nothing.
  open func viewWillDisappear(_ animated: Bool) {}

  /// The view is gone: called after the commit without it; the default does nothing.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether a container forwards its appearance callbacks to its children (the default `true`).
  ///
  /// A container that returns `false` calls `beginAppearanceTransition(_:animated:)` and
  /// `endAppearanceTransition()` on its children itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Whether `child`'s appearance follows its view into and out of visible windows:
  /// ``shouldAutomaticallyForwardAppearanceMethods``, unless the container calls the child's
  /// appearance methods itself for a while (a navigation controller's back swipe).
  func forwardsAppearanceByWindow(to child: UIViewController) -> Bool {
    shouldAutomaticallyForwardAppearanceMethods
  }

  /// Starts an appearance transition: `viewWillAppear(_:)` or `viewWillDisappear(_:)` (once per
  /// change of state).
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated)
  }

  /// Ends the transition begun last: `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
  open func endAppearanceTransition() {
    endAppearance()
  }

  /// Whether the controller is being presented, during its appearance callbacks.
  open var isBeingPresented: Bool { isBeingPresentedFlag }

  /// Whether the controller is being dismissed, during its disappearance callbacks.
  open var isBeingDismissed: Bool { isBeingDismissedFlag }

  /// Whether the controller is being added to a parent, during its appearance callbacks.
  open var isMovingToParent: Bool { isMovingToParentFlag }

  /// Whether the controller is being removed from its parent, during its disappearance callbacks.
  open var isMovingFromParent: Bool { isMovingFromParentFlag }

  // MARK: Layout

  /// Called before the view's `layoutSubviews()`, with the controller's traits current; the
  /// default does nothing.
  open func viewWillLayoutSubviews() {}

  /// Updates the constraints of the controller's view.
  ///
  /// Called instead of the root view's `updateConstraints()` when it is pending. The default
  /// calls the view's `updateConstraints()`; an override calls `super.updateViewConstraints()`
  /// last.
  open func updateViewConstraints() {
    if isViewLoaded { view.updateConstraints() }
  }

  /// Called after the view's `layoutSubviews()`; the default does nothing.
  open func viewDidLayoutSubviews() {}

  /// Called when the safe area of the controller's view changed.
  open func viewSafeAreaInsetsDidChange() {}

  /// Insets added to the safe area its container gives the controller's view; default `.zero`.
  ///
  /// Insets that are not finite are refused (the old ones stay); each edge is kept within
  /// ±10⁸ points (`LayoutLimits`).
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet {
      let kept = LayoutLimits.insets(
        additionalSafeAreaInsets, old: oldValue, "additionalSafeAreaInsets")
      if kept != additionalSafeAreaInsets { additionalSafeAreaInsets = kept }
      guard additionalSafeAreaInsets != oldValue else { return }
      viewIfLoaded?.safeAreaMayHaveChanged()
    }
  }

  /// The edges under which the view extends below bars (a translucent navigation bar); default
  /// `.all`.
  open var edgesForExtendedLayout: UIRectEdge = .all {
    didSet { storedParent?.viewIfLoaded?.setNeedsLayout() }
  }

  /// Whether the view extends under opaque bars too; default `false`.
  open var extendedLayoutIncludesOpaqueBars = false {
    didSet { storedParent?.viewIfLoaded?.setNeedsLayout() }
  }

  /// The safe area the container gives the view (a navigation bar's height over extended
  /// content), before ``additionalSafeAreaInsets``.
  final var containerSafeAreaInsets = UIEdgeInsets.zero

  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``; default `true`.
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet {
      guard viewRespectsSystemMinimumLayoutMargins != oldValue else { return }
      viewIfLoaded?.effectiveMarginsDidChange()
    }
  }

  /// The size the controller would like its view to have (a sheet takes it); default zero.
  open var preferredContentSize: CGSize = .zero

  // MARK: Properties (iOS 26)

  /// Configures content and styling before layout (iOS 26), with automatic trait and observation
  /// tracking as views have; runs just before the view's own `updateProperties()`.
  open func updateProperties() {}

  /// Called when the controller's traits changed, with the collection before.
  ///
  /// Deprecated in iOS 17 in favour of `registerForTraitChanges(_:handler:)` but still called,
  /// before the handlers registered for the changed traits, with the new traits current.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Asks for `updateProperties()` before the next layout; calls coalesce.
  open func setNeedsUpdateProperties() {
    needsUpdatePropertiesFlag = true
    if let storedView { TraitPhase.shared.setNeedsUpdateProperties(storedView) }
  }

  /// Runs a pending `updateProperties()` of the controller and its view's subtree now.
  open func updatePropertiesIfNeeded() {
    storedView?.runPendingProperties()
  }

  // MARK: Traits (mechanics in UIViewController+Traits)

  /// The controller's traits: those its view's superview has, with the controller's overrides
  /// (iOS 17: one chain, window → controller → view); before the view is in a window, its parent's
  /// or the main screen's.
  open var traitCollection: UITraitCollection { currentTraits }

  /// Traits the controller sets for itself, its view hierarchy and its children.
  open var traitOverrides: UITraitOverrides {
    get { storedTraitOverrides }
    set {
      storedTraitOverrides = newValue
      overridesDidChange()
    }
  }

  /// Forces light or dark for the controller, its views and its children; `.unspecified`
  /// inherits.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { storedOverrideUserInterfaceStyle }
    set {
      storedOverrideUserInterfaceStyle = newValue
      overridesDidChange()
    }
  }

  // MARK: Identity

  /// The controller's title; setting it sets the navigation item's title too, as UIKit.
  open var title: String? {
    get { storedTitle }
    set {
      storedTitle = newValue
      storedNavigationItem?.title = newValue
      // As UIKit: the title names the tab too.
      storedTabBarItem?.title = newValue
    }
  }

  /// The item a navigation bar shows for the controller, made on first use with its title.
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem(title: storedTitle ?? "")
    item.owningController = self
    storedNavigationItem = item
    return item
  }

  /// The nearest container that is a navigation controller.
  open var navigationController: UINavigationController? {
    nearestContainer(of: UINavigationController.self)
  }

  /// Whether the controller is editing; setting it calls `setEditing(_:animated: false)`.
  open var isEditing: Bool {
    get { storedIsEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing.
  ///
  /// `editButtonItem` follows (UIViewController+Editing). Overrides call `super`, as in UIKit.
  open func setEditing(_ editing: Bool, animated: Bool) {
    storedIsEditing = editing
    updateEditButtonItem()
  }

  // MARK: Containment (mechanics in UIViewController+Containment)

  /// The child controllers, in the order they were added.
  open var children: [UIViewController] { storedChildren }

  /// The container this controller is a child of.
  open var parent: UIViewController? { storedParent }

  /// Adds `childController` as a child, calling its `willMove(toParent:)` (not `didMove`: the
  /// container calls it once the child's view is in place).
  open func addChild(_ childController: UIViewController) {
    addChildController(childController)
  }

  /// Removes the controller from its parent, calling `didMove(toParent: nil)` (the container calls
  /// `willMove(toParent: nil)` first).
  open func removeFromParent() {
    removeFromParentController()
  }

  /// Called before the controller is added to or removed from a container.
  ///
  /// The default notes a removal for `isMovingFromParent`; overrides call `super`, as in UIKit.
  open func willMove(toParent parent: UIViewController?) {
    if parent == nil, storedParent != nil { isMovingFromParentFlag = true }
  }

  /// Called after the controller was added to or removed from a container; the default does
  /// nothing.
  open func didMove(toParent parent: UIViewController?) {}

  /// Whether keyboard focus goes back to the view that had it when a navigation controller pushed
  /// another controller over this one, once this one is shown again; default `true`.
  open var restoresFocusAfterTransition = true

  // MARK: Presentation (mechanics in UIViewController+Presentation)

  /// Whether `.currentContext` and `.overCurrentContext` presentations from this controller or
  /// its children cover this controller's view (not the whole window); default `false`.
  open var definesPresentationContext = false

  /// How `present(_:animated:completion:)` shows the controller; default `.automatic` (a sheet
  /// centred over a dimming view on the desktop).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// How an animated `present(_:animated:completion:)` and `dismiss` move the controller's view;
  /// default `.coverVertical` (up from the bottom edge, and back down).
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

  /// Whether a sheet is modal: `true` ignores Escape and clicks on the dimming view.
  ///
  /// Default `false`.
  open var isModalInPresentation = false

  /// The controller presented by this one or, as UIKit documents it, by one of its ancestors (a
  /// navigation controller's child answers what the navigation controller presents).
  open var presentedViewController: UIViewController? {
    storedPresentedViewController ?? storedParent?.presentedViewController
  }

  /// The controller that presents this one (or an ancestor of it), if any.
  open var presentingViewController: UIViewController? {
    if let storedPresentingViewController { return storedPresentingViewController }
    return storedParent?.presentingViewController
  }

  /// Presents `viewControllerToPresent` over this controller, as a sheet or full screen (its
  /// `modalPresentationStyle`); `completion` runs after its `viewDidAppear(_:)`.
  ///
  /// Presenting a controller that is already presented or is a child, or presenting from a
  /// controller that already presents one, is refused with UIKit's message.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    PresentationQueue.perform { [self] in
      presentController(viewControllerToPresent, animated: flag, completion: completion)
    }
  }

  /// Shows `vc` where this controller shows its own: pushed on its navigation controller, else
  /// presented (`UIViewController+Showing.swift`).
  open func show(_ vc: UIViewController, sender: Any?) { showController(vc) }

  /// Shows `vc` as the detail: in the secondary column of the split view controller this one is
  /// in, else presented, as UIKit's default.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    showDetailController(vc, sender: sender)
  }

  /// Dismisses the controller this one presents (or, when it presents none, this controller as
  /// presented); `completion` runs after the dismissed controller's `viewDidDisappear(_:)`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    PresentationQueue.perform { [self] in
      dismissController(animated: flag, completion: completion)
    }
  }

  /// The view a sheet-like presentation of this controller adds to the window (alerts and
  /// popovers make their own).
  func makePresentationContainer(frame: CGRect) -> PresentationContainerView {
    modalPresentationStyle == .popover
      ? PopoverContainerView(frame: frame, presenting: self)
      : presentsAsSheet
        ? SheetContainerView(frame: frame, presenting: self)
        : PresentationContainerView(frame: frame, presenting: self)
  }
  /// The controller's tab bar item, once asked for (Tabs/UITabBarController+Selection.swift).
  var storedTabBarItem: UITabBarItem?
  /// The items a navigation controller's toolbar shows for this controller
  /// (Controllers/UINavigationController+Toolbar.swift).
  var storedToolbarItems: [UIBarButtonItem]?
  /// The controller's presentation controller, once asked for (UIPresentationController.swift).
  var storedPresentationController: UIPresentationController?

  // MARK: Status bar (UIViewController+StatusBar.swift)

  /// The status bar style the controller prefers: `.default`.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the controller prefers the status bar hidden: `false`.
  open var prefersStatusBarHidden: Bool { false }
  /// How a change of the status bar animates: `.fade`.
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// The child whose style is used instead of this controller's: `nil`.
  open var childForStatusBarStyle: UIViewController? { nil }
  /// The child whose hiding preference is used instead of this controller's: `nil`.
  open var childForStatusBarHidden: UIViewController? { nil }
  /// Whether a controller presented not full-screen decides the status bar: `false`.
  open var modalPresentationCapturesStatusBarAppearance = false

  /// Tells the scene's status bar manager to ask again (after a preference changed).
  open func setNeedsStatusBarAppearanceUpdate() { statusBarAppearanceDidChange() }

  // MARK: Responder chain

  /// The view's superview (H-7); while the view is in no superview, the parent or the presenter.
  open override var next: UIResponder? {
    storedView?.storedSuperview ?? storedParent ?? storedPresentingViewController
  }
}
