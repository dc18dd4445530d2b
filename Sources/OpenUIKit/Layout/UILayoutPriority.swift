import Foundation

/// How strongly a view keeps its intrinsic size, as UIKit's `UILayoutPriority`: from 1 to 1,000
/// (required).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The value, clamped to 1…1,000.
  public let rawValue: Float

  /// Creates a priority; values outside 1…1,000 (and NaN) are clamped (NaN to the low default).
  public init(rawValue: Float) {
    self.rawValue = rawValue.isNaN ? 250 : min(max(rawValue, 1), 1000)
  }

  /// Creates a priority.
  public init(_ rawValue: Float) { self.init(rawValue: rawValue) }

  /// Creates a priority from a literal.
  public init(floatLiteral value: Float) { self.init(rawValue: value) }

  /// Creates a priority from a literal.
  public init(integerLiteral value: Int) { self.init(rawValue: Float(value)) }

  /// 1,000: must hold.
  public static let required = UILayoutPriority(rawValue: 1000)
  /// 750: a view's default resistance to compression.
  public static let defaultHigh = UILayoutPriority(rawValue: 750)
  /// 250: a view's default resistance to growing (hugging).
  public static let defaultLow = UILayoutPriority(rawValue: 250)
  /// 50: the level of a fitting-size computation.
  public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)

  /// Orders by value.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority `rhs` above `lhs` (`.defaultHigh + 1`), as UIKit declares it; clamped to 1…1,000
  /// as every priority here.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(rawValue: lhs.rawValue + rhs)
  }

  /// A priority `rhs` below `lhs` (`.required - 1`, the usual "almost required").
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(rawValue: lhs.rawValue - rhs)
  }
}
