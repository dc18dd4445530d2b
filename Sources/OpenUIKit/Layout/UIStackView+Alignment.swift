import Foundation

/// The constraints across the axis, for each alignment, as UIKit makes them:
///
/// - `.fill`: each view's edges on the canvas's (`UISV-canvas-connection`);
/// - `.leading`/`.top`, `.trailing`/`.bottom`, `.center`: that edge (or the centre) on the
///   canvas's, and the view within the canvas (`UISV-spanning-boundary`);
/// - `.firstBaseline`, `.lastBaseline` (a row): the baselines on the first view's
///   (`UISV-alignment`), within the canvas, pulled to its top at 48;
/// - but for `.fill`, the canvas as narrow as it can be at 49 (`UISV-spanning-fit`), so that a
///   stack with no breadth of its own is as broad as its broadest view.
///
/// A column aligned on baselines is aligned as `.fill` (UIKit: baselines are a row's).
extension UIStackView {
  /// The constraints across the axis for the visible views.
  func alignmentConstraints(for visible: [UIView]) -> [NSLayoutConstraint] {
    guard let first = visible.first else { return [] }
    let across = acrossAttributes
    var made: [NSLayoutConstraint] = []
    func onCanvas(
      _ view: UIView, _ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute
    ) {
      made.append(arrangement(view, a, .equal, self, b, "UISV-canvas-connection"))
    }
    func within(_ view: UIView, leading: Bool, trailing: Bool) {
      if leading {
        made.append(
          arrangement(
            view, across.leading, .greaterThanOrEqual, self, across.canvasLeading,
            "UISV-spanning-boundary"))
      }
      if trailing {
        made.append(
          arrangement(
            view, across.trailing, .lessThanOrEqual, self, across.canvasTrailing,
            "UISV-spanning-boundary"))
      }
    }
    let effective = axis == .vertical && isBaseline(alignment) ? .fill : alignment
    for view in visible {
      switch effective {
      case .fill:
        onCanvas(view, across.leading, across.canvasLeading)
        onCanvas(view, across.trailing, across.canvasTrailing)
      case .leading:
        onCanvas(view, across.leading, across.canvasLeading)
        within(view, leading: false, trailing: true)
      case .trailing:
        onCanvas(view, across.trailing, across.canvasTrailing)
        within(view, leading: true, trailing: false)
      case .center:
        onCanvas(view, across.center, across.canvasCenter)
        within(view, leading: true, trailing: true)
      case .firstBaseline, .lastBaseline:
        let baseline: NSLayoutConstraint.Attribute =
          effective == .firstBaseline ? .firstBaseline : .lastBaseline
        if view !== first {
          made.append(arrangement(view, baseline, .equal, first, baseline, "UISV-alignment"))
        }
        within(view, leading: true, trailing: true)
        made.append(
          arrangement(
            view, across.leading, .equal, self, across.canvasLeading,
            priority: Self.baselineCanvasPriority, "UISV-canvas-connection"))
      }
    }
    if effective != .fill {
      // The canvas's breadth, as small as the views let it be.
      made.append(
        arrangement(
          self, across.canvasTrailing, .equal, self, across.canvasLeading,
          priority: Self.spanningFitPriority, "UISV-spanning-fit"))
    }
    return made
  }

  /// Whether `alignment` lines views up on a baseline.
  func isBaseline(_ alignment: Alignment) -> Bool {
    alignment == .firstBaseline || alignment == .lastBaseline
  }

  /// Below the spanning fit: baselines move to the canvas's top once its breadth is settled.
  static let baselineCanvasPriority = UILayoutPriority(48)
}
