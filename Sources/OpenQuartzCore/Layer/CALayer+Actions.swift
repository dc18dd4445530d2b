import Foundation

extension CALayer {
  /// Core Animation's search order: delegate, `actions`, class default.
  func defaultActionLookup(forKey event: String) -> (any CAAction)? {
    if delegateDeclinesActions { return CALayer.noAction }
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
    guard action is CABasicAnimation else {
      return action.run(forKey: event, object: self, arguments: nil)
    }
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
