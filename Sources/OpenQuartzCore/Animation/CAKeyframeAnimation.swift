import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// How a keyframe animation moves between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a mode from its Core Animation string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Straight between keyframes, at their key times (the default).
  public static let linear = Self(rawValue: "linear")
  /// No interpolation: each value holds until the next key time.
  public static let discrete = Self(rawValue: "discrete")
  /// Straight between keyframes at constant speed (key times and timing functions ignored).
  public static let paced = Self(rawValue: "paced")
  /// A smooth spline through the keyframes (Kochanek–Bartels: tension, continuity, bias).
  public static let cubic = Self(rawValue: "cubic")
  /// The spline at constant speed.
  public static let cubicPaced = Self(rawValue: "cubicPaced")
}

/// Whether an object moving along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a mode from its Core Animation string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Turns to the path's tangent.
  public static let rotateAuto = Self(rawValue: "auto")
  /// Turns to the tangent plus 180°.
  public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}

/// An animation of one property through a sequence of values, or along a path, as Core Animation's
/// `CAKeyframeAnimation`.
///
/// Key times, when given, must be as many as the values (one more for `.discrete`), increasing, and
/// within 0...1; otherwise the keyframes are spaced evenly (with one diagnostic). `timingFunctions`
/// pace each segment (one per segment; fewer leave the rest linear). The animation's own
/// `timingFunction` paces the whole before that.
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values.
  open var values: [Any]? { didSet { shared = nil } }
  /// A path the property (a point: `position`) follows instead of `values`.
  open var path: CGPath? { didSet { shared = nil } }
  /// When each keyframe is reached, as fractions of the duration.
  open var keyTimes: [NSNumber]? { didSet { shared = nil } }
  /// The pacing of each segment.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values between keyframes are computed; default `.linear`.
  open var calculationMode: CAAnimationCalculationMode = .linear { didSet { shared = nil } }
  /// Kochanek–Bartels tension per keyframe (`.cubic`): higher is tighter; default 0.
  open var tensionValues: [NSNumber]? { didSet { shared = nil } }
  /// Kochanek–Bartels continuity per keyframe (`.cubic`); default 0.
  open var continuityValues: [NSNumber]? { didSet { shared = nil } }
  /// Kochanek–Bartels bias per keyframe (`.cubic`); default 0.
  open var biasValues: [NSNumber]? { didSet { shared = nil } }
  /// Whether an object moving along `path` turns to follow it; default `nil` (it does not).
  open var rotationMode: CAAnimationRotationMode?

  /// Creates an animation with Core Animation's defaults.
  public required init() { super.init() }

  /// Copies `other`'s state, this class's properties included.
  open override func copyState(from other: CAAnimation) {
    super.copyState(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    path = other.path
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
    tensionValues = other.tensionValues
    continuityValues = other.continuityValues
    biasValues = other.biasValues
    rotationMode = other.rotationMode
    // Copies of one animation with the same keyframes share them (after the stores above, which
    // cleared this copy's): 400 layers given one ripple hold one set, not 400.
    if other.shared == nil { other.shared = SharedKeyframes() }
    shared = other.shared
  }

  /// The keyframes, worked out once for this animation and the copies made of it while its values
  /// stay the same (a store to any of them starts a new set for later copies).
  private var shared: SharedKeyframes?

  /// Works the keyframes out now, on the main thread, so that evaluating this animation and the
  /// copies sharing them only reads them: a render thread evaluates a copy (`NodeMotion`).
  func prepareKeyframes() {
    if shared == nil { shared = SharedKeyframes() }
    _ = shared?.keyframes(of: self)
  }

  override func apply(at time: AnimationTime, to values: inout PresentationValues) {
    guard keyPath != nil else { return }
    if shared == nil { shared = SharedKeyframes() }
    guard let keyframes = shared?.keyframes(of: self), !keyframes.values.isEmpty else { return }
    let overall = timingFunction?.evaluate(at: time.fraction) ?? time.fraction
    let (value, tangent) = keyframes.value(at: overall, animation: self)
    write(value, step: keyframes.step, at: time, to: &values)
    if let rotationMode, let tangent, let base = values.current("transform"),
      case .transform(let transform) = base
    {
      let angle = rotationMode == .rotateAutoReverse ? tangent + .pi : tangent
      values.set(
        "transform", .transform(CATransform3DRotate(transform, CGFloat(angle), 0, 0, 1)))
    }
  }
}

