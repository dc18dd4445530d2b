import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// A value an animation moves between, in a form that interpolates: what iOS code passes as
/// `fromValue`, `toValue`, `byValue` or `values` (numbers of any type, `CGPoint`, `CGSize`, `CGRect`,
/// `CATransform3D`, `CGColor`, `CGPath`, arrays of them, each directly or boxed in `NSValue` or
/// `NSNumber`).
///
/// Values that do not interpolate (`.other`, or two values of different kinds) switch halfway, as
/// Core Animation's discrete properties do.
enum AnimationValue {
  case number(Double)
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case transform(CATransform3D)
  case color(CGColor)
  case path(CGPath)
  case array([AnimationValue])
  case other(Any)

  /// The value `any` stands for; `nil` for `nil`.
  init?(_ any: Any?) {
    guard let any else { return nil }
    switch any {
    case let value as AnimationValue: self = value
    case let value as Double: self = .number(value)
    case let value as CGFloat: self = .number(Double(value))
    case let value as Float: self = .number(Double(value))
    case let value as Int: self = .number(Double(value))
    case let value as Bool: self = .number(value ? 1 : 0)
    case let value as CGPoint: self = .point(value)
    case let value as CGSize: self = .size(value)
    case let value as CGRect: self = .rect(value)
    case let value as CATransform3D: self = .transform(value)
    case let value as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(value))
    case let value as CGColor: self = .color(value)
    case let value as CGPath: self = .path(value)
    case let value as NSNumber: self = .number(value.doubleValue)
    case let value as NSValue: self = Self.unboxing(value)
    case let values as [Any]: self = .array(values.compactMap { AnimationValue($0) })
    default: self = .other(any)
    }
  }

  private static func unboxing(_ value: NSValue) -> AnimationValue {
    if value.holds("{CGPoint=dd}") { return .point(value.pointValue) }
    if value.holds("{CGSize=dd}") { return .size(value.sizeValue) }
    if value.holds("{CGRect={CGPoint=dd}{CGSize=dd}}") { return .rect(value.rectValue) }
    if value.doubles(count: 16) != nil { return .transform(value.caTransform3DValue) }
    return .other(value)
  }

  /// The kind of value, by name (for diagnostics), or `nil` for `.other`.
  var kind: String? {
    switch self {
    case .number: "a number"
    case .point: "a point"
    case .size: "a size"
    case .rect: "a rectangle"
    case .transform: "a transform"
    case .color: "a color"
    case .path: "a path"
    case .array: "an array"
    case .other: nil
    }
  }

  /// The value as the property setters take it (numbers as `CGFloat`).
  var any: Any {
    switch self {
    case .number(let value): CGFloat(value)
    case .point(let value): value
    case .size(let value): value
    case .rect(let value): value
    case .transform(let value): value
    case .color(let value): value
    case .path(let value): value
    case .array(let values): values.map(\.any)
    case .other(let value): value
    }
  }

  /// The value `t` of the way from `a` to `b` (t may leave 0...1: overshoot extrapolates).
  static func interpolate(_ a: AnimationValue, _ b: AnimationValue, _ t: Double) -> AnimationValue {
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(t) }
    switch (a, b) {
    case (.number(let x), .number(let y)): return .number(mix(x, y))
    case (.point(let p), .point(let q)): return .point(CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y)))
    case (.size(let p), .size(let q)):
      return .size(CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height)))
    case (.rect(let p), .rect(let q)):
      // Components as stored (`origin`, `size`), never standardized: an additive animation's
      // rectangles are differences, whose sizes are negative when the bounds grow.
      return .rect(
        CGRect(
          x: mix(p.origin.x, q.origin.x), y: mix(p.origin.y, q.origin.y),
          width: mix(p.size.width, q.size.width), height: mix(p.size.height, q.size.height)))
    case (.transform(let p), .transform(let q)):
      return .transform(TransformComponents.interpolate(p, q, t))
    case (.color(let p), .color(let q)):
      let c = p.rgba
      let d = q.rgba
      return .color(
        CGColor(
          red: mix(c.red, d.red), green: mix(c.green, d.green), blue: mix(c.blue, d.blue),
          alpha: mix(c.alpha, d.alpha)))
    case (.array(let p), .array(let q)) where p.count == q.count:
      return .array(zip(p, q).map { interpolate($0, $1, t) })
    case (.path(let p), .path(let q)):
      return PathInterpolation.interpolate(p, q, t).map(AnimationValue.path) ?? (t < 0.5 ? a : b)
    default:
      return t < 0.5 ? a : b
    }
  }

  /// `a + b` for values that add (additive and cumulative animations, `byValue`); otherwise `b`.
  static func add(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
    switch (a, b) {
    case (.number(let x), .number(let y)): .number(x + y)
    case (.point(let p), .point(let q)): .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
    case (.size(let p), .size(let q)):
      .size(CGSize(width: p.width + q.width, height: p.height + q.height))
    case (.rect(let p), .rect(let q)):
      .rect(
        CGRect(
          x: p.origin.x + q.origin.x, y: p.origin.y + q.origin.y,
          width: p.size.width + q.size.width, height: p.size.height + q.size.height))
    // Transforms add by concatenation: the animated one applied before the model's.
    case (.transform(let p), .transform(let q)): .transform(CATransform3DConcat(q, p))
    case (.color(let p), .color(let q)):
      .color(
        CGColor(
          red: p.rgba.red + q.rgba.red, green: p.rgba.green + q.rgba.green,
          blue: p.rgba.blue + q.rgba.blue, alpha: p.rgba.alpha + q.rgba.alpha))
    case (.array(let p), .array(let q)) where p.count == q.count:
      .array(zip(p, q).map { add($0, $1) })
    default: b
    }
  }

  /// `b − a`, the change from `a` to `b`, where it is defined; otherwise `nil`.
  static func difference(from a: AnimationValue, to b: AnimationValue) -> AnimationValue? {
    switch (a, b) {
    case (.number(let x), .number(let y)): .number(y - x)
    case (.point(let p), .point(let q)): .point(CGPoint(x: q.x - p.x, y: q.y - p.y))
    case (.size(let p), .size(let q)):
      .size(CGSize(width: q.width - p.width, height: q.height - p.height))
    case (.rect(let p), .rect(let q)):
      .rect(
        CGRect(
          x: q.origin.x - p.origin.x, y: q.origin.y - p.origin.y,
          width: q.size.width - p.size.width, height: q.size.height - p.size.height))
    case (.transform(let p), .transform(let q)):
      .transform(CATransform3DConcat(q, CATransform3DInvert(p)))
    default: nil
    }
  }

  /// `self` repeated `count` times over (cumulative animations); values that do not add stay.
  func multiplied(by count: Int) -> AnimationValue {
    guard count > 1 else { return count == 1 ? self : AnimationValue.zero(like: self) }
    var result = self
    for _ in 1..<min(count, 10_000) { result = Self.add(result, self) }
    return result
  }

  /// The neutral value of `value`'s kind (nothing added).
  static func zero(like value: AnimationValue) -> AnimationValue {
    switch value {
    case .number: .number(0)
    case .point: .point(.zero)
    case .size: .size(.zero)
    case .rect: .rect(.zero)
    case .transform: .transform(CATransform3DIdentity)
    case .array(let values): .array(values.map(zero(like:)))
    default: value
    }
  }

  /// How far apart two values are (paced keyframes): Euclidean over their components.
  static func distance(_ a: AnimationValue, _ b: AnimationValue) -> Double {
    switch (a, b) {
    case (.number(let x), .number(let y)): abs(y - x)
    case (.point(let p), .point(let q)): Double(hypot(q.x - p.x, q.y - p.y))
    case (.size(let p), .size(let q)): Double(hypot(q.width - p.width, q.height - p.height))
    case (.rect(let p), .rect(let q)):
      Double(
        (pow(q.origin.x - p.origin.x, 2) + pow(q.origin.y - p.origin.y, 2)
          + pow(q.size.width - p.size.width, 2) + pow(q.size.height - p.size.height, 2))
          .squareRoot())
    default: 1
    }
  }

  /// Whether every number in the value is finite (a value that is not is refused).
  var isFinite: Bool {
    switch self {
    case .number(let x): x.isFinite
    case .point(let p): p.x.isFinite && p.y.isFinite
    case .size(let s): s.width.isFinite && s.height.isFinite
    case .rect(let r): r.isFiniteRect
    case .transform(let t): t.isFinite
    case .array(let values): values.allSatisfy(\.isFinite)
    default: true
    }
  }
}
