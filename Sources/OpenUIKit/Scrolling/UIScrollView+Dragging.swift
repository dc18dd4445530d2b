import Foundation
import OpenQuartzCore

/// The scroll view's own pan recognizer: a touch going down stops the motion under way (and a
/// touch lifting without a drag lets an overscrolled view spring back), as UIKit's.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    (view as? UIScrollView)?.touchDidBegin()
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    (view as? UIScrollView)?.touchDidEnd()
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    (view as? UIScrollView)?.touchDidEnd()
  }
}

/// Dragging, flinging, and wheel and touchpad scrolling.
extension UIScrollView {
  /// Whether the pan may begin: the content must be able to move (along the step's axis, for a
  /// wheel or touchpad step).
  final func panShouldBegin() -> Bool {
    guard isScrollEnabled else { return false }
    if panGestureRecognizer.scrollStepType != nil {
      let step = panGestureRecognizer.translation(in: self)
      if yieldsStepToSheet(step) { return false }
      let range = offsetRange
      return (step.x != 0 && range.max.x > range.min.x)
        || (step.y != 0 && range.max.y > range.min.y)
        || (panGestureRecognizer.scrollStepType == .continuous && takesTouchpadPull(step))
    }
    let axes = scrollableAxes
    return axes.horizontal || axes.vertical
  }

  /// The pan's action.
  final func handlePan(_ pan: UIPanGestureRecognizer) {
    if let type = pan.scrollStepType {
      if pan.state == .began {
        scrollStep(by: pan.translation(in: self), continuous: type == .continuous)
      }
      return
    }
    switch pan.state {
    case .began: beginDrag(pan)
    case .changed: continueDrag(pan)
    case .ended: endDrag(velocity: pan.velocity(in: self))
    case .cancelled: endDrag(velocity: .zero)
    case .possible, .failed: break
    }
  }

  // MARK: Touch

  /// A touch went down on the content: motion under way stops where it is.
  final func touchDidBegin() {
    isTracking = true
    if motion != nil { stopMotion(notify: false) }
  }

  /// The touch lifted: an overscrolled view that was caught mid-bounce springs back.
  final func touchDidEnd() {
    isTracking = false
    guard !isDragging, motion == nil else { return }
    let offset = contentOffset
    if clampedOffset(offset) != offset {
      startMotion(
        ScrollMotion(
          kind: .deceleration, x: springOrIdle(axis: .x, velocity: 0),
          y: springOrIdle(axis: .y, velocity: 0)))
      isDecelerating = true
    }
  }

  // MARK: Dragging

  private func beginDrag(_ pan: UIPanGestureRecognizer) {
    stopMotion(notify: false)
    // Caught overscrolled (mid-bounce): the finger takes over where the band shows it.
    let offset = contentOffset
    let range = offsetRange
    dragStart = CGPoint(
      x: fingerOffset(showing: offset.x, min: range.min.x, max: range.max.x, length: bounds.width),
      y: fingerOffset(showing: offset.y, min: range.min.y, max: range.max.y, length: bounds.height))
    // The content follows from here: the hysteresis travelled before recognition is not a jump.
    pan.setTranslation(.zero, in: self)
    isDragging = true
    delegate?.scrollViewWillBeginDragging(self)
  }

  private func continueDrag(_ pan: UIPanGestureRecognizer) {
    guard let start = dragStart else { return }
    let translation = pan.translation(in: self)
    let axes = scrollableAxes
    let range = offsetRange
    var offset = contentOffset
    if axes.horizontal {
      offset.x = shownOffset(
        finger: start.x - translation.x, min: range.min.x, max: range.max.x, length: bounds.width)
    }
    if axes.vertical {
      offset.y = shownOffset(
        finger: start.y - translation.y, min: range.min.y, max: range.max.y, length: bounds.height)
    }
    setBoundsOrigin(offset, snapped: true)
  }

  /// Ends a drag released at `velocity` (points per second, pointer motion in this view): the
  /// delegate learns the target, and the content decelerates, bounces back or pages.
  private func endDrag(velocity pointerVelocity: CGPoint) {
    guard dragStart != nil else { return }
    dragStart = nil
    let axes = scrollableAxes
    // Content velocity, points per millisecond: the content moves against the pointer.
    let velocity = CGPoint(
      x: axes.horizontal && pointerVelocity.x.isFinite ? -pointerVelocity.x / 1000 : 0,
      y: axes.vertical && pointerVelocity.y.isFinite ? -pointerVelocity.y / 1000 : 0)
    release(velocity: velocity)
  }

