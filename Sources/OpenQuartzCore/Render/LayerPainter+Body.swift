import CCairo
import CGraphicsSupport
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// A layer's own body: background, contents and kind content, and its border (baked into one
/// raster with the background when nothing is painted between them).
extension LayerPainter {
  /// Background, contents and the layer kind's own content.
  func paintBody(_ node: RenderNode, toDevice: CGAffineTransform, alpha: CGFloat) {
    setMatrix(toDevice)
    let resamples = !isPlacement(toDevice)
    if node.bakesBackgroundAndBorder, !resamples {
      paintBakedBody(node, toDevice: toDevice, alpha: alpha)
      return
    }
    if let background = node.backgroundColor, background.alpha > 0 {
      let bounds = node.bounds
      if node.cornerRadius == 0 || resamples {
        // A plain rectangle: pixman's solid fill is the fastest path. Scaled, flipped or turned,
        // the shape is filled where it lands: exact coverage, and cheaper than a cached mask
        // resampled pixel by pixel (a reflection's flip spent a quarter of its frame there).
        LayerShapes.fillBackground(cr, node, alpha: alpha)
      } else if let mask = shapeMask(
        for: .silhouette(
          size: .init(bounds.size), radius: node.cornerRadius,
          corners: node.maskedCorners.rawValue,
          scale: rasterScale),
        make: {
          rasterize(CGRect(origin: .zero, size: bounds.size), format: CAIRO_FORMAT_A8) { cr in
            LayerShapes.addRoundedRect(
              cr, CGRect(origin: .zero, size: bounds.size), radius: node.cornerRadius,
              corners: node.maskedCorners)
            cairo_fill(cr)
          }
        })
      {
        paint(background, alpha: alpha, through: mask, at: bounds.origin, toDevice: toDevice)
      } else {
        LayerShapes.fillBackground(cr, node, alpha: alpha)
      }
    }
    if let image = node.contents {
      LayerContents.paint(image, of: node, into: cr, alpha: alpha)
    }
    if let kind = node.kindPainting {
      kind.paintContent(with: self, toDevice: toDevice, alpha: alpha)
    }
  }

  /// Whether `toDevice` only moves a layer at the raster scale: its cached shape masks then land
  /// texel for texel (or at a quarter-pixel phase), where any other transform resamples them.
  func isPlacement(_ toDevice: CGAffineTransform) -> Bool {
    toDevice.b == 0 && toDevice.c == 0 && toDevice.a == rasterScale && toDevice.d == rasterScale
  }

  /// Background and border in one shared raster (see
  /// `CALayer.bakesBackgroundAndBorder`): one blit instead of two masks.
  func paintBakedBody(_ node: RenderNode, toDevice: CGAffineTransform, alpha: CGFloat) {
    let bounds = node.bounds
    let key = ShapeMaskCache.Key.body(
      size: .init(bounds.size), radius: node.cornerRadius, corners: node.maskedCorners.rawValue,
      width: node.borderWidth, background: node.backgroundColor, border: node.borderColor,
      scale: rasterScale)
    let raster = shapeMask(for: key) {
      rasterize(CGRect(origin: .zero, size: bounds.size)) { cr in
        cairo_translate(cr, -bounds.minX, -bounds.minY)
        LayerShapes.fillBackground(cr, node)
        LayerShapes.fillBorder(cr, node)
      }
    }
    guard let raster else {
      LayerShapes.fillBackground(cr, node, alpha: alpha)
      LayerShapes.fillBorder(cr, node, alpha: alpha)
      return
    }
    let origin = CGPoint(x: bounds.minX + raster.origin.x, y: bounds.minY + raster.origin.y)
    if let direct,
      let at = DevicePlacement(of: origin, toDevice: toDevice, scale: raster.scale)
    {
      direct.blit(raster, alpha: alpha, at: at)
      return
    }
    cairo_save(cr)
    cairo_translate(cr, bounds.minX, bounds.minY)
    raster.paint(into: cr, alpha: alpha)
    cairo_restore(cr)
  }

  func paintBorder(_ node: RenderNode, toDevice: CGAffineTransform, alpha: CGFloat) {
    let resamples = !isPlacement(toDevice)
    guard !node.bakesBackgroundAndBorder || resamples, node.borderWidth > 0,
      let color = node.borderColor, color.alpha > 0
    else { return }
    setMatrix(toDevice)
    if resamples {
      LayerShapes.fillBorder(cr, node, alpha: alpha)
      return
    }
    let bounds = node.bounds
    let mask = shapeMask(
      for: .ring(
        size: .init(bounds.size), radius: node.cornerRadius, corners: node.maskedCorners.rawValue,
        width: node.borderWidth, scale: rasterScale)
    ) {
      rasterize(CGRect(origin: .zero, size: bounds.size), format: CAIRO_FORMAT_A8) { cr in
        LayerShapes.addRing(
          cr, CGRect(origin: .zero, size: bounds.size), radius: node.cornerRadius,
          corners: node.maskedCorners, width: node.borderWidth)
        cairo_fill(cr)
      }
    }
    if let mask {
      paint(color, alpha: alpha, through: mask, at: bounds.origin, toDevice: toDevice)
    } else {
      LayerShapes.fillBorder(cr, node, alpha: alpha)
    }
  }
}
