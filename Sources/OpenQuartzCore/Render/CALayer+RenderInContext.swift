import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

extension CALayer {
  /// Renders the layer and its sublayers into `ctx` (see `render(in:)`).
  func renderTree(in ctx: CGContext) {
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
