import Foundation

/// A spinner above a scroll view's content that starts a refresh, as UIKit's `UIRefreshControl`.
///
/// Set it as a scroll view's ``UIScrollView/refreshControl``: pulling the content down past the
/// control's height (60 points) by a drag or on a touchpad starts a refresh — ``isRefreshing``
/// turns `true` and `.valueChanged` is sent at once — and once the content is let go it rests
/// below the spinner until ``endRefreshing()``. On the desktop, F5 or Ctrl+R (Mac Catalyst's
/// Command-R) starts the same refresh for the scroll view the keys scroll, and the accessibility
/// activate action does too. ``beginRefreshing()`` shows the spinner without sending
/// `.valueChanged` and without scrolling, as UIKit's.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// The height the control takes above the content while it refreshes.
  static let height: CGFloat = 60

  // Accessibility: a button that refreshes, its title as its label.
  override var defaultIsAccessibilityElement: Bool { true }
  override var defaultAccessibilityLabel: String? {
    attributedTitle?.string.isEmpty == false ? attributedTitle?.string : "Refresh"
  }
  override var defaultAccessibilityValue: String? { storedIsRefreshing ? "Refreshing" : nil }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    controlStateTraits.union(.button)
  }

  /// Whether a refresh is under way.
  open var isRefreshing: Bool { storedIsRefreshing }

  /// Text under the spinner.
  open var attributedTitle: NSAttributedString? {
    didSet {
      titleLabel.attributedText = attributedTitle
      setNeedsLayout()
    }
  }

  final var storedIsRefreshing = false
  /// How far the content is pulled past its top, 0 when not (the spinner fades in with it).
  final var pullDistance: CGFloat = 0
  /// The room held above the content for the spinner (``height`` once a refresh is let go).
  final var heldInset: CGFloat = 0
  /// A refresh started by a pull, whose room is held once the pull is let go.
  final var holdsAfterPull = false
  /// Where a touchpad pull's unbanded offset is (its steps add up there, the content shows it
  /// rubber-banded).
  final var touchpadFinger: CGFloat?
  let spinner = UIActivityIndicatorView(style: .medium)
  let titleLabel = UILabel()

  /// Creates a refresh control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates a refresh control.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a refresh control from an archive: nothing is decoded (there are no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// Shows the spinner and holds its room above the content; sends no `.valueChanged`.
  open func beginRefreshing() { startRefreshing(byUser: false) }

  /// Ends the refresh: the spinner stops and the content slides back to its top.
  open func endRefreshing() { stopRefreshing() }

  /// The spinner's colour follows the tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    spinner.color = tintColor
  }

  /// The spinner in the middle of the top 60 points, the title under it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutSpinner()
  }

  /// Starts a refresh as a pull would (sending `.valueChanged`).
  open override func accessibilityActivate() -> Bool {
    guard isEnabled, !storedIsRefreshing else { return false }
    scrollView?.refreshFromCommand()
    return true
  }
}
