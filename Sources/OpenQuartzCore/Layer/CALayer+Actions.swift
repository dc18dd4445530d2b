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
  func runAction(forKey event: String) {
    guard !CATransaction.disableActions(), let action = action(forKey: event) else { return }
    action.run(forKey: event, object: self, arguments: nil)
  }

  /// One shared "no action" answer, for delegates that decline actions (an allocation per
  /// property change otherwise).
  ///
  /// Not API: imported with `@_spi(OpenUIKit)`.
  @_spi(OpenUIKit) public static let noAction = NSNull()
}
