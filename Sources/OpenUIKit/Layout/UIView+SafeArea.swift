import Foundation

/// The edges of a rectangle, as UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates edges from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension UIView {
  /// The views whose last reported safe area is not zero, by identity (few views have one: those
  /// under a bar), so that a view keeps a flag (`hasSafeAreaEntry`), not four insets.
  @exclusivity(unchecked) static var safeAreaTable: [ObjectIdentifier: UIEdgeInsets] = [:]

  /// The part of the view covered by bars and other unsafe areas, as UIKit's `safeAreaInsets`.
  ///
  /// The desktop window has no unsafe area of its own: a view controller's view gets its
  /// container's (a navigation bar's height over content that extends under it) plus its
  /// `additionalSafeAreaInsets`, and every other view the part of its superview's safe area that
  /// it overlaps.
  public var safeAreaInsets: UIEdgeInsets {
    var insets = insetsFromSuperview
    if let controller = owningController {
      let container = controller.containerSafeAreaInsets
      let additional = controller.additionalSafeAreaInsets
      insets = UIEdgeInsets(
        top: max(insets.top, container.top) + additional.top,
        left: max(insets.left, container.left) + additional.left,
        bottom: max(insets.bottom, container.bottom) + additional.bottom,
        right: max(insets.right, container.right) + additional.right)
    }
    return insets
  }

  /// The superview's safe area where it overlaps this view.
  ///
  /// Read from the superview's last reported insets, not recomputed up to the root: the walk in
  /// ``safeAreaMayHaveChanged()`` records a view before its subviews, and each layout of a view
  /// with a safe area asks every subview. A scroll view passes on only what its adjusted content
  /// inset does not already keep its content out of, as UIKit's: content scrolled under a bar
  /// keeps its safe area (and its margins) as it scrolls.
  private var insetsFromSuperview: UIEdgeInsets {
    guard let superview = storedSuperview, superview.hasSafeAreaEntry,
      var outer = UIView.safeAreaTable[ObjectIdentifier(superview)]
    else { return .zero }
    if let scrollView = superview as? UIScrollView {
      outer = outer.removing(scrollView.absorbedSafeAreaInsets)
    }
    guard outer != .zero else { return .zero }
    let area = superview.bounds
    let frame = self.frame
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
    return UIEdgeInsets(
      top: clamp(area.minY + outer.top - frame.minY, frame.height),
      left: clamp(area.minX + outer.left - frame.minX, frame.width),
      bottom: clamp(frame.maxY - (area.maxY - outer.bottom), frame.height),
      right: clamp(frame.maxX - (area.maxX - outer.right), frame.width))
  }

  /// Tells the subtree whose safe area may have changed.
  ///
  /// Each view whose insets differ from the last ones it was told gets `safeAreaInsetsDidChange()` (and its controller
  /// `viewSafeAreaInsetsDidChange()`) and lays out again. Subtrees with no safe area before or now
  /// are not walked.
  func safeAreaMayHaveChanged() {
    let id = ObjectIdentifier(self)
    let old = hasSafeAreaEntry ? UIView.safeAreaTable[id] ?? .zero : .zero
    let new = safeAreaInsets
    guard new != old else { return }
    if new == .zero {
      UIView.safeAreaTable[id] = nil
      hasSafeAreaEntry = false
    } else {
      UIView.safeAreaTable[id] = new
      hasSafeAreaEntry = true
    }
    safeAreaInsetsDidChange()
    owningController?.viewSafeAreaInsetsDidChange()
    LayoutEngine.safeAreaChanged(self)
    // Margins are measured from the safe area (`insetsLayoutMarginsFromSafeArea`).
    if insetsLayoutMarginsFromSafeArea { effectiveMarginsDidChange() }
    setNeedsLayout()
    for subview in storedSubviews { subview.safeAreaMayHaveChanged() }
  }
}
