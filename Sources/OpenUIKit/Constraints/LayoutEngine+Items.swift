import Foundation
import LayoutSolver
@_spi(Compositor) import OpenCoreGraphics

/// How the engine turns views, guides and constraints into the solver's variables and
/// constraints, and keeps the hierarchy's share of them (pinned frames, intrinsic sizes, guide
/// insets) in step.
extension LayoutEngine {
  /// The variables of a view or guide, made (with its pins, intrinsic size or guide placement)
  /// on first use.
  func item(for object: AnyObject) -> Item {
    // An item whose view or guide is gone is a stale entry at a reused address: made again.
    if let item = items[ObjectIdentifier(object)], item.view === object || item.guide === object {
      return item
    }
    let item = Item(solver)
    items[ObjectIdentifier(object)] = item
    owners[item.x] = item
    owners[item.y] = item
    owners[item.width] = item
    owners[item.height] = item
    if let view = object as? UIView {
      item.view = view
      let isRoot = view === root
      if isRoot ? !(fitsRoot || rootIsFree) : view.isPlacedByFrame {
        pin(item, to: view.untransformedFrame)
        pinnedItems.append(item)
      } else {
        syncIntrinsicSize(of: item, view)
      }
    } else if let guide = object as? UILayoutGuide {
      item.guide = guide
      if guide.kind != .custom { systemGuideItems.append(item) }
      syncGuide(item, guide)
    }
    return item
  }

  /// Adds one of the engine's own constraints (a pin, an intrinsic size, a guide's placement).
  ///
  /// `nil`, with a diagnostic, when the solver refuses it. During a rebuild it is queued and the
  /// refusal comes at the end (`repair(refused:)`).
  func add(_ constraint: LinearConstraint) -> ConstraintID? {
    if batch != nil { return solver.enqueue(constraint) }
    do {
      return try solver.add(constraint)
    } catch {
      Diagnostics.log(
        "Auto Layout could not add an internal constraint (\(error)); it is left out",
        module: "OpenUIKit")
      return nil
    }
  }

  // MARK: Frames of views that translate their masks

  /// Holds a view that translates its mask at `frame` (made once, then moved in place), with
  /// required constraints that flex with its superview's size as its mask says.
  func pin(_ item: Item, to frame: CGRect) {
    // Constraints place alignment rectangles: the pin holds the frame's.
    let rect = item.view?.alignmentRect(forFrame: frame) ?? frame
    // Shares that changed (a frame set by code, a mask changed) need new coefficients.
    if !item.pins.isEmpty, let view = item.view,
      !Self.sameShares(autoresizing(of: view, frame: frame)?.0, item.pinShares)
    {
      for id in item.pins { try? solver.remove(id) }
      item.pins = []
    }
    if item.pins.isEmpty {
      let priority = LinearConstraint.required
      // All four or none: the pins are paired with x, y, width and height by position.
      let made = autoresizingPins(of: item, rect: rect, frame: frame, priority: priority).map {
        add($0)
      }
      item.pins = made.compactMap { $0 }
      if item.pins.count != 4 {
        for id in item.pins { try? solver.remove(id) }
        item.pins = []
      }
    } else {
      let values = autoresizingPins(of: item, rect: rect, frame: frame, priority: 0).map {
        $0.expression.constant
      }
      for (id, value) in zip(item.pins, values) {
        do {
          try solver.setConstant(value, of: id)
        } catch {
          // A frame set by code that required constraints contradict: UIKit breaks the
          // autoresizing constraint; here it keeps its old place in the solve.
          Diagnostics.log(
            "Unable to simultaneously satisfy constraints: the frame \(frame) given to "
              + "\(item.view.map { "\(type(of: $0))" } ?? "a view") (which translates its "
              + "autoresizing mask) conflicts with its required constraints; its old frame is kept "
              + "for layout", module: "OpenUIKit")
          break
        }
      }
    }
    item.pinned = frame
  }

  /// Brings the hierarchy's share of the solver up to date: pinned frames, scroll offsets,
  /// stale intrinsic sizes, system guides (before a layout or a measurement).
  func syncHierarchy() {
    syncPins()
    syncScrollOrigins()
    syncIntrinsicSizes()
    syncGuides()
  }

  /// Re-pins the views whose frames moved since.
  func syncPins() {
    for item in pinnedItems {
      guard let pinned = item.pinned, let view = item.view else { continue }
      let frame = view.untransformedFrame
      if frame != pinned { pin(item, to: frame) }
    }
  }

  // MARK: Intrinsic content sizes

