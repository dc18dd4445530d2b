import Foundation
import TimingCurves

/// The kind of timing curve a `UITimingCurveProvider` describes, as UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
  /// One of UIKit's named curves.
  case builtin = 0
  /// A cubic Bézier curve of two control points.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// A cubic curve and a spring together (a provider that offers both).
  case composed = 3
}

/// A description of how an animation's progress follows its time, as UIKit's
/// `UITimingCurveProvider`.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
  /// Which kind of curve this is.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring, for `.spring` and `.composed`.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve for a property animator, as UIKit's `UICubicTimingParameters`.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The named curve; `.easeInOut` for control points (UIKit leaves it undefined then).
  public let animationCurve: UIView.AnimationCurve
  /// The first control point (x and y in 0...1 of time and progress).
  public let controlPoint1: CGPoint
  /// The second control point.
  public let controlPoint2: CGPoint
  private let isBuiltin: Bool

  /// Core Animation's default curve (control points (0.25, 0.1) and (0.25, 1)).
  public override convenience init() {
    self.init(
      controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1),
      builtin: true)
  }

  /// One of UIKit's named curves (its control points are Core Animation's).
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    var a: [Float] = [0, 0]
    var b: [Float] = [0, 0]
    curve.timingFunction.getControlPoint(at: 1, values: &a)
    curve.timingFunction.getControlPoint(at: 2, values: &b)
    controlPoint1 = CGPoint(x: CGFloat(a[0]), y: CGFloat(a[1]))
    controlPoint2 = CGPoint(x: CGFloat(b[0]), y: CGFloat(b[1]))
    isBuiltin = true
  }

  /// A curve through two control points; x coordinates outside 0...1 are clamped (the curve must
  /// be a function of time), non-finite coordinates are 0.
  public convenience init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    self.init(controlPoint1: point1, controlPoint2: point2, builtin: false)
  }

  private init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, builtin: Bool) {
    func clamped(_ p: CGPoint) -> CGPoint {
      CGPoint(
        x: p.x.isFinite ? min(max(p.x, 0), 1) : 0, y: p.y.isFinite ? p.y : 0)
    }
    animationCurve = .easeInOut
    controlPoint1 = clamped(point1)
    controlPoint2 = clamped(point2)
    isBuiltin = builtin
  }

  /// `.builtin` for a named curve, `.cubic` for control points.
  open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
  /// Itself.
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  /// None.
  open var springTimingParameters: UISpringTimingParameters? { nil }

  /// The curve solved for evaluation.
  var curve: CubicBezierCurve {
    CubicBezierCurve(
      Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x),
      Double(controlPoint2.y))
  }
}

/// A spring timing curve for a property animator, as UIKit's `UISpringTimingParameters`.
///
/// A spring made from a damping ratio lasts the animator's duration (its period is the duration,
/// as `UIView.animate(withDuration:…usingSpringWithDamping:…)`); one made from mass, stiffness and
/// damping, or from iOS 17's duration and bounce, lasts until it settles and the animator's
/// duration is not used (Docs/Animation.md).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// The initial velocity, in units of the whole distance per second, for x and y.
  public let initialVelocity: CGVector
  /// The ratio, when made from one (its period then follows the animator's duration).
  let dampingRatio: CGFloat?
  /// The physical spring (mass, stiffness, damping), when made from one.
  let physical: DampedSpring?

  /// UIKit's default spring: damping ratio 4.56 (as Apple documents it), no initial velocity.
  public override convenience init() { self.init(dampingRatio: 4.56) }

  /// A spring of damping ratio `ratio` (1: no overshoot), no initial velocity.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// A spring of damping ratio `ratio` starting at `velocity` (distances per second).
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio.isFinite ? max(ratio, 0) : 1
    initialVelocity = Self.finite(velocity)
    physical = nil
  }

  /// A spring of `mass`, `stiffness` and `damping` starting at `velocity`; it lasts until it
  /// settles.
  ///
  /// Values that are not finite or not positive take Core Animation's defaults (mass 1,
  /// stiffness 100, damping 10; damping may be 0).
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    initialVelocity = Self.finite(velocity)
    dampingRatio = nil
    physical = DampedSpring(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
      initialVelocity: Double(initialVelocity.dx))
  }

  /// iOS 17's spring of perceptual `duration` and `bounce` (−1...1), starting at `velocity`.
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
    initialVelocity = Self.finite(velocity)
    dampingRatio = nil
    physical = DampedSpring(
      perceptualDuration: duration, bounce: bounce.isFinite ? Double(bounce) : 0,
      initialVelocity: Double(initialVelocity.dx))
  }

  /// `.spring`.
  open var timingCurveType: UITimingCurveType { .spring }
  /// None.
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// Itself.
  open var springTimingParameters: UISpringTimingParameters? { self }

  /// The spring for an animator of `duration` seconds.
  func spring(forDuration duration: TimeInterval) -> DampedSpring {
    if let physical { return physical }
    let period = duration.isFinite && duration > 0 ? duration : 0.25
    let omega = 2 * Double.pi / period
    let ratio = Double(dampingRatio ?? 1)
    return DampedSpring(
      mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega,
      initialVelocity: Double(initialVelocity.dx))
  }

  private static func finite(_ v: CGVector) -> CGVector {
    CGVector(dx: v.dx.isFinite ? v.dx : 0, dy: v.dy.isFinite ? v.dy : 0)
  }
}
