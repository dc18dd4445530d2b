import Foundation
@_spi(Compositor) @_spi(OpenUIKit) import OpenCoreGraphics

/// Core Animation's animation API on layers: adding, finding and removing animations, the
/// presentation copy, and layer time.
extension CALayer {
  /// Adds a copy of `anim` under `key` (replacing an animation with the same key, which stops
  /// unfinished), as Core Animation's `add(_:forKey:)`.
  ///
  /// A duration of 0 takes the transaction's (0.25 s by default; in a transaction of no duration
  /// it ends at the next frame), the setters having refused or clamped what is not a duration
  /// (`MediaTimingLimits`); a begin time of 0 begins now; one with no timing function takes the transaction's
  /// `animationTimingFunction()` when it has one (not a spring, whose curve is its physics). An
  /// animation with none of `fromValue`, `toValue` and `byValue`
  /// runs from the value before the change that added it (an implicit animation) to the model. A
  /// ``CATransition`` is added under ``kCATransition`` whatever `key` says, with a picture of the
  /// layer as last rendered.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    MainThread.check("CALayer.add(_:forKey:)")
    guard let copy = anim.copy() as? CAAnimation else { return }
    var key = key
    if let transition = copy as? CATransition {
      key = kCATransition
      prepare(transition)
    } else if let group = copy as? CAAnimationGroup,
      group.animations?.contains(where: { $0 is CATransition }) == true
    {
      Diagnostics.once(
        "transition-in-group",
        "a CATransition inside a CAAnimationGroup does nothing: add it to the layer on its own")
    }
    let now = localTime(atMediaTime: CACurrentMediaTime())
    // No duration (the setter made a negative one 0) takes the transaction's, as Core
    // Animation's does; in a transaction of no duration it ends at the next frame.
    if copy.duration == 0 {
      copy.duration = max(CATransaction.animationDuration(), Self.instantDuration)
    }
    if copy.beginTime == 0 { copy.beginTime = now }
    // Before implicit values are filled in (those are the property's own kind).
    reportValuesOfAnotherKind(in: copy)
    if copy.timingFunction == nil, !(copy is CASpringAnimation),
      let function = CATransaction.animationTimingFunction()
    {
      copy.timingFunction = function
    }
    if let basic = copy as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
      basic.byValue == nil, let keyPath = basic.keyPath
    {
      resolveImplicitValues(basic, keyPath: keyPath, at: now)
    }
    let state = animationState ?? LayerAnimations()
    animationState = state
    if let replaced = state.add(copy, forKey: key, group: CATransaction.currentCompletionGroup) {
      AnimationDriver.shared.stop(replaced, finished: false)
    }
    AnimationDriver.shared.layerDidAddAnimation(self)
    recordChange(state.changes, byModel: false)
  }

  /// Says once per key path when an animation's values are of another kind than the property
  /// it animates (a `UIColor` for `backgroundColor`, where Core Animation takes a `CGColor`; a
  /// point for `opacity`): such an animation animates nothing, on iOS as here.
  private func reportValuesOfAnotherKind(in animation: CAAnimation) {
    guard let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath else {
      return
    }
    let given: [Any?]
    switch property {
    case let basic as CABasicAnimation: given = [basic.fromValue, basic.toValue, basic.byValue]
    case let keyframes as CAKeyframeAnimation: given = keyframes.values ?? []
    default: return
    }
    guard given.contains(where: { $0 != nil }) else { return }
    // A color property without a color yet (a layer's background, by default) still takes one.
    guard
      let expected = AnimationValue(value(forKeyPath: keyPath))?.kind
        ?? (Self.colorKeyPaths.contains(keyPath) ? "a color" : nil)
    else { return }
    for value in given {
      guard let value, let other = AnimationValue(value), other.kind != expected else { continue }
      Diagnostics.once(
        "animation-kind-\(keyPath)",
        "an animation of \"\(keyPath)\" on \(debugName) was given \(other.kind ?? "a \(type(of: value))")"
          + " where the layer has \(expected): it animates nothing")
      return
    }
  }

  /// The color properties, whose kind is known while they hold no color.
  static let colorKeyPaths: Set<String> = [
    "backgroundColor", "borderColor", "shadowColor", "fillColor", "strokeColor",
    "foregroundColor", "instanceColor",
  ]

  /// Takes the old look a transition starts from, and says once of a type it does not know.
  private func prepare(_ transition: CATransition) {
    transition.isAttached = true
    transition.before = TransitionPicture.capture(self)
    let type = transition.type
    if type != .fade, type != .moveIn, type != .push, type != .reveal {
      Diagnostics.once(
        "transition-type-\(type.rawValue)",
        "the transition type \"\(type.rawValue)\" is not one of Core Animation's public types "
          + "(fade, moveIn, push, reveal): it cross-fades")
    }
  }

  /// Gives values to an animation added with none by the action of a property change.
  ///
  /// Additive, it runs from the old value minus the new one to nothing added (UIKit's animation
  /// blocks, so that animations of the same property add up); otherwise from the presentation
  /// value before the change to the model. Values that do not subtract (colors, paths) use the second way.
  private func resolveImplicitValues(
    _ animation: CABasicAnimation, keyPath: String, at time: CFTimeInterval
  ) {
    if animation.isAdditive {
      if let context = ActionContext.current, context.layer === self, context.key == keyPath,
        let old = AnimationValue(context.oldValue),
        let new = AnimationValue(value(forKeyPath: keyPath)),
        let offset = AnimationValue.difference(from: new, to: old)
      {
        animation.fromValue = offset.any
        animation.toValue = AnimationValue.zero(like: offset).any
        return
      }
      animation.isAdditive = false
    }
    animation.previousValue = previousPresentationValue(keyPath, at: time)
  }

  /// The presentation value of `keyPath` just before the property change whose action is adding
  /// an animation (its old model value under the running animations), or now.
  private func previousPresentationValue(_ keyPath: String, at time: CFTimeInterval)
    -> AnimationValue?
  {
    // The animations ran towards the old model value until this change: they start from it.
    var base = PresentationValues(layer: self)
    if let context = ActionContext.current, context.layer === self, context.key == keyPath,
      let old = AnimationValue(context.oldValue)
    {
      base.setBase(keyPath, old)
    }
    let values = animationState?.presentationValues(of: self, at: time, from: base) ?? base
    return values.current(keyPath)
  }

  /// The animation under `key` (the copy that runs: changing it changes nothing).
  public func animation(forKey key: String) -> CAAnimation? {
    animationState?.animation(forKey: key)
  }

  /// `key`, or the first of `key-2`, `key-3`, … under which the layer has no animation: UIKit's
  /// keys for animations of one property that add up (`UIView.animate` blocks).
  @_spi(OpenUIKit)
  public func unusedAnimationKey(for key: String) -> String {
    animationState?.unusedKey(for: key) ?? key
  }

  /// The duration of an animation added without one in a transaction of no duration: it ends
  /// at once (at the next frame).
  static let instantDuration: CFTimeInterval = 1e-9

  /// The keys of the layer's animations, in the order they were added; `nil` when none.
  public func animationKeys() -> [String]? {
    guard let keys = animationState?.keys, !keys.isEmpty else { return nil }
    return keys
  }

  /// Removes the animation under `key`; its delegate is told it did not finish.
  public func removeAnimation(forKey key: String) {
    MainThread.check("CALayer.removeAnimation(forKey:)")
    guard let removed = animationState?.remove(forKey: key) else { return }
    AnimationDriver.shared.stop(removed, finished: false)
    recordChange(removed.changes, byModel: false)
  }

  /// Removes every animation; their delegates are told they did not finish.
  public func removeAllAnimations() {
    MainThread.check("CALayer.removeAllAnimations()")
    guard let state = animationState else { return }
    for removed in state.removeAll() {
      AnimationDriver.shared.stop(removed, finished: false)
      recordChange(removed.changes, byModel: false)
    }
  }

  /// A copy of the layer as it shows now: its model values with its running animations applied.
  ///
  /// Core Animation returns `nil` for a layer never committed; here every layer has presentation
  /// values (there is no separate render server), so the copy is always made. Its sublayers,
  /// superlayer and mask are not copied.
  public func presentation() -> Self? {
    let copy = type(of: self).init()
    copy.isPresentationCopy = true
    copy.copyModelState(from: isPresentationCopy ? (timingBox?.model ?? self) : self)
    let model = isPresentationCopy ? timingBox?.model : self
    if let model, let state = model.animationState, !state.isEmpty {
      state.presentationValues(of: model, at: model.localTime(atMediaTime: CACurrentMediaTime()))
        .apply(to: copy)
    }
    copy.timing.model = model
    return copy
  }

  /// The model layer: for a presentation copy, the layer it was copied from; otherwise the layer.
  public func model() -> Self {
    guard isPresentationCopy, let model = timingBox?.model as? Self else { return self }
    return model
  }

  /// The renderer's copy of an animating layer at `time` (media time): its kind's class, its model
  /// values, its animations applied.
  ///
  /// The copy is kept from frame to frame: while the model does not change and the animations
  /// write the same properties, only their new values are set on it (a new copy of every property
  /// of every animating layer at every frame was a fifth of a frame of 200 moving cards). The
  /// damage check compares the render tree with a fresh copy (``freshRenderCopy(atMediaTime:)``).
  func renderCopy(atMediaTime time: CFTimeInterval) -> CALayer {
    guard let state = animationState else { return freshRenderCopy(atMediaTime: time) }
    let values = state.presentationValues(of: self, at: localTime(atMediaTime: time))
    let copy: CALayer
    let reused: Bool
    // A transition's frame is not one of the written values: such a layer is copied afresh.
    if let kept = state.renderCopy, state.renderCopyModelChange == modelChangeCount,
      values.writes(exactly: state.renderCopyKeys), values.transition == nil,
      kept.timingBox?.transition == nil
    {
      copy = kept
      reused = true
    } else {
      reused = false
      copy = blankRenderCopy()
      state.renderCopy = copy
      state.renderCopyModelChange = modelChangeCount
      state.renderCopyKeys = values.writtenKeys
    }
    copy.superlayerHasSublayerTransform = superlayerHasSublayerTransform
    guard !values.apply(to: copy), reused else { return copy }
    // A refused value left the last frame's on the kept copy, where a new one shows the model's.
    let fresh = blankRenderCopy()
    fresh.superlayerHasSublayerTransform = superlayerHasSublayerTransform
    values.apply(to: fresh)
    state.renderCopy = nil
    return fresh
  }

  /// A new copy of the layer at `time`, as ``renderCopy(atMediaTime:)`` makes it when it has none.
  func freshRenderCopy(atMediaTime time: CFTimeInterval) -> CALayer {
    let copy = blankRenderCopy()
    copy.superlayerHasSublayerTransform = superlayerHasSublayerTransform
    animationState?.presentationValues(of: self, at: localTime(atMediaTime: time)).apply(to: copy)
    return copy
  }

  /// A presentation copy of the model's state, no animation applied.
  func blankRenderCopy() -> CALayer {
    let copy: CALayer =
      switch kind {
      case .plain: CALayer()
      case .gradient: CAGradientLayer()
      case .shape: CAShapeLayer()
      case .text: CATextLayer()
      case .replicator: CAReplicatorLayer()
      case .backdrop: CABackdropLayer()
      }
    copy.isPresentationCopy = true
    copy.copyModelState(from: self)
    return copy
  }
}
