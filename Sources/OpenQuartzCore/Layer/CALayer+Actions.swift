import Foundation
@_spi(Compositor) import OpenCoreGraphics

extension CALayer {
  /// Core Animation's search order: delegate, `actions`, `style`, class default, implicit
  /// animation.
  func defaultActionLookup(forKey event: String) -> (any CAAction)? {
    if delegateDeclinesActions && !CALayer.ownersAnimate { return CALayer.noAction }
    if let action = delegate?.action(for: self, forKey: event) { return action }
    if let action = actions?[event] { return action }
    if let action = styleAction(forKey: event) { return action }
    if let action = type(of: self).defaultAction(forKey: event) { return action }
    return implicitAnimation(forKey: event)
  }

  /// The action for `event` in the `style` dictionary: its `"actions"` dictionary, then the same in
  /// its `"style"` entry, down a bounded number of levels (a style that contains itself ends).
  private func styleAction(forKey event: String) -> (any CAAction)? {
    var style = self.style
    var depth = 0
    while let current = style, depth < 16 {
      if let actions = current["actions"] as? [AnyHashable: Any], let action = actions[event] {
        if let action = action as? any CAAction { return action }
        Diagnostics.once(
          "style-action", "the style action for \"\(event)\" is not a CAAction; it is skipped")
      }
      style = current["style"] as? [AnyHashable: Any]
      depth += 1
    }
    return nil
  }

  /// Core Animation's implicit animation: a basic animation of `key` over the transaction's
  /// duration and timing function, from the value before the change (filled in when it is
  /// added), for an animatable property of a layer that is already on screen; none when the
  /// transaction's duration is 0.
  ///
  /// A layer that has never been rendered has nothing on screen to move from: its changes are
  /// its first state and do not animate (Docs/Animation.md).
  private func implicitAnimation(forKey key: String) -> (any CAAction)? {
    guard renderNode != nil, CALayer.implicitlyAnimatedKeys.contains(key) else { return nil }
    // A transaction of no duration changes at once, as on iOS (it animated for 0.25 s).
    let duration = CATransaction.animationDuration()
    guard duration > 0 else { return nil }
    let animation = CABasicAnimation(keyPath: key)
    animation.duration = duration
    animation.timingFunction =
      CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
    return animation
  }

  /// The properties that animate implicitly: Core Animation's animatable properties, less the
  /// paths (documented never to animate implicitly), `contents` (Core Animation cross-fades it,
  /// which is not implemented: it changes at once) and the booleans.
  static let implicitlyAnimatedKeys: Set<String> = [
    "bounds", "position", "anchorPoint", "zPosition", "anchorPointZ", "transform",
    "sublayerTransform", "opacity", "backgroundColor", "cornerRadius", "borderWidth",
    "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "contentsRect",
    "contentsCenter", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase",
    "strokeStart", "strokeEnd", "colors", "locations", "startPoint", "endPoint", "fontSize",
    "foregroundColor", "instanceTransform", "instanceColor", "instanceRedOffset",
    "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset", "instanceDelay",
  ]

  /// Runs the action for a property change unless the transaction disables actions.
  ///
  /// - Parameter old: The value before the change: an animation without values of its own added
  ///   by the action starts from it (`ActionContext`).
  func runAction(forKey event: String, old: @autoclosure () -> Any? = nil) {
    guard !CATransaction.disableActions(), let action = action(forKey: event) else { return }
    guard !(action is NSNull) else { return }  // a subclass's override may still answer NSNull
    let outer = ActionContext.current
    ActionContext.current = ActionContext(layer: self, key: event, oldValue: old())
    defer { ActionContext.current = outer }
    action.run(forKey: event, object: self, arguments: nil)
  }

  /// One shared "no action" answer, for delegates that decline actions (an allocation per
  /// property change otherwise).
  ///
  /// Not API: imported with `@_spi(OpenUIKit)`.
  @_spi(OpenUIKit) public static let noAction = NSNull()

  /// Whether owners that decline actions are asked anyway: set by UIKit while an animation block
  /// runs (`UIView.animate`), when a view's layer does animate.
  ///
  /// Not API: imported with `@_spi(OpenUIKit)`. Main-thread state.
  @_spi(OpenUIKit) nonisolated(unsafe) public static var ownersAnimate = false

  /// The value the property `key` of this layer had before the change whose action is running,
  /// if an action for that change is running now (`nil` otherwise).
  ///
  /// Not API: imported with `@_spi(OpenUIKit)`, for UIKit's animation blocks.
  @_spi(OpenUIKit) public func valueBeforeChange(forKey key: String) -> Any? {
    guard let context = ActionContext.current, context.layer === self, context.key == key else {
      return nil
    }
    return context.oldValue
  }
}

/// The property change whose action is running: an animation added by it with no values of its
/// own starts from the value before the change, as Core Animation's implicit animations do.
struct ActionContext {
  unowned(unsafe) let layer: CALayer
  let key: String
  let oldValue: Any?

  // Main-thread state, set around one action's run.
  nonisolated(unsafe) static var current: ActionContext?
}
