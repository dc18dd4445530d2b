import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore
import TimingCurves

/// Interruptible, scrubbable, reversible animations of view properties, as UIKit's
/// `UIViewPropertyAnimator`.
///
/// Its blocks' property changes become additive animations (as `UIView.animate`'s) whose
/// progress the animator sets at each frame of the one animation clock from its own time and
/// timing curve, so it can pause, be scrubbed through `fractionComplete`, reverse, and continue
/// with other timing from where the views are (Docs/Animation.md).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  /// The time the animations take, in seconds (a spring made from mass, stiffness and damping
  /// takes its settling time instead).
  public let duration: TimeInterval
  /// The delay before the animations of `runningPropertyAnimator` begin.
  public private(set) var delay: TimeInterval = 0
  /// The animator's timing curve (a `continueAnimation` curve until the animator ends).
  public private(set) var timingParameters: (any UITimingCurveProvider)? {
    didSet { solvedCurve = nil }
  }
  /// The curve given at creation, back when the animator ends.
  private let originalTimingParameters: any UITimingCurveProvider

  /// Inactive, active or stopped.
  public private(set) var state: UIViewAnimatingState = .inactive
  /// Whether the animations move now.
  public private(set) var isRunning = false
  /// Whether the animations run back towards their start; settable while active.
  open var isReversed = false {
    didSet {
      guard isReversed != oldValue else { return }
      guard isInterruptible || state == .inactive else {
        Self.misuse("isReversed", "a non-interruptible animator; it keeps its direction")
        isReversed = oldValue
        return
      }
      directionDidChange()
    }
  }
  /// Whether scrubbing through `fractionComplete` while paused moves the views linearly (`true`,
  /// the default) or along the timing curve.
  open var scrubsLinearly = true
  /// Whether the animator pauses at its end (or start, reversed) and stays active instead of
  /// finishing; default `false`.
  open var pausesOnCompletion = false
  /// Whether the views keep receiving touches while they animate; default `true`.
  open var isUserInteractionEnabled = true {
    didSet {
      if refusedWhileActive(oldValue != isUserInteractionEnabled, "isUserInteractionEnabled") {
        isUserInteractionEnabled = oldValue
      }
    }
  }

  /// Whether the animations can be paused, stopped, scrubbed or reversed once started.
  ///
  /// Default `true`; `false` runs them to completion after `startAnimation()`. Set only while
  /// inactive, as UIKit, which raises otherwise.
  open var isInterruptible = true {
    didSet {
      if refusedWhileActive(oldValue != isInterruptible, "isInterruptible") {
        isInterruptible = oldValue
      }
    }
  }

  private var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
  private var groups: [PropertyAnimatorGroup] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The animator's time fraction, 0...1.
  private var fraction = 0.0
  /// Set by a linear scrub while paused: the views show this progress, not the curve's.
  private var scrubbedProgress: Double?
  /// Seconds of animation per second of clock (`continueAnimation`'s duration factor).
  private var rate = 1.0
  /// The timing curve, solved at its first use after `timingParameters` changed.
  final var solvedCurve: Curve?
  private var delayLeft = 0.0
  private var lastTick: CFTimeInterval?
  private var blockedViews: [ObjectIdentifier] = []
  private lazy var ticker = AnimationTicker { [unowned self] time in self.tick(time) }

  /// An animator of `duration` seconds on `parameters`' curve.
  ///
  /// A duration that is not finite
  /// and positive is 0: the animations then jump to their end at the first frame.
  public required init(
    duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider
  ) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    timingParameters = parameters
    originalTimingParameters = parameters
    super.init()
  }

  /// An animator already running: its animations begin after `delay`, on the curve of
  /// `options`, and `completion` runs when they end.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
    animator.delay = delay.isFinite ? max(delay, 0) : 0
    animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: animator.delay)
    return animator
  }

  // MARK: Progress

  /// How far the animations are, from 0 to 1.
  ///
  /// Set while paused (or before starting, which
  /// activates the animator paused) it moves the views there; set while running it is ignored.
  open var fractionComplete: CGFloat {
    get { CGFloat(scrubbedProgress ?? fraction) }
    set {
      guard newValue.isFinite else { return }
      guard isInterruptible else {
        Self.misuse("fractionComplete", "a non-interruptible animator; it runs to completion")
        return
      }
      if state == .inactive { activate() }
      guard state == .active, !isRunning else { return }
      let value = min(max(Double(newValue), 0), 1)
      if scrubsLinearly {
        scrubbedProgress = value
      } else {
        scrubbedProgress = nil
        fraction = value
      }
      showProgress()
    }
  }

  /// Shows the current progress on every group's layers.
  private func showProgress() {
    for group in groups {
      let local = group.localFraction(at: scrubbedProgress ?? fraction)
      group.progress.value = scrubbedProgress != nil ? local : curveProgress(local)
      group.progressDidChange()
    }
  }

  // MARK: Running

  /// Runs the blocks added so far: the animations go on the views, paused at the start.
  private func activate() {
    state = .active
    fraction = 0
    let blocks = pendingBlocks
    pendingBlocks = []
    for entry in blocks { run(entry.block, start: entry.delayFactor) }
    updateInteraction()
  }

  /// Runs `block` as a group that begins at time fraction `start`.
  private func run(_ block: () -> Void, start: Double) {
    let group = PropertyAnimatorGroup(start: start)
    groups.append(group)
    UIViewAnimationBlock(
      duration: max(duration, 1), delay: 0, options: [], changeHandler: group, completion: nil
    ).run(block)
    showProgress()
    if !isUserInteractionEnabled { updateInteraction() }
  }

  /// Starts the animations (running the blocks added so far), or resumes them when paused.
  open func startAnimation() {
    switch state {
    case .stopped:
      Self.misuse("startAnimation()", "a stopped animator; call finishAnimation(at:)")
    case .inactive:
      activate()
      resume()
    case .active:
      resume()
    }
  }

  /// Starts the animations after `delay` seconds (negative or non-finite: at once).
  open func startAnimation(afterDelay delay: TimeInterval) {
    delayLeft = delay.isFinite ? max(delay, 0) : 0
    startAnimation()
  }

  private func resume() {
    guard !isRunning else { return }
    if let scrubbed = scrubbedProgress {
      // From the views' place on the curve, not from a jump.
      fraction = fraction(showing: scrubbed)
      scrubbedProgress = nil
    }
    isRunning = true
    // Time counts from now, not from the clock's first frame (which comes a frame or two later).
    lastTick = CACurrentMediaTime()
    ticker.start()
  }

  /// Pauses the animations where they are; an inactive animator becomes active, paused.
  open func pauseAnimation() {
    guard isInterruptible else {
      Self.misuse("pauseAnimation()", "a non-interruptible animator; it runs to completion")
      return
    }
    switch state {
    case .stopped:
      Self.misuse("pauseAnimation()", "a stopped animator")
    case .inactive:
      activate()
    case .active:
      isRunning = false
      ticker.stop()
    }
  }

  /// Stops the animations and leaves the views where they are on screen; `withoutFinishing`
  /// makes the animator inactive with no completion, otherwise it waits for
  /// `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard isInterruptible else {
      Self.misuse("stopAnimation(_:)", "a non-interruptible animator; it runs to completion")
      return
    }
    guard state == .active else {
      Self.misuse("stopAnimation(_:)", "an animator that is not active")
      return
    }
    isRunning = false
    ticker.stop()
    let onScreen = groups.map { $0.valuesOnScreen() }
    for (group, values) in zip(groups, onScreen) {
      group.setModelValues(.current, onScreen: values)
      group.removeAnimations()
    }
    state = .stopped
    if withoutFinishing { end(at: nil) }
  }

  /// Ends a stopped animator with the views at `finalPosition`, then runs the completions.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else {
      Self.misuse("finishAnimation(at:)", "an animator that is not stopped")
      return
    }
    if finalPosition != .current {
      for group in groups { group.setModelValues(finalPosition) }
    }
    end(at: finalPosition)
  }

  /// Adds changes that begin `delayFactor` (0...1) of the duration after the start (or after
  /// now, while active) and run over the time left.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
    switch state {
    case .inactive: pendingBlocks.append((animation, factor))
    // Added while active: it begins `factor` of the whole duration from now (UIKit's header) and
    // runs over what is left.
    case .active: run(animation, start: min(fraction + factor, 1))
    case .stopped: Self.misuse("addAnimations(_:)", "a stopped animator")
    }
  }

  /// Adds changes that run over the whole duration (or the time left, while active).
  open func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds a block run when the animations end, with where they ended.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Resumes a paused animator from where the views are, on `parameters`' curve (`nil` keeps its
  /// own), what is left taking `durationFactor` × the duration (0 keeps the original pace).
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    guard state == .active, !isRunning else {
      Self.misuse(
        "continueAnimation(withTimingParameters:durationFactor:)", "a running or inactive animator")
      return
    }
    let shown = scrubbedProgress ?? curveProgress(fraction)
    if let parameters { timingParameters = parameters }
    scrubbedProgress = nil
    // From where the views are on the (new) curve; what is left takes `durationFactor` × the
    // duration (UIKit's header).
    fraction = fraction(showing: shown)
    // A factor of 0 (as interactive transitions pass) keeps the original pace.
    let left = isReversed ? fraction : 1 - fraction
    let seconds =
      durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) * duration : 0
    rate = seconds > 0 && left > 0 ? left * totalTime / seconds : 1
    resume()
  }

  // MARK: Frames

  private func tick(_ time: CFTimeInterval) {
    let elapsed = lastTick.map { time - $0 } ?? 0
    lastTick = time
    var step = max(elapsed, 0)
    if delayLeft > 0 {
      let waited = min(delayLeft, step)
      delayLeft -= waited
      step -= waited
    }
    let total = totalTime
    let delta = total > 0 ? step * rate / total : 1
    fraction = min(max(fraction + (isReversed ? -delta : delta), 0), 1)
    showProgress()
    let reachedEnd = isReversed ? fraction <= 0 : fraction >= 1
    guard reachedEnd else { return }
    if pausesOnCompletion {
      isRunning = false
      ticker.stop()
      return
    }
    isRunning = false
    ticker.stop()
    let position: UIViewAnimatingPosition = isReversed ? .start : .end
    for group in groups {
      if position == .start { group.setModelValues(.start) }
      group.removeAnimations()
    }
    end(at: position)
  }

  private func directionDidChange() {
    guard state == .active, let scrubbed = scrubbedProgress else { return }
    fraction = fraction(showing: scrubbed)
    scrubbedProgress = nil
  }

  /// Back to inactive; completions run with `position` (none for `nil`).
  private func end(at position: UIViewAnimatingPosition?) {
    for group in groups { group.removeAnimations() }
    groups = []
    state = .inactive
    isRunning = false
    scrubbedProgress = nil
    rate = 1
    timingParameters = originalTimingParameters
    updateInteraction()
    let pending = completions
    completions = []
    guard let position else { return }
    for completion in pending { completion(position) }
  }

  /// Views of an animator that does not let them be touched are skipped by hit testing while it
  /// is active.
  private func updateInteraction() {
    for id in blockedViews { UIViewAnimationBlock.unblock(id) }
    blockedViews = []
    guard state == .active, !isUserInteractionEnabled else { return }
    for group in groups {
      for entry in group.entries {
        let id = ObjectIdentifier(entry.view)
        guard !blockedViews.contains(id) else { continue }
        UIViewAnimationBlock.block(entry.view)
        blockedViews.append(id)
      }
    }
  }

  /// Whether a change (`changed`) to a setting UIKit lets change only while inactive is refused:
  /// the animator is active, said with one line; the caller then puts the old value back.
  private func refusedWhileActive(_ changed: Bool, _ name: String) -> Bool {
    guard changed, state != .inactive else { return false }
    Self.misuse(name, "an active animator; it keeps its value")
    return true
  }

  private static func misuse(_ call: String, _ state: String) {
    Diagnostics.log(
      "UIViewPropertyAnimator.\(call) on \(state): nothing happens (UIKit raises)",
      module: "OpenUIKit")
  }
}
