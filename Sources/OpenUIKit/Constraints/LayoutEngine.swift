import Foundation
import LayoutSolver
@_spi(OpenUIKit) import OpenQuartzCore

/// The Auto Layout engine of one view hierarchy: the constraints its views hold, solved by
/// ``ConstraintSolver`` into the frames of the views that do not translate their autoresizing
/// masks.
///
/// One engine per root view (a window, or the top of a hierarchy not in one), made when the
/// hierarchy first lays out with active constraints, and one per island: a view placed by its
/// frame whose constraints stay inside it, measured and laid out by its own engine
/// (`LayoutEngine+Islands.swift`). Each view or guide it meets gets four
/// variables, its frame in its superview's (or owning view's) coordinates; a constraint between
/// items in different superviews adds the frames of the views between them and their closest
/// common ancestor. Views that translate their masks are pinned to their frames by required
/// constraints (UIKit's `NSAutoresizingMaskLayoutConstraint`), re-pinned when their frames move.
///
/// Most changes are incremental: activating or deactivating a constraint adds or removes it,
/// a new `constant` or intrinsic size moves constants in place, and only the views whose
/// variables moved get new frames. A change in the hierarchy's shape (a view added, removed or
/// switched to constraints, margins that moved) rebuilds the engine at the next layout
/// (Docs/Layout.md, "Auto Layout").
@MainActor
final class LayoutEngine {
  /// The engines, by root view.
  static var engines: [ObjectIdentifier: LayoutEngine] = [:]
  /// Active constraints anywhere: while zero, layout never looks for an engine.
  static var activeCount = 0
  /// Solvers built from constraints so far (``rebuild(from:)``), for tests.
  static var solverBuilds = 0
  /// Views whose `updateConstraints()` is pending.
  static var pendingUpdateConstraints: [WeakView] = []
  /// Whether the commit runs pending `updateConstraints()` as a phase of its own (registered at
  /// the first request).
  static var isPhaseRegistered = false

  /// A view held weakly, for the pending lists.
  @MainActor struct WeakView {
    private let reference: LayoutReference<UIView>
    init(view: UIView) { reference = LayoutReference(view) }
    var view: UIView? { reference.object }
  }

  /// The variables of a view or guide, and what the engine added for it.
  @MainActor final class Item {
    var view: UIView? {
      get { viewReference.object }
      set { viewReference = LayoutReference(newValue) }
    }
    var guide: UILayoutGuide? {
      get { guideReference.object }
      set { guideReference = LayoutReference(newValue) }
    }
    private var viewReference = LayoutReference<UIView>()
    private var guideReference = LayoutReference<UILayoutGuide>()
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable
    /// The required frame of a view that translates its mask, and the four constraints.
    var pinned: CGRect?
    var pins: [ConstraintID] = []
    /// The shares of its superview's size changes the pins give a view that translates a
    /// flexible mask (`LayoutEngine+Autoresizing.swift`); `nil` when held at its frame.
    var pinShares: AutoresizingShares?
    /// The intrinsic size and priorities the content-size constraints were made for.
    var intrinsic: IntrinsicConstraints?
    var intrinsicIsStale = false
    /// Whether a constraint reads a baseline of the view (its font's metrics, held as constants).
    var usesBaselines = false
    /// Whether a constraint reads a margin attribute of the view (held as constants).
    var usesMargins = false
    /// For a wrapping label: the width its height constraints were computed at (its bounds'
    /// when its intrinsic size was read, the solved one after a measurement), so that a layout
    /// at another width asks its height again.
    var wrapWidth: CGFloat?
    /// Whether ``wrapWidth`` is a solved width not yet rounded to the frame's: a label measured
    /// there while the engine lays out is measured again at its frame's width if that differs at
    /// all (a measurement's width, rounded later, keeps a pixel's tolerance).
    var wrapWidthIsExact = false
    /// The constants a margins or safe-area guide was placed with, and its four constraints.
    var guidePlacement: [Double]?
    var guideConstraints: [ConstraintID] = []
    /// A scroll view's offset as variables, once something reads it.
    var scrollOrigin: ScrollOrigin?

    init(_ solver: ConstraintSolver) {
      x = solver.makeVariable()
      y = solver.makeVariable()
      width = solver.makeVariable()
      height = solver.makeVariable()
    }
  }

  /// A scroll view's bounds origin in the solver: two variables, their pins, and the offset they
  /// were pinned at.
  struct ScrollOrigin {
    var x: Variable
    var y: Variable
    var pins: [ConstraintID]
    var offset: CGPoint
  }

  /// A view's hugging and compression-resistance constraints: width ≤, width ≥, height ≤,
  /// height ≥ (a slot is `nil` for a dimension with no intrinsic size, or one the solver refused).
  struct IntrinsicConstraints {
    var size: CGSize
    var hugging: (UILayoutPriority, UILayoutPriority)
    var compression: (UILayoutPriority, UILayoutPriority)
    var ids: [ConstraintID?]
  }