  /// The end of a drag (or a touchpad gesture) at `velocity` (points per millisecond):
  /// `scrollViewWillEndDragging`, `scrollViewDidEndDragging`, then the deceleration.
  final func release(velocity: CGPoint) {
    holdRefreshRoomAfterPull()
    let offset = contentOffset
    let natural = naturalTarget(from: offset, velocity: velocity)
    var target = clampedOffset(natural)
    if isPagingEnabled { target = pageTarget(from: offset, velocity: velocity) }
    let unadjusted = target
    let adjusted = releaseTarget(proposed: target, velocity: velocity)
    if adjusted.x.isFinite, adjusted.y.isFinite { target = clampedOffset(adjusted) }
    let proposed = target
    withUnsafeMutablePointer(to: &target) { pointer in
      delegate?.scrollViewWillEndDragging(
        self, withVelocity: velocity, targetContentOffset: pointer)
    }
    if !(target.x.isFinite && target.y.isFinite) { target = proposed }
    target = clampedOffset(target)
    isDragging = false
    let moves =
      abs(target.x - offset.x) > ScrollPhysics.restDistance
      || abs(target.y - offset.y) > ScrollPhysics.restDistance
      || clampedOffset(offset) != offset
    delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
    guard moves else { return }
    let flies = target == unadjusted && !isPagingEnabled
    let x = decelerationMotion(
      axis: .x, velocity: velocity.x, target: target.x, free: flies && natural.x != target.x)
    let y = decelerationMotion(
      axis: .y, velocity: velocity.y, target: target.y, free: flies && natural.y != target.y)
    isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(self)
    // The delegate may have started something else (an animated scroll).
    guard isDecelerating, motion == nil else { return }
    startMotion(ScrollMotion(kind: .deceleration, x: x, y: y))
  }

