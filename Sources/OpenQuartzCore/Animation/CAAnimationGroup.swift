import Foundation

/// Animations run together in one timeline, as Core Animation's `CAAnimationGroup`.
///
/// Each child's time is the group's local time; a child without a duration of its own takes the
/// group's. Children's delegates and removal settings are not used: the group's are.
open class CAAnimationGroup: CAAnimation {
  /// The animations in the group.
  open var animations: [CAAnimation]?

  /// Creates a group with Core Animation's defaults.
  public required init() { super.init() }

  /// Copies `other`'s state, this class's properties included.
  open override func copyState(from other: CAAnimation) {
    super.copyState(from: other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
  }

  override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

  /// The children's timelines, made once per added copy.
  private var timelines: [AnimationTimeline]?
  /// Where the group's own iteration ends, in its local time, with the timelines.
  private var iterationEnd = 0.0

  override func apply(at time: AnimationTime, to values: inout PresentationValues) {
    let children = animations ?? []
    if timelines == nil {
      timelines = children.map { child in
        var timeline = AnimationTimeline(child)
        if !(child.duration.isFinite && child.duration > 0) {
          timeline.duration = max(duration, 0) > 0 ? duration : 0.25
        }
        return timeline
      }
      iterationEnd = AnimationTimeline(self).duration
    }
    // Whether the group stands at the end of its iteration (filling forwards, or about to repeat).
    let atGroupEnd = time.local >= iterationEnd - 1e-9
    for (child, timeline) in zip(children, timelines ?? []) {
      if let childTime = timeline.phase(atParentTime: time.local).time {
        child.apply(at: childTime, to: &values)
      } else if atGroupEnd, timeline.ends(atParentTime: time.local) {
        // A child ending where the group ends shows its end: a group filling forwards at its end
        // holds the children that end with it (the iOS idiom of keeping a group's result). One
        // ending mid-group is over, as a lone animation is at its end: the next leg of a
        // back-and-forth (beginning there) shows alone.
        child.apply(at: timeline.finalPoint, to: &values)
      }
    }
  }
}
