import Foundation
import LayoutSolver
@_spi(Compositor) import OpenCoreGraphics

/// How the engine places the guides UIKit makes for views (margins, safe area, readable content)
/// and scroll views (content and frame), and the scroll offsets constraints cross.
extension LayoutEngine {
  /// The readable width at the default text size.
  ///
  /// About 70 characters of body text, as UIKit's `readableContentGuide` measures on an iPad at
  /// the default size. It scales with body text.
  static let readableWidth: CGFloat = 672

  /// The priority a scroll view's content guide keeps `contentSize` at when no constraint sizes
  /// it: below any an app can give (the lowest is 1), so the content's constraints always win.
  static let contentSizeStayPriority = 0.5

  /// The priority at which a readable-content guide is as wide as its readable width: above any
  /// an app gives short of required, so only a required constraint narrows it further.
  static let readableWidthPriority = 999.5

  func syncGuides() {
    for item in systemGuideItems {
      if let guide = item.guide { syncGuide(item, guide) }
    }
  }

  /// Places a system guide, by kind.
  ///
  /// Its constraints are made once and their constants moved after:
  /// - margins and safe area: the owning view's bounds inset by its margins or safe area;
  /// - readable content: inside the margins, centred, at most ``readableWidth`` (scaled with
  ///   body text) wide;
  /// - a scroll view's frame: its bounds, which move with the offset;
  /// - a scroll view's content: at the content's origin, as large as its constraints make it,
  ///   else as `contentSize` (which then follows what the constraints solve).
  func syncGuide(_ item: Item, _ guide: UILayoutGuide) {
    guard let owner = guide.owningView else { return }
    let owning = self.item(for: owner)
    let origin = Self.edgeOrigin(of: owner)
    let margins = owner.layoutMargins
    let placement: [Double]
    let make: () -> [LinearConstraint]
    switch guide.kind {
    case .custom:
      return
    case .layoutMargins, .safeArea:
      let insets = guide.kind == .layoutMargins ? margins : owner.safeAreaInsets
      // x = origin.x + left; y = origin.y + top; width = owner.width − left − right; height alike.
      // As expressions (lhs − rhs): x − (origin.x + left), …, width − owner.width + left + right.
      placement = [
        -Double(origin.x + insets.left), -Double(origin.y + insets.top),
        Double(insets.left + insets.right), Double(insets.top + insets.bottom),
      ]
      make = {
        [
          LinearConstraint(item.x, .equal, -placement[0]),
          LinearConstraint(item.y, .equal, -placement[1]),
          LinearConstraint(item.width, .equal, owning.width - placement[2]),
          LinearConstraint(item.height, .equal, owning.height - placement[3]),
        ]
      }
    case .readableContent:
      let readable = UIFontMetrics(forTextStyle: .body).scaledValue(
        for: Self.readableWidth, compatibleWith: owner.traitCollection)
      // Centred in the margins: x = origin.x + left + (owner.width − left − right − width) / 2.
      let horizontal = Double(margins.left + margins.right)
      placement = [
        -Double(origin.x + margins.left) + 0.5 * horizontal, -Double(origin.y + margins.top),
        horizontal, Double(margins.top + margins.bottom), -Double(readable),
      ]
      make = {
        [
          LinearConstraint(
            item.x + 0.5 * item.width - 0.5 * owning.width, .equal,
            LinearExpression(-placement[0])),
          LinearConstraint(item.y, .equal, -placement[1]),
          LinearConstraint(item.width, .lessThanOrEqual, owning.width - placement[2]),
          LinearConstraint(item.height, .equal, owning.height - placement[3]),
          LinearConstraint(
            item.width, .equal, -placement[4], priority: Self.readableWidthPriority),
        ]
      }
    case .scrollFrame:
      let offset = scrollOrigin(of: owning, owner)
      placement = []
      make = {
        [
          LinearConstraint(item.x, .equal, LinearExpression(offset.x)),
          LinearConstraint(item.y, .equal, LinearExpression(offset.y)),
          LinearConstraint(item.width, .equal, LinearExpression(owning.width)),
          LinearConstraint(item.height, .equal, LinearExpression(owning.height)),
        ]
      }
    case .scrollContent:
      let size = (owner as? UIScrollView)?.contentSize ?? .zero
      placement = [0, 0, -Double(size.width), -Double(size.height)]
      make = {
        [
          LinearConstraint(item.x, .equal, 0),
          LinearConstraint(item.y, .equal, 0),
          LinearConstraint(
            item.width, .equal, Double(size.width), priority: Self.contentSizeStayPriority),
          LinearConstraint(
            item.height, .equal, Double(size.height), priority: Self.contentSizeStayPriority),
        ]
      }
    }
    if item.guideConstraints.isEmpty {
      item.guideConstraints = make().compactMap { add($0) }
    } else if item.guidePlacement != placement {
      for (id, value) in zip(item.guideConstraints, placement) {
        try? solver.setConstant(value, of: id)
      }
    }
    item.guidePlacement = placement
  }

