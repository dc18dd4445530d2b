import Foundation
import LayoutSolver

extension UIView {
  /// The size ``systemLayoutSizeFitting(_:)`` returns when it may be as small as the
  /// constraints allow.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The size ``systemLayoutSizeFitting(_:)`` returns when it may be as large as the
  /// constraints allow (UIKit's value is not documented; this is 10⁶ points).
  public static let layoutFittingExpandedSize = CGSize(width: 1_000_000, height: 1_000_000)
}

extension LayoutEngine {
  /// `systemLayoutSizeFitting`: the view's constraints and its subtree's, solved on their own
  /// with the view's size held to `target` at the given priorities; no frame is changed.
  static func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    runUpdateConstraints(under: view)
    let target = LayoutLimits.fittingTarget(target)
    // The root of an island (or of a hierarchy) is measured by the engine that lays it out.
    if let engine = persistentEngine(rootedAt: view),
      let size = engine.measureRoot(target: target, horizontal: horizontal, vertical: vertical)
    {
      return size
    }
    let engine = LayoutEngine(root: view)
    engine.appliesFrames = false
    engine.fitsRoot = true
    engine.rebuild(from: view, solving: false)
    let item = engine.item(for: view)
    _ = engine.addFittingTargets(
      for: item, target: target, horizontal: horizontal, vertical: vertical)
    // Solved with the targets: the system a template keeps is then the measured one.
    engine.solveBatch()
    engine.fitWrappingLabels()
    return engine.solvedSize(of: item)
  }

  /// The engine rooted at `view` that also lays it out: its island (made if it qualifies), or
  /// its hierarchy's when it is the top.
  static func persistentEngine(rootedAt view: UIView) -> LayoutEngine? {
    if view.storedSuperview == nil {
      guard let engine = engines[ObjectIdentifier(view)], engine.root === view else { return nil }
      return engine
    }
    if let engine = island(of: view) { return engine }
    return isIslandRoot(view) ? makeIsland(at: view) : nil
  }

  /// The size of `item` as solved, rounded to device pixels.
  func solvedSize(of item: Item) -> CGSize {
    let scale = max(root?.traitCollection.displayScale ?? 1, 1)
    func round(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
    return CGSize(
      width: max(round(solver.value(of: item.width)), 0),
      height: max(round(solver.value(of: item.height)), 0))
  }

  /// Measures the root of this (laying-out) engine.
  ///
  /// Its size pins give way to the targets at the given priorities, the solver solves, and the
  /// pins come back holding the measured size (a cell is usually given it next, so its layout
  /// then costs nothing more). No frame changes now; the next layout gives the frames. `nil`
  /// when the root's pins are not in place.
  func measureRoot(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    -> CGSize?
  {
    guard let root else { return nil }
    let applied = appliesFrames
    appliesFrames = false
    // Built now, the root is left free: pinned at a frame it has not been given yet (a new
    // cell's zero size), its required constraints would conflict and be broken.
    rootIsFree = true
    defer {
      appliesFrames = applied
      rootIsFree = false
    }
    if needsRebuild {
      // Solved below, with the targets (a template then keeps the measured system).
      rebuild(from: root, solving: false)
      needsApplyAll = true
    }
    syncHierarchy()
    let item = self.item(for: root)
    let pinned = item.pins.count == 4
    if !pinned && !item.pins.isEmpty { return nil }
    let keepsWidthPin = releaseRootSize(
      item, pinned: pinned, target: target, horizontal: horizontal)
    // What the root's old size made conflict may fit now.
    retryBrokenConstraints()
    let targets = addFittingTargets(
      for: item, target: CGSize(width: keepsWidthPin ? .nan : target.width, height: target.height),
      horizontal: horizontal, vertical: vertical)
    if batch != nil { solveBatch() }
    fitWrappingLabels()
    let size = solvedSize(of: item)
    // A root not pinned yet keeps a required width target as its width pin (a pinned one moved
    // its pin in place above): taking it out to pin the same width would undo and redo its row.
    let widthTarget =
      !pinned && horizontal == .required && target.width.isFinite
      ? targets.first.flatMap { solver.contains($0) ? $0 : nil } : nil
    for id in targets where id != widthTarget { try? solver.remove(id) }
    removeIntrinsicConstraints(of: item)
    let keptWidthPin =
      keepsWidthPin ? item.pins[2] : widthTarget
    repinRoot(
      item, pinned: pinned, at: size,
      keptWidthPin: keptWidthPin.map { ($0, max(target.width, 0)) })
    isDirty = true
    return size
  }

  /// Holds an item's width and height to `target` at the given priorities (a non-finite
  /// dimension is left free), for a measurement; the constraints the solver took.
  func addFittingTargets(
    for item: Item, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> [ConstraintID] {
    var targets: [ConstraintID] = []
    for (variable, value, priority) in [
      (item.width, target.width, horizontal), (item.height, target.height, vertical),
    ] {
      guard value.isFinite else { continue }
      let constraint = LinearConstraint(
        variable, .equal, Double(max(value, 0)), priority: Double(priority.rawValue))
      if batch != nil {
        // A target the required constraints refuse is left out quietly, batched or not.
        let id = solver.enqueue(constraint)
        batch?.quiet.insert(id)
        targets.append(id)
      } else if let id = try? solver.add(constraint) {
        targets.append(id)
      }
    }
    return targets
  }

  /// Frees the root's size for a measurement.
  ///
  /// Its height pin goes, and its width pin too unless a required width target can move it in
  /// place (the common case: a cell measured at the table's width). The root's own intrinsic
  /// size counts while it is measured, as it does in a measuring engine. Returns whether the
  /// width pin was kept.
  private func releaseRootSize(
    _ item: Item, pinned: Bool, target: CGSize, horizontal: UILayoutPriority
  ) -> Bool {
    guard pinned, let root else { return false }
    try? solver.remove(item.pins[3])
    var keepsWidthPin = false
    if horizontal == .required, target.width.isFinite {
      keepsWidthPin =
        (try? solver.setConstant(-Double(max(target.width, 0)), of: item.pins[2])) != nil
    }
    if !keepsWidthPin { try? solver.remove(item.pins[2]) }
    let frame = item.pinned
    item.pinned = nil
    syncIntrinsicSize(of: item, root)
    item.pinned = frame
    return keepsWidthPin
  }

  /// Takes a view's intrinsic-size constraints out (the measured root's, before it is pinned).
  private func removeIntrinsicConstraints(of item: Item) {
    for id in item.intrinsic?.ids ?? [] { if let id { try? solver.remove(id) } }
    item.intrinsic = nil
  }

  /// Pins the root again, at the measured size (pins hold alignment rectangles).
  ///
  /// `keptWidthPin`: a required width constraint left in place (the pinned root's width pin, or
  /// a fresh root's width target), holding `width`; it becomes the width pin, moved only if the
  /// measured width differs. A root pinned before keeps its position pins; a fresh one gets new
  /// ones. A pin the required constraints refuse (a size they cannot take to the pixel) leaves
  /// the engine to be rebuilt at the next layout rather than half pinned.
  private func repinRoot(
    _ item: Item, pinned: Bool, at size: CGSize,
    keptWidthPin: (id: ConstraintID, width: CGFloat)?
  ) {
    guard let root else { return }
    let origin = root.alignmentRect(forFrame: item.pinned ?? root.untransformedFrame).origin
    let frame = root.frame(forAlignmentRect: CGRect(origin: origin, size: size))
    let priority = LinearConstraint.required
    if !pinned {
      guard let kept = keptWidthPin else {
        pin(item, to: frame)
        pinnedItems.append(item)
        return
      }
      guard let x = add(LinearConstraint(item.x, .equal, Double(origin.x), priority: priority)),
        let y = add(LinearConstraint(item.y, .equal, Double(origin.y), priority: priority))
      else {
        invalidate()
        return
      }
      // The height slot is filled below.
      item.pins = [x, y, kept.id, kept.id]
      pinnedItems.append(item)
    }
    var holds = true
    if let kept = keptWidthPin {
      if size.width != kept.width {
        holds = (try? solver.setConstant(-Double(size.width), of: kept.id)) != nil
      }
    } else if let id = add(
      LinearConstraint(item.width, .equal, Double(size.width), priority: priority))
    {
      item.pins[2] = id
    } else {
      holds = false
    }
    if let id = add(LinearConstraint(item.height, .equal, Double(size.height), priority: priority))
    {
      item.pins[3] = id
    } else {
      holds = false
    }
    if holds { item.pinned = frame } else { invalidate() }
  }
}

extension LayoutEngine {
  /// Whether `view` or a view under it holds an active constraint.
  static func subtreeHoldsConstraints(_ view: UIView) -> Bool {
    guard activeCount > 0 else { return false }
    var stack = [view]
    while let current = stack.popLast() {
      if current.autoLayoutStateIfAny?.constraints.isEmpty == false { return true }
      stack.append(contentsOf: current.storedSubviews)
    }
    return false
  }
}
