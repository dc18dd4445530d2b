@_spi(OpenUIKit) import OpenQuartzCore

/// The owner of UIKit's own sublayers that are not views (a focus ring, a cell's accessory
/// mark): they follow their view at once, so it declines every action and they never animate
/// implicitly, as a view's own layer does not outside an animation block.
final class PrivateLayerOwner: CALayerDelegate, Sendable {
  static let shared = PrivateLayerOwner()

  /// No action, in or out of an animation block.
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { CALayer.noAction }
}

extension CALayer {
  /// A layer of UIKit's own: owned by `PrivateLayerOwner`, so it never animates implicitly.
  static func privateToUIKit<Layer: CALayer>(_ layer: Layer) -> Layer {
    layer.setOwnerDelegate(PrivateLayerOwner.shared, declinesActions: true)
    return layer
  }
}