  // MARK: Scroll views

  /// A scroll view's bounds origin (its offset) as two variables, held by required constraints
  /// that move when it scrolls: what its frame guide and constraints crossing it read, so that
  /// they follow the offset instead of keeping the one they were made with.
  func scrollOrigin(of item: Item, _ view: UIView) -> (x: Variable, y: Variable) {
    if let origin = item.scrollOrigin { return (origin.x, origin.y) }
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let offset = view.bounds.origin
    let pins = [
      add(LinearConstraint(x, .equal, Double(offset.x))),
      add(LinearConstraint(y, .equal, Double(offset.y))),
    ].compactMap { $0 }
    item.scrollOrigin = ScrollOrigin(x: x, y: y, pins: pins, offset: offset)
    scrollItems.append(item)
    return (x, y)
  }

  /// Moves the origin variables of scroll views that scrolled since.
  func syncScrollOrigins() {
    for item in scrollItems {
      guard let view = item.view, let origin = item.scrollOrigin, origin.pins.count == 2 else {
        continue
      }
      let offset = view.bounds.origin
      guard offset != origin.offset else { continue }
      try? solver.setConstant(-Double(offset.x), of: origin.pins[0])
      try? solver.setConstant(-Double(offset.y), of: origin.pins[1])
      item.scrollOrigin?.offset = offset
    }
  }

  /// Gives a scroll view the content size its content guide was solved at.
  func applyContentSize(of item: Item, _ guide: UILayoutGuide) {
    guard appliesFrames, let scrollView = guide.owningView as? UIScrollView,
      item.guideConstraints.count == 4
    else { return }
    let size = CGSize(
      width: max(solver.value(of: item.width), 0), height: max(solver.value(of: item.height), 0))
    guard size != scrollView.contentSize else { return }
    // The stays move with it first, so the change is not taken for one made by code.
    let placement = [0, 0, -Double(size.width), -Double(size.height)]
    item.guidePlacement = placement
    try? solver.setConstant(placement[2], of: item.guideConstraints[2])
    try? solver.setConstant(placement[3], of: item.guideConstraints[3])
    scrollView.contentSize = size
  }
}

extension LayoutEngine {
  /// A scroll view scrolled: what reads its offset (its frame guide, constraints crossing it)
  /// moves at the next layout.
  static func scrollViewDidScroll(_ view: UIScrollView) {
    guard activeCount > 0, let (engine, item) = engineHolding(view, node: view),
      let origin = item.scrollOrigin, origin.offset != view.bounds.origin
    else { return }
    engine.isDirty = true
    view.setNeedsLayout()
  }

  /// A scroll view's content size was set by code: its content guide follows where no
  /// constraint sizes it.
  static func contentSizeChanged(_ view: UIScrollView) {
    let size = view.contentSize
    guard activeCount > 0, let guide = view.autoLayoutStateIfAny?.contentGuide,
      let (engine, item) = engineHolding(guide, node: view),
      item.guidePlacement != [0, 0, -Double(size.width), -Double(size.height)]
    else { return }
    engine.isDirty = true
    view.setNeedsLayout()
  }
}
