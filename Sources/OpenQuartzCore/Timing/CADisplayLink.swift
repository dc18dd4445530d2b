import Foundation
import OpenCoreGraphics

/// A timer synchronized with the display's refresh, as Core Animation's `CADisplayLink`.
///
/// Added to a run loop, it calls its target (or handler) once per frame while not paused, and not
/// at all otherwise: a window host turns its loop at each deadline (``nextFireTime``) and fires the
/// due links (``fireDueLinks(at:)``) before the turn's commit. As in Core Animation, the link holds
/// its target strongly until ``invalidate()``.
///
/// Selectors do not exist on Linux: the selector is the unbound method, `CADisplayLink(target:
/// self, selector: Animator.step)` for `#selector(step(_:))`. The closure form, ``init(handler:)``,
/// is an OpenUIKit addition.
@preconcurrency @MainActor
public final class CADisplayLink {
  /// The display's refresh rate, in frames per second: the media clock's (``MediaClock``; a host
  /// sets its display's, 60 headless).
  public static var refreshRate: Double { MediaClock.current.framesPerSecond }

  /// The links added to a run loop, in the order added.
  @exclusivity(unchecked) private static var active: [CADisplayLink] = []

  private var callback: (@MainActor (CADisplayLink) -> Void)?
  private var isScheduled = false
  private var deadline: CFTimeInterval?

  /// When the frame being handled was due, in ``CACurrentMediaTime()`` seconds.
  public private(set) var timestamp: CFTimeInterval = 0
  /// When the next frame is due: draw for this moment.
  public private(set) var targetTimestamp: CFTimeInterval = 0
  /// The display's frame duration.
  public var duration: CFTimeInterval { 1 / Self.refreshRate }

  /// Whether the link skips its calls.
  ///
  /// Default `false`.
  public var isPaused = false {
    didSet { if isPaused != oldValue { deadline = nil } }
  }

  /// The frame rate wanted; 0 (the default) is the display's rate.
  ///
  /// Higher rates are clamped to it.
  public var preferredFramesPerSecond = 0 {
    didSet { if preferredFramesPerSecond < 0 { preferredFramesPerSecond = 0 } }
  }

  /// Creates a link that calls `selector` on `target` with the link.
  public init<Target: AnyObject>(
    target: Target, selector: @escaping (Target) -> @MainActor (CADisplayLink) -> Void
  ) {
    callback = { link in selector(target)(link) }
  }

  /// Creates a link that calls `selector` on `target`.
  public init<Target: AnyObject>(
    target: Target, selector: @escaping (Target) -> @MainActor () -> Void
  ) {
    callback = { _ in selector(target)() }
  }

  /// Creates a link that calls `handler` with the link (an OpenUIKit addition).
  public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
    callback = handler
  }

  /// Starts the link's calls (any run loop and mode: the window host's loop drives them all).
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard callback != nil, !isScheduled else { return }
    isScheduled = true
    deadline = nil
    Self.active.append(self)
  }

  /// Stops the link's calls until it is added again.
  public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard isScheduled else { return }
    isScheduled = false
    Self.active.removeAll { $0 === self }
  }

  /// Stops the link for good and releases its target.
  public func invalidate() {
    remove(from: .main, forMode: .default)
    callback = nil
  }

  /// When the link fires next (`nil` before its first frame): internal, for the animation clock.
  var nextDeadline: CFTimeInterval? { deadline }

  /// Seconds between calls.
  private var interval: CFTimeInterval {
    let rate =
      preferredFramesPerSecond > 0
      ? min(Double(preferredFramesPerSecond), Self.refreshRate) : Self.refreshRate
    return 1 / rate
  }

  // MARK: Driving (window hosts)

  /// How many drivers fire the links now: a running application's host, installed test clocks.
  @exclusivity(unchecked) private static var drivers = 0

  /// A driver starts firing the links (a running application, a test clock).
  @_spi(OpenUIKit) public static func beginDriving() { drivers += 1 }

  /// A driver stops firing them.
  @_spi(OpenUIKit) public static func endDriving() { drivers = max(drivers - 1, 0) }

  /// Whether something fires the links: without a running application or a test clock, nothing
  /// does, and what waits for a frame (an animation's end, a completion) waits.
  @_spi(OpenUIKit) public static var isDriven: Bool { drivers > 0 }

  /// The links added and not removed (test clocks take back the ones added on their time).
  @_spi(OpenUIKit)
  public static var scheduledLinks: [CADisplayLink] { active }

  /// The earliest deadline of the running links, or `nil` when none runs: the host sleeps until
  /// then, and does not wake for links at all when there is none.
  @_spi(OpenUIKit)
  public static func nextFireTime(now: CFTimeInterval) -> CFTimeInterval? {
    var earliest: CFTimeInterval?
    for link in active where !link.isPaused {
      let deadline = link.deadline ?? now
      earliest = min(earliest ?? deadline, deadline)
    }
    return earliest
  }

  /// Calls every running link whose deadline has come, once each, and sets its next deadline.
  @_spi(OpenUIKit)
  public static func fireDueLinks(at now: CFTimeInterval) {
    for link in active where !link.isPaused && link.isScheduled {
      guard let deadline = link.deadline else {
        link.deadline = now + link.interval  // the first frame starts the clock
        continue
      }
      guard deadline <= now + 0.001, let callback = link.callback else { continue }
      var next = deadline + link.interval
      // Skipped frames are not made up; counted, not stepped (a clock that jumps a year ahead
      // would step a billion frames).
      if next <= now { next += ((now - next) / link.interval).rounded(.down) * link.interval }
      if next <= now { next += link.interval }
      link.timestamp = deadline
      link.targetTimestamp = next
      link.deadline = next
      callback(link)
    }
  }
}
