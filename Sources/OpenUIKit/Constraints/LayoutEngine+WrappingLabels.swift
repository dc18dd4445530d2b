import Foundation
import LayoutSolver

/// Wrapping labels: a multi-line label's height follows the width the layout gives it, which the
/// engine learns only by solving. Measured unbounded first (one line, as UIKit's intrinsic size
/// of a label with no width says) and again at the solved width, its text would be shaped twice;
/// when required equalities alone fix its width, it is measured once, at that width
/// (Docs/Layout.md, "Wrapping labels").
extension LayoutEngine {
  /// Whether a rebuild may hold off measuring `view` until its width is solved: a plain
  /// `UILabel` that wraps, none of whose content priorities is required (its size constraints
  /// are then optional, and a stand-in constant cannot make the required ones conflict).
  ///
  /// Only `UILabel` itself: a subclass may answer `intrinsicContentSize` its own way, which is
  /// then asked as usual.
  func defersMeasurement(
    of view: UIView, hugging: (UILayoutPriority, UILayoutPriority),
    compression: (UILayoutPriority, UILayoutPriority)
  ) -> Bool {
    guard batch != nil, type(of: view) == UILabel.self, let label = view as? UILabel,
      label.numberOfLines != 1
    else { return false }
    return hugging.0 < .required && hugging.1 < .required && compression.0 < .required
      && compression.1 < .required
  }

  /// Measures the labels a rebuild held off, once the batch is solved.
  ///
  /// At the solved width when the required equalities fix it (so no other constant, these
  /// included, can move it), else by its intrinsic size as any view is (unbounded while it has
  /// no width; ``defersMeasurement(of:hugging:compression:)``). Their size constraints then move
  /// in place.
  func measureDeferredLabels() {
    let deferred = deferredLabels
    deferredLabels = []
    for item in deferred {
      guard let label = item.view as? UILabel, item.intrinsic?.ids.count == 4 else { continue }
      let width =
        solver.isFixedByRequiredEqualities(item.width)
        ? CGFloat(solver.value(of: item.width)) : 0
      guard width > 0 else {
        // Asked as any view is (the batch is over, so nothing is held off now): its intrinsic
        // size, one unbounded line while it has no width; the stand-ins move in place.
        syncIntrinsicSize(of: item, label)
        continue
      }
      item.wrapWidth = width
      // Laid out now, the frame's width is this one rounded to device pixels: measured again if
      // that moved it at all (a text that fits 106.7 points may not fit 106.5).
      item.wrapWidthIsExact = appliesFrames
      moveIntrinsicConstants(of: item, to: label.sizeThatFits(CGSize(width: width, height: 0)))
    }
  }

  /// Whether `view`'s height follows the width the layout gives it: a wrapping label (its
  /// intrinsic height is asked again at each new width).
  static func heightFollowsWidth(_ view: UIView) -> Bool {
    (view as? UILabel).map { $0.numberOfLines != 1 } ?? false
  }

  /// The height of a view whose height follows its width, at `width`.
  static func height(of view: UIView, atWidth width: CGFloat) -> CGFloat {
    view.sizeThatFits(CGSize(width: width, height: 0)).height
  }

  /// Gives each wrapping label the height of its content at the
  /// width just solved, and solves again (twice at most): a fitting solve sets no frame, so the
  /// view cannot learn its width from its bounds as in layout (UIKit's two-pass self-sizing of
  /// multi-line labels).
  func fitWrappingLabels() {
    for _ in 0..<2 {
      var moved = false
      for item in items.values {
        guard let view = item.view, Self.heightFollowsWidth(view),
          let ids = item.intrinsic?.ids, ids.count == 4
        else { continue }
        let width = CGFloat(solver.value(of: item.width))
        let height = Self.height(of: view, atWidth: max(width, 1))
        // Measured at this width already (a label measured when its width was solved).
        if item.wrapWidth == width, item.intrinsic?.size.height == height { continue }
        item.wrapWidth = width
        item.wrapWidthIsExact = false
        item.intrinsic?.size.height = height
        for id in [ids[2], ids[3]] {
          guard let id else { continue }
          try? solver.setConstant(-Double(height), of: id)
        }
        moved = true
      }
      if !moved { return }
    }
  }
}
