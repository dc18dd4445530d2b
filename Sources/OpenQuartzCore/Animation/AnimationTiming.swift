import Foundation
import OpenCoreGraphics

/// Where an animation is in its timeline at a moment of its layer's time.
struct AnimationTime {
  /// Seconds into the current iteration, after reversing (0...duration).
  var local: Double
  /// `local` as a fraction of the duration (0...1).
  var fraction: Double
  /// Which iteration (0 for the first); with `autoreverses`, a forward and a backward pass are one.
  var iteration: Int
  /// Seconds since the animation began, in its own time (for springs, which run on time, not on
  /// a fraction).
  var active: Double
}

/// What an animation shows at a moment of its layer's time.
enum AnimationPhase {
  /// Not yet begun, and not filling backwards: the model shows.
  case pending
  /// Showing values.
  case showing(AnimationTime)
  /// Past its end and not filling forwards: the model shows, and it is finished.
  case finished
  /// Past its end and filling forwards: it shows its final values, and it is finished.
  case filling(AnimationTime)

  var time: AnimationTime? {
    switch self {
    case .showing(let time), .filling(let time): time
    case .pending, .finished: nil
    }
  }

  var hasEnded: Bool {
    switch self {
    case .finished, .filling: true
    case .pending, .showing: false
    }
  }
}

/// Core Animation's timing model for one animation (`CAMediaTiming`), with its inputs made safe.
///
/// Local (active) time is `(parentTime − beginTime) × speed + timeOffset`. One iteration lasts
/// `duration`, twice that with `autoreverses` (forwards, then backwards). The animation is active
/// for `repeatDuration` when it is positive, else for `repeatCount` iterations (0 counts as 1;
/// fractions end mid-iteration; infinity repeats forever). The numbers were clamped where they
/// were set (`MediaTimingLimits`); the timeline guards once more, for values that reach it
/// another way (key-value coding): a duration that is not positive counts as 0.25 s, a speed that
/// is not finite as 1, a repeat count or duration that is NaN or negative as 0.
struct AnimationTimeline {
  var beginTime: Double
  var duration: Double
  var speed: Double
  var timeOffset: Double
  var repeatCount: Double
  var repeatDuration: Double
  var autoreverses: Bool
  var fillMode: CAMediaTimingFillMode

  init(_ animation: CAAnimation) {
    beginTime = animation.beginTime.isFinite ? animation.beginTime : 0
    duration = animation.duration.isFinite && animation.duration > 0 ? animation.duration : 0.25
    speed = animation.speed.isFinite ? Double(animation.speed) : 1
    timeOffset = animation.timeOffset.isFinite ? animation.timeOffset : 0
    let count = Double(animation.repeatCount)
    repeatCount = count.isNaN || count < 0 ? 0 : count
    let repeatFor = animation.repeatDuration
    repeatDuration = repeatFor.isNaN || repeatFor < 0 ? 0 : repeatFor
    autoreverses = animation.autoreverses
    fillMode = animation.fillMode
  }

  /// A layer's timeline (its `duration` positive), with the same clamps.
  init(layer timing: LayerTiming) {
    beginTime = timing.beginTime.isFinite ? timing.beginTime : 0
    duration = timing.duration
    speed = timing.speed.isFinite ? Double(timing.speed) : 1
    timeOffset = timing.timeOffset.isFinite ? timing.timeOffset : 0
    let count = Double(timing.repeatCount)
    repeatCount = count.isNaN || count < 0 ? 0 : count
    repeatDuration =
      timing.repeatDuration.isNaN || timing.repeatDuration < 0 ? 0 : timing.repeatDuration
    autoreverses = timing.autoreverses
    fillMode = timing.fillMode
  }

  /// One iteration: forwards, and backwards too with `autoreverses`.
  var iterationDuration: Double { autoreverses ? 2 * duration : duration }

  /// How long the animation is active, in its own time (infinite when it repeats forever).
  var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    let count = repeatCount > 0 ? repeatCount : 1
    return count.isInfinite ? .infinity : count * iterationDuration
  }

  /// Active time at a moment of the parent's (the layer's) time.
  func activeTime(atParentTime time: Double) -> Double {
    (time - beginTime) * speed + timeOffset
  }

  /// What the animation shows at `time` (its layer's time).
  func phase(atParentTime time: Double) -> AnimationPhase {
    let active = activeTime(atParentTime: time)
    let total = activeDuration
    if active < 0 || (speed < 0 && active < 0) {
      return fillMode.fillsBackwards ? .showing(point(at: 0)) : .pending
    }
    if active >= total {
      return fillMode.fillsForwards ? .filling(end) : .finished
    }
    return .showing(point(at: active))
  }

  /// The point of the timeline `active` seconds in (0 ≤ active < activeDuration).
  private func point(at active: Double) -> AnimationTime {
    let cycle = iterationDuration
    let iteration = (active / cycle).rounded(.down)
    var within = active - iteration * cycle
    if autoreverses, within > duration { within = cycle - within }
    return AnimationTime(
      local: within, fraction: min(max(within / duration, 0), 1),
      iteration: Self.clampedIteration(iteration), active: active)
  }

  /// Whether the animation's active time ends exactly at `time` (its layer's time).
  func ends(atParentTime time: Double) -> Bool {
    abs(activeTime(atParentTime: time) - activeDuration) <= 1e-9
  }

  /// The final point (see `end`), for a group holding a child at its end.
  var finalPoint: AnimationTime { end }

  /// The final point: where the last iteration stops (its end, or its start again when it
  /// reverses; mid-iteration for a fractional count).
  private var end: AnimationTime {
    let total = activeDuration
    let cycle = iterationDuration
    let whole = (total / cycle).rounded(.down)
    var within = total - whole * cycle
    var iteration = whole
    if within <= 1e-12, whole > 0 {
      iteration = whole - 1
      within = cycle
    }
    if autoreverses, within > duration { within = cycle - within }
    return AnimationTime(
      local: within, fraction: min(max(within / duration, 0), 1),
      iteration: Self.clampedIteration(iteration), active: total)
  }

  private static func clampedIteration(_ value: Double) -> Int {
    value.isFinite ? Int(min(max(value, 0), Double(Int32.max))) : 0
  }
}

extension CAMediaTiming {
  /// This object's local time at `parentTime`: `(parentTime − beginTime) × speed + timeOffset`.
  func convertFromParent(_ parentTime: CFTimeInterval) -> CFTimeInterval {
    let speed = self.speed.isFinite ? Double(self.speed) : 1
    let begin = beginTime.isFinite ? beginTime : 0
    let offset = timeOffset.isFinite ? timeOffset : 0
    return (parentTime - begin) * speed + offset
  }

  /// The parent time at which this object's local time is `localTime` (the inverse; with speed
  /// 0, the begin time).
  func convertToParent(_ localTime: CFTimeInterval) -> CFTimeInterval {
    let speed = self.speed.isFinite ? Double(self.speed) : 1
    let begin = beginTime.isFinite ? beginTime : 0
    let offset = timeOffset.isFinite ? timeOffset : 0
    guard speed != 0 else { return begin }
    return (localTime - offset) / speed + begin
  }
}
