import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// An axis of a scroll view.
enum ScrollAxis {
  case x, y
}

extension CGPoint {
  /// The coordinate along `axis`.
  subscript(axis: ScrollAxis) -> CGFloat {
    get { axis == .x ? x : y }
    set {
      if axis == .x { x = newValue } else { y = newValue }
    }
  }
}

/// How one axis of a scroll view moves on its own.
enum AxisMotion {
  /// At rest.
  case idle
  /// Slowing down by `rate` per millisecond from `velocity` (points per millisecond), landing on
  /// `target` when given; without one it is free and bounces at an edge it reaches.
  case decelerating(velocity: CGFloat, rate: CGFloat, target: CGFloat?)
  /// Springing back to `edge` from `displacement` past it at `velocity` (points per second),
  /// since `start`.
  case spring(edge: CGFloat, displacement: CGFloat, velocity: CGFloat, start: CFTimeInterval)
  /// Animating from `from` to `to` over `duration` seconds since `start` (ease in and out).
  case timed(from: CGFloat, to: CGFloat, duration: CFTimeInterval, start: CFTimeInterval)
  /// A wheel notch's glide from `from` to `to` over `duration` seconds since `start` (ease out).
  case glide(from: CGFloat, to: CGFloat, duration: CFTimeInterval, start: CFTimeInterval)

  /// Where it lands, when it knows.
  var target: CGFloat? {
    switch self {
    case .idle, .spring: nil
    case .decelerating(_, _, let target): target
    case .timed(_, let to, _, _), .glide(_, let to, _, _): to
    }
  }

  var isIdle: Bool {
    if case .idle = self { return true }
    return false
  }
}

/// A scroll view's motion: both axes, and what started it (which decides the delegate call that
/// ends it).
struct ScrollMotion {
  enum Kind {
    /// After a drag or a touchpad gesture: ends with `scrollViewDidEndDecelerating`.
    case deceleration
    /// Wheel notches: ends with `scrollViewDidEndDecelerating`.
    case wheel
    /// A touchpad gesture under way (steps move the content; the motion waits for them to rest).
    case touchpad
    /// `setContentOffset(_:animated:)`: ends with `scrollViewDidEndScrollingAnimation`.
    case animation
  }

  var kind: Kind
  var x: AxisMotion
  var y: AxisMotion
  /// The media time of the last step, for decelerations (stepped by elapsed time).
  var lastStep: CFTimeInterval = CACurrentMediaTime()
  /// The unrounded offset the motion is at (the view shows it on whole pixels).
  var exact: CGPoint?

  var isFinished: Bool { kind != .touchpad && x.isIdle && y.isIdle }
}

/// Stepping motion on the display link, and programmatic scrolling.
extension UIScrollView {
  /// Programmatic scrolling's duration, in seconds.
  static let scrollAnimationDuration: CFTimeInterval = 0.3

