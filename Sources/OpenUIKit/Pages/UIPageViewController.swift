import Foundation

/// A controller that pages between child controllers, as UIKit's `UIPageViewController`.
///
/// The `.scroll` style: the pages sit side by side (or stacked, `.vertical`) in a paging scroll
/// view, `interPageSpacing` apart; a drag, a touchpad swipe or the wheel turns to the neighbour,
/// which the data source gives when a turn starts, and the page settles on the nearest page. On
/// the desktop the arrow keys along the orientation turn a page too, and a page control shows
/// under the pages when the data source gives a presentation count and index. Horizontal pages
/// run right to left in right-to-left content, as UIKit's. The delegate hears `willTransitionTo`
/// and `didFinishAnimating` for turns by the user's hand only; turns made by
/// `setViewControllers(_:direction:animated:completion:)` run its completion instead.
///
/// The `.pageCurl` style (its spine, double-sided pages) is left out.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// What `presentationCount(for:)` and `presentationIndex(for:)` return when not implemented.
  static let notImplementedCount = Int.min

  /// The style of a turn; only `.scroll` is provided.
  public let transitionStyle: TransitionStyle
  /// The axis pages lie along.
  public let navigationOrientation: NavigationOrientation
  /// The points between neighbouring pages (`OptionsKey.interPageSpacing`).
  let interPageSpacing: CGFloat

  /// Gives the neighbouring pages.
  open weak var dataSource: (any UIPageViewControllerDataSource)? {
    didSet { pagesDidChange() }
  }
  /// Hears of turns by the user's hand.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// The page shown (one, in the `.scroll` style).
  open var viewControllers: [UIViewController]? { current.map { [$0] } }

  /// The pages' gesture recognizers: the scroll view's pan.
  open var gestureRecognizers: [UIGestureRecognizer] { [scrollView.panGestureRecognizer] }

  /// The page shown.
  var current: UIViewController?
  /// The neighbours asked for since the last turn (`.some(nil)`: there is none).
  var before: UIViewController??
  var after: UIViewController??
  /// The neighbour a turn under way is showing, its side, and whether the user's hand started it.
  var pending: UIViewController?
  var pendingSide = 0
  var pendingByUser = false
  /// The page control's dot of the page shown.
  var shownDot = 0
  /// Whether the offset is being put back on the middle slot (not a scroll to react to).
  var isRecentring = false
  /// A turn asked for in code, running: its completion.
  var programmaticCompletion: ((Bool) -> Void)?
  let scrollView = UIScrollView()
  let pageControl = UIPageControl()
  lazy var coordinator = PageScrollCoordinator(pages: self)

  /// Creates a page controller; `options` may give `.interPageSpacing` (points, `.scroll` only).
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spacing =
      (options?[.interPageSpacing] as? NSNumber)?.doubleValue
      ?? (options?[.interPageSpacing] as? CGFloat).map(Double.init) ?? 0
    interPageSpacing = spacing.isFinite ? CGFloat(min(max(spacing, 0), 1_000)) : 0
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a horizontal scrolling page controller from an archive (nothing is decoded).
  public required init?(coder: NSCoder) {
    transitionStyle = .scroll
    navigationOrientation = .horizontal
    interPageSpacing = 0
    super.init(coder: coder)
  }

  /// Shows `viewControllers` (its first page), turning to it in `direction` when animated;
  /// `completion` runs when the turn ends.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    show(viewControllers?.first, direction: direction, animated: animated, completion: completion)
  }

  /// The view: the paging scroll view, the page control under it.
  open override func loadView() {
    let container = UIView(frame: UIScreen.main.bounds)
    container.clipsToBounds = true
    setUpPages(in: container)
    view = container
  }

  /// Places the pages, the scroll view and the page control.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layOutPages()
  }

  /// The arrow keys along the orientation turn a page.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let unhandled = presses.filter { press in !(press.key.map(turnByKey) ?? false) }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }
}
