import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The rounded-bounds geometry shared by background, border, clip and shadow.
enum LayerShapes {
  /// Adds `rect` with `radius` on the corners in `corners` (layer space, y down: min-y corners are
  /// the top ones).
  ///
  /// The radius is clamped to half the shorter side.
  static func addRoundedRect(
    _ cr: OpaquePointer, _ rect: CGRect, radius: CGFloat, corners: CACornerMask
  ) {
    let r = max(0, min(radius, rect.width / 2, rect.height / 2))
    guard r > 0, !corners.isEmpty else {
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    func cornerRadius(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? r : 0 }
    let topRight = cornerRadius(.layerMaxXMinYCorner)
    let bottomRight = cornerRadius(.layerMaxXMaxYCorner)
    let bottomLeft = cornerRadius(.layerMinXMaxYCorner)
    let topLeft = cornerRadius(.layerMinXMinYCorner)
    cairo_new_sub_path(cr)
    cairo_arc(cr, rect.maxX - topRight, rect.minY + topRight, topRight, -.pi / 2, 0)
    cairo_arc(cr, rect.maxX - bottomRight, rect.maxY - bottomRight, bottomRight, 0, .pi / 2)
    cairo_arc(cr, rect.minX + bottomLeft, rect.maxY - bottomLeft, bottomLeft, .pi / 2, .pi)
    cairo_arc(cr, rect.minX + topLeft, rect.minY + topLeft, topLeft, .pi, 3 * .pi / 2)
    cairo_close_path(cr)
  }

  /// The node's rounded bounds.
  static func addBoundsPath(_ cr: OpaquePointer, _ node: RenderNode) {
    addRoundedRect(cr, node.bounds, radius: node.cornerRadius, corners: node.maskedCorners)
  }

  static func setColor(_ cr: OpaquePointer, _ color: CGColor, alpha: CGFloat = 1) {
    let c = color.rgba
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
  }

  /// Fills the rounded bounds with the background color.
  static func fillBackground(_ cr: OpaquePointer, _ node: RenderNode, alpha: CGFloat = 1) {
    guard let color = node.backgroundColor else { return }
    addBoundsPath(cr, node)
    setColor(cr, color, alpha: alpha)
    cairo_fill(cr)
  }

  /// Adds the inner border band of `rect`: the rounded rect minus the rect inset by `width` (radius
  /// reduced by the width), to fill even-odd.
  static func addRing(
    _ cr: OpaquePointer, _ rect: CGRect, radius: CGFloat, corners: CACornerMask, width: CGFloat
  ) {
    addRoundedRect(cr, rect, radius: radius, corners: corners)
    let inner = rect.insetBy(dx: width, dy: width)
    if inner.width > 0, inner.height > 0 {
      addRoundedRect(cr, inner, radius: max(radius - width, 0), corners: corners)
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
  }

  /// Fills the inner border band with the border color.
  static func fillBorder(_ cr: OpaquePointer, _ node: RenderNode, alpha: CGFloat = 1) {
    guard let color = node.borderColor else { return }
    addRing(
      cr, node.bounds, radius: node.cornerRadius, corners: node.maskedCorners,
      width: node.borderWidth)
    setColor(cr, color, alpha: alpha)
    cairo_fill(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
  }
}

extension LayerShapes {
  /// The outline of the union of a "plus" of two crossing rectangles (as `opaqueCore` makes), or of
  /// a single rectangle.
  static func outline(ofUnion rects: [CGRect]) -> [CGPoint] {
    guard rects.count == 2 else {
      return rects.first.map {
        [
          CGPoint(x: $0.minX, y: $0.minY), CGPoint(x: $0.minX, y: $0.maxY),
          CGPoint(x: $0.maxX, y: $0.maxY), CGPoint(x: $0.maxX, y: $0.minY),
        ]
      } ?? []
    }
    let (h, v) = (rects[0], rects[1])
    return [
      CGPoint(x: v.minX, y: v.minY), CGPoint(x: v.minX, y: h.minY), CGPoint(x: h.minX, y: h.minY),
      CGPoint(x: h.minX, y: h.maxY), CGPoint(x: v.minX, y: h.maxY), CGPoint(x: v.minX, y: v.maxY),
      CGPoint(x: v.maxX, y: v.maxY), CGPoint(x: v.maxX, y: h.maxY), CGPoint(x: h.maxX, y: h.maxY),
      CGPoint(x: h.maxX, y: h.minY), CGPoint(x: v.maxX, y: h.minY), CGPoint(x: v.maxX, y: v.minY),
    ]
  }
}

/// Places `contents` in the bounds by `contentsGravity`, `contentsRect` and `contentsScale`.
enum LayerContents {
  /// The layer-space rectangle the whole (cropped) image occupies.
  static func placement(imageSize: CGSize, in node: RenderNode) -> CGRect {
    let bounds = node.bounds
    let size = CGSize(
      width: imageSize.width / node.contentsScale, height: imageSize.height / node.contentsScale)
    switch node.contentsGravity {
    case .resize:
      return bounds
    case .resizeAspect, .resizeAspectFill:
      guard size.width > 0, size.height > 0 else { return bounds }
      let sx = bounds.width / size.width
      let sy = bounds.height / size.height
      let s = node.contentsGravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
      let fitted = CGSize(width: size.width * s, height: size.height * s)
      return CGRect(
        x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
        width: fitted.width, height: fitted.height)
    default:
      let name = node.contentsGravity.rawValue.lowercased()
      let x: CGFloat =
        name.hasSuffix("left")
        ? bounds.minX
        : name.hasSuffix("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
      let y: CGFloat =
        name.hasPrefix("top")
        ? bounds.minY
        : name.hasPrefix("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
  }

  /// Paints `image` in `layer`'s space (cr's matrix maps layer space).
  static func paint(_ image: CGImage, of node: RenderNode, into cr: OpaquePointer, alpha: CGFloat) {
    let unit = node.contentsRect.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
    guard !unit.isNull, unit.width > 0, unit.height > 0 else { return }
    let cropped = CGSize(
      width: CGFloat(image.width) * unit.width, height: CGFloat(image.height) * unit.height)
    let target = placement(imageSize: cropped, in: node)
    guard target.width > 0, target.height > 0 else { return }
    image.withCairoSurface { surface in
      cairo_save(cr)
      cairo_set_source_surface(cr, surface, 0, 0)
      guard let pattern = cairo_get_source(cr) else { return }
      // Layer point -> image pixel: crop origin + (p - target.origin) * pixels/point.
      let sx = cropped.width / target.width
      let sy = cropped.height / target.height
      var matrix = cairo_matrix_t(
        xx: sx, yx: 0, xy: 0, yy: sy,
        x0: unit.minX * CGFloat(image.width) - target.minX * sx,
        y0: unit.minY * CGFloat(image.height) - target.minY * sy)
      cairo_pattern_set_matrix(pattern, &matrix)
      let enlarging = sx < 1 || sy < 1
      let filter = enlarging ? node.magnificationFilter : node.minificationFilter
      cairo_pattern_set_filter(
        pattern, filter == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_rectangle(cr, target.minX, target.minY, target.width, target.height)
      cairo_clip(cr)
      if alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, alpha) }
      cairo_restore(cr)
    }
  }
}

extension RenderNode {
  /// Whether background and border can be one raster: nothing is drawn between them (no contents,
  /// kind content or sublayers) and both exist.
  var bakesBackgroundAndBorder: Bool {
    guard borderWidth > 0, borderColor != nil, backgroundColor != nil, contents == nil,
      children.isEmpty, drawsNoKindContent
    else { return false }
    return true
  }

  /// The part of the bounds an opaque rounded background surely covers, in whole device pixels: the
  /// bounds inset by the corner radius along each axis (a "plus" of two rectangles).
  ///
  /// Empty unless the layer is opaque and only translated and scaled on the way to the device.
  func opaqueCore(toDevice t: CGAffineTransform) -> [CGRect] {
    guard let background = backgroundColor, background.alpha >= 1, opacity >= 1,
      t.b == 0, t.c == 0, t.a > 0, t.d > 0
    else { return [] }
    let r = min(cornerRadius, bounds.width / 2, bounds.height / 2)
    let b = bounds.applying(t)
    // Round inward so that every excluded pixel is fully covered.
    let minX = b.minX.rounded(.up)
    let maxX = b.maxX.rounded(.down)
    let minY = b.minY.rounded(.up)
    let maxY = b.maxY.rounded(.down)
    let innerMinX = (b.minX + r * t.a).rounded(.up)
    let innerMaxX = (b.maxX - r * t.a).rounded(.down)
    let innerMinY = (b.minY + r * t.d).rounded(.up)
    let innerMaxY = (b.maxY - r * t.d).rounded(.down)
    guard innerMinX < innerMaxX, innerMinY < innerMaxY else { return [] }
    return [
      CGRect(x: minX, y: innerMinY, width: maxX - minX, height: innerMaxY - innerMinY),
      CGRect(x: innerMinX, y: minY, width: innerMaxX - innerMinX, height: maxY - minY),
    ]
  }
}