  /// Marks a view's content-size constraints for renewal at the next update.
  func intrinsicSizeChanged(_ view: UIView) {
    guard let item = items[ObjectIdentifier(view)], item.view === view else { return }
    markIntrinsicStale(item)
    isDirty = true
    // Baselines are held as constants of the constraints that read them: those are remade.
    if item.usesBaselines { invalidate() }
  }

  /// Queues an item's content-size constraints for the next update (once).
  func markIntrinsicStale(_ item: Item) {
    guard !item.intrinsicIsStale else { return }
    item.intrinsicIsStale = true
    staleIntrinsic.append(item)
  }

  func syncIntrinsicSizes() {
    let stale = staleIntrinsic
    staleIntrinsic = []
    for item in stale where item.intrinsicIsStale {
      if let view = item.view { syncIntrinsicSize(of: item, view) }
    }
  }

  /// Holds a view that does not translate its mask to its intrinsic size: in each dimension that
  /// has one, size ≤ intrinsic at its hugging priority and size ≥ intrinsic at its compression
  /// resistance (each required at 1000).
  func syncIntrinsicSize(of item: Item, _ view: UIView) {
    item.intrinsicIsStale = false
    guard item.pinned == nil else { return }
    var hugging = (
      view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical)
    )
    var compression = (
      view.contentCompressionResistancePriority(for: .horizontal),
      view.contentCompressionResistancePriority(for: .vertical)
    )
    // Along a stack view's axis, equal priorities are told apart by the views' places.
    if let stack = view.storedSuperview as? UIStackView, let nudge = stack.tieBreak(for: view) {
      if stack.axis == .horizontal {
        hugging.0 = UILayoutPriority(hugging.0.rawValue + nudge)
        compression.0 = UILayoutPriority(compression.0.rawValue + nudge)
      } else {
        hugging.1 = UILayoutPriority(hugging.1.rawValue + nudge)
        compression.1 = UILayoutPriority(compression.1.rawValue + nudge)
      }
    }
    let size: CGSize
    if item.intrinsic == nil,
      defersMeasurement(of: view, hugging: hugging, compression: compression)
    {
      // Stand-in constants until the batch is solved (`measureDeferredLabels()`).
      size = .zero
      deferredLabels.append(item)
    } else {
      size = view.intrinsicContentSize
      if (view as? UILabel)?.numberOfLines != 1 {
        item.wrapWidth = view.bounds.width
        item.wrapWidthIsExact = false
      }
    }
    // The target of each slot: width ≤, width ≥, height ≤, height ≥ (nil: no intrinsic size).
    let width = Self.intrinsicTarget(size.width)
    let height = Self.intrinsicTarget(size.height)
    func target(_ slot: Int) -> Double? { slot < 2 ? width : height }
    if let old = item.intrinsic, old.hugging == hugging, old.compression == compression,
      old.ids.count == 4, (0..<4).allSatisfy({ (old.ids[$0] == nil) == (target($0) == nil) })
    {
      // Same priorities, same slots: the constants move in place.
      moveIntrinsicConstants(of: item, to: size)
      return
    }
    for id in item.intrinsic?.ids ?? [] { if let id { try? solver.remove(id) } }
    // Built slot by slot, without lists of variables and priorities (a rebuild makes these for
    // every label and button).
    var ids: [ConstraintID?] = []
    ids.reserveCapacity(4)
    for slot in 0..<4 {
      guard let target = target(slot) else {
        ids.append(nil)
        continue
      }
      let priority =
        switch slot {
        case 0: hugging.0
        case 1: compression.0
        case 2: hugging.1
        default: compression.1
        }
      ids.append(
        add(
          LinearConstraint(
            slot < 2 ? item.width : item.height,
            slot.isMultiple(of: 2) ? .lessThanOrEqual : .greaterThanOrEqual, target,
            priority: Double(priority.rawValue))))
    }
    item.intrinsic = IntrinsicConstraints(
      size: size, hugging: hugging, compression: compression, ids: ids)
  }

  /// A content-size slot's target for one dimension of an intrinsic size: `nil` for
  /// `noIntrinsicMetric` (or a value that is not finite), else the size, at least zero.
  static func intrinsicTarget(_ value: CGFloat) -> Double? {
    value == UIView.noIntrinsicMetric || !value.isFinite ? nil : Double(max(value, 0))
  }

  /// Moves an item's content-size constants to `size` in place (a slot with no constraint, or
  /// with no target in `size`, is left as it is).
  func moveIntrinsicConstants(of item: Item, to size: CGSize) {
    guard let ids = item.intrinsic?.ids, ids.count == 4 else { return }
    for slot in 0..<4 {
      guard let id = ids[slot],
        let target = Self.intrinsicTarget(slot < 2 ? size.width : size.height)
      else { continue }
      try? solver.setConstant(-target, of: id)
    }
    item.intrinsic?.size = size
  }
}