/// The keyframes of an animation and its copies, made on first use.
final class SharedKeyframes {
  private var made: Keyframes?

  /// The keyframes of `animation` (any of the copies: they have the same values).
  func keyframes(of animation: CAKeyframeAnimation) -> Keyframes {
    if let made { return made }
    let keyframes = Keyframes(animation)
    made = keyframes
    return keyframes
  }
}

/// A keyframe animation's values and times, ready to evaluate: made once per set of keyframes and
/// shared by reference, as an animation is evaluated every frame.
final class Keyframes {
  var values: [AnimationValue]
  var times: [Double]
  var mode: CAAnimationCalculationMode
  /// Kochanek–Bartels parameters per keyframe.
  var tension: [Double]
  var continuity: [Double]
  var bias: [Double]
  /// Whether values came from a path (tangents are then meaningful).
  var followsPath: Bool
  /// The last value less the first: what a cumulative animation adds per repetition.
  private(set) var step: AnimationValue?

  init(_ animation: CAKeyframeAnimation) {
    mode = animation.calculationMode
    followsPath = animation.path != nil
    if let path = animation.path {
      values = Self.points(along: path).map(AnimationValue.point)
      // Along a path the motion is at constant speed unless discrete.
      if mode == .linear { mode = .paced }
      if mode == .cubic { mode = .cubicPaced }
    } else {
      values = (animation.values ?? []).compactMap { AnimationValue($0) }.filter(\.isFinite)
      if values.count != (animation.values ?? []).count {
        Diagnostics.once(
          "keyframe-values",
          "CAKeyframeAnimation values that are nil or not finite are left out")
      }
    }
    let count = values.count
    func numbers(_ list: [NSNumber]?) -> [Double] {
      (0..<count).map { index in
        guard let list, index < list.count else { return 0 }
        let value = list[index].doubleValue
        return value.isFinite ? value : 0
      }
    }
    tension = numbers(animation.tensionValues)
    continuity = numbers(animation.continuityValues)
    bias = numbers(animation.biasValues)
    times = Self.times(
      count: count, given: animation.keyTimes?.map(\.doubleValue), mode: mode, values: values)
    step = values.first.flatMap { first in
      values.last.flatMap { AnimationValue.difference(from: first, to: $0) }
    }
  }

