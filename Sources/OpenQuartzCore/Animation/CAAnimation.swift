import Foundation
import OpenCoreGraphics

/// What an animation tells its delegate, as Core Animation's `CAAnimationDelegate`: both methods
/// are optional (empty by default) and called on the main thread.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
  /// The animation began: its first frame shows.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation ended: `flag` is `true` when it ran to its end, `false` when it was removed
  /// before (or its layer left the tree).
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing: the method is optional.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing: the method is optional.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The root of Core Animation's animation classes, as `CAAnimation`: timing (``CAMediaTiming``),
/// the timing function, the delegate and removal on completion.
///
/// Adding an animation to a layer copies it (`add(_:forKey:)`): changing it afterwards does not
/// change the running copy. An animation is also an action (``CAAction``): returned from
/// `action(for:forKey:)`, it is added to the layer for the changed key.
///
/// Subclasses are made through `required init()` (the copy needs it), as layers are; a subclass
/// with stored properties of its own copies them by overriding ``copyState(from:)``.
open class CAAnimation: CAMediaTiming, CAAction, NSCopying, CustomStringConvertible {
  /// Creates an animation with Core Animation's defaults.
  public required init() {}

  /// Creates an animation, as `+[CAAnimation animation]`.
  open class func animation() -> Self { self.init() }

  // MARK: CAMediaTiming

  // Each number is clamped where it is set (`MediaTimingLimits`): what is read back runs.

  /// When the animation begins, in its layer's time; 0 (the default) begins when it is added.
  open var beginTime: CFTimeInterval = 0 {
    didSet { beginTime = MediaTimingLimits.time(beginTime, old: oldValue, "beginTime") }
  }
  /// One iteration's length; 0 (the default) takes the transaction's duration when added.
  open var duration: CFTimeInterval = 0 {
    didSet { duration = MediaTimingLimits.duration(duration, old: oldValue, "duration") }
  }
  /// How fast the animation's time runs; default 1.
  open var speed: Float = 1 {
    didSet { speed = MediaTimingLimits.speed(speed, old: oldValue) }
  }
  /// Where in its timeline the animation starts; default 0.
  open var timeOffset: CFTimeInterval = 0 {
    didSet { timeOffset = MediaTimingLimits.time(timeOffset, old: oldValue, "timeOffset") }
  }
  /// How many iterations run; 0 (the default) means one; `.infinity` and `HUGE` repeat forever.
  open var repeatCount: Float = 0 {
    didSet { repeatCount = MediaTimingLimits.repeatCount(repeatCount, old: oldValue) }
  }
  /// How long to repeat, in seconds (instead of a count); default 0.
  open var repeatDuration: CFTimeInterval = 0 {
    didSet { repeatDuration = MediaTimingLimits.repeatDuration(repeatDuration, old: oldValue) }
  }
  /// Whether each iteration plays forwards, then backwards; default `false`.
  open var autoreverses = false
  /// Whether values show before the beginning and after the end; default `.removed`.
  open var fillMode: CAMediaTimingFillMode = .removed

  // MARK: Animation

  /// The pacing of each iteration; `nil` (the default) paces linearly.
  open var timingFunction: CAMediaTimingFunction?
  /// Told when the animation starts and stops.
  ///
  /// Held strongly, as Core Animation holds it.
  open var delegate: (any CAAnimationDelegate)?
  /// Whether the animation is removed from its layer when it ends; default `true`.
  open var isRemovedOnCompletion = true

  /// Values stored under keys of your own (`setValue(_:forKey:)`), as iOS code tags animations.
  private var userValues: [String: Any] = [:]

  /// Stores `value` under `key`, as Key-Value Coding does for keys an animation does not know;
  /// `nil` removes it.
  open func setValue(_ value: Any?, forKey key: String) {
    userValues[key] = value
  }

  /// The value stored under `key`.
  open func value(forKey key: String) -> Any? { userValues[key] }

  /// The default value of a property, as `+[CAAnimation defaultValueForKey:]`: `nil` for every key.
  open class func defaultValue(forKey key: String) -> Any? { nil }

  // MARK: Copying

  /// A copy of the animation, of the same class.
  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.copyState(from: self)
    return copy
  }

  /// A copy of the animation, of the same class.
  public func copy() -> Any { copy(with: nil) }

  /// Copies `other`'s state into this animation (used by ``copy()``); subclasses with stored
  /// properties of their own override it and call `super`.
  open func copyState(from other: CAAnimation) {
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    timingFunction = other.timingFunction
    delegate = other.delegate
    isRemovedOnCompletion = other.isRemovedOnCompletion
    userValues = other.userValues
  }

  // MARK: CAAction

  /// Adds the animation to the layer `anObject` for `event`, as Core Animation runs an animation
  /// returned as an action.
  open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }

  /// The class and duration, for debugging.
  open var description: String { "<\(type(of: self)) duration \(duration)>" }

  // MARK: Evaluation (the animation system's, not API)

  /// Writes the animation's values at `time` (its layer's time) into `values`, which holds the
  /// presentation values so far (the model's, and earlier animations'); a plain `CAAnimation`
  /// animates nothing.
  func apply(at time: AnimationTime, to values: inout PresentationValues) {}

  /// The key paths the animation writes.
  var animatedKeyPaths: [String] { [] }

  /// What the animation changes on screen: its key paths' kinds of change.
  var changes: LayerChange {
    var change: LayerChange = []
    for keyPath in animatedKeyPaths {
      change.formUnion(LayerProperties.all[LayerProperties.split(keyPath).0]?.change ?? [])
    }
    return change
  }
}
