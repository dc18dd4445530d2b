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
    // As layer shadows: σ at most 1,000 device pixels (a wider blur cannot be seen), and a wide
    // blur is made at reduced resolution (σ at most 32 mask pixels) and scaled up bilinearly, so
    // the mask never grows past the group by more than about 200 pixels a side.
    let sigma = min(shadow.blur * baseScale / 2, ShadowBlur.maximumSigma)
    let reduction = max(1, Double(sigma) / ShadowBlur.maximumMaskSigma)
    let maskSigma = Double(sigma) / reduction
    let margin = maskSigma > 0 ? Int((3 * maskSigma).rounded(.up)) + 1 : 0
    let maskWidth = Int((Double(width) / reduction).rounded(.up))
    let maskHeight = Int((Double(height) / reduction).rounded(.up))
    let plane = PixelBuffer.Plane(width: maskWidth + 2 * margin, height: maskHeight + 2 * margin)
    if reduction == 1 {
      cgs_coverage_from_argb32(
        pixels, stride, Int32(width), Int32(height), CGS_COVERAGE_ALPHA,
        plane.bytes.assumingMemoryBound(to: UInt8.self), plane.bytesPerRow, Int32(margin),
        Int32(margin))
    } else if let target = plane.makeSurface() {
      // The group's alpha, scaled down (cairo's box-filtered downscale) into the plane.
      let scaler = cairo_create(target)
      cairo_translate(scaler, Double(margin), Double(margin))
      cairo_scale(scaler, 1 / reduction, 1 / reduction)
      // At its device offset, so the group's pixel (0, 0) lands on the plane's (margin, margin).
      cairo_set_source_surface(scaler, groupSurface, deviceX, deviceY)
      cairo_pattern_set_filter(cairo_get_source(scaler), CAIRO_FILTER_GOOD)
      cairo_paint(scaler)
      cairo_destroy(scaler)
      cairo_surface_flush(target)
      cairo_surface_destroy(target)
    }
    _ = cgs_box_blur_a8(
      plane.bytes.assumingMemoryBound(to: UInt8.self), plane.bytesPerRow, Int32(plane.width),
      Int32(plane.height), maskSigma)
    guard let maskSurface = plane.makeSurface() else { return }
    defer { cairo_surface_destroy(maskSurface) }
    cairo_surface_mark_dirty(maskSurface)
    // The group's pixel (0, 0) sits at device (-deviceX, -deviceY); the mask's pixel (margin,
    // margin) at the group's (0, 0), one mask pixel per `reduction` device pixels.
    let x = -deviceX - Double(margin) * reduction + Double(shadow.offset.width * baseScale)
    let down = shadowHeightPointsDown ? shadow.offset.height : -shadow.offset.height
    let y = -deviceY - Double(margin) * reduction + Double(down * baseScale)
    // An offset that puts the shadow beyond any bitmap (16,384 pixels) draws nothing; cairo's
    // fixed-point matrices would fail on it.
    guard abs(x) < ShadowBlur.maximumOffset, abs(y) < ShadowBlur.maximumOffset else { return }
    let mask = cairo_pattern_create_for_surface(maskSurface)
    defer { cairo_pattern_destroy(mask) }
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, 1 / reduction, 1 / reduction)
    cairo_matrix_translate(&matrix, -x, -y)
    cairo_pattern_set_matrix(mask, &matrix)
    if reduction > 1 { cairo_pattern_set_filter(mask, CAIRO_FILTER_BILINEAR) }
    let c = shadow.color.rgba
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    if let maskClip = state.maskClip {
      cairo_push_group(cairo)
      cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
      cairo_mask(cairo, mask)
      let shadowGroup = cairo_pop_group(cairo)
      cairo_set_operator(cairo, mode.isUnboundedInCairo ? CAIRO_OPERATOR_OVER : mode.cairoOperator)
      cairo_set_source(cairo, shadowGroup)
      cairo_mask_surface(cairo, maskClip.surface, 0, 0)
      cairo_pattern_destroy(shadowGroup)
    } else {
      cairo_set_operator(cairo, mode.isUnboundedInCairo ? CAIRO_OPERATOR_OVER : mode.cairoOperator)
      cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
      cairo_mask(cairo, mask)
    }
    cairo_restore(cairo)
  }
}

/// The bounds on context shadows (Docs/Limits.md).
enum ShadowBlur {
  /// The widest blur drawn, as a Gaussian σ in device pixels: 1,000, as layer shadows.
  static let maximumSigma: CGFloat = 1000
  /// The widest blur made at full resolution, in mask pixels; wider ones are made at reduced
  /// resolution.
  static let maximumMaskSigma: Double = 32
  /// The farthest a shadow is drawn from its shape, in device pixels: beyond, it lands outside any
  /// bitmap.
  static let maximumOffset: Double = 16_777_216
}