  /// Where `velocity` carries the content from `offset`, before clamping.
  private func naturalTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
    let rate = decelerationRate.rawValue
    return CGPoint(
      x: offset.x + ScrollPhysics.projectedDistance(velocity: velocity.x, rate: rate),
      y: offset.y + ScrollPhysics.projectedDistance(velocity: velocity.y, rate: rate))
  }

  /// Paging: the next page in the fling's direction, else the nearest.
  private func pageTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
    let range = offsetRange
    func page(
      _ value: CGFloat, _ v: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, _ size: CGFloat
    )
      -> CGFloat
    {
      guard size > 0 else { return value }
      let position = (value - minimum) / size
      let index: CGFloat
      if v > 0.2 {
        index = position.rounded(.down) + 1
      } else if v < -0.2 {
        index = position.rounded(.up) - 1
      } else {
        index = position.rounded()
      }
      return min(max(minimum + index * size, minimum), maximum)
    }
    return CGPoint(
      x: page(offset.x, velocity.x, range.min.x, range.max.x, bounds.width),
      y: page(offset.y, velocity.y, range.min.y, range.max.y, bounds.height))
  }

  /// One axis's motion after a release: a spring back when overscrolled, a free deceleration
  /// (which bounces at an edge it reaches) when `free`, else a deceleration that lands on
  /// `target`.
  private func decelerationMotion(
    axis: ScrollAxis, velocity: CGFloat, target: CGFloat, free: Bool
  ) -> AxisMotion {
    let offset = contentOffset[axis]
    let range = offsetRange
    if offset < range.min[axis] || offset > range.max[axis] {
      return springOrIdle(axis: axis, velocity: velocity * 1000)
    }
    // Paging lands quickly, as UIKit's pages do.
    let rate = isPagingEnabled ? DecelerationRate.fast.rawValue : decelerationRate.rawValue
    if free && bounces {
      return .decelerating(velocity: velocity, rate: rate, target: nil)
    }
    guard abs(target - offset) > ScrollPhysics.restDistance else { return .idle }
    return .decelerating(
      velocity: ScrollPhysics.velocity(toTravel: target - offset, rate: rate), rate: rate,
      target: target)
  }

  /// A spring back to the nearest edge from an overscrolled offset, or nothing when in range.
  final func springOrIdle(axis: ScrollAxis, velocity: CGFloat) -> AxisMotion {
    let offset = contentOffset[axis]
    let range = offsetRange
    let edge = min(max(offset, range.min[axis]), range.max[axis])
    guard edge != offset else { return .idle }
    let limit = ScrollPhysics.maximumSpringVelocity
    return .spring(
      edge: edge, displacement: offset - edge, velocity: min(max(velocity, -limit), limit),
      start: CACurrentMediaTime())
  }

  /// The offset shown for a finger offset: rubber-banded past the range (pinned without bounces).
  func shownOffset(finger: CGFloat, min low: CGFloat, max high: CGFloat, length: CGFloat)
    -> CGFloat
  {
    if finger < low {
      return bounces ? low + ScrollPhysics.rubberBand(finger - low, dimension: length) : low
    }
    if finger > high {
      return bounces ? high + ScrollPhysics.rubberBand(finger - high, dimension: length) : high
    }
    return finger
  }

  /// The inverse of ``shownOffset(finger:min:max:length:)``.
  func fingerOffset(
    showing shown: CGFloat, min low: CGFloat, max high: CGFloat, length: CGFloat
  )
    -> CGFloat
  {
    if shown < low {
      return low + ScrollPhysics.fingerOverscroll(showing: shown - low, dimension: length)
    }
    if shown > high {
      return high + ScrollPhysics.fingerOverscroll(showing: shown - high, dimension: length)
    }
    return shown
  }

  // MARK: Wheel and touchpad

  /// Points a touchpad must rest (no step) before its momentum starts, in seconds.
  static let touchpadMomentumDelay: CFTimeInterval = 0.05

  /// One wheel notch or touchpad step that moves the content by `delta` (points).
  ///
  /// A wheel notch moves the target offset and the content glides there, easing out over
  /// `ScrollPhysics.wheelGlideDuration` (0.15 s: a desktop wheel steps precisely); notches
  /// arriving meanwhile move the target on and glide from where the content is. A touchpad step moves the content at once, and when steps stop for
  /// ``touchpadMomentumDelay`` the content carries on with the steps' velocity. Both clamp to the
  /// offset range and, like a drag, call `scrollViewWillBeginDragging` …
  /// `scrollViewDidEndDecelerating` (once per gesture, not per notch).
  private func scrollStep(by delta: CGPoint, continuous: Bool) {
    let range = offsetRange
    let pulls = continuous && takesTouchpadPull(delta)
    let step = CGPoint(
      x: range.max.x > range.min.x ? -delta.x : 0,
      y: range.max.y > range.min.y || pulls ? -delta.y : 0)
    if continuous {
      touchpadStep(step)
    } else {
      wheelStep(step)
    }
  }

  /// Moves the target offset by `step` (offset space) and glides there, as a wheel notch does.
  func wheelStep(_ step: CGPoint) {
    let rate = DecelerationRate.fast.rawValue
    let current: CGPoint
    if let motion, motion.kind == .wheel {
      current = CGPoint(
        x: motion.x.target ?? contentOffset.x, y: motion.y.target ?? contentOffset.y)
    } else {
      stopMotion(notify: false)
      current = contentOffset
      isDragging = true
      delegate?.scrollViewWillBeginDragging(self)
      var target = clampedOffset(wheelTarget(from: current, step: step))
      let proposed = target
      withUnsafeMutablePointer(to: &target) { pointer in
        delegate?.scrollViewWillEndDragging(
          self,
          withVelocity: CGPoint(
            x: ScrollPhysics.velocity(toTravel: step.x, rate: rate),
            y: ScrollPhysics.velocity(toTravel: step.y, rate: rate)),
          targetContentOffset: pointer)
      }
      isDragging = false
      delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
      isDecelerating = true
      delegate?.scrollViewWillBeginDecelerating(self)
      let chosen = target.x.isFinite && target.y.isFinite ? clampedOffset(target) : proposed
      startMotion(wheelMotion(to: chosen, rate: rate))
      return
    }
    let target = clampedOffset(wheelTarget(from: current, step: step))
    motion = wheelMotion(to: target, rate: rate)
  }

  private func wheelMotion(to target: CGPoint, rate: CGFloat) -> ScrollMotion {
    let offset = motion?.exact ?? contentOffset
    let now = CACurrentMediaTime()
    func axis(_ from: CGFloat, _ to: CGFloat) -> AxisMotion {
      abs(to - from) > ScrollPhysics.restDistance
        ? .glide(from: from, to: to, duration: ScrollPhysics.wheelGlideDuration, start: now)
        : .idle
    }
    return ScrollMotion(kind: .wheel, x: axis(offset.x, target.x), y: axis(offset.y, target.y))
  }

  private func touchpadStep(_ step: CGPoint) {
    let now = CACurrentMediaTime()
    if motion?.kind != .touchpad {
      stopMotion(notify: false)
      touchpadSamples = []
      isDragging = true
      delegate?.scrollViewWillBeginDragging(self)
      startMotion(ScrollMotion(kind: .touchpad, x: .idle, y: .idle))
    }
    touchpadSamples.append((now, step))
    touchpadSamples.removeAll { now - $0.time > 0.1 }
    var offset = contentOffset
    if let exact = motion?.exact, pixelAligned(exact) == offset { offset = exact }
    var next = clampedOffset(CGPoint(x: offset.x + step.x, y: offset.y + step.y))
    if let pulled = touchpadPullOffset(from: offset.y, step: step.y) { next.y = pulled }
    motion?.exact = next
    setBoundsOrigin(next, snapped: true)
  }

  /// Called each frame during a touchpad gesture: once the steps have rested, it is released with
  /// their velocity.
  final func checkTouchpadRest(now: CFTimeInterval) {
    guard let last = touchpadSamples.last, now - last.time >= Self.touchpadMomentumDelay else {
      return
    }
    var velocity = CGPoint.zero
    if let first = touchpadSamples.first, touchpadSamples.count >= 2, last.time > first.time {
      // The first step's distance was covered before its own timestamp: leave it out.
      let moved = touchpadSamples.dropFirst().reduce(CGPoint.zero) {
        CGPoint(x: $0.x + $1.delta.x, y: $0.y + $1.delta.y)
      }
      let milliseconds = CGFloat(last.time - first.time) * 1000
      velocity = CGPoint(x: moved.x / milliseconds, y: moved.y / milliseconds)
    }
    touchpadSamples = []
    motion = nil
    release(velocity: velocity)
  }
}
