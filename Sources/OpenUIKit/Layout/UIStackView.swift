import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// A view that lays out its arranged subviews in a row or a column, as UIKit's `UIStackView`.
///
/// The layout comes from each arranged view's `intrinsicContentSize`, or the size its own
/// constraints fit (a dimension without either counts as 0 and takes what the distribution gives
/// it), and its content priorities; hidden arranged views collapse, with their spacing. The stack
/// places its arranged views itself: to the Auto Layout engine they are pinned where it puts them,
/// so other views can be constrained to them. The rules of each distribution
/// and alignment are in Docs/Layout.md. Baseline alignments and baseline-relative arrangement are
/// left out.
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
    /// Centred, intrinsic breadth.
    case center = 3
    /// At the trailing (horizontal axis: bottom) edge, intrinsic breadth.
    case trailing = 4

    /// In a row: the top edge (the same as `.leading`).
    public static let top = Alignment.leading
    /// In a row: the bottom edge (the same as `.trailing`).
    public static let bottom = Alignment.trailing
  }

  final var storedArrangedSubviews: [UIView] = []
  /// The arranged views' identities: membership in O(1) (stacks of thousands stay linear).
  final var arrangedIDs = Set<ObjectIdentifier>()
  final var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// Whether what the arrangement reads changed since the stack last arranged its views (the
  /// engine does not report conflicts with an arrangement about to be redone).
  final var arrangementIsStale = true

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

  /// The fitting size: the arranged views' intrinsic lengths and spacings along the axis, the
  /// largest breadth across, plus the margins when they count.
  ///
  /// When what it holds wraps (a wrapping label, a nested stack that wraps, a view laid out by
  /// constraints) and it has a width, its height is the one it has at that width, as a wrapping
  /// label's is: the engine asks again when the width it gives changes. (A stack arranged by
  /// another is measured by that one, at the widths it gives: its natural size is enough.)
  open override var intrinsicContentSize: CGSize {
    let natural = arrangedContentSize
    guard bounds.width > 0, !isArrangedByStack, contentWraps else { return natural }
    return CGSize(width: natural.width, height: fittingSize(atWidth: bounds.width).height)
  }

  /// A constraint in `view`'s subtree changed: each stack view arranging it, or an ancestor of
  /// it, measures and arranges again (its arrangement reads those constraints' sizes).
  static func arrangedContentChanged(around view: UIView) {
    var current: UIView? = view
    while let child = current, let parent = child.storedSuperview {
      if let stack = parent as? UIStackView, stack.arrangedIDs.contains(ObjectIdentifier(child)) {
        stack.arrangementIsStale = true
        stack.setNeedsLayout()
        stack.invalidateIntrinsicContentSize()
      }
      current = parent
    }
  }

  /// Whether a stack view arranges this one.
  var isArrangedByStack: Bool {
    guard let outer = superview as? UIStackView else { return false }
    return outer.arrangedIDs.contains(ObjectIdentifier(self))
  }

  /// Whether the stack's height follows its width: something it shows wraps.
  var contentWraps: Bool {
    storedArrangedSubviews.contains { view in
      guard !view.isHidden else { return false }
      if let stack = view as? UIStackView { return stack.contentWraps }
      if let label = view as? UILabel { return label.numberOfLines != 1 }
      return LayoutEngine.subtreeHoldsConstraints(view)
    }
  }

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

  /// At a given width, the arrangement's size with the heights of what wraps (wrapping labels,
  /// nested stacks) taken at the widths the arrangement gives them; with no width, the
  /// ``intrinsicContentSize``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard size.width > 0, size.width.isFinite else { return arrangedContentSize }
    return fittingSize(atWidth: size.width)
  }

  /// Places the visible arranged views.
  open override func layoutSubviews() {
    super.layoutSubviews()
    arrangeSubviews()
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

  /// The arrangement changed: lay out again, and tell the superview the fitting size may have.
  final func arrangementDidChange() {
    arrangementIsStale = true
    setNeedsLayout()
    invalidateIntrinsicContentSize()
    // Which views the stack places, and so the engine pins, may have changed.
    LayoutEngine.structureChanged(around: self)
  }
}
