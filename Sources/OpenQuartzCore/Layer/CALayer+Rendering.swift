import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

extension CALayer {
  /// Renders the layer and its sublayers into `ctx`, as `renderInContext:`.
  ///
  /// The layer's own space is mapped by the context's current user space:
  /// layer point (x, y) lands on user point (x, y) (the layer's frame is
  /// not applied). In a raw Quartz bitmap context (y up) the result is
  /// therefore vertically flipped, as on iOS. The context's clip, mask clip,
  /// alpha, blend mode and open transparency layers apply. Layers that still
  /// need display are displayed first.
  public func render(in ctx: CGContext) {
    displaySubtreeIfNeeded()
    defer { CommitPipeline.shared.advanceRenderGeneration() }
    ctx.drawWithCairo { cr, deviceTransform in
      let scale = max(deviceTransform.averageScale, 0.01)
      let painter = LayerPainter(
        cr: cr, rasterScale: scale, damage: nil, shapeMasks: ShapeMaskCache())
      painter.paint(self, toDevice: deviceTransform, drawsOwnShadow: true)
    }
  }

  private func displaySubtreeIfNeeded() {
    displayIfNeeded()
    storedMask?.displaySubtreeIfNeeded()
    for sublayer in storedSublayers { sublayer.displaySubtreeIfNeeded() }
  }
}
