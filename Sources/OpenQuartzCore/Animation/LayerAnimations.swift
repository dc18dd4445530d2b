import Foundation
@_spi(Compositor) @_spi(OpenUIKit) import OpenCoreGraphics

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
  /// The attached animations by key (keys are unique: adding under a key replaces).
  private var byKey: [String: Attached] = [:]
  /// For a key with numbered animations (`position-2`, …), the least number that may be free.
  private var nextNumbers: [String: Int] = [:]
  /// ``changes`` while no animation has left since it was worked out.
  private var knownChanges: LayerChange?
  /// Whether the animation driver lists the layer (it advances it each frame until settled).
  var isTracked = false
  /// The media time of the last render that found every animation waiting out its delay
  /// (``isWaiting(at:)``), the layer's time being media time: what it shows does not change until
  /// one begins, so the clock renders it no more till then (``needsNoRender(atMediaTime:)``).
  var renderedWaitingAt: CFTimeInterval?
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
    if let key, let old = byKey[key] {
      replaced = old
      forget(old)
      attached.removeAll { $0 === old }
    }
    let entry = Attached(key: key, animation: animation, group: group)
    attached.append(entry)
    renderedWaitingAt = nil
    if replaced != nil { knownChanges = nil } else { knownChanges?.formUnion(entry.changes) }
    if let key { byKey[key] = entry }
    return replaced
  }

  /// Removes the animation under `key`.
  func remove(forKey key: String) -> Attached? {
    guard let entry = byKey[key], let index = attached.firstIndex(where: { $0 === entry }) else {
      return nil
    }
    forget(entry)
    knownChanges = nil
    renderedWaitingAt = nil
    return attached.remove(at: index)
  }

  /// Removes every animation.
  func removeAll() -> [Attached] {
    defer {
      attached.removeAll()
      byKey.removeAll()
      nextNumbers.removeAll()
      knownChanges = nil
      renderedWaitingAt = nil
    }
    return attached
  }

  func animation(forKey key: String) -> CAAnimation? {
    byKey[key]?.animation
  }

  /// `key`, or the first of `key-2`, `key-3`, … that no animation has: the keys UIKit gives
  /// animations of one property that add up.
  ///
  /// Numbers below the one remembered for `key` are all taken (a removal lowers it again), so
  /// finding one costs a look or two however many animations of the property run: a search from
  /// 2 made 10,000 animation blocks on one view take minutes.
  func unusedKey(for key: String) -> String {
    guard byKey[key] != nil else { return key }
    var number = nextNumbers[key] ?? 2
    while byKey["\(key)-\(number)"] != nil { number += 1 }
    nextNumbers[key] = number + 1
    return "\(key)-\(number)"
  }

  /// Drops `entry` from the index by key, and lowers the next number of its property when it
  /// held a numbered key below it.
  private func forget(_ entry: Attached) {
    guard let key = entry.key, byKey[key] === entry else { return }
    byKey[key] = nil
    guard let dash = key.lastIndex(of: "-"), let number = Int(key[key.index(after: dash)...]),
      number >= 2
    else { return }
    let base = String(key[..<dash])
    if let next = nextNumbers[base], number < next { nextNumbers[base] = number }
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
  ///
  /// Kept as animations are added and worked out again after one leaves: asked at every add, a
  /// walk over all of them made adding the n-th animation cost n.
  var changes: LayerChange {
    if let knownChanges { return knownChanges }
    var change: LayerChange = []
    for entry in attached { change.formUnion(entry.changes) }
    knownChanges = change
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
    var leaving = Set<ObjectIdentifier>()
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
        if entry.animation.isRemovedOnCompletion { leaving.insert(ObjectIdentifier(entry)) }
      }
    }
    if !leaving.isEmpty {
      for entry in attached where leaving.contains(ObjectIdentifier(entry)) { forget(entry) }
      knownChanges = nil
      attached.removeAll { leaving.contains(ObjectIdentifier($0)) }
    }
    return (started, finished)
  }

  /// Whether every animation is still before its beginning at `time` (a delay: `beginTime` ahead,
  /// or a negative `timeOffset`): each shows its first value if it fills backwards, else the
  /// model, and that does not change until one begins.
  func isWaiting(at time: CFTimeInterval) -> Bool {
    // The time first: asked of every animating layer at every render, it fails at once for one
    // under way.
    !attached.isEmpty
      && attached.allSatisfy {
        $0.timeline.activeTime(atParentTime: time) < 0
          && ($0.animation as? CABasicAnimation)?.progressSource == nil
      }
  }

  /// Whether a render at media time `time` would show what the last one did: both found every
  /// animation waiting out its delay, `time` not before it (active time runs one way between
  /// them, so it stayed before every beginning).
  func needsNoRender(atMediaTime time: CFTimeInterval) -> Bool {
    guard let rendered = renderedWaitingAt, rendered <= time else { return false }
    return isWaiting(at: time)
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
