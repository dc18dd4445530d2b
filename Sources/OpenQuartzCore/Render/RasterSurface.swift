import CCairo
import CPixman
import Foundation
@_spi(Compositor) import OpenCoreGraphics
import Synchronization

/// An owned cairo image surface (ARGB32 or A8) positioned in a layer's
/// space: `origin` is the layer-space point of pixel (0, 0), `scale` pixels
/// per point.
final class RasterSurface {
  let surface: OpaquePointer
  let origin: CGPoint
  let scale: CGFloat
  let pixelWidth: Int
  let pixelHeight: Int
  /// A number no other raster of the process has: what caches of things made from a raster key
  /// by (an address can be taken again by a later raster; a weak reference makes every retain of
  /// the raster slow).
  let serial: UInt64

  private static let serials = Atomic<UInt64>(0)

  /// Whether it holds coverage only (A8), not colors.
  var isMask: Bool { cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 }

  /// The largest raster side the compositor allocates; larger layers are
  /// drawn directly (vector) into the framebuffer instead, clipped to it.
  static let maximumSide = 4096

  /// Transparent texels kept around a raster's content on every side.
  static let padding: CGFloat = 1

  /// Allocates a surface covering `rect` (layer space) at `scale`, or `nil`
  /// when empty or above ``maximumSide``.
  init?(covering rect: CGRect, scale: CGFloat, format: cairo_format_t = CAIRO_FORMAT_ARGB32) {
    guard rect.isFiniteRect, !rect.isEmpty, scale.isFinite, scale > 0 else { return nil }
    // One transparent texel around the content: a transformed raster whose content reached its
    // edge was sampled exactly on that edge (a quarter turn puts pixel centres there), where
    // pixman's rounding, which follows the composite's extents (a damage clip), either took half
    // of the edge texel or none, moving the content's edge by a whole device pixel.
    let minX = (rect.minX * scale).rounded(.down) - Self.padding
    let minY = (rect.minY * scale).rounded(.down) - Self.padding
    // Checked before converting: finite geometry can still be beyond Int's range (1e19).
    guard let width = DeviceInteger.rounded((rect.maxX * scale) - minX + Self.padding, .up),
      let height = DeviceInteger.rounded((rect.maxY * scale) - minY + Self.padding, .up),
      DeviceInteger.checked(minX) != nil, DeviceInteger.checked(minY) != nil,
      width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide,
      let surface = cairo_image_surface_create(format, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    self.surface = surface
    self.origin = CGPoint(x: minX / scale, y: minY / scale)
    self.scale = scale
    self.pixelWidth = width
    self.pixelHeight = height
    self.serial = Self.serials.add(1, ordering: .relaxed).newValue
  }

  deinit {
    if let madePixmanImage { pixman_image_unref(madePixmanImage) }
    cairo_surface_destroy(surface)
  }

  /// A pixman image over the same pixels, for ``DirectCompositor``; made on first use (the
  /// raster is not drawn into after it is made).
  var pixmanImage: OpaquePointer? {
    if let madePixmanImage { return madePixmanImage }
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let format =
      cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 ? PIXMAN_a8 : PIXMAN_a8r8g8b8
    madePixmanImage = pixman_image_create_bits(
      format, Int32(pixelWidth), Int32(pixelHeight),
      UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
      cairo_image_surface_get_stride(surface))
    return madePixmanImage
  }

  /// The pixman image, if one was made: what a band reads (``PaintPass/band``), which makes none.
  ///
  /// One made earlier was validated by pixman in the composite it was made for, so bands reading
  /// it at once write nothing in it.
  private(set) var madePixmanImage: OpaquePointer?

  /// A cairo context on the surface whose user space is the layer's space.
  func makeContext() -> OpaquePointer? {
    guard let cr = cairo_create(surface) else { return nil }
    cairo_scale(cr, scale, scale)
    cairo_translate(cr, -origin.x, -origin.y)
    return cr
  }

  /// Sets the surface as `cr`'s source, placed in the layer space that
  /// `cr`'s current matrix maps.
  func setAsSource(_ cr: OpaquePointer, filter: cairo_filter_t = CAIRO_FILTER_BILINEAR) {
    cairo_set_source_surface(cr, surface, 0, 0)
    guard let pattern = cairo_get_source(cr) else { return }
    // Pattern space = pixels: pixel = (user - origin) * scale.
    var matrix = cairo_matrix_t(
      xx: scale, yx: 0, xy: 0, yy: scale, x0: -origin.x * scale, y0: -origin.y * scale)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, filter)
  }

  /// Paints the surface into `cr` at its layer-space place.
  func paint(into cr: OpaquePointer, alpha: CGFloat) {
    setAsSource(cr)
    if alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, alpha) }
  }
}
