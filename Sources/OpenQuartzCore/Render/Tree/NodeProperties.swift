import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Where a layer sits in its superlayer (or mask owner): its transform to it, read from the model
/// by the main thread's capture and written into the node by the render side.
struct NodePlacement {
  var toParent: CGAffineTransform
  /// Whether `toParent` is more than the translation the frame implies.
  var isTransformed: Bool

  /// `layer`'s placement in `superlayer` (`nil`: as a presentation copy placed in its model's).
  init(_ layer: CALayer, in superlayer: CALayer?) {
    toParent = layer.transformToSuperlayer(superlayer)
    isTransformed = !layer.isUntransformedInSuperlayer
  }
}

/// What a change of geometry alone can change (``LayerChange/geometry``: position, anchor point,
/// transform, z position, sublayer transform, a frame of the same size).
struct NodeGeometry {
  var bounds: CGRect
  var placement: NodePlacement
  var hasSublayerTransform: Bool
  var zPosition: CGFloat

  init(_ layer: CALayer, in superlayer: CALayer?) {
    bounds = layer.storedBounds
    placement = NodePlacement(layer, in: superlayer)
    hasSublayerTransform = layer.sublayerTransformBox != nil
    zPosition = layer.storedZPosition
  }
}

/// What the animations a render thread runs can change (``NodeMotion/movableKeys``): the bounds,
/// the placement, the z position, the opacity, the background, the corner radius, the border and
/// the shadow but its path.
struct NodeMovable {
  var bounds: CGRect
  var placement: NodePlacement
  var zPosition: CGFloat
  var opacity: Float
  var backgroundColor: CGColor?
  var cornerRadius: CGFloat
  var borderWidth: CGFloat
  var borderColor: CGColor?
  var shadowColor: CGColor?
  var shadowOpacity: Float
  var shadowOffset: CGSize
  var shadowRadius: CGFloat

  init(_ layer: CALayer, in superlayer: CALayer?) {
    bounds = layer.storedBounds
    placement = NodePlacement(layer, in: superlayer)
    zPosition = layer.storedZPosition
    opacity = layer.storedOpacity
    backgroundColor = layer.storedBackgroundColor
    cornerRadius = layer.storedCornerRadius
    borderWidth = layer.storedBorderWidth
    borderColor = layer.storedBorderColor
    shadowColor = layer.shadowColor
    shadowOpacity = layer.storedShadowOpacity
    shadowOffset = layer.shadowOffset
    shadowRadius = layer.storedShadowRadius
  }
}

/// Everything a layer paints but its kind's content, its sublayers and its mask, as the main
/// thread read it from the model (a presentation copy for an animating layer), for the render side
/// to write into the layer's node.
///
/// A class, handed on by reference: copying the value (a dozen references among its fields) at
/// each step cost a frame of 10,000 changed layers more than the copy into the node itself. The
/// render side takes its values (``RenderNode/take(_:)``) rather than copying them.
final class NodeProperties {
  var movable: NodeMovable
  var hasSublayerTransform: Bool
  var isHidden: Bool
  var allowsGroupOpacity: Bool
  var masksToBounds: Bool
  var shouldRasterize: Bool
  var rasterizationScale: CGFloat
  var maskedCorners: CACornerMask
  var contents: CGImage?
  var contentsGravity: CALayerContentsGravity
  var contentsScale: CGFloat
  var contentsRect: CGRect
  var minificationFilter: CALayerContentsFilter
  var magnificationFilter: CALayerContentsFilter
  var shadowPath: CGPath?
  var transition: TransitionFrame?

  /// Reads `layer` (`model`'s presentation copy at the frame's time, or `model` itself), placed in
  /// `model`'s superlayer.
  init(_ layer: CALayer, model: CALayer) {
    movable = NodeMovable(layer, in: model.storedSuperlayer)
    hasSublayerTransform = layer.sublayerTransformBox != nil
    isHidden = layer.isHidden
    allowsGroupOpacity = layer.allowsGroupOpacity
    masksToBounds = layer.masksToBounds
    shouldRasterize = layer.storedShouldRasterize
    rasterizationScale = layer.rasterizationScale
    maskedCorners = layer.maskedCorners
    contents = layer.contents.flatMap { $0 as? CGImage }
    contentsGravity = layer.contentsGravity
    contentsScale = layer.storedContentsScale
    contentsRect = layer.contentsRect
    minificationFilter = layer.minificationFilter
    magnificationFilter = layer.magnificationFilter
    shadowPath = layer.storedShadowPath
    transition = layer.timingBox?.transition
  }
}

extension RenderNode {
  /// Writes a placement.
  func apply(_ placement: NodePlacement) {
    toParent = placement.toParent
    isTransformed = placement.isTransformed
  }

  /// Writes what a change of geometry alone changes.
  func apply(_ geometry: NodeGeometry) {
    bounds = geometry.bounds
    apply(geometry.placement)
    hasSublayerTransform = geometry.hasSublayerTransform
    zPosition = geometry.zPosition
  }

  /// Writes what a render thread's animations change.
  func apply(_ movable: NodeMovable) {
    bounds = movable.bounds
    apply(movable.placement)
    zPosition = movable.zPosition
    opacity = movable.opacity
    backgroundColor = movable.backgroundColor
    cornerRadius = movable.cornerRadius
    borderWidth = movable.borderWidth
    borderColor = movable.borderColor
    shadowColor = movable.shadowColor
    shadowOpacity = movable.shadowOpacity
    shadowOffset = movable.shadowOffset
    shadowRadius = movable.shadowRadius
  }

  /// Takes everything the layer paints but its kind's content from `properties`, leaving the
  /// node's old references there, released with it.
  ///
  /// Swapped, not copied: the layers of a window share a few colors, and retaining each twice on
  /// the way (once into the batch, once into the node) had the main thread and the render thread
  /// contend for those colors' reference counts, a third of the apply of 10,000 changed layers.
  func take(_ properties: NodeProperties) {
    bounds = properties.movable.bounds
    apply(properties.movable.placement)
    zPosition = properties.movable.zPosition
    opacity = properties.movable.opacity
    swap(&backgroundColor, &properties.movable.backgroundColor)
    cornerRadius = properties.movable.cornerRadius
    borderWidth = properties.movable.borderWidth
    swap(&borderColor, &properties.movable.borderColor)
    swap(&shadowColor, &properties.movable.shadowColor)
    shadowOpacity = properties.movable.shadowOpacity
    shadowOffset = properties.movable.shadowOffset
    shadowRadius = properties.movable.shadowRadius
    hasSublayerTransform = properties.hasSublayerTransform
    isHidden = properties.isHidden
    allowsGroupOpacity = properties.allowsGroupOpacity
    masksToBounds = properties.masksToBounds
    shouldRasterize = properties.shouldRasterize
    rasterizationScale = properties.rasterizationScale
    maskedCorners = properties.maskedCorners
    swap(&contents, &properties.contents)
    contentsGravity = properties.contentsGravity
    contentsScale = properties.contentsScale
    contentsRect = properties.contentsRect
    minificationFilter = properties.minificationFilter
    magnificationFilter = properties.magnificationFilter
    swap(&shadowPath, &properties.shadowPath)
    swap(&transition, &properties.transition)
  }
}
