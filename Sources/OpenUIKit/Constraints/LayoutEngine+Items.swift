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

  /// The priority that holds a stack view's arranged view where the stack put it: below required,
  /// so the view's own required constraints (a height it must have) are kept, not broken with a
  /// report, while the stack's frame is not yet the one they ask for.
  static let arrangedPinPriority = 999.0

  /// Required for a view that translates its mask, ``arrangedPinPriority`` for one a stack view
  /// arranges.
  func pinPriority(of item: Item) -> Double {
    item.view?.translatesAutoresizingMaskIntoConstraints == false
      ? Self.arrangedPinPriority : LinearConstraint.required
  }

  /// Holds a view at `frame` (made once, then moved in place): with required constraints for a
  /// view that translates its mask (flexing with its superview's size as its mask says), at
  /// ``arrangedPinPriority`` for one a stack view arranges.
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
      let priority = pinPriority(of: item)
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

  /// Reports, once until resolved, each view a stack view arranges where its own required
  /// constraints cannot let it be (UIKit's "Unable to simultaneously satisfy constraints"
  /// between the stack's constraints and the view's): the arrangement stands, the view's
  /// constraints stay active.
  func reportArrangementConflicts() {
    for item in pinnedItems {
      guard let view = item.view, !view.translatesAutoresizingMaskIntoConstraints,
        let pinned = item.pinned,
        // A stack about to arrange again is not judged on its last arrangement.
        (view.storedSuperview as? UIStackView)?.arrangementIsStale != true
      else { continue }
      let rect = view.alignmentRect(forFrame: pinned)
      let solved = [item.x, item.y, item.width, item.height].map { solver.value(of: $0) }
      let wanted = [rect.minX, rect.minY, rect.width, rect.height].map(Double.init)
      let conflicts = zip(solved, wanted).contains { abs($0 - $1) > 0.5 }
      if conflicts, !item.reportedArrangementConflict {
        let stack = view.superview.map { "\(type(of: $0))" } ?? "a stack view"
        Diagnostics.log(
          "Unable to simultaneously satisfy constraints: \(stack) arranges \(type(of: view)) at "
            + "\(pinned), which its own required constraints contradict (they would make it "
            + "\(CGRect(x: solved[0], y: solved[1], width: solved[2], height: solved[3]))); the "
            + "arrangement stands and the constraints stay active", module: "OpenUIKit")
      }
      item.reportedArrangementConflict = conflicts
    }
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
    let hugging = (
      view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical)
    )
    let compression = (
      view.contentCompressionResistancePriority(for: .horizontal),
      view.contentCompressionResistancePriority(for: .vertical)
    )
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
