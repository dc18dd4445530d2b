import CCairo
import CGraphicsSupport
import Foundation
@_spi(Compositor) import OpenCoreGraphics

extension LayerPainter {
  /// Paints the layer's shadow: a Gaussian blur (sigma = `shadowRadius`)
  /// of `shadowPath`, or of the rounded bounds when that is exactly the
  /// layer's silhouette (cached and shared), or else of the layer's
  /// composited alpha (cached per layer until the subtree changes).
  func paintShadow(
    of node: RenderNode, toDevice: CGAffineTransform, color: CGColor, opacity: CGFloat
  ) {
    let sigma = node.shadowRadius
    let offset = node.shadowOffset
    let shadowToDevice = CGAffineTransform(translationX: offset.width, y: offset.height)
      .concatenating(toDevice)
    // The color's own alpha is applied by the paint.
    var alpha = CGFloat(node.shadowOpacity) * opacity
    let mask: RasterSurface?
    if let path = node.shadowPath {
      let key = LayerRenderCache.RasterKey(version: node.subtreeVersion, scale: rasterScale)
      mask = cachedRaster(\.shadowPathMask, of: node, key: key) {
        blurredMask(covering: path.boundingBoxOfPath, sigma: sigma) { cr in
          path.addToCairo(cr)
          cairo_fill(cr)
        }
      }
    } else if let silhouetteAlpha = node.roundedSilhouetteAlpha {
      alpha *= silhouetteAlpha
      let bounds = node.bounds
      let key = ShapeMaskCache.Key.shadow(
        size: .init(bounds.size), radius: node.cornerRadius, corners: node.maskedCorners.rawValue,
        sigma: sigma, scale: rasterScale)
      mask = shapeMask(for: key) {
        blurredMask(covering: CGRect(origin: .zero, size: bounds.size), sigma: sigma) { cr in
          LayerShapes.addRoundedRect(
            cr, CGRect(origin: .zero, size: bounds.size), radius: node.cornerRadius,
            corners: node.maskedCorners)
          cairo_fill(cr)
        }
      }
      // Under an opaque body the shadow's core cannot show: it is not painted (on a card, about
      // half the mask; the body is painted over it next, so the pixels are the same).
      let hidden =
        skipsHiddenShadowCores && silhouetteAlpha >= 1 && opacity >= 1
        ? Self.opaqueCore(of: node, toDevice: toDevice, rasterScale: rasterScale) : []
      // The shared mask is made at the origin; move it to the bounds.
      paint(
        color, alpha: alpha, through: mask,
        toDevice: CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
          .concatenating(shadowToDevice), excluding: hidden)
      return
    } else {
      paintAlphaShadow(of: node, toDevice: toDevice, color: color, alpha: alpha, sigma: sigma)
      return
    }
    paint(color, alpha: alpha, through: mask, toDevice: shadowToDevice)
  }

  /// Paints `color` through an A8 raster whose layer-space origin is the origin of the space
  /// `toDevice` maps: straight into the framebuffer with pixman when that is a translation.
  /// - Parameter hidden: Device rectangles left unpainted.
  private func paint(
    _ color: CGColor, alpha: CGFloat, through mask: RasterSurface?, toDevice: CGAffineTransform,
    excluding hidden: [CGRect] = []
  ) {
    guard let mask, alpha > 0 else { return }
    setMatrix(toDevice)
    paint(color, alpha: alpha, through: mask, at: .zero, toDevice: toDevice, excluding: hidden)
  }

