import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector`.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// Creates a vector from its components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// Creates a vector from `Double` components.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// Creates a vector from `Int` components.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// A zero vector.
  public init() { self.init(dx: 0 as CGFloat, dy: 0) }

  /// The zero vector.
  public static let zero = CGVector()

  /// The components, as Core Graphics prints them.
  public var description: String { "(\(dx), \(dy))" }
}