  /// Moves the content to `contentOffset` (not clamped, as UIKit); `animated` eases there over
  /// 0.3 s and then calls `scrollViewDidEndScrollingAnimation`.
  ///
  /// Stops a deceleration under way. Non-finite offsets are ignored.
  final func moveContent(to contentOffset: CGPoint, animated: Bool) {
    guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
      Diagnostics.once(
        "contentOffset-nonfinite",
        "\(type(of: self)).contentOffset = \(contentOffset) ignored (not finite)",
        module: "OpenUIKit")
      return
    }
    stopMotion(notify: false)
    let current = self.contentOffset
    guard animated, current != contentOffset else { return setBoundsOrigin(contentOffset) }
    let now = CACurrentMediaTime()
    let duration = Self.scrollAnimationDuration
    startMotion(
      ScrollMotion(
        kind: .animation,
        x: current.x == contentOffset.x
          ? .idle : .timed(from: current.x, to: contentOffset.x, duration: duration, start: now),
        y: current.y == contentOffset.y
          ? .idle : .timed(from: current.y, to: contentOffset.y, duration: duration, start: now)))
  }

  /// Scrolls as little as needed to show `rect` (content coordinates), within the offset range.
  final func moveContent(toShow rect: CGRect, animated: Bool) {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite,
      !rect.isNull
    else { return }
    let visible = CGRect(origin: contentOffset, size: bounds.size)
    func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ length: CGFloat) -> CGFloat
    {
      if high - low >= length || low < visibleLow { return low }
      if high > visibleLow + length { return high - length }
      return visibleLow
    }
    let target = clampedOffset(
      CGPoint(
        x: axis(rect.minX, rect.maxX, visible.minX, visible.width),
        y: axis(rect.minY, rect.maxY, visible.minY, visible.height)))
    guard target != contentOffset else { return }
    setContentOffset(target, animated: animated)
  }

  // MARK: Driving

  /// Runs `motion` from the next display frame.
  final func startMotion(_ newMotion: ScrollMotion) {
    motion = newMotion
    showIndicatorsIfScrolling()
    ensureMotionLink()
  }

  /// Stops the motion under way where it is; `notify` ends it with its delegate call.
  final func stopMotion(notify: Bool) {
    guard let stopped = motion else { return }
    motion = nil
    let wasDecelerating = isDecelerating
    isDecelerating = false
    if stopped.kind == .touchpad {
      touchpadSamples = []
      isDragging = false
    }
    guard notify else { return }
    switch stopped.kind {
    case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
    case .deceleration, .wheel:
      if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
    case .touchpad: delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    }
  }

  /// Puts the scroll view's motion on the animation clock (the one clock of everything moving).
  final func ensureMotionLink() {
    motionTicker.start()
  }

  /// One frame of the clock: the motion steps, the indicators fade; the ticker stops when
  /// neither has anything left to do.
  final func motionFrame() {
    let now = CACurrentMediaTime()
    if motion != nil { stepMotion(now: now) }
    let fading = fadeIndicators(now: now)
    if motion == nil, !fading { motionTicker.stop() }
  }

  /// Moves the content to where the motion is at `now`.
  final func stepMotion(now: CFTimeInterval) {
    guard var current = motion else { return }
    if current.kind == .touchpad {
      checkTouchpadRest(now: now)
      return
    }
    let elapsed = CGFloat(max(now - current.lastStep, 0)) * 1000
    current.lastStep = now
    // Steps accumulate on the unrounded offset, unless something else moved the content.
    var offset = contentOffset
    if let exact = current.exact, pixelAligned(exact) == offset { offset = exact }
    let range = offsetRange
    (current.x, offset.x) = step(
      current.x, value: offset.x, min: range.min.x, max: range.max.x, elapsed: elapsed, now: now)
    (current.y, offset.y) = step(
      current.y, value: offset.y, min: range.min.y, max: range.max.y, elapsed: elapsed, now: now)
    current.exact = offset
    motion = current
    setBoundsOrigin(offset, snapped: true)
    // The delegate (scrollViewDidScroll) may have stopped or replaced the motion.
    guard current.isFinished, let after = motion, after.kind == current.kind,
      after.x.isIdle, after.y.isIdle
    else { return }
    stopMotion(notify: true)
  }

  /// One axis's next state and value after `elapsed` milliseconds.
  private func step(
    _ axis: AxisMotion, value: CGFloat, min low: CGFloat, max high: CGFloat, elapsed: CGFloat,
    now: CFTimeInterval
  ) -> (AxisMotion, CGFloat) {
    switch axis {
    case .idle:
      return (.idle, value)
    case .decelerating(let velocity, let rate, let target):
      let moved = ScrollPhysics.decelerationDistance(
        velocity: velocity, rate: rate, milliseconds: elapsed)
      let next = ScrollPhysics.decelerationVelocity(
        velocity: velocity, rate: rate, milliseconds: elapsed)
      let remaining = ScrollPhysics.projectedDistance(velocity: next, rate: rate)
      if let target {
        if abs(remaining) < ScrollPhysics.restDistance { return (.idle, target) }
        return (.decelerating(velocity: next, rate: rate, target: target), value + moved)
      }
      let position = value + moved
      if position < low || position > high {
        let edge = position < low ? low : high
        guard bounces else { return (.idle, edge) }
        let limit = ScrollPhysics.maximumSpringVelocity
        return (
          .spring(
            edge: edge, displacement: position - edge,
            velocity: Swift.min(Swift.max(next * 1000, -limit), limit), start: now),
          position
        )
      }
      if abs(remaining) < ScrollPhysics.restDistance { return (.idle, position + remaining) }
      return (.decelerating(velocity: next, rate: rate, target: nil), position)
    case .spring(let edge, let displacement, let velocity, let start):
      let state = ScrollPhysics.spring(
        displacement: displacement, velocity: velocity, seconds: CGFloat(now - start))
      if abs(state.displacement) < ScrollPhysics.restDistance, abs(state.velocity) < 1 {
        return (.idle, edge)
      }
      return (axis, edge + state.displacement)
    case .timed(let from, let to, let duration, let start):
      let fraction = CGFloat((now - start) / duration)
      if fraction >= 1 { return (.idle, to) }
      return (axis, from + (to - from) * ScrollPhysics.easeInOut(fraction))
    case .glide(let from, let to, let duration, let start):
      let fraction = CGFloat((now - start) / duration)
      if fraction >= 1 { return (.idle, to) }
      return (axis, from + (to - from) * ScrollPhysics.easeOut(fraction))
    }
  }
}
