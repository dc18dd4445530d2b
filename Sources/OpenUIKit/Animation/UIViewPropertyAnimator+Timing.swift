import Foundation
import TimingCurves

/// The animator's timing: its curve (cubic Bézier or damped spring) solved once per change of
/// `timingParameters`, the progress it gives a time fraction, and the way back from a progress to
/// a time fraction (to resume or retime from where the views are).
extension UIViewPropertyAnimator {
  /// A solved timing curve.
  enum Curve {
    case cubic(CubicBezierCurve)
    case spring(DampedSpring, total: Double)
    case linear
  }

  var curve: Curve {
    if let solvedCurve { return solvedCurve }
    let curve: Curve
    if let parameters = timingParameters?.springTimingParameters {
      let spring = parameters.spring(forDuration: duration)
      curve = .spring(
        spring, total: parameters.physical != nil ? spring.settlingDuration : duration)
    } else if let cubic = timingParameters?.cubicTimingParameters {
      curve = .cubic(cubic.curve)
    } else {
      curve = .linear
    }
    solvedCurve = curve
    return curve
  }

  /// The time the animations last, in seconds of animation.
  var totalTime: Double {
    if case .spring(_, let total) = curve { return total }
    return duration
  }

  /// The curve's progress at time fraction `u`.
  func curveProgress(_ u: Double) -> Double {
    guard u < 1 else { return 1 }
    guard u > 0 else { return 0 }
    switch curve {
    case .spring(let spring, let total): return spring.progress(at: u * total)
    case .cubic(let cubic): return cubic.progress(at: u)
    case .linear: return u
    }
  }

  /// The time fraction at which the curve shows `progress` (the first, searching forward): a
  /// resumed linear scrub continues on the curve from where the views are.
  func fraction(showing progress: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<50 {
      let mid = (low + high) / 2
      if curveProgress(mid) < progress { low = mid } else { high = mid }
    }
    return high
  }
}
