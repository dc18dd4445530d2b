import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The animations attached to one layer, in the order they were added (later ones apply over
/// earlier ones), each a copy with its timeline resolved.
final class LayerAnimations {
  final class Attached {
    let key: String?
    let animation: CAAnimation
    let timeline: AnimationTimeline
    /// `animationDidStart` was sent.
    var started = false
    /// `animationDidStop` was sent (a filled animation stays after).
    var stopped = false
    /// The transaction group whose completion block waits for this animation.
    let group: TransactionCompletionGroup?
    /// What it changes on screen, worked out once (the attached copy does not change): asked for
    /// every animating layer at every frame.
    let changes: LayerChange

    init(key: String?, animation: CAAnimation, group: TransactionCompletionGroup?) {
      self.key = key
      self.animation = animation
      self.timeline = AnimationTimeline(animation)
      self.group = group
      self.changes = animation.changes
      group?.enter()
    }
  }

  private(set) var attached: [Attached] = []
  /// Whether the animation driver lists the layer (it advances it each frame until settled).
  var isTracked = false
  /// The renderer's presentation copy of the layer, kept between frames
  /// (`CALayer.renderCopy(atMediaTime:)`), with the model's change count it was copied at and the
  /// properties the animations write on it.
  var renderCopy: CALayer?
  var renderCopyModelChange: UInt32 = 0
  var renderCopyKeys: Set<String> = []

  /// The layer went away with animations still attached: they stop unfinished, so that their
  /// delegates and completions hear of it (a `UIView.animate` completion, a transaction's block).
  deinit {
    guard MainThread.isCurrent else { return }
    for entry in attached where !entry.stopped {
      AnimationDriver.shared.stop(entry, finished: false)
    }
  }

  var isEmpty: Bool { attached.isEmpty }

  /// Adds `animation` (already copied) under `key`, replacing one with the same key.
  /// - Returns: The replaced animation, which the caller stops (not finished).
  func add(_ animation: CAAnimation, forKey key: String?, group: TransactionCompletionGroup?)
    -> Attached?
  {
    var replaced: Attached?
    if let key, let index = attached.firstIndex(where: { $0.key == key }) {
      replaced = attached.remove(at: index)
    }
    attached.append(Attached(key: key, animation: animation, group: group))
    return replaced
  }

  /// Removes the animation under `key`.
  func remove(forKey key: String) -> Attached? {
    guard let index = attached.firstIndex(where: { $0.key == key }) else { return nil }
    return attached.remove(at: index)
  }

  /// Removes every animation.
  func removeAll() -> [Attached] {
    defer { attached.removeAll() }
    return attached
  }

  func animation(forKey key: String) -> CAAnimation? {
    attached.last(where: { $0.key == key })?.animation
  }

  var keys: [String] { attached.compactMap(\.key) }

  /// The presentation values at `time` (the layer's time).
  ///
  /// - Parameter base: The values the animations start from (the layer's model by default).
  func presentationValues(
    of layer: CALayer, at time: CFTimeInterval, from base: PresentationValues? = nil
  ) -> PresentationValues {
    var values = base ?? PresentationValues(layer: layer)
    for entry in attached {
      guard let point = entry.timeline.phase(atParentTime: time).time else { continue }
      entry.animation.apply(at: point, to: &values)
    }
    for keyPath in values.unknownKeyPaths {
      Diagnostics.once(
        "animation-keypath-\(keyPath)",
        "an animation of \"\(keyPath)\" on \(layer.debugName) animates nothing: the layer has no "
          + "such animatable key path")
    }
    return values
  }

  /// What the animations change on screen (their key paths' kinds of change).
  var changes: LayerChange {
    var change: LayerChange = []
    for entry in attached { change.formUnion(entry.changes) }
    return change
  }

  /// Advances to `time`: which animations started, and which finished.
  ///
  /// Finished ones leave, unless they stay filled. Delegates are told by the caller, after this
  /// returns.
  func advance(to time: CFTimeInterval) -> (started: [Attached], finished: [Attached]) {
    var started: [Attached] = []
    var finished: [Attached] = []
    // Asked of every animating layer every frame: the list is rebuilt only when one leaves.
    var leaving: [ObjectIdentifier] = []
    for entry in attached {
      let phase = entry.timeline.phase(atParentTime: time)
      if !entry.started, phase.time != nil || phase.hasEnded {
        entry.started = true
        started.append(entry)
      }
      if phase.hasEnded {
        if !entry.stopped {
          entry.stopped = true
          finished.append(entry)
        }
        if entry.animation.isRemovedOnCompletion { leaving.append(ObjectIdentifier(entry)) }
      }
    }
    if !leaving.isEmpty { attached.removeAll { leaving.contains(ObjectIdentifier($0)) } }
    return (started, finished)
  }

  /// Whether every animation left is finished and stays only as a fill (nothing moves).
  ///
  /// An animation driven by a progress of its own (a property animator's) moves only when that
  /// changes, which renders it again (`animationProgressDidChange()`): it never keeps the clock.
  func isSettled(at time: CFTimeInterval) -> Bool {
    attached.allSatisfy {
      ($0.animation as? CABasicAnimation)?.progressSource != nil
        || $0.timeline.phase(atParentTime: time).hasEnded
    }
  }
}
