import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// One `UIView.animateKeyframes` block: it runs the block and then each keyframe in the order
/// they were added, recording every view property change with its keyframe's times (the model
/// ends at the last values, as in UIKit), then gives each changed property one
/// `CAKeyframeAnimation` through those values.
///
/// A property's track starts at its value on screen, holds until a keyframe that changes it
/// begins, moves to the keyframe's value by its end, and holds to the end of the block.
/// Overlapping keyframes on one property take the later one's value from where the earlier one
/// ended (UIKit documents nothing here).
@MainActor final class KeyframeBlock: BlockChangeHandler, CAAnimationDelegate {
  /// The keyframe block whose `animations` run now.
  static var current: KeyframeBlock?

  /// A property change made in a keyframe.
  struct Change {
    let view: UIView
    let layer: CALayer
    let key: String
    let oldValue: Any?
    let newValue: Any?
    let start: Double
    let end: Double
  }

  private let duration: TimeInterval
  private let delay: TimeInterval
  private let options: UIView.KeyframeAnimationOptions
  private let completion: ((Bool) -> Void)?
  private var keyframes: [(start: Double, end: Double, animations: () -> Void)] = []
  private var changes: [Change] = []
  private var window: (start: Double, end: Double) = (0, 1)
  private var pending = 0
  private var allFinished = true
  private var blockedViews: [ObjectIdentifier] = []

  init(
    duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions,
    completion: ((Bool) -> Void)?
  ) {
    self.duration = duration.isFinite ? duration : 0
    self.delay = delay.isFinite ? max(delay, 0) : 0
    self.options = options
    self.completion = completion
  }

  /// Collects a keyframe of the running block; times are clamped to 0...1.
  func add(start: Double, duration: Double, _ animations: @escaping () -> Void) {
    let from = start.isFinite ? min(max(start, 0), 1) : 0
    let length = duration.isFinite ? min(max(duration, 0), 1 - from) : 0
    keyframes.append((from, from + length, animations))
  }

  func run(_ animations: @escaping () -> Void) {
    let outer = Self.current
    Self.current = self
    guard duration > 0, UIView.areAnimationsEnabled else {
      UIView.performWithoutAnimation(animations)
      Self.current = outer
      for keyframe in keyframes { UIView.performWithoutAnimation(keyframe.animations) }
      // Completes after the next commit, as a block that animated nothing.
      UIViewAnimationBlock(duration: 0, delay: 0, options: [], completion: completion).run {}
      return
    }
    record(animations, from: 0, to: 1)
    Self.current = outer
    for keyframe in keyframes {
      record(keyframe.animations, from: keyframe.start, to: keyframe.end)
    }
    addAnimations()
  }

  /// Runs `animations` with its changes recorded between the two times.
  private func record(_ animations: () -> Void, from start: Double, to end: Double) {
    window = (start, end)
    UIViewAnimationBlock(
      duration: 1, delay: 0, options: [.overrideInheritedDuration], changeHandler: self,
      completion: nil
    ).run(animations)
  }

  func action(for view: UIView, layer: CALayer, forKey key: String) -> any CAAction {
    RecordingAction(block: self, view: view, window: window)
  }

  fileprivate func record(_ change: Change) { changes.append(change) }

  /// One keyframe animation per changed property.
  private func addAnimations() {
    var order: [String] = []
    var tracks: [String: [Change]] = [:]
    for change in changes {
      let id = "\(ObjectIdentifier(change.layer).hashValue)/\(change.key)"
      if tracks[id] == nil { order.append(id) }
      tracks[id, default: []].append(change)
    }
    for id in order {
      guard let track = tracks[id], let first = track.first else { continue }
      add(track, on: first.layer, view: first.view, key: first.key)
    }
    if pending == 0 {
      UIViewAnimationBlock(duration: 0, delay: 0, options: [], completion: completion).run {}
    }
  }

  private func add(_ track: [Change], on layer: CALayer, view: UIView, key: String) {
    let animating = layer.animationKeys()?.contains { $0 == key || $0.hasPrefix(key + "-") }
    var value: Any? =
      animating == true ? layer.presentation()?.value(forKey: key) : track.first?.oldValue
    var times: [Double] = [0]
    var values: [Any] = [value ?? NSNull()]
    for change in track {
      let last = times.last ?? 0
      if change.start > last {
        times.append(change.start)
        values.append(value ?? NSNull())
      }
      times.append(max(change.end, times.last ?? 0))
      values.append(change.newValue ?? NSNull())
      value = change.newValue
    }
    if let last = times.last, last < 1 {
      times.append(1)
      values.append(value ?? NSNull())
    }
    let animation = CAKeyframeAnimation(keyPath: key)
    animation.values = values
    animation.keyTimes = times.map { NSNumber(value: $0) }
    animation.calculationMode = options.calculationMode
    animation.duration = duration
    if delay > 0 {
      animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
      animation.fillMode = .backwards
    }
    if options.contains(.repeat) { animation.repeatCount = .infinity }
    animation.autoreverses = options.contains(.autoreverse)
    animation.delegate = self
    let name = layer.unusedAnimationKey(for: key)
    pending += 1
    if !options.contains(.allowUserInteraction) {
      UIViewAnimationBlock.block(view)
      blockedViews.append(ObjectIdentifier(view))
    }
    layer.add(animation, forKey: name)
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    pending -= 1
    if !flag { allFinished = false }
    if let id = blockedViews.popLast() { UIViewAnimationBlock.unblock(id) }
    guard pending == 0 else { return }
    completion?(allFinished)
  }
}

/// Records a change made in a keyframe; the change itself is not animated.
@MainActor private final class RecordingAction: @preconcurrency CAAction {
  let block: KeyframeBlock
  let view: UIView
  let window: (start: Double, end: Double)

  init(block: KeyframeBlock, view: UIView, window: (start: Double, end: Double)) {
    self.block = block
    self.view = view
    self.window = window
  }

  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    guard let layer = anObject as? CALayer else { return }
    block.record(
      KeyframeBlock.Change(
        view: view, layer: layer, key: event, oldValue: layer.valueBeforeChange(forKey: event),
        newValue: layer.value(forKey: event), start: window.start, end: window.end))
  }
}
