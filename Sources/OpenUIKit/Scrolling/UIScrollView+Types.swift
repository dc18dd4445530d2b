import Foundation

/// The scroll view's small value types, as UIKit nests them.
extension UIScrollView {
  /// How fast a fling slows down: the fraction of its velocity kept per millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction kept per millisecond.
    public let rawValue: CGFloat
    /// Creates a rate; scroll views snap it to ``normal`` or ``fast``, as UIKit does.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// 0.998: long flings.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// 0.99: short flings (paging, pickers).
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// The color of the scroll indicators.
  public enum IndicatorStyle: Int, Sendable {
    /// Dark on a light background, light on a dark one.
    case `default`
    /// Black.
    case black
    /// White.
    case white
  }
}