  /// A constraint in the solver: its id and the part of its expression's constant that comes
  /// from the hierarchy (margins, bounds origins), so that a new `constant` moves it in place.
  struct Installed {
    var id: ConstraintID
    var fixed: Double
    /// Whether it went into the solver fixed, without a marker (``LinearConstraint/isFixed``):
    /// taking it out or moving its constant rebuilds the engine.
    var isFixed = false
  }

  var root: UIView? { rootReference.object }
  private let rootReference: LayoutReference<UIView>
  var solver = ConstraintSolver()
  var items: [ObjectIdentifier: Item] = [:]
  var owners: [Variable: Item] = [:]
  var installed: [ObjectIdentifier: Installed] = [:]
  /// Active required constraints left out because they conflicted (tried again at updates).
  var broken: [NSLayoutConstraint] = []
  var needsRebuild = true
  var isDirty = true
  /// Whether the solver was built while measuring the root, so that every frame is still to be
  /// given at the next layout.
  var needsApplyAll = false
  /// Whether solved frames are applied to views (not for `systemLayoutSizeFitting`).
  var appliesFrames = true
  /// Whether the root's size is solved rather than pinned (`systemLayoutSizeFitting`).
  var fitsRoot = false
  /// Whether the root is left unpinned while ``measureRoot(target:horizontal:vertical:)`` runs.
  var rootIsFree = false
  /// Wrapping labels whose width the last frames changed.
  var rewrapped: [Item] = []
  /// The items an update looks at, kept apart so that an update costs what changed, not the
  /// number of items: views pinned to their frames, system guides, stale intrinsic sizes.
  var pinnedItems: [Item] = []
  var systemGuideItems: [Item] = []
  var staleIntrinsic: [Item] = []
  /// Scroll views whose offset is in the solver.
  var scrollItems: [Item] = []
  /// The way the last `exerciseAmbiguityInLayout()` pulled (alternates).
  var exerciseDirection = -1.0
  /// While a rebuild collects its constraints: they are queued and solved together at its end
  /// (`LayoutEngine+Batches.swift`), and the layout constraints among them are listed here with
  /// their identifiers, for what the solver refuses.
  var batch: Batch?
  /// Wrapping labels whose measurement the rebuild holds off until their width is solved
  /// (`LayoutEngine+WrappingLabels.swift`).
  var deferredLabels: [Item] = []
  /// Whether rebuilds add required equalities that have not changed since they came as fixed
  /// (`LayoutEngine+Batches.swift`); off once the engine is asked which constraints hold a
  /// view, which needs every constraint's marker.
  var fixesUnchangedEqualities = true
  /// Whether rebuilds queue the layout constraints in the walk's order: set when a sparse order
  /// met a conflict or an ambiguity (`LayoutEngine+Batches.swift`).
  var needsWalkOrder = false

  init(root: UIView) { rootReference = LayoutReference(root) }

  /// The engine that solves the constraints `view` holds, made (for the top of its hierarchy)
  /// when missing.
  static func engine(for view: UIView) -> LayoutEngine {
    if let engine = existingEngine(for: view) { return engine }
    let top = view.rootView
    let engine = LayoutEngine(root: top)
    engines[ObjectIdentifier(top)] = engine
    return engine
  }

  /// The engine that solves the constraints `view` holds, if there is one: the island of the
  /// closest island root at or above it, else the engine of the top of its hierarchy.
  static func existingEngine(for view: UIView) -> LayoutEngine? {
    var top = view
    while true {
      if let island = island(of: top) { return island }
      guard let parent = top.storedSuperview else { break }
      top = parent
    }
    guard let engine = engines[ObjectIdentifier(top)], engine.root === top else { return nil }
    return engine
  }

  /// Marks the engine for a rebuild and its root for layout.
  func invalidate() {
    needsRebuild = true
    isDirty = true
    root?.setNeedsLayout()
  }

  // MARK: The layout pass

  /// Called before `view` lays out: brings the engine up to date and applies new frames.
  static func layoutWillRun(in view: UIView) {
    // Inside a commit, pending updateConstraints() wait for their phase, which the commit returns
    // to after layout. A layout run by hand (`layer.layoutIfNeeded()`) runs them from the top of
    // the hierarchy's layout (or the pending view's own), not from every view's.
    if !pendingUpdateConstraints.isEmpty, CommitPhases.runningPhase != .layout,
      view.storedSuperview == nil || view.needsUpdateConstraints()
    {
      runUpdateConstraints(under: view)
    }
    guard activeCount > 0, let engine = existingEngine(for: view) else { return }
    // A view that translates its mask may have been moved or resized since it was pinned (its
    // frame set by code): the view and its subviews are checked as it lays out.
    if !engine.isDirty {
      for candidate in [view] + view.storedSubviews {
        if let item = engine.items[ObjectIdentifier(candidate)], let pinned = item.pinned,
          pinned != candidate.untransformedFrame
        {
          engine.isDirty = true
          break
        }
      }
    }
    guard engine.isDirty else { return }
    engine.update()
  }

