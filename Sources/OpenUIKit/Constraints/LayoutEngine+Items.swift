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
    if let item = items[ObjectIdentifier(object)] { return item }
    let item = Item(solver)
    items[ObjectIdentifier(object)] = item
    for variable in [item.x, item.y, item.width, item.height] { owners[variable] = item }
    if let view = object as? UIView {
      item.view = view
      let isRoot = view === root
      if isRoot ? !fitsRoot : view.translatesAutoresizingMaskIntoConstraints {
        pin(item, to: view.untransformedFrame)
      } else {
        item.intrinsicIsStale = true
        syncIntrinsicSize(of: item, view)
      }
    } else if let guide = object as? UILayoutGuide {
      item.guide = guide
      syncGuide(item, guide)
    }
    return item
  }

  private func add(_ constraint: LinearConstraint) -> ConstraintID? {
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

  /// Holds a view at `frame` with required constraints (made once, then moved in place).
  private func pin(_ item: Item, to frame: CGRect) {
    let values = [frame.minX, frame.minY, frame.width, frame.height]
    let variables = [item.x, item.y, item.width, item.height]
    if item.pins.isEmpty {
      item.pins = zip(variables, values).compactMap { variable, value in
        add(LinearConstraint(variable, .equal, Double(value)))
      }
    } else {
      for (id, value) in zip(item.pins, values) {
        try? solver.setConstant(-Double(value), of: id)
      }
    }
    item.pinned = frame
  }

  /// Re-pins the views whose frames moved since.
  func syncPins() {
    for item in items.values {
      guard let pinned = item.pinned, let view = item.view else { continue }
      let frame = view.untransformedFrame
      if frame != pinned { pin(item, to: frame) }
    }
  }

  // MARK: Intrinsic content sizes

  /// Marks a view's content-size constraints for renewal at the next update.
  func intrinsicSizeChanged(_ view: UIView) {
    guard let item = items[ObjectIdentifier(view)] else { return }
    item.intrinsicIsStale = true
    isDirty = true
  }

  func syncIntrinsicSizes() {
    for item in items.values where item.intrinsicIsStale {
      if let view = item.view { syncIntrinsicSize(of: item, view) }
    }
  }

  /// Holds a view that does not translate its mask to its intrinsic size: in each dimension that
  /// has one, size ≤ intrinsic at its hugging priority and size ≥ intrinsic at its compression
  /// resistance (each required at 1000).
  private func syncIntrinsicSize(of item: Item, _ view: UIView) {
    item.intrinsicIsStale = false
    guard item.pinned == nil else { return }
    let size = view.intrinsicContentSize
    let hugging = (
      view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical)
    )
    let compression = (
      view.contentCompressionResistancePriority(for: .horizontal),
      view.contentCompressionResistancePriority(for: .vertical)
    )
    if let old = item.intrinsic, old.hugging == hugging, old.compression == compression,
      (old.size.width == UIView.noIntrinsicMetric) == (size.width == UIView.noIntrinsicMetric),
      (old.size.height == UIView.noIntrinsicMetric) == (size.height == UIView.noIntrinsicMetric)
    {
      // Same priorities and dimensions: the constants move in place.
      var index = 0
      for value in [size.width, size.height] where value != UIView.noIntrinsicMetric {
        guard index + 1 < old.ids.count else { break }
        try? solver.setConstant(-Double(value), of: old.ids[index])
        try? solver.setConstant(-Double(value), of: old.ids[index + 1])
        index += 2
      }
      item.intrinsic?.size = size
      return
    }
    for id in item.intrinsic?.ids ?? [] { try? solver.remove(id) }
    var ids: [ConstraintID] = []
    let axes: [(Variable, CGFloat, UILayoutPriority, UILayoutPriority)] = [
      (item.width, size.width, hugging.0, compression.0),
      (item.height, size.height, hugging.1, compression.1),
    ]
    for (variable, value, hug, compress) in axes
    where value != UIView.noIntrinsicMetric && value.isFinite {
      let target = Double(max(value, 0))
      if let id = add(
        LinearConstraint(variable, .lessThanOrEqual, target, priority: Double(hug.rawValue)))
      {
        ids.append(id)
      }
      if let id = add(
        LinearConstraint(
          variable, .greaterThanOrEqual, target, priority: Double(compress.rawValue)))
      {
        ids.append(id)
      }
    }
    item.intrinsic = IntrinsicConstraints(
      size: size, hugging: hugging, compression: compression, ids: ids)
  }

  // MARK: System guides

  func syncGuides() {
    for item in items.values {
      if let guide = item.guide, guide.kind != .custom { syncGuide(item, guide) }
    }
  }

  /// Places a margins or safe-area guide: its owning view's bounds inset by the insets.
  private func syncGuide(_ item: Item, _ guide: UILayoutGuide) {
    guard guide.kind != .custom, let owner = guide.owningView else { return }
    let insets = guide.kind == .layoutMargins ? owner.layoutMargins : owner.safeAreaInsets
    let owning = self.item(for: owner)
    let origin = owner.bounds.origin
    // x = origin.x + left; y = origin.y + top; width = owner.width − left − right; height alike.
    // As expressions (lhs − rhs): x − (origin.x + left), …, width − owner.width + left + right.
    let constants = [
      -Double(origin.x + insets.left), -Double(origin.y + insets.top),
      Double(insets.left + insets.right), Double(insets.top + insets.bottom),
    ]
    if item.guideConstraints.isEmpty {
      let made = [
        LinearConstraint(item.x, .equal, -constants[0]),
        LinearConstraint(item.y, .equal, -constants[1]),
        LinearConstraint(item.width, .equal, owning.width - constants[2]),
        LinearConstraint(item.height, .equal, owning.height - constants[3]),
      ]
      item.guideConstraints = made.compactMap { add($0) }
    } else if item.guidePlacement != constants {
      for (id, value) in zip(item.guideConstraints, constants) {
        try? solver.setConstant(value, of: id)
      }
    }
    item.guidePlacement = constants
  }
}
