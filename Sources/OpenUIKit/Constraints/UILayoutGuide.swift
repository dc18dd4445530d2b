import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's: spacing between
/// views, or a region (the layout margins, the safe area) to constrain content to.
@preconcurrency @MainActor
open class UILayoutGuide: CustomStringConvertible {
  /// What places a system guide; custom guides are placed by their constraints.
  enum Kind {
    case custom, layoutMargins, safeArea, readableContent
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`.
    case scrollContent, scrollFrame
  }

  let kind: Kind

  /// The view the guide belongs to, held weakly.
  ///
  /// Settable as in UIKit, which asks you not to set it: ``UIView/addLayoutGuide(_:)`` and
  /// ``UIView/removeLayoutGuide(_:)`` do.
  open var owningView: UIView? {
    get { owner.object }
    set { owner = LayoutReference(newValue) }
  }
  private var owner = LayoutReference<UIView>()
  /// Marked dead when the guide goes (``LayoutReference``).
  let liveness = Liveness()

  /// A name shown in diagnostics.
  open var identifier: String

  /// Creates a custom guide; add it to a view with ``UIView/addLayoutGuide(_:)``.
  public init() {
    kind = .custom
    identifier = ""
  }

  init(kind: Kind, owningView: UIView, identifier: String) {
    self.kind = kind
    self.identifier = identifier
    owner = LayoutReference(owningView)
  }

  @MainActor deinit {
    liveness.isAlive = false
  }

  /// The guide's frame in its owning view's coordinates, as the last layout solved it (zero
  /// before).
  open var layoutFrame: CGRect { LayoutEngine.layoutFrame(of: self) }

  /// `<UILayoutGuide identifier frame>`.
  nonisolated open var description: String {
    MainActor.assumeIsolated { "<UILayoutGuide '\(identifier)' \(layoutFrame)>" }
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
}

extension UILayoutGuide: Hashable {
  /// Identity, as `NSObject`'s default equality in UIKit.
  nonisolated public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool {
    lhs === rhs
  }

  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
