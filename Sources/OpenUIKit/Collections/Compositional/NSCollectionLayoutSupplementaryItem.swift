import Foundation

/// Edges of a rectangle in the layout direction, as UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
  /// The bits.
  public let rawValue: UInt
  /// Creates a value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a boundary supplementary item sits on its section, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
  /// Nowhere in particular (at the section's top leading corner, not extending it).
  case none
  /// Above the content (a header when the content scrolls vertically).
  case top
  /// Above the content, at the leading side.
  case topLeading
  /// Before the content (a header when the content scrolls horizontally).
  case leading
  /// Below the content, at the leading side.
  case bottomLeading
  /// Below the content (a footer when the content scrolls vertically).
  case bottom
  /// Below the content, at the trailing side.
  case bottomTrailing
  /// After the content (a footer when the content scrolls horizontally).
  case trailing
  /// Above the content, at the trailing side.
  case topTrailing
}

/// Where a supplementary item is anchored on its item, as UIKit's `NSCollectionLayoutAnchor`.
///
/// Its edges name the side or corner of the item the supplementary view is placed inside (centered
/// along an axis no edge names), then moved by the offset (absolute points, or fractions of the
/// supplementary view's own size: `fractionalOffset: CGPoint(x: 0.3, y: -0.3)` at the top
/// trailing corner puts a badge partly outside it).
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
  /// The edges it is anchored to.
  public let edges: NSDirectionalRectEdge
  /// An offset in points.
  public let offset: CGPoint
  let isFractional: Bool
  /// Whether the offset is absolute.
  public var isAbsoluteOffset: Bool { !isFractional }
  /// Whether the offset is a fraction of the supplementary view's size.
  public var isFractionalOffset: Bool { isFractional }

  /// Anchored to `edges`, inside them.
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, offset: .zero, fractional: false)
  }
  /// Anchored to `edges`, moved by `absoluteOffset` points.
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: absoluteOffset, fractional: false)
  }
  /// Anchored to `edges`, moved by fractions of the supplementary view's size.
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: fractionalOffset, fractional: true)
  }

  init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
    self.edges = edges
    self.offset = CGPoint(
      x: offset.x.isFinite ? offset.x : 0, y: offset.y.isFinite ? offset.y : 0)
    isFractional = fractional
    super.init()
  }

  /// The same anchor (it does not change).
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Where a view of `size` goes on `container` (relative to the same origin).
  func frame(of size: CGSize, on container: CGRect) -> CGRect {
    var origin = CGPoint(x: container.midX - size.width / 2, y: container.midY - size.height / 2)
    if edges.contains(.leading) { origin.x = container.minX }
    if edges.contains(.trailing) { origin.x = container.maxX - size.width }
    if edges.contains(.top) { origin.y = container.minY }
    if edges.contains(.bottom) { origin.y = container.maxY - size.height }
    let shift =
      isFractional
      ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
    return CGRect(origin: CGPoint(x: origin.x + shift.x, y: origin.y + shift.y), size: size)
  }
}

/// A supplementary view anchored to an item (a badge), as UIKit's
/// `NSCollectionLayoutSupplementaryItem`: it shares the item's index path.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind of view.
  public let elementKind: String
  /// Where it is anchored on the item.
  public let containerAnchor: NSCollectionLayoutAnchor
  /// Which views are drawn over which; default 1 (over the cells).
  open var zIndex = 1

  /// A view of `elementKind` and `layoutSize` (fractions of the item's size) anchored to the item
  /// by `containerAnchor`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}

/// A header or footer of a section, as UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// Its index path is `IndexPath(item: 0, section:)`. Aligned above or below the content (before
/// or after it, when the content scrolls horizontally), it extends the section by its size unless
/// `extendsBoundary` is `false`; pinned, it stays in view while its section is.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// Where it sits on the section.
  public let alignment: NSRectAlignment
  /// An offset in points.
  public let offset: CGPoint
  /// Whether it stays at the visible edge while its section is in view; default `false`.
  open var pinToVisibleBounds = false
  /// Whether the section grows by its size; default `true`.
  open var extendsBoundary = true

  /// A view of `elementKind` and `layoutSize` (fractions of the section's container) at
  /// `alignment`.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: .zero)
  }

  /// A view at `alignment`, moved by `absoluteOffset` points.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = CGPoint(
      x: absoluteOffset.x.isFinite ? absoluteOffset.x : 0,
      y: absoluteOffset.y.isFinite ? absoluteOffset.y : 0)
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: .top))
  }
}
