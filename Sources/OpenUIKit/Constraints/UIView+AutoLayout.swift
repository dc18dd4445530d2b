import Foundation

/// What a view keeps for Auto Layout, beside it rather than in it (most views never use it).
@MainActor
final class AutoLayoutState {
  var translatesAutoresizingMaskIntoConstraints = true
  /// The constraints the view holds (it is their items' closest common ancestor).
  var constraints = HeldConstraints()
  var layoutGuides: [UILayoutGuide] = []
  var marginsGuide: UILayoutGuide?
  var safeAreaGuide: UILayoutGuide?
  var readableGuide: UILayoutGuide?
  var contentGuide: UILayoutGuide?
  var frameGuide: UILayoutGuide?
  var needsUpdateConstraints = false
  /// The engine of the island rooted here (`LayoutEngine+Islands.swift`).
  var islandEngine: LayoutEngine?
  /// How many active constraints cross the view (held above it, naming a view below it).
  var crossingCount = 0
  /// Marked dead when the view goes, for the layout objects that refer to it.
  let liveness = Liveness()
}

extension UIView {
  /// Whether the view has Auto Layout state (constraints, guides, flags).
  var hasAutoLayoutState: Bool { autoLayoutStorage != nil }

  /// The view's state, if it has one.
  var autoLayoutStateIfAny: AutoLayoutState? { autoLayoutStorage }

  /// The view's state, made on first use.
  var autoLayoutState: AutoLayoutState {
    if let state = autoLayoutStorage { return state }
    let state = AutoLayoutState()
    autoLayoutStorage = state
    return state
  }

  /// Whether the view's frame becomes constraints (true, the default for views made in code: the
  /// frame you set stays) or comes from its constraints (false).
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayoutStateIfAny?.translatesAutoresizingMaskIntoConstraints ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      autoLayoutState.translatesAutoresizingMaskIntoConstraints = newValue
      LayoutEngine.structureChanged(around: self)
    }
  }

  /// The constraints the view holds: those activated between views it is the closest common
  /// ancestor of (or between itself and its descendants, or on itself alone).
  public var constraints: [NSLayoutConstraint] { autoLayoutStateIfAny?.constraints.array ?? [] }

  /// Activates `constraint`, held by this view (which should be a common ancestor of its items).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    LayoutEngine.activate(constraint, in: self)
  }

  /// Activates each constraint, held by this view.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Deactivates `constraint` if this view holds it.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.holder === self else { return }
    constraint.isActive = false
  }

  /// Deactivates each of `constraints` that this view holds.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// The guides added to the view.
  public var layoutGuides: [UILayoutGuide] { autoLayoutStateIfAny?.layoutGuides ?? [] }

  /// Adds a guide: its frame is then in this view's coordinates.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    if let old = guide.owningView, old !== self { old.removeLayoutGuide(guide) }
    guard guide.owningView !== self || !layoutGuides.contains(where: { $0 === guide }) else {
      return
    }
    guide.owningView = self
    autoLayoutState.layoutGuides.append(guide)
  }

  /// Removes a guide, and deactivates the constraints that use it.
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard let state = autoLayoutStateIfAny, guide.owningView === self else { return }
    state.layoutGuides.removeAll { $0 === guide }
    LayoutEngine.deactivateConstraints(using: guide, from: self)
    guide.owningView = nil
  }

  /// The view's bounds inset by its ``layoutMargins``, as a guide.
  public var layoutMarginsGuide: UILayoutGuide {
    systemGuide(\.marginsGuide, .layoutMargins, "UIViewLayoutMarginsGuide")
  }

  /// The view's bounds inset by its ``safeAreaInsets``, as a guide.
  public var safeAreaLayoutGuide: UILayoutGuide {
    systemGuide(\.safeAreaGuide, .safeArea, "UIViewSafeAreaLayoutGuide")
  }

  /// An area of readable width inside the layout margins: centred, and at most about 70
  /// characters of body text wide (672 points at the default text size, scaled with Dynamic
  /// Type; `LayoutEngine.readableWidth`).
  public var readableContentGuide: UILayoutGuide {
    systemGuide(\.readableGuide, .readableContent, "UIViewReadableContentGuide")
  }

  /// A system guide, made on first use and kept at `slot`.
  func systemGuide(
    _ slot: ReferenceWritableKeyPath<AutoLayoutState, UILayoutGuide?>, _ kind: UILayoutGuide.Kind,
    _ identifier: String
  ) -> UILayoutGuide {
    let state = autoLayoutState
    if let guide = state[keyPath: slot] { return guide }
    let guide = UILayoutGuide(kind: kind, owningView: self, identifier: identifier)
    state[keyPath: slot] = guide
    return guide
  }

  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  /// The horizontal center.
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  /// The vertical center.
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
  /// The baseline of the first line of text (the bottom edge for views without text).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .firstBaseline)
  }
  /// The baseline of the last line of text (the bottom edge for views without text).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .lastBaseline)
  }

  /// Asks for ``updateConstraints()`` before the next layout.
  public func setNeedsUpdateConstraints() {
    let state = autoLayoutState
    guard !state.needsUpdateConstraints else { return }
    state.needsUpdateConstraints = true
    LayoutEngine.needsUpdateConstraints(self)
  }

  /// Whether ``updateConstraints()`` is pending.
  public func needsUpdateConstraints() -> Bool {
    autoLayoutStateIfAny?.needsUpdateConstraints ?? false
  }

  /// Runs the pending ``updateConstraints()`` of this view and its subviews now, subviews first.
  public func updateConstraintsIfNeeded() {
    LayoutEngine.runUpdateConstraints(under: self)
  }

  /// What the view's first and last baselines are, as distances from its top and bottom edges,
  /// when it shows text; `nil` (baselines at the bottom edge) otherwise.
  ///
  /// A label's come from its font's ascender and descender: exact while the label is as tall as
  /// its text (as its hugging and compression resistance keep it).
  var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
    guard let label = self as? UILabel else { return nil }
    return (label.font.ascender, -label.font.descender)
  }
}
