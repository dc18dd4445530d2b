import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// A view that lays out its arranged subviews in a row or a column, as UIKit's `UIStackView`.
///
/// As in UIKit, the arrangement is constraints: the stack view holds them (identified
/// `UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, … as UIKit's) and the Auto Layout
/// engine solves them with every other constraint, so a width, height or aspect ratio on an
/// arranged view, its hugging and compression resistance, and a wrapping label's height for its
/// width take part. They are made again in `updateConstraints()` after anything they read
/// changed. A stack view has no intrinsic size: its size comes from its arranged views through
/// those constraints (`systemLayoutSizeFitting`). Hidden arranged views collapse to no length
/// with their spacing (`UISV-hiding`). The constraints of each distribution and alignment are
/// in Docs/Layout.md; baseline-relative arrangement is left out.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How arranged views share the stack's length.
  public enum Distribution: Int, Sendable {
    /// Intrinsic lengths; the stack's extra length goes to the view that hugs least, a shortage
    /// comes from the one that resists compression least (the last one on a tie, as UIKit's index
    /// rule).
    case fill = 0
    /// Every visible view the same length.
    case fillEqually = 1
    /// Lengths in proportion to the intrinsic lengths.
    case fillProportionally = 2
    /// Intrinsic lengths, the extra length spread evenly between the views (never below
    /// `spacing`; a shortage as `.fill`).
    case equalSpacing = 3
    /// Intrinsic lengths, centres equally spaced (spacing between views never below `spacing`).
    case equalCentering = 4
  }

  /// Where arranged views sit across the stack.
  public enum Alignment: Int, Sendable {
    /// The stack's whole breadth.
    case fill = 0
    /// At the leading (horizontal axis: top) edge, intrinsic breadth.
    case leading = 1
    /// In a row: the views' first baselines on one line (in a column: as `.fill`).
    case firstBaseline = 2
    /// Centred, intrinsic breadth.
    case center = 3
    /// At the trailing (horizontal axis: bottom) edge, intrinsic breadth.
    case trailing = 4
    /// In a row: the views' last baselines on one line (in a column: as `.fill`).
    case lastBaseline = 5

    /// In a row: the top edge (the same as `.leading`).
    public static let top = Alignment.leading
    /// In a row: the bottom edge (the same as `.trailing`).
    public static let bottom = Alignment.trailing
  }

  final var storedArrangedSubviews: [UIView] = []
  /// The arranged views' identities: membership in O(1) (stacks of thousands stay linear).
  final var arrangedIDs = Set<ObjectIdentifier>()
  final var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// Whether what the arrangement reads changed since its constraints were made.
  final var arrangementIsStale = false
  /// The constraints that arrange the views, active while the stack arranges any.
  final var arrangementConstraints: [NSLayoutConstraint] = []
  /// The guides between adjacent views that the spacing distributions make equal.
  final var spacerGuides: [UILayoutGuide] = []
  /// Each visible arranged view's place among them, for the tie between equal priorities
  /// (`UIStackView+Arrangement.swift`).
  final var visibleIndices: [ObjectIdentifier: Int] = [:]

  /// The axis the views are laid out along; default `.horizontal`.
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { arrangementDidChange() } }
  }

  /// How the views share the length; default `.fill`.
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementDidChange() } }
  }

  /// Where the views sit across; default `.fill`.
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }

  /// The space between adjacent views (the least, for the spacing distributions); default 0.
  ///
  /// Negative values overlap the views; non-finite ones count as 0.
  open var spacing: CGFloat = 0 {
    didSet {
      if !spacing.isFinite { spacing = 0 }
      if spacing != oldValue { arrangementDidChange() }
    }
  }

  /// Whether the views are laid out within the layout margins instead of the bounds; default
  /// `false`.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
  }

  /// Creates an empty stack view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  /// Creates a stack view from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a stack view that arranges `views`, adding them as subviews.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// The arranged views, in order.
  open var arrangedSubviews: [UIView] { storedArrangedSubviews }

  /// Arranges `view` last, adding it as a subview if it is not one.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: storedArrangedSubviews.count)
  }

  /// Arranges `view` at `stackIndex` (clamped), adding it as a subview if it is not one; an
  /// arranged view moves there.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    // A view that cannot be a subview (this stack view, its window, an ancestor) is not arranged.
    guard view !== self, !isDescendant(of: view) else {
      return Diagnostics.log(
        "insertArrangedSubview refused: \(type(of: view)) is this stack view or one of its "
          + "ancestors, which it cannot contain", module: "OpenUIKit")
    }
    if arrangedIDs.contains(ObjectIdentifier(view)) {
      storedArrangedSubviews.removeAll { $0 === view }
    }
    arrangedIDs.insert(ObjectIdentifier(view))
    // As UIKit: the stack view places its arranged views; their frames are not autoresized.
    view.translatesAutoresizingMaskIntoConstraints = false
    let index = min(max(stackIndex, 0), storedArrangedSubviews.count)
    storedArrangedSubviews.insert(view, at: index)
    if view.superview !== self { addSubview(view) }
    guard view.superview === self else {
      // addSubview refused it (and said why): a view that is not a subview is not arranged.
      storedArrangedSubviews.removeAll { $0 === view }
      arrangedIDs.remove(ObjectIdentifier(view))
      return arrangementDidChange()
    }
    arrangementDidChange()
  }

  /// Stops arranging `view`; it stays a subview (as UIKit: remove it from the superview too to
  /// take it away).
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedIDs.remove(ObjectIdentifier(view)) != nil else { return }
    if let index = storedArrangedSubviews.firstIndex(where: { $0 === view }) {
      storedArrangedSubviews.remove(at: index)
    }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// Sets the space after `arrangedSubview` (instead of `spacing`); ``spacingUseDefault`` takes it
  /// away again.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arrangedIDs.contains(ObjectIdentifier(arrangedSubview)) else { return }
    // UIKit's reset: `spacingUseDefault` puts `spacing` back after the view.
    customSpacings[ObjectIdentifier(arrangedSubview)] =
      spacing == Self.spacingUseDefault ? nil : spacing.isFinite ? spacing : 0
    arrangementDidChange()
  }

  /// The custom space after `arrangedSubview`; `UIStackView.spacingUseDefault` when it has none.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// What `customSpacing(after:)` answers for a view without a custom spacing.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

  /// The first visible arranged view's first-baseline view (self when none is visible).
  open override var forFirstBaselineLayout: UIView {
    storedArrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
  }

  /// The last-baseline view of the last visible arranged view in a column, of the first in a row.
  ///
  /// A row's views share a line. Self when none is visible.
  open override var forLastBaselineLayout: UIView {
    let visible = storedArrangedSubviews.filter { !$0.isHidden }
    return (axis == .vertical ? visible.last : visible.first)?.forLastBaselineLayout ?? self
  }

  /// The size the arrangement fits: at the width given, the height its constraints take there
  /// (what wraps measured at the widths the arrangement gives), else the smallest size.
  ///
  /// UIKit leaves `sizeThatFits(_:)` as `UIView` has it; answering with the fitting size serves
  /// code that lays out by frames around a stack view (Docs/Layout.md).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard size.width > 0, size.width.isFinite else {
      return systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }
    return systemLayoutSizeFitting(
      CGSize(width: size.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// Makes the arrangement's constraints again when what they read changed, then the
  /// constraints of `UIView`.
  open override func updateConstraints() {
    if arrangementIsStale { rebuildArrangement() }
    super.updateConstraints()
  }

  /// A subview leaves: if arranged, it is no longer (UIKit).
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    // A view that leaves the stack's subviews is no longer arranged (UIKit).
    removeArrangedSubview(subview)
  }

  override func subviewVisibilityDidChange(_ subview: UIView) {
    if arrangedIDs.contains(ObjectIdentifier(subview)) { arrangementDidChange() }
  }

  /// What the arrangement reads changed: its constraints are made again before the next layout.
  final func arrangementDidChange() {
    guard !arrangementIsStale else { return }
    arrangementIsStale = true
    setNeedsUpdateConstraints()
  }
}
