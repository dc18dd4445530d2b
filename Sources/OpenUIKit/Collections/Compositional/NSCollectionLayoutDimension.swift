import Foundation

/// One dimension of a compositional layout element, as UIKit's `NSCollectionLayoutDimension`: a
/// fraction of the container's width or height, a number of points, or an estimate.
///
/// An item's fractions are of its group's size (inside the group's content insets); a group's
/// and a boundary supplementary item's are of the section's container (the collection view's
/// visible size, inside the content insets, less the section's insets across the scroll axis).
/// An estimate is used as the size: cells are not measured yet (Docs/Collections.md).
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
  enum Kind: Equatable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let kind: Kind
  /// The fraction, points or estimate.
  public let dimension: CGFloat

  init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
    super.init()
  }

  /// A fraction of the container's width.
  public class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }
  /// A fraction of the container's height.
  public class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }
  /// A number of points.
  public class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }
  /// An estimate of the size (used as the size).
  public class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }

  /// Whether it is a fraction of the width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether it is a fraction of the height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether it is a number of points.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether it is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// The same dimension (dimensions do not change).
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// The points it stands for in `container` (non-finite or negative results are 0).
  func resolved(in container: CGSize) -> CGFloat {
    let value: CGFloat =
      switch kind {
      case .fractionalWidth: dimension * container.width
      case .fractionalHeight: dimension * container.height
      case .absolute, .estimated: dimension
      }
    return value.isFinite ? min(max(value, 0), 1_000_000) : 0
  }
}

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// Creates a size.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  /// The same size (sizes do not change).
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// The size in points in `container`.
  func resolved(in container: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolved(in: container),
      height: heightDimension.resolved(in: container))
  }
}

/// Space between items of a group or around an item, as UIKit's `NSCollectionLayoutSpacing`:
/// fixed, or flexible (at least the amount; space left over is shared among the flexible
/// spacings).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
  /// The amount (the least, when flexible).
  public let spacing: CGFloat
  /// Whether it grows to share the space left over.
  public let isFlexibleSpacing: Bool
  /// Whether it is exactly `spacing`.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing.isFinite ? min(max(spacing, 0), 1_000_000) : 0
    isFlexibleSpacing = flexible
    super.init()
  }

  /// At least `flexibleSpacing`, growing to share what is left over.
  public class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
  }
  /// Exactly `fixedSpacing`.
  public class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
  }

  /// The same spacing (spacings do not change).
  open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Space around an item, outside it, as UIKit's `NSCollectionLayoutEdgeSpacing`: applied before
/// the item's content insets (it moves the item; the insets shrink its content).
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
  /// Before the item along a line.
  public let leading: NSCollectionLayoutSpacing?
  /// Above the item.
  public let top: NSCollectionLayoutSpacing?
  /// After the item along a line.
  public let trailing: NSCollectionLayoutSpacing?
  /// Below the item.
  public let bottom: NSCollectionLayoutSpacing?

  /// Creates edge spacing; `nil` edges have none.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
    super.init()
  }

  /// The same edge spacing (it does not change).
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