  /// The device pixels that `node`'s opaque rounded body covers whatever its placement.
  ///
  /// Its bounds inset until the corners' arcs lie outside (by `r (1 − 1/√2)`, where the arc
  /// crosses the diagonal), then by the width of the body's antialiased edge (one raster texel,
  /// which a scale beyond the raster's widens) and one more pixel for the resampling and the
  /// quarter-pixel placement, rounded inwards. Empty unless `toDevice` keeps axes (a scale and a
  /// translation).
  static func opaqueCore(
    of node: RenderNode, toDevice t: CGAffineTransform, rasterScale: CGFloat
  ) -> [CGRect] {
    guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, rasterScale > 0 else { return [] }
    let edge = max(1, t.a / rasterScale, t.d / rasterScale)
    let bounds = node.bounds
    let radius = max(0, min(node.cornerRadius, bounds.width / 2, bounds.height / 2))
    let inset = radius * (1 - 1 / 2.squareRoot())
    let device = bounds.insetBy(dx: inset, dy: inset).applying(t)
    guard device.isFiniteRect, !device.isEmpty else { return [] }
    let margin = edge + 1
    let minX = (device.minX + margin).rounded(.up)
    let minY = (device.minY + margin).rounded(.up)
    let maxX = (device.maxX - margin).rounded(.down)
    let maxY = (device.maxY - margin).rounded(.down)
    guard maxX > minX, maxY > minY, abs(minX) < 1e9, abs(minY) < 1e9, maxX < 1e9, maxY < 1e9
    else { return [] }
    return [CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)]
  }

  /// An A8 raster of `draw`'s coverage over `rect` plus 3 sigma, blurred.
  ///
  /// At the raster scale when it fits ``RasterSurface/maximumSide``, else at the scale that fits
  /// (a wide layer's shadow is smooth: reduced resolution shows no loss), down to
  /// ``ShadowLimits/minimumScale``; beyond that the shadow is not drawn, with one diagnostic.
  private func blurredMask(covering rect: CGRect, sigma: CGFloat, _ draw: (OpaquePointer) -> Void)
    -> RasterSurface?
  {
    let sigma = ShadowLimits.clamped(sigma)
    let margin = (3 * sigma).rounded(.up) + 1
    let covered = rect.insetBy(dx: -margin, dy: -margin)
    guard let scale = ShadowLimits.scale(fitting: covered, preferred: rasterScale) else {
      return nil
    }
    guard
      let raster = rasterize(covered, scale: scale, format: CAIRO_FORMAT_A8, draw),
      let pixels = cairo_image_surface_get_data(raster.surface)
    else { return nil }
    _ = cgs_box_blur_a8(
      pixels, Int(cairo_image_surface_get_stride(raster.surface)), Int32(raster.pixelWidth),
      Int32(raster.pixelHeight), Double(sigma * scale))
    cairo_surface_mark_dirty(raster.surface)
    return raster
  }

  /// The general case: render the layer (without its shadow) offscreen in device space, blur its
  /// alpha and paint the color through it.
  ///
  /// The mask covers the layer's extent within what the target can show (plus the blur's reach),
  /// so a layer far wider than the window still casts its shadow; it is made at a reduced
  /// resolution when that region is wider than ``RasterSurface/maximumSide``.
  private func paintAlphaShadow(
    of node: RenderNode, toDevice: CGAffineTransform, color: CGColor, alpha: CGFloat, sigma: CGFloat
  ) {
    let deviceSigma = ShadowLimits.clamped(sigma * toDevice.averageScale)
    let margin = (3 * deviceSigma).rounded(.up) + 1
    let offset = node.shadowOffset.applying(toDevice)
    // What the shadow can reach on the target, moved back by the offset: the part of the layer
    // whose shadow shows.
    let visible = targetBounds.offsetBy(dx: -offset.width, dy: -offset.height)
      .insetBy(dx: -2 * margin, dy: -2 * margin)
    let region = node.localContentExtent.applying(toDevice)
      .insetBy(dx: -margin, dy: -margin).intersection(visible)
    guard !region.isNull, !region.isEmpty,
      let scale = ShadowLimits.scale(fitting: region, preferred: 1)
    else { return }
    let key = LayerRenderCache.ShadowKey(
      version: node.subtreeVersion, transform: toDevice, region: region)
    let mask = cachedAlphaShadow(of: node, key: key) {
      () -> RasterSurface? in
      guard
        let alphaMask = RasterSurface(covering: region, scale: scale, format: CAIRO_FORMAT_A8),
        let maskPixels = cairo_image_surface_get_data(alphaMask.surface),
        let shape = cairo_image_surface_create(
          CAIRO_FORMAT_ARGB32, Int32(alphaMask.pixelWidth), Int32(alphaMask.pixelHeight))
      else { return nil }
      defer { cairo_surface_destroy(shape) }
      guard let shapeContext = cairo_create(shape) else { return nil }
      let offscreen = LayerPainter(
        cr: shapeContext, rasterScale: rasterScale * scale, damage: nil, shapeMasks: shapeMasks,
        textDeferral: target.textDeferral, frame: frame)
      // Device space to the mask's pixels: pixel = (device - origin) * scale.
      let shifted = toDevice.concatenating(
        CGAffineTransform(translationX: -alphaMask.origin.x, y: -alphaMask.origin.y)
      )
      .concatenating(CGAffineTransform(scaleX: scale, y: scale))
      offscreen.paint(node, toDevice: shifted, drawsOwnShadow: false)
      cairo_destroy(shapeContext)
      cairo_surface_flush(shape)
      guard let source = cairo_image_surface_get_data(shape) else { return nil }
      let maskStride = Int(cairo_image_surface_get_stride(alphaMask.surface))
      cgs_coverage_from_argb32(
        source, Int(cairo_image_surface_get_stride(shape)), Int32(alphaMask.pixelWidth),
        Int32(alphaMask.pixelHeight), CGS_COVERAGE_ALPHA, maskPixels, maskStride, 0, 0)
      _ = cgs_box_blur_a8(
        maskPixels, maskStride, Int32(alphaMask.pixelWidth), Int32(alphaMask.pixelHeight),
        Double(deviceSigma * scale))
      cairo_surface_mark_dirty(alphaMask.surface)
      return alphaMask
    }
    // The mask is in device pixels; the offset is in the layer's space.
    paint(
      color, alpha: alpha, through: mask,
      toDevice: CGAffineTransform(translationX: offset.width, y: offset.height))
  }
}

