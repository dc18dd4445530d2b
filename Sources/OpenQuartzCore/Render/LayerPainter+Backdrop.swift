import CCairo
import CGraphicsSupport
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Paints a `CABackdropLayer`: the pixels already composited under its bounds, blurred, clipped to
/// its rounded bounds.
struct BackdropPainting: LayerKindPainting {
  let node: RenderNode
  let backdrop: BackdropContent

  var contentBounds: CGRect? { node.bounds.isEmpty ? nil : node.bounds }

  func paintContent(with painter: LayerPainter, toDevice: CGAffineTransform, alpha: CGFloat) {
    painter.paintBackdrop(of: node, radius: backdrop.blurRadius, toDevice: toDevice, alpha: alpha)
  }
}

extension LayerPainter {
  /// How far past its bounds a backdrop reads, in device pixels, for a blur of `sigma` pixels:
  /// three standard deviations and one pixel.
  static func backdropReach(sigma: CGFloat) -> CGFloat { (3 * sigma).rounded(.up) + 1 }

  /// The device region a backdrop of blur `radius` (points) placed by `t` reads: its bounds and
  /// the blur's reach, on whole pixels; `nil` when it reads nothing (turned, skewed, empty).
  static func backdropReach(of node: RenderNode, radius: CGFloat, toDevice t: CGAffineTransform)
    -> CGRect?
  {
    guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return nil }
    let device = node.bounds.applying(t)
    guard device.isFiniteRect, !device.isEmpty, abs(device.minX) < 1e7, abs(device.minY) < 1e7,
      device.width < 1e7, device.height < 1e7
    else { return nil }
    let reach = backdropReach(sigma: radius * max(t.a, t.d))
    return device.insetBy(dx: -reach, dy: -reach).integral
  }

  /// Reads the surface under `node`'s bounds and reach, blurs the copy and paints it through the
  /// rounded bounds; records the reach for the damage tracker.
  func paintBackdrop(
    of node: RenderNode, radius: CGFloat, toDevice t: CGAffineTransform, alpha: CGFloat
  ) {
    // Only a scale and a translation keep the copy's pixels on the device grid.
    guard alpha > 0, let reach = Self.backdropReach(of: node, radius: radius, toDevice: t) else {
      return
    }
    let sigma = radius * max(t.a, t.d)
    damageTracker?.recordBackdrop(node, reach: reach)
    // It reads pixels painted before it, which in a banded frame another band may be painting.
    requireWholePass()
    guard !isPreparing else { return }
    if isBand {
      target.bandMissedCache = true
      return
    }
    guard let surface = cairo_get_group_target(cr),
      cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
    else { return }
    cairo_surface_flush(surface)
    var offsetX: Double = 0
    var offsetY: Double = 0
    cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
    let format = cairo_image_surface_get_format(surface)
    guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
      let source = cairo_image_surface_get_data(surface)
    else { return }
    let surfaceRect = CGRect(
      x: 0, y: 0, width: Int(cairo_image_surface_get_width(surface)),
      height: Int(cairo_image_surface_get_height(surface)))
    let read = reach.offsetBy(dx: offsetX, dy: offsetY).intersection(surfaceRect)
    guard !read.isNull, !read.isEmpty else { return }
    let width = Int(read.width)
    let height = Int(read.height)
    guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return }
    defer { cairo_surface_destroy(copy) }
    guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS,
      let pixels = cairo_image_surface_get_data(copy)
    else { return }
    let sourceStride = Int(cairo_image_surface_get_stride(surface))
    let stride = Int(cairo_image_surface_get_stride(copy))
    for row in 0..<height {
      memcpy(
        pixels + row * stride,
        source + (Int(read.minY) + row) * sourceStride + Int(read.minX) * 4, width * 4)
      // An RGB24 surface's fourth byte is undefined: opaque.
      if format == CAIRO_FORMAT_RGB24 {
        (pixels + row * stride).withMemoryRebound(to: UInt32.self, capacity: width) { line in
          for x in 0..<width { line[x] |= 0xFF00_0000 }
        }
      }
    }
    if sigma > 0 {
      _ = cgs_box_blur_argb32_clamped(pixels, stride, Int32(width), Int32(height), Double(sigma))
    }
    cairo_surface_mark_dirty(copy)
    cairo_save(cr)
    setMatrix(t)
    LayerShapes.addBoundsPath(cr, node)
    cairo_clip(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, copy, read.minX - offsetX, read.minY - offsetY)
    cairo_paint_with_alpha(cr, alpha)
    cairo_restore(cr)
  }
}
