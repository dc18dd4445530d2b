import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

extension CALayer {
  /// Renders the layer and its sublayers into `ctx` (see `render(in:)`).
  func renderTree(in ctx: CGContext) {
    displaySubtreeIfNeeded()
    // A snapshot of the subtree as it is now, outside any renderer's tree: nothing a window's
    // renderer has synced or cached is touched.
    let node = RenderTree.snapshot(of: self)
    ctx.drawWithCairo { cr, deviceTransform in
      let scale = max(deviceTransform.averageScale, 0.01)
      let painter = LayerPainter(
        cr: cr, rasterScale: scale, damage: nil, shapeMasks: ShapeMaskCache())
      painter.paint(node, toDevice: deviceTransform, drawsOwnShadow: true)
    }
  }

  private func displaySubtreeIfNeeded() {
    displayIfNeeded()
    storedMask?.displaySubtreeIfNeeded()
    for sublayer in storedSublayers { sublayer.displaySubtreeIfNeeded() }
  }
}
