import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenText

/// The damage check's test of the sync: what in a node differs from its layer.
extension RenderNode {
  /// The names of the properties in which this node differs from `layer`'s current state (empty
  /// when the node is current): the damage check's test of the sync.
  ///
  /// Reads the layer as the capture does (``NodeProperties``), without making a node: it
  /// runs for every node of every frame of the test suite.
  func staleProperties(comparedWith model: CALayer) -> [String] {
    // A fresh copy, not the one the renderer keeps: the check is of that one too.
    let layer =
      model.hasAnimations
      ? model.freshRenderCopy(atMediaTime: CommitPipeline.shared.frameTime) : model
    var stale: [String] = []
    func check(_ name: String, _ same: Bool) { if !same { stale.append(name) } }
    check("bounds", bounds == layer.storedBounds)
    // Bit for bit: a transform at the largest finite scales has infinite or NaN entries.
    check(
      "transform",
      Self.sameBits(toParent, layer.transformToSuperlayer(model.storedSuperlayer))
        && isTransformed == !layer.isUntransformedInSuperlayer)
    check("sublayerTransform", hasSublayerTransform == (layer.sublayerTransformBox != nil))
    check("zPosition", zPosition == layer.storedZPosition)
    check("isHidden", isHidden == layer.isHidden)
    if opacity != layer.storedOpacity {
      // The values, to tell a missed model change from a presentation taken at another time.
      stale.append("opacity (rendered \(opacity), layer \(layer.storedOpacity))")
    }
    check("allowsGroupOpacity", allowsGroupOpacity == layer.allowsGroupOpacity)
    check("masksToBounds", masksToBounds == layer.masksToBounds)
    check(
      "shouldRasterize",
      shouldRasterize == layer.storedShouldRasterize
        && rasterizationScale == layer.rasterizationScale)
    check("backgroundColor", backgroundColor == layer.storedBackgroundColor)
    check(
      "corners",
      cornerRadius == layer.storedCornerRadius && maskedCorners == layer.maskedCorners)
    check(
      "border", borderWidth == layer.storedBorderWidth && borderColor == layer.storedBorderColor)
    check(
      "contents",
      contents === (layer.contents as? CGImage) && contentsGravity == layer.contentsGravity
        && contentsScale == layer.storedContentsScale && contentsRect == layer.contentsRect
        && minificationFilter == layer.minificationFilter
        && magnificationFilter == layer.magnificationFilter)
    check(
      "shadow",
      shadowColor == layer.shadowColor && shadowOpacity == layer.storedShadowOpacity
        && shadowOffset == layer.shadowOffset && shadowRadius == layer.storedShadowRadius
        && shadowPath === layer.storedShadowPath)
    check("transition", transition == layer.timingBox?.transition)
    if kind != .plain { check("content", content == layer.renderContent) }
    check("sublayers", children.count == model.storedSublayers.count)
    check("mask", (mask?.layer ?? nil) === model.storedMask)
    return stale
  }

  /// Whether two transforms have the same entries, bit for bit (NaN equals NaN).
  private static func sameBits(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
    a.a.bitPattern == b.a.bitPattern && a.b.bitPattern == b.b.bitPattern
      && a.c.bitPattern == b.c.bitPattern && a.d.bitPattern == b.d.bitPattern
      && a.tx.bitPattern == b.tx.bitPattern && a.ty.bitPattern == b.ty.bitPattern
  }
}
