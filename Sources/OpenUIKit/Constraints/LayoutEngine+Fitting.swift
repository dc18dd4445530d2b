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
    let engine = LayoutEngine(root: view)
    engine.appliesFrames = false
    engine.fitsRoot = true
    engine.rebuild(from: view)
    let item = engine.item(for: view)
    for (variable, value, priority) in [
      (item.width, target.width, horizontal), (item.height, target.height, vertical),
    ] {
      guard value.isFinite else { continue }
      _ = try? engine.solver.add(
        LinearConstraint(
          variable, .equal, Double(max(value, 0)), priority: Double(priority.rawValue)))
    }
    engine.fitWrappingLabels()
    let scale = max(view.traitCollection.displayScale, 1)
    func round(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
    return CGSize(
      width: max(round(engine.solver.value(of: item.width)), 0),
      height: max(round(engine.solver.value(of: item.height)), 0))
  }
}

extension LayoutEngine {
  /// Gives each wrapping label the height of its text at the width just solved, and solves
  /// again (twice at most): a fitting solve sets no frame, so the label cannot learn its width
  /// from its bounds as in layout (UIKit's two-pass self-sizing of multi-line labels).
  func fitWrappingLabels() {
    for _ in 0..<2 {
      var moved = false
      for item in items.values {
        guard let label = item.view as? UILabel, label.numberOfLines != 1,
          let ids = item.intrinsic?.ids, ids.count == 4
        else { continue }
        let width = CGFloat(solver.value(of: item.width))
        let height = Double(label.sizeThatFits(CGSize(width: max(width, 1), height: 0)).height)
        for id in [ids[2], ids[3]] {
          guard let id else { continue }
          try? solver.setConstant(-height, of: id)
        }
        moved = true
      }
      if !moved { return }
    }
  }

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
