import Foundation

/// Insets from each edge of a rectangle, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets from the four edges.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  /// No insets.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// No insets.
  public static let zero = UIEdgeInsets()

  /// The four insets.
  public var description: String {
    "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
  }
}

/// Insets from the leading and trailing edges, as UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge (left in left-to-right layouts).
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge (right in left-to-right layouts).
  public var trailing: CGFloat

  /// Creates insets from the four edges.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// No insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// No insets.
  public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
  /// The rectangle with `insets` taken from its edges (negative insets grow it), as UIKit's
  /// `inset(by:)`: plain arithmetic on origin and size, so insets larger than the rectangle give a
  /// negative size, as `UIEdgeInsetsInsetRect` does.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

/// A horizontal and vertical offset, as UIKit's `UIOffset` (for example a title's position
/// adjustment).
public struct UIOffset: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal offset.
  public var horizontal: CGFloat
  /// The vertical offset.
  public var vertical: CGFloat

  /// Creates an offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset.
  public init() { self.init(horizontal: 0, vertical: 0) }

  /// No offset.
  public static let zero = UIOffset()

  /// The two offsets.
  public var description: String { "UIOffset(horizontal: \(horizontal), vertical: \(vertical))" }
}

extension UIEdgeInsets {
  /// Whether every inset is finite.
  var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

  /// Edge by edge, these insets plus `other`.
  func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
      right: right + other.right)
  }

  /// Edge by edge, these insets less `other`, at least 0.
  func removing(_ other: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: max(top - other.top, 0), left: max(left - other.left, 0),
      bottom: max(bottom - other.bottom, 0), right: max(right - other.right, 0))
  }
}

extension NSDirectionalEdgeInsets {
  /// `insets` with left and right read as leading and trailing in a layout direction.
  init(_ insets: UIEdgeInsets, rightToLeft: Bool) {
    self.init(
      top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
      trailing: rightToLeft ? insets.left : insets.right)
  }
}

extension UIEdgeInsets {
  /// `insets` with leading and trailing placed on the left and right in a layout direction.
  init(_ insets: NSDirectionalEdgeInsets, rightToLeft: Bool) {
    self.init(
      top: insets.top, left: rightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
      right: rightToLeft ? insets.leading : insets.trailing)
  }
}
