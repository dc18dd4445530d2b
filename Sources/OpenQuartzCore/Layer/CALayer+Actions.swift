import Foundation

extension CALayer {
  /// Core Animation's search order: delegate, `actions`, class default.
  func defaultActionLookup(forKey event: String) -> (any CAAction)? {
    if delegateDeclinesActions && !CALayer.ownersAnimate { return CALayer.noAction }
    if let action = delegate?.action(for: self, forKey: event) { return action }
    if let action = actions?[event] { return action }
    return type(of: self).defaultAction(forKey: event)
  }

  /// Runs the action for a property change unless the transaction disables actions.
  ///
  /// - Parameter old: The value before the change: an animation without values of its own added
  ///   by the action starts from it (`ActionContext`).
  func runAction(forKey event: String, old: @autoclosure () -> Any? = nil) {
    guard !CATransaction.disableActions(), let action = action(forKey: event) else { return }
    guard !(action is NSNull) else { return }
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