  /// Key times: the given ones when they fit, paced ones for paced modes, else evenly spaced.
  static func times(
    count: Int, given: [Double]?, mode: CAAnimationCalculationMode, values: [AnimationValue]
  ) -> [Double] {
    guard count > 1 else { return [0] }
    if mode == .paced || mode == .cubicPaced {
      var lengths = [0.0]
      for index in 1..<count {
        lengths.append(
          lengths[index - 1] + AnimationValue.distance(values[index - 1], values[index]))
      }
      let total = lengths[count - 1]
      if total > 0 { return lengths.map { $0 / total } }
    }
    let expected = mode == .discrete ? [count, count + 1] : [count]
    if let given {
      let valid =
        expected.contains(given.count) && given.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }
        && zip(given, given.dropFirst()).allSatisfy { $0 <= $1 }
      if valid { return Array(given.prefix(count)) }
      Diagnostics.once(
        "keyframe-keytimes",
        "CAKeyframeAnimation keyTimes must be increasing, within 0...1 and as many as the values "
          + "(one more for discrete); the keyframes are spaced evenly instead")
    }
    if mode == .discrete { return (0..<count).map { Double($0) / Double(count) } }
    return (0..<count).map { Double($0) / Double(count - 1) }
  }

  /// The value at fraction `f` (0...1, after the animation's timing function), and the direction
  /// of motion in radians when following a path.
  func value(at f: Double, animation: CAKeyframeAnimation) -> (AnimationValue, Double?) {
    let count = values.count
    guard count > 1 else { return (values[0], nil) }
    // The segment holding f: the last key time at or before it (found by bisection: an
    // animation can have thousands of keyframes, evaluated every frame).
    var low = 0
    var high = count - 1
    if times[high] <= f {
      low = high
    } else {
      // times[low] <= f (or low is 0) and times[high] > f.
      while high - low > 1 {
        let middle = (low + high) / 2
        if times[middle] <= f { low = middle } else { high = middle }
      }
    }
    let index = low
    if mode == .discrete { return (values[index], nil) }
    guard index + 1 < count else { return (values[count - 1], tangent(count - 2)) }
    let span = times[index + 1] - times[index]
    var local = span > 0 ? (f - times[index]) / span : 1
    local = min(max(local, 0), 1)
    if mode == .linear, let functions = animation.timingFunctions, index < functions.count {
      local = functions[index].evaluate(at: local)
    }
    let value: AnimationValue
    if mode == .cubic || mode == .cubicPaced {
      value = spline(index, local)
    } else {
      value = AnimationValue.interpolate(values[index], values[index + 1], local)
    }
    return (value, tangent(index))
  }

  private func tangent(_ index: Int) -> Double? {
    guard followsPath, index >= 0, index + 1 < values.count,
      case .point(let a) = values[index], case .point(let b) = values[index + 1]
    else { return nil }
    return Double(atan2(b.y - a.y, b.x - a.x))
  }

  /// The Kochanek–Bartels spline between keyframes `i` and `i + 1`, `t` of the way, for values
  /// that add; others move in a straight line.
  private func spline(_ i: Int, _ t: Double) -> AnimationValue {
    let p0 = values[max(i - 1, 0)]
    let p1 = values[i]
    let p2 = values[i + 1]
    let p3 = values[min(i + 2, values.count - 1)]
    guard let d01 = AnimationValue.difference(from: p0, to: p1),
      let d12 = AnimationValue.difference(from: p1, to: p2),
      let d23 = AnimationValue.difference(from: p2, to: p3)
    else { return AnimationValue.interpolate(p1, p2, t) }
    func scaled(_ v: AnimationValue, _ k: Double) -> AnimationValue {
      AnimationValue.interpolate(AnimationValue.zero(like: v), v, k)
    }
    // Outgoing tangent at p1 and incoming tangent at p2.
    let (tn1, c1, b1) = (tension[i], continuity[i], bias[i])
    let (tn2, c2, b2) = (tension[i + 1], continuity[i + 1], bias[i + 1])
    let out1 = AnimationValue.add(
      scaled(d01, (1 - tn1) * (1 + b1) * (1 - c1) / 2),
      scaled(d12, (1 - tn1) * (1 - b1) * (1 + c1) / 2))
    let in2 = AnimationValue.add(
      scaled(d12, (1 - tn2) * (1 + b2) * (1 + c2) / 2),
      scaled(d23, (1 - tn2) * (1 - b2) * (1 - c2) / 2))
    // Cubic Hermite basis.
    let t2 = t * t
    let t3 = t2 * t
    let h00 = 2 * t3 - 3 * t2 + 1
    let h10 = t3 - 2 * t2 + t
    let h01 = -2 * t3 + 3 * t2
    let h11 = t3 - t2
    var result = scaled(p1, h00)
    result = AnimationValue.add(result, scaled(out1, h10))
    result = AnimationValue.add(result, scaled(p2, h01))
    return AnimationValue.add(result, scaled(in2, h11))
  }

  /// The path flattened into points, its subpaths one after another: curves cut into 16
  /// segments each.
  static func points(along path: CGPath) -> [CGPoint] {
    var points: [CGPoint] = []
    for subpath in PathFlattening.subpaths(of: path, segments: 16) {
      for point in subpath where points.last != point { points.append(point) }
    }
    return points
  }
}
