import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import TimingCurves

/// One `UIView.animate` block while it runs and until its animations end: the timing its property
/// changes animate with, the animations they added, and its completion.
///
/// Inside the block, a view's layer answers its action search (`UIView.action(for:forKey:)`) with
/// an additive `CABasicAnimation` (a `CASpringAnimation` for spring blocks) from the old value to
/// the new one, as UIKit does since iOS 8: animations of the same property add up, so a new block
/// starts from what is on screen. The completion runs once every animation the block added has
/// ended (`true` when all ran to their end), or at the next commit when it added none.
@MainActor final class UIViewAnimationBlock: CAAnimationDelegate {
  /// The blocks running now, innermost last.
  private(set) static var stack: [UIViewAnimationBlock] = []
  /// `performWithoutAnimation` depth.
  static var suppressed = 0
  /// `UIView.setAnimationsEnabled(_:)`.
  static var enabled = true
  /// Completions of blocks that added no animation: run after the next commit.
  private static var immediate: [(Bool) -> Void] = []
  private static var isInstalled = false
  /// Views skipped by hit testing while their animations run (no `.allowUserInteraction`).
  ///
  /// Each entry holds its view weakly: a view released mid-animation leaves an entry that must not
  /// block another view allocated at the same address.
  private(set) static var nonInteractive: [ObjectIdentifier: BlockedView] = [:]

  /// A view skipped by hit testing, and how many animations block it.
  struct BlockedView {
    weak var view: UIView?
    var count: Int
  }

  let duration: TimeInterval
  let delay: TimeInterval
  let options: UIView.AnimationOptions
  let spring: DampedSpring?
  /// What the block's changes become instead of its own animations, if anything: a property
  /// animator's driven group, or a keyframe block's recorder.
  let changeHandler: (any BlockChangeHandler)?
  private let completion: ((Bool) -> Void)?
  private var pending = 0
  private var allFinished = true
  private var hasEnded = false
  private var isComplete = false
  private var blockedViews: [ObjectIdentifier] = []
  private var viewsToLayOut: [UIView] = []

  init(
    duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    spring: DampedSpring? = nil, changeHandler: (any BlockChangeHandler)? = nil,
    completion: ((Bool) -> Void)?
  ) {
    // A nested block inherits the enclosing block's duration and curve unless told otherwise.
    let outer = Self.stack.last
    var duration = duration.isFinite ? max(duration, 0) : 0
    var options = options
    if let outer {
      if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
      if !options.contains(.overrideInheritedCurve) {
        options = options.subtracting(.curveLinear).union(
          UIView.AnimationOptions(rawValue: outer.options.rawValue & (3 << 16)))
      }
      if !options.contains(.overrideInheritedOptions) {
        options.formUnion(outer.options.intersection([.repeat, .autoreverse]))
      }
    }
    self.duration = duration
    self.delay = delay.isFinite ? max(delay, 0) : 0
    self.options = options
    self.spring = outer?.spring ?? spring
    self.changeHandler = changeHandler ?? outer?.changeHandler
    self.completion = completion
  }

  /// Runs `animations` as this block, then waits for what it added.
  func run(_ animations: () -> Void) {
    Self.stack.append(self)
    let wasAnimating = CALayer.ownersAnimate
    CALayer.ownersAnimate = Self.isAnimating
    animations()
    if options.contains(.layoutSubviews) {
      for view in viewsToLayOut { view.layoutIfNeeded() }
    }
    CALayer.ownersAnimate = wasAnimating
    Self.stack.removeLast()
    hasEnded = true
    if pending == 0 {
      isComplete = true
      if let completion { Self.completeAfterCommit(completion) }
    }
  }

  /// Whether changes made now animate: inside a block, not suppressed, enabled, with a duration.
  static var isAnimating: Bool {
    guard let block = stack.last else { return false }
    return suppressed == 0 && enabled && (block.duration > 0 || block.spring != nil)
  }

