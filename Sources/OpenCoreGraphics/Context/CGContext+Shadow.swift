import CCairo
import CGraphicsSupport
import Foundation

extension CGContext {
  /// Sets a shadow for everything drawn until the graphics state is restored, with Quartz's default
  /// color: black at one-third alpha.
  ///
  /// - Parameters:
  ///   - offset: In base-space points. A positive height moves the shadow down in the contexts
  ///     UIKit makes (`draw(_:)`, image renderers) and up in contexts made with the Quartz API
  ///     (`CGContext(data:…)`), whose base space is y-up, as on iOS.
  ///   - blur: Quartz's blur value; the shadow is a Gaussian of standard
  ///     deviation `blur / 2` (a three-pass box blur).
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
  }

  /// Sets a colored shadow; a `nil` color turns shadows off.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    guard let color, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
      state.shadow = nil
      return
    }
    state.shadow = Shadow(offset: offset, blur: max(blur, 0), color: color)
  }

  /// Blurs the alpha of `object` (a group pattern) and paints the shadow color through it at the
  /// shadow offset.
  func drawShadow(of object: OpaquePointer, _ shadow: Shadow, mode: CGBlendMode) {
    var groupSurface: OpaquePointer?
    guard cairo_pattern_get_surface(object, &groupSurface) == CAIRO_STATUS_SUCCESS,
      let groupSurface, cairo_surface_get_type(groupSurface) == CAIRO_SURFACE_TYPE_IMAGE
    else { return }
    cairo_surface_flush(groupSurface)
    let width = Int(cairo_image_surface_get_width(groupSurface))
    let height = Int(cairo_image_surface_get_height(groupSurface))
    guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(groupSurface) else {
      return
    }
    let stride = Int(cairo_image_surface_get_stride(groupSurface))
    var deviceX: Double = 0
    var deviceY: Double = 0
    cairo_surface_get_device_offset(groupSurface, &deviceX, &deviceY)
    let sigma = shadow.blur * baseScale / 2
    let margin = sigma > 0 ? Int((3 * sigma).rounded(.up)) + 1 : 0
    let plane = PixelBuffer.Plane(width: width + 2 * margin, height: height + 2 * margin)
    cgs_coverage_from_argb32(
      pixels, stride, Int32(width), Int32(height), CGS_COVERAGE_ALPHA,
      plane.bytes.assumingMemoryBound(to: UInt8.self), plane.bytesPerRow, Int32(margin),
      Int32(margin))
    _ = cgs_box_blur_a8(
      plane.bytes.assumingMemoryBound(to: UInt8.self), plane.bytesPerRow, Int32(plane.width),
      Int32(plane.height), Double(sigma))
    guard let mask = plane.makeSurface() else { return }
    defer { cairo_surface_destroy(mask) }
    // The group's pixel (0, 0) sits at device (-deviceX, -deviceY).
    let x = -deviceX - Double(margin) + Double(shadow.offset.width * baseScale)
    let down = shadowHeightPointsDown ? shadow.offset.height : -shadow.offset.height
    let y = -deviceY - Double(margin) + Double(down * baseScale)
    let c = shadow.color.rgba
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    if let maskClip = state.maskClip {
      cairo_push_group(cairo)
      cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
      cairo_mask_surface(cairo, mask, x, y)
      let shadowGroup = cairo_pop_group(cairo)
      cairo_set_operator(cairo, mode.isUnboundedInCairo ? CAIRO_OPERATOR_OVER : mode.cairoOperator)
      cairo_set_source(cairo, shadowGroup)
      cairo_mask_surface(cairo, maskClip.surface, 0, 0)
      cairo_pattern_destroy(shadowGroup)
    } else {
      cairo_set_operator(cairo, mode.isUnboundedInCairo ? CAIRO_OPERATOR_OVER : mode.cairoOperator)
      cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
      cairo_mask_surface(cairo, mask, x, y)
    }
    cairo_restore(cairo)
  }
}