extension CGAffineTransform {
  /// The geometric mean of the axis scales: how much the transform magnifies.
  var averageScale: CGFloat { abs(a * d - b * c).squareRoot() }
}

extension RenderNode {
  /// When the layer's composited alpha is exactly its rounded bounds at a
  /// uniform alpha (a background and nothing over it but an opaque-enough
  /// border), that alpha; else `nil`.
  var roundedSilhouetteAlpha: CGFloat? {
    guard let background = backgroundColor, background.alpha > 0, contents == nil,
      children.allSatisfy({ $0.isHidden }), drawsNoKindContent
    else { return nil }
    if borderWidth > 0, let border = borderColor, border.alpha > 0, background.alpha < 1 {
      return nil
    }
    return background.alpha
  }
}

/// How large a shadow the compositor draws, and at what resolution (Docs/OpenQuartzCore.md).
enum ShadowLimits {
  /// The largest blur (Gaussian standard deviation, device pixels or points) drawn: 1,000.
  ///
  /// Beyond it a shadow is spread so thin that it cannot be seen.
  static let maximumSigma: CGFloat = 1000

  /// The lowest resolution a shadow mask is made at: one pixel per 1,024 points (a mask covering
  /// over 4 million points is not made).
  static let minimumScale: CGFloat = 1.0 / 1024

  static func clamped(_ sigma: CGFloat) -> CGFloat {
    sigma.isFinite ? min(max(sigma, 0), maximumSigma) : 0
  }

  /// The scale at which `rect` fits ``RasterSurface/maximumSide`` pixels: `preferred` when it
  /// does, less when it does not, `nil` (reported once) below ``minimumScale``.
  static func scale(fitting rect: CGRect, preferred: CGFloat) -> CGFloat? {
    let side = max(rect.width, rect.height) * preferred
    guard side.isFinite else { return nil }
    // One pixel of slack for the rounding outward, and the rasters' transparent padding.
    let limit = CGFloat(RasterSurface.maximumSide - 2) - 2 * RasterSurface.padding
    guard side > limit else { return preferred }
    let scale = preferred * limit / side
    guard scale >= minimumScale else {
      Diagnostics.once(
        "shadow-too-large",
        "a shadow over \(String(format: "%.3g", Double(max(rect.width, rect.height)))) points "
          + "is beyond what is drawn (4 million points); it is left out")
      return nil
    }
    return scale
  }
}
