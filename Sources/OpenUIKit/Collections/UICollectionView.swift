import CollectionUpdates
import Foundation

/// A scrolling view of items placed by a layout, with reused cells, as UIKit's `UICollectionView`.
///
/// The layout (`UICollectionViewLayout`) decides where every item and supplementary view goes;
/// the collection view asks it for what meets the visible rectangle and shows a cell (or
/// supplementary view) for each, reusing those that scrolled away (the reuse seam shared with
/// `UITableView`: Docs/Collections.md). Its delegate is the scroll view's `delegate`, as for tables.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// What a layout attributes object describes.
  public enum ElementCategory: Sendable {
    /// An item's cell.
    case cell
    /// A supplementary view (a header, a footer, a badge).
    case supplementaryView
    /// A decoration view: one the layout registered and places (a section's background), with
    /// no data source or delegate involved.
    case decorationView
  }

  /// The axis a flow layout's content scrolls along.
  public enum ScrollDirection: Int, Sendable {
    /// Lines run across, the content scrolls up and down.
    case vertical
    /// Lines run down, the content scrolls sideways.
    case horizontal
  }

  /// The kind of a flow layout's section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Where `scrollToItem(at:at:animated:)` puts the item; one vertical and one horizontal member.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Leaves both axes as they are.
    public static let none = ScrollPosition([])
    /// The item's top at the visible top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centered vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the visible bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the visible left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centered horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the visible right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// An element on screen: an item's cell, a supplementary view or a decoration view.
  enum ElementKey: Hashable {
    case cell(IndexPath)
    case supplementary(String, IndexPath)
    case decoration(String, IndexPath)
  }

  /// The layout; setting one lays the content out again with it.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      guard collectionViewLayout !== oldValue else { return }
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      needsTargetOffset = true
      startsAtMirroredEnd = false
      collectionViewLayout.invalidateLayout()
    }
  }
  /// Supplies the items and cells.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }
  /// Hears which items are about to show as the content scrolls
  /// (`UICollectionViewDataSourcePrefetching`).
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  /// Whether the prefetch data source is told anything; default `true`.
  open var isPrefetchingEnabled = true
  /// Whether the user may select items; default `true`.
  open var allowsSelection = true
  /// Whether the user may select several items (a click toggles one); default `false`.
  open var allowsMultipleSelection = false
  /// Whether the collection view is editing: cells' configuration states say so and list rows
  /// show their editing accessories (`UICollectionView+Editing.swift`); default `false`.
  open var isEditing = false {
    didSet { if isEditing != oldValue { editingDidChange() } }
  }
  /// Whether the user may select items while editing; default `false`.
  open var allowsSelectionDuringEditing = false
  /// Whether the user may select several items while editing; default `false`.
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether items take keyboard focus (Tab enters the collection view, the arrows move between
  /// items); default `true`, as on the Mac.
  open var allowsFocus = true
  /// Whether moving the focus selects the item focused; default `false`.
  open var selectionFollowsFocus = false
  /// Whether Tab comes back to the item focused last (rather than the selected or first one);
  /// default `false`.
  open var remembersLastFocusedIndexPath = false

  // MARK: State (mechanics in the UICollectionView+ files)

  final var sectionCounts: [Int] = []
  final var needsReload = true
  final var needsPrepare = true
  final var needsTargetOffset = false
  /// Whether a mirrored layout scrolling sideways was shown from its first item (its right end).
  final var startsAtMirroredEnd = false
  final var preparedBounds = CGRect.null
  final var preparedInset = UIEdgeInsets.zero
  final let elements = TiledViews<ElementKey, UICollectionReusableView>()
  final var cellQueue = ReuseQueue<UICollectionReusableView>()
  final var supplementaryQueues: [String: ReuseQueue<UICollectionReusableView>] = [:]
  final var decorationQueue = ReuseQueue<UICollectionReusableView>()
  final var selectedItems: [IndexPath] = []
  final var highlightedItem: IndexPath?
  final var itemPrefetch = PrefetchWindow<IndexPath>()
  final var lastTiledOrigin: CGPoint?
  final var pendingBatch: BatchUpdate?
  final var batchNesting = 0
  final var batchCompletions: [(Bool) -> Void] = []
  final var pendingReconfigures: [IndexPath] = []
  final var updatePass: CollectionUpdatePass?
  final var reconfiguringCell: UICollectionViewCell?
  final var lastFocusedIndexPath: IndexPath?
  final var selectionAnchor: IndexPath?
  final let swipePan = UIPanGestureRecognizer()
  final var swipe: SwipeState?
  final var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
  final var orthogonalOffsets: [Int: CGFloat] = [:]
  final var movement: InteractiveMovement?
  /// Set by the data source protocol's default `moveItemAt:to:` (not implemented).
  final var moveWasIgnored = false
  final let reorderPan = UIPanGestureRecognizer()
  /// The cell of the item moving by hand, lifted by a shadow.
  final weak var liftedCell: UICollectionReusableView?
  /// The reorder drag's offset from the pointer to the moving cell's center.
  final var reorderGrab = CGPoint.zero
  /// The reorder drag's pointer, in the visible area's coordinates, and the link that scrolls
  /// while it stays near an edge.
  final var reorderPointer = CGPoint.zero
  final var reorderAutoscroll: CADisplayLink?
  /// The row whose editing accessory (a delete control) is pressed.
  final var accessoryPress: IndexPath?

  /// Creates a collection view laid out by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    backgroundColor = .systemBackground
    configureSwipe()
    configureReorder()
  }

  /// Creates a collection view from an archive: nothing is decoded on Linux, so it has a plain
  /// `UICollectionViewLayout` (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
    configureSwipe()
    configureReorder()
  }

  /// The collection view delegate (the scroll view's `delegate`, when it is one).
  final var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? any UICollectionViewDelegate
  }

  /// Reads the counts again and shows every element afresh at the next layout; the selection is
  /// cleared, as UIKit's.
  open func reloadData() {
    needsReload = true
    abandonMovement()
    itemPrefetch.forget()
    forgetOrthogonalOffsets()
    closeSwipe(animated: false)
    selectedItems = []
    selectionAnchor = nil
    highlightedItem = nil
    let context = collectionViewLayout.makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    collectionViewLayout.invalidateLayout(with: context)
  }

  /// Shows the elements meeting the visible rectangle (`UICollectionView+Tiling.swift`).
  open override func layoutSubviews() {
    super.layoutSubviews()
    closeSwipeIfScrolled()
    tileElements()
  }

  /// A sideways motion over a row with swipe actions is the swipe's, not a scroll
  /// (`UICollectionView+SwipeActions.swift`).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    if gestureRecognizer === reorderPan { return isReorderDrag(reorderPan) }
    if gestureRecognizer === swipePan { return !isReorderDrag(swipePan) && isSwipe(swipePan) }
    if gestureRecognizer === panGestureRecognizer, panGestureRecognizer.scrollStepType == nil,
      isSwipe(panGestureRecognizer) || isReorderDrag(panGestureRecognizer)
    {
      return false
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// The layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
  override func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    collectionViewLayout.targetContentOffset(
      forProposedContentOffset: proposed, withScrollingVelocity: velocity)
  }

  /// The arrows move the focus between items, Return or Space select the focused one
  /// (`UICollectionView+Focus.swift`).
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if !collectionFocusPresses(presses) { super.pressesBegan(presses, with: event) }
  }

  /// Key repeat moves the focus on.
  open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if !collectionFocusPresses(presses, repeating: true) {
      super.pressesChanged(presses, with: event)
    }
  }

  /// A press on an item highlights it (`UICollectionView+Selection.swift`).
  ///
  /// Other presses go to the scroll view; a press while a row is swiped open closes it instead.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if swipe != nil {
      closeSwipe(animated: true)
      return
    }
    if !collectionTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
  }

  /// Keeps the highlight while the press stays on its item.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !collectionTouchesMoved(touches) { super.touchesMoved(touches, with: event) }
  }

  /// Selects the pressed item when the press lifts on it.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !collectionTouchesEnded(touches, event) { super.touchesEnded(touches, with: event) }
  }

  /// A press taken by a scroll: the highlight goes, nothing is selected.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !collectionTouchesCancelled() { super.touchesCancelled(touches, with: event) }
  }
}