  /// Runs pending `updateConstraints()`, rebuilds or syncs the solver, and applies the frames
  /// that moved.
  func update() {
    guard let root else { return }
    if CommitPhases.runningPhase != .layout { Self.runUpdateConstraints(under: root) }
    isDirty = false
    if needsRebuild {
      rebuild(from: root)
      needsApplyAll = false
      applyAll()
      if rewrapped.isEmpty { return }
    }
    syncHierarchy()
    retryBrokenConstraints()
    if needsApplyAll {
      // Built while measuring: no frame has been given yet.
      needsApplyAll = false
      solver.discardChangedVariables()
      applyAll()
    } else {
      apply(solver.takeChangedVariables())
    }
    // A wrapping label's height follows its width: when a frame just gave it a new width, its
    // intrinsic size is asked again and the engine solves once more (UIKit's automatic
    // preferredMaxLayoutWidth, which lays out twice). Twice at most: heights do not feed widths.
    for _ in 0..<2 where !rewrapped.isEmpty {
      for item in rewrapped { markIntrinsicStale(item) }
      rewrapped = []
      syncIntrinsicSizes()
      apply(solver.takeChangedVariables())
    }
    rewrapped = []
  }

  /// Makes the solver afresh from every constraint held in the hierarchy.
  ///
  /// - Parameters:
  ///   - solving: Whether the constraints are solved now; when not, they stay queued, in the
  ///     walk's order, for the caller to add more (a measurement's targets) before
  ///     ``solveBatch(retryingInWalkOrder:)``.
  ///   - inWalkOrder: Whether the layout constraints go in in the walk's order even when
  ///     solving now (the second try of a batch whose sparse order met a conflict or an
  ///     ambiguity, `LayoutEngine+Batches.swift`).
  func rebuild(from root: UIView, solving: Bool = true, inWalkOrder: Bool = false) {
    needsRebuild = false
    if !inWalkOrder { Self.solverBuilds += 1 }
    solver = ConstraintSolver()
    items = [:]
    owners = [:]
    pinnedItems = []
    systemGuideItems = []
    staleIntrinsic = []
    scrollItems = []
    deferredLabels = []
    installed = [:]
    broken = []
    batch = Batch()
    // The walk first, then the installs in the walk's order: the engine's tables are sized once
    // instead of growing (rehashing) as they fill.
    var held: [[NSLayoutConstraint]] = []
    var walked = 0
    var total = 0
    var stack = [root]
    while let view = stack.popLast() {
      walked += 1
      // An island is solved by its own engine: here its root is one pinned view. A measuring
      // engine skips islands too (their insides cannot move their roots) but makes none.
      if view !== root, view.hasAutoLayoutState {
        if Self.isIslandRoot(view) {
          if !fitsRoot { _ = Self.makeIsland(at: view, aroundIsRebuilding: true) }
          continue
        }
        if !fitsRoot { view.autoLayoutStateIfAny?.islandEngine = nil }
      }
      if let constraints = view.autoLayoutStateIfAny?.constraints, !constraints.isEmpty {
        held.append(constraints.array)
        total += constraints.count
      }
      stack.append(contentsOf: view.storedSubviews)
    }
    installed.reserveCapacity(total)
    items.reserveCapacity(walked)
    owners.reserveCapacity(4 * walked)
    for constraints in held {
      for constraint in constraints { install(constraint) }
    }
    let reordered = enqueuePending(sparseFirst: solving && !inWalkOrder && !needsWalkOrder)
    if solving { solveBatch(retryingInWalkOrder: reordered) }
  }

  /// The frame of `guide` in its owning view's coordinates, as last solved.
  static func layoutFrame(of guide: UILayoutGuide) -> CGRect {
    guard let owner = guide.owningView, let (engine, item) = engineHolding(guide, node: owner)
    else { return .zero }
    let s = engine.solver
    return CGRect(
      x: s.value(of: item.x), y: s.value(of: item.y), width: s.value(of: item.width),
      height: s.value(of: item.height))
  }
}

extension UIView {
  /// The top of the view's hierarchy (itself when it has no superview).
  var rootView: UIView {
    var view = self
    while let parent = view.storedSuperview { view = parent }
    return view
  }

  /// Whether the engine takes the view's frame as given (pinned) instead of placing it: it
  /// translates its autoresizing mask.
  var isPlacedByFrame: Bool { translatesAutoresizingMaskIntoConstraints }

  /// The frame without the transform: the center less half the bounds (what constraints place).
  var untransformedFrame: CGRect {
    CGRect(
      x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
      height: bounds.height)
  }
}
