import Foundation
import OpenCoreGraphics

/// Layer time: each layer's timeline runs in its superlayer's, as in Core Animation (pausing a
/// tree: `speed = 0`, `timeOffset` = the time paused at).
extension CALayer {
  /// The layer's local time at media time `time`: each ancestor's timing applied from the root.
  func localTime(atMediaTime time: CFTimeInterval) -> CFTimeInterval {
    guard let chain = ancestry(ifAny: { $0.timingBox != nil }) else { return time }
    var result = time
    for current in chain where current.timingBox != nil {
      result = current.time(fromParent: result)
    }
    return result
  }

  /// Whether this layer or an ancestor has a timeline of its own (a positive `duration`) that is
  /// before or within its active time at media time `time`: the time it gives its sublayers can
  /// still jump back (a new pass), so their animations are not settled even when they look it.
  func isInRunningTimeline(atMediaTime time: CFTimeInterval) -> Bool {
    let bounded = { (layer: CALayer) -> Bool in
      guard let timing = layer.timingBox else { return false }
      return timing.duration.isFinite && timing.duration > 0
    }
    guard let chain = ancestry(ifAny: bounded) else { return false }
    var parentTime = time
    for current in chain {
      guard let timing = current.timingBox else { continue }
      if timing.duration.isFinite, timing.duration > 0 {
        switch AnimationTimeline(layer: timing).phase(atParentTime: parentTime) {
        case .pending, .showing: return true
        case .filling, .finished: break
        }
      }
      parentTime = current.time(fromParent: parentTime)
    }
    return false
  }

  /// Whether this layer or an ancestor has a timeline of its own with a positive duration: its
  /// time then repeats, reverses or holds, and is no linear function of media time.
  var hasBoundedTimeline: Bool {
    ancestry(ifAny: { layer in
      guard let timing = layer.timingBox else { return false }
      return timing.duration.isFinite && timing.duration > 0
    }) != nil
  }

  /// Whether this layer or an ancestor has timing of its own (its time is not media time).
  var hasTimingAncestry: Bool { ancestry(ifAny: { $0.timingBox != nil }) != nil }

  /// This layer and its ancestors (superlayers, or the layer a mask masks), the root first.
  ///
  /// `nil` unless one of them satisfies `has`. Most layers have no timing of their own up the
  /// chain: asked of every animating layer twice a frame, that case makes no list.
  private func ancestry(ifAny has: (CALayer) -> Bool) -> [CALayer]? {
    var layer: CALayer? = self
    var found = false
    while let current = layer, !found {
      found = has(current)
      layer = current.storedSuperlayer ?? current.maskOwner
    }
    guard found else { return nil }
    var chain: [CALayer] = []
    layer = self
    while let current = layer {
      chain.append(current)
      layer = current.storedSuperlayer ?? current.maskOwner
    }
    return chain.reversed()
  }

  /// The layer's time at its superlayer's `parentTime`.
  ///
  /// `(parentTime − beginTime) × speed + timeOffset`; with a positive `duration`, that time runs
  /// through the layer's own timeline as an animation's does: it repeats (`repeatCount`,
  /// `repeatDuration`), reverses (`autoreverses`), and holds its first or last point before and
  /// after its active time when `fillMode` says so. Outside the active time without a fill, the
  /// timeline is inactive and the time passes through unchanged (Apple documents nothing for a
  /// layer there).
  func time(fromParent parentTime: CFTimeInterval) -> CFTimeInterval {
    let linear = convertFromParent(parentTime)
    guard let timing = timingBox, timing.duration.isFinite, timing.duration > 0 else {
      return linear
    }
    return AnimationTimeline(layer: timing).phase(atParentTime: parentTime).time?.local ?? linear
  }

  /// The media time at which the layer's local time is `time` (for a repeating layer timeline,
  /// the time in its first iteration).
  func mediaTime(fromLocal time: CFTimeInterval) -> CFTimeInterval {
    var result = time
    var layer: CALayer? = self
    while let current = layer {
      if current.timingBox != nil { result = current.convertToParent(result) }
      layer = current.storedSuperlayer ?? current.maskOwner
    }
    return result
  }

