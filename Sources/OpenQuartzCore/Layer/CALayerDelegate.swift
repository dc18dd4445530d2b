import Foundation
import OpenCoreGraphics

/// An object that provides a layer's content, layout and actions.
///
/// Every requirement has a default implementation, standing in for
/// Objective-C's optional methods: the default `display(_:)` performs the
/// layer's standard display (backing store + `draw(in:)`), so a delegate that
/// implements `display(_:)` replaces it entirely, as in Core Animation.
public protocol CALayerDelegate: AnyObject {
  /// Sets the layer's contents itself; when implemented, `draw(_:in:)` is not called.
  func display(_ layer: CALayer)
  /// Draws the layer's content into a backing-store context (origin at the
  /// bounds origin, y down, scaled by `contentsScale`).
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Called before the backing store is made for `draw(_:in:)`.
  func layerWillDraw(_ layer: CALayer)
  /// Lays out the layer's sublayers; replaces the default layout.
  func layoutSublayers(of layer: CALayer)
  /// The action for a property change; `NSNull()` means "no action".
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
  /// Performs the layer's standard display.
  public func display(_ layer: CALayer) { layer.displayIntoBackingStore() }
  /// Draws nothing.
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  /// Does nothing.
  public func layerWillDraw(_ layer: CALayer) {}
  /// Does nothing.
  public func layoutSublayers(of layer: CALayer) {}
  /// No action: continue the search.
  public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// Something that runs in response to a layer event, such as an implicit
/// animation when a property changes.
///
/// Class-bound, as Core Animation's Objective-C protocol is: actions are compared by identity
/// (`layer.action(forKey: key) === action`).
public protocol CAAction: AnyObject {
  /// Runs the action for `event` on `anObject` (the layer).
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
  /// Does nothing: `NSNull` as an action means "no action" and ends the search.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}