  /// The action for `key` of `view`'s layer inside the block: an additive animation, or `nil` for
  /// a property that does not animate.
  func action(for view: UIView, layer: CALayer, forKey key: String) -> (any CAAction)? {
    guard Self.isAnimating, Self.animatableKeys.contains(key) else { return nil }
    if let changeHandler { return changeHandler.action(for: view, layer: layer, forKey: key) }
    let animation: CABasicAnimation
    if let spring {
      let springAnimation = CASpringAnimation()
      springAnimation.mass = CGFloat(spring.mass)
      springAnimation.stiffness = CGFloat(spring.stiffness)
      springAnimation.damping = CGFloat(spring.damping)
      springAnimation.initialVelocity = CGFloat(spring.initialVelocity)
      springAnimation.allowsOverdamping = true
      animation = springAnimation
    } else {
      animation = CABasicAnimation()
      animation.timingFunction = options.curve.timingFunction
    }
    animation.keyPath = key
    animation.isAdditive = true
    animation.duration = duration > 0 ? duration : (spring?.settlingDuration ?? 0.25)
    if delay > 0 {
      animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
      animation.fillMode = .backwards
    }
    if options.contains(.repeat) { animation.repeatCount = .infinity }
    animation.autoreverses = options.contains(.autoreverse)
    animation.delegate = self
    pending += 1
    if !options.contains(.allowUserInteraction) {
      Self.block(view)
      blockedViews.append(ObjectIdentifier(view))
    }
    if options.contains(.layoutSubviews), !viewsToLayOut.contains(where: { $0 === view }) {
      viewsToLayOut.append(view)
    }
    return BlockAction(animation: animation)
  }

  /// Skips the view `id` in hit testing until as many `unblock` calls.
  static func block(_ view: UIView) {
    let id = ObjectIdentifier(view)
    if let entry = nonInteractive[id], entry.view === view {
      nonInteractive[id]?.count += 1
    } else {
      nonInteractive[id] = BlockedView(view: view, count: 1)
    }
  }

  /// Whether hit testing skips `view`.
  static func isBlocked(_ view: UIView) -> Bool {
    guard let entry = nonInteractive[ObjectIdentifier(view)] else { return false }
    return entry.view === view
  }

  /// Ends one `block` of the view `id`.
  static func unblock(_ id: ObjectIdentifier) {
    guard let entry = nonInteractive[id] else { return }
    nonInteractive[id] =
      entry.count > 1 && entry.view != nil
      ? BlockedView(view: entry.view, count: entry.count - 1) : nil
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    pending -= 1
    if !flag { allFinished = false }
    if let id = blockedViews.popLast() { Self.unblock(id) }
    guard hasEnded, pending <= 0, !isComplete else { return }
    isComplete = true
    completion?(allFinished)
  }

  private static func completeAfterCommit(_ completion: @escaping (Bool) -> Void) {
    if !isInstalled {
      isInstalled = true
      CommitPhases.addAfterCommit { UIViewAnimationBlock.runImmediateCompletions() }
    }
    immediate.append(completion)
    CommitPhases.requestCommit()
  }

  private static func runImmediateCompletions() {
    let completions = immediate
    immediate = []
    for completion in completions { completion(true) }
  }

  /// The layer properties UIKit animates in blocks.
  static let animatableKeys: Set<String> = [
    "position", "bounds", "opacity", "transform", "backgroundColor", "cornerRadius",
    "borderWidth", "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor",
    "anchorPoint", "zPosition", "contentsRect", "sublayerTransform",
  ]
}

/// Something that turns the changes of an animation block into actions of its own.
@MainActor protocol BlockChangeHandler: AnyObject {
  /// The action for a change of `key` on `view`'s layer inside the block.
  func action(for view: UIView, layer: CALayer, forKey key: String) -> any CAAction
}

/// Adds a block's animation under its key, or under a numbered one when an animation of the key
/// runs already (so that the two add up, as UIKit's `position`, `position-2`, …).
private final class BlockAction: CAAction {
  let animation: CABasicAnimation

  init(animation: CABasicAnimation) { self.animation = animation }

  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    guard let layer = anObject as? CALayer else { return }
    layer.add(animation, forKey: layer.unusedAnimationKey(for: event))
  }
}