  /// Converts `t` from `l`'s time (media time when `l` is `nil`) to this layer's.
  public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
    localTime(atMediaTime: l?.mediaTime(fromLocal: t) ?? t)
  }

  /// Converts `t` from this layer's time to `l`'s (media time when `l` is `nil`).
  public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
    let media = mediaTime(fromLocal: t)
    return l?.localTime(atMediaTime: media) ?? media
  }
}

/// A layer's own timing, when not the default, and a presentation copy's model.
final class LayerTiming {
  var beginTime: CFTimeInterval = 0
  var duration: CFTimeInterval = 0
  var speed: Float = 1
  var timeOffset: CFTimeInterval = 0
  var repeatCount: Float = 0
  var repeatDuration: CFTimeInterval = 0
  var autoreverses = false
  var fillMode: CAMediaTimingFillMode = .removed
  weak var model: CALayer?
  /// A presentation copy's running transition, for the render tree.
  var transition: TransitionFrame?
}

/// Layers have a timeline of their own, as in Core Animation: their animations run in it, and it
/// runs in their superlayer's (pausing a tree: `speed = 0`, `timeOffset` = the time paused at).
extension CALayer: CAMediaTiming {
  var timing: LayerTiming {
    if let box = timingBox { return box }
    let box = LayerTiming()
    timingBox = box
    return box
  }

  /// The layer's timing property at `key`, or its default when the layer has no timing of its own.
  private func timingValue<Value>(_ key: KeyPath<LayerTiming, Value>, default value: Value) -> Value
  {
    timingBox?[keyPath: key] ?? value
  }

  /// Stores a timing property: animations in the subtree see a new time, and the animation driver
  /// renders them again.
  private func setTiming<Value>(_ key: ReferenceWritableKeyPath<LayerTiming, Value>, _ value: Value)
  {
    timing[keyPath: key] = value
    AnimationDriver.shared.timingDidChange()
  }

  /// When the layer's timeline begins, in its superlayer's time; default 0.
  public var beginTime: CFTimeInterval {
    get { timingValue(\.beginTime, default: 0) }
    set { setTiming(\.beginTime, MediaTimingLimits.time(newValue, old: beginTime, "beginTime")) }
  }
  /// How long one pass of the layer's timeline lasts; default 0, no end.
  ///
  /// With 0 the timeline neither repeats nor ends. With a positive duration the layer's time
  /// repeats, reverses and fills as an animation's (``time(fromParent:)``), and its animations
  /// with it.
  public var duration: CFTimeInterval {
    get { timingValue(\.duration, default: 0) }
    set { setTiming(\.duration, MediaTimingLimits.duration(newValue, old: duration, "duration")) }
  }
  /// How fast the layer's time runs against its superlayer's; default 1.
  ///
  /// 0 pauses its animations and its sublayers'.
  public var speed: Float {
    get { timingValue(\.speed, default: 1) }
    set { setTiming(\.speed, MediaTimingLimits.speed(newValue, old: speed)) }
  }
  /// Added to the layer's local time; default 0.
  public var timeOffset: CFTimeInterval {
    get { timingValue(\.timeOffset, default: 0) }
    set { setTiming(\.timeOffset, MediaTimingLimits.time(newValue, old: timeOffset, "timeOffset")) }
  }
  /// How many passes of the timeline the layer's time makes, with a positive `duration`;
  /// default 0 (one).
  public var repeatCount: Float {
    get { timingValue(\.repeatCount, default: 0) }
    set { setTiming(\.repeatCount, MediaTimingLimits.repeatCount(newValue, old: repeatCount)) }
  }
  /// How long the layer's time repeats, with a positive `duration` (instead of `repeatCount`);
  /// default 0.
  public var repeatDuration: CFTimeInterval {
    get { timingValue(\.repeatDuration, default: 0) }
    set {
      setTiming(\.repeatDuration, MediaTimingLimits.repeatDuration(newValue, old: repeatDuration))
    }
  }
  /// Whether each pass of the layer's timeline runs forwards then backwards, with a positive
  /// `duration`; default `false`.
  public var autoreverses: Bool {
    get { timingValue(\.autoreverses, default: false) }
    set { setTiming(\.autoreverses, newValue) }
  }
  /// Whether the layer's time holds its first point before its active time and its last after,
  /// with a positive `duration`; default `.removed` (the time passes through unchanged).
  public var fillMode: CAMediaTimingFillMode {
    get { timingValue(\.fillMode, default: .removed) }
    set { setTiming(\.fillMode, newValue) }
  }
}
