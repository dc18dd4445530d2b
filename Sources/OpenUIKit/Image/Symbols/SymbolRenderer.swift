import CCairo
import CRsvg
import Foundation
@_spi(Compositor) import OpenCoreGraphics
import Synchronization

/// Draws symbol glyphs from the desktop's icon theme with librsvg: Adwaita's symbolic SVGs under
/// `/usr/share/icons/Adwaita/scalable/` (installed by the set-up), as coverage masks, then filled
/// with a colour for views.
///
/// Masks are cached by glyph, pixel size and weight (at most ``cacheLimit``; the cache is emptied
/// when full), behind a lock: symbol images are made on any thread, as UIKit's. A heavier weight than regular thickens the glyph by drawing the mask around a
/// small circle (up to 1/16 of its side at black).
enum SymbolRenderer {
  /// Where the theme's icons are.
  static let themeDirectory = "/usr/share/icons/Adwaita/scalable"
  static let cacheLimit = 256

  private struct MaskKey: Hashable {
    let glyph: SymbolName
    let pixels: Int
    let weight: UIImage.SymbolWeight
  }

  private struct Caches {
    var masks: [MaskKey: CGImage] = [:]
    var missingReported: Set<String> = []
  }

  private static let caches = Mutex(Caches())

  /// The theme's symbolic icons by name (read once).
  private static let iconFiles: [String: String] = {
    var files: [String: String] = [:]
    let manager = FileManager.default
    let contexts = (try? manager.contentsOfDirectory(atPath: themeDirectory)) ?? []
    for context in contexts.sorted() {
      let directory = themeDirectory + "/" + context
      for file in (try? manager.contentsOfDirectory(atPath: directory)) ?? []
      where file.hasSuffix("-symbolic.svg") {
        let name = String(file.dropLast("-symbolic.svg".count))
        if files[name] == nil { files[name] = directory + "/" + file }
      }
    }
    return files
  }()

  /// Whether the theme has `glyph`'s icon (a bare circle or square needs none).
  static func hasIcon(for glyph: SymbolName) -> Bool {
    guard let icon = glyph.icon else { return true }
    if iconFiles[icon] != nil { return true }
    if caches.withLock({ $0.missingReported.insert(icon).inserted }) {
      Diagnostics.log(
        "UIImage(systemName:): the icon theme has no \(icon)-symbolic.svg under \(themeDirectory) "
          + "(is adwaita-icon-theme installed?)", module: "OpenUIKit")
    }
    return false
  }

  /// The glyph's coverage, `pixels` square, black.
  static func mask(for glyph: SymbolName, pixels: Int, weight: UIImage.SymbolWeight) -> CGImage? {
    let pixels = min(max(pixels, 1), 2_048)
    let key = MaskKey(glyph: glyph, pixels: pixels, weight: weight)
    if let cached = caches.withLock({ $0.masks[key] }) { return cached }
    guard let image = drawMask(glyph, pixels: pixels, weight: weight) else { return nil }
    caches.withLock { caches in
      if caches.masks.count >= cacheLimit { caches.masks.removeAll(keepingCapacity: true) }
      caches.masks[key] = image
    }
    return image
  }

  /// The glyph filled with `color` (resolved), `pixels` square.
  static func tinted(
    _ glyph: SymbolName, pixels: Int, weight: UIImage.SymbolWeight, color: UIColor
  ) -> CGImage? {
    guard let mask = mask(for: glyph, pixels: pixels, weight: weight) else { return nil }
    return fill(mask, with: color)
  }

  /// `mask`'s coverage filled with `color` (resolved).
  static func fill(_ mask: CGImage, with color: UIColor) -> CGImage? {
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(mask.width), Int32(mask.height))
    defer { cairo_surface_destroy(surface) }
    let cairo = cairo_create(surface)
    defer { cairo_destroy(cairo) }
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
    _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    cairo_set_source_rgba(cairo, red, green, blue, alpha)
    _ = mask.withCairoSurface { maskSurface in cairo_mask_surface(cairo, maskSurface, 0, 0) }
    return surface.flatMap { CGImage.copyingCairoSurface($0) }
  }

  private static func drawMask(
    _ glyph: SymbolName, pixels: Int, weight: UIImage.SymbolWeight
  ) -> CGImage? {
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels), Int32(pixels))
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    let cairo = cairo_create(surface)
    defer { cairo_destroy(cairo) }
    let side = Double(pixels)
    let thickening = weight > .regular ? side * Double(weight.rawValue - 4) / 80 : 0
    // The glyph's box: the whole image, or the middle of a circle or square.
    let inset = glyph.decoration == .none ? thickening : side * 0.24
    if let icon = glyph.icon, let file = iconFiles[icon] {
      let glyphSide = side - 2 * inset
      let offsets: [(Double, Double)] =
        thickening > 0
        ? (0..<8).map { step in
          let angle = Double(step) * .pi / 4
          return (cos(angle) * thickening, sin(angle) * thickening)
        } + [(0, 0)] : [(0, 0)]
      if glyph.decoration == .circleFill || glyph.decoration == .squareFill {
        drawShape(glyph.decoration, in: cairo, side: side)
        cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OUT)
      }
      for (dx, dy) in offsets {
        renderSVG(file, into: cairo, x: inset + dx, y: inset + dy, side: glyphSide)
      }
      cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
      if glyph.decoration == .circle || glyph.decoration == .square {
        drawShape(glyph.decoration, in: cairo, side: side)
      }
    } else {
      drawShape(glyph.decoration, in: cairo, side: side)
    }
    return CGImage.copyingCairoSurface(surface)
  }

  /// Draws a circle or rounded square the image's size: stroked, or filled for the `.fill` kinds.
  private static func drawShape(
    _ decoration: SymbolName.Decoration, in cairo: OpaquePointer?, side: Double
  ) {
    let line = max(1, side * 0.08)
    let filled = decoration == .circleFill || decoration == .squareFill
    let inset = filled ? 0 : line / 2
    let size = side - 2 * inset
    cairo_new_path(cairo)
    switch decoration {
    case .circle, .circleFill:
      cairo_arc(cairo, side / 2, side / 2, size / 2, 0, 2 * .pi)
    case .square, .squareFill:
      let radius = size * 0.22
      let (x, y) = (inset, inset)
      cairo_arc(cairo, x + size - radius, y + radius, radius, -.pi / 2, 0)
      cairo_arc(cairo, x + size - radius, y + size - radius, radius, 0, .pi / 2)
      cairo_arc(cairo, x + radius, y + size - radius, radius, .pi / 2, .pi)
      cairo_arc(cairo, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
      cairo_close_path(cairo)
    case .none:
      return
    }
    cairo_set_source_rgba(cairo, 0, 0, 0, 1)
    if filled {
      cairo_fill(cairo)
    } else {
      cairo_set_line_width(cairo, line)
      cairo_stroke(cairo)
    }
  }

  /// Renders the SVG at `file` into the square at (`x`, `y`) of side `side`, in black.
  private static func renderSVG(
    _ file: String, into cairo: OpaquePointer?, x: Double, y: Double, side: Double
  ) {
    var error: UnsafeMutablePointer<GError>?
    guard let handle = rsvg_handle_new_from_file(file, &error) else {
      if let error { g_error_free(error) }
      return
    }
    defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
    var viewport = RsvgRectangle(x: x, y: y, width: side, height: side)
    // The symbolic glyphs are drawn in their own grey: used as coverage, recoloured black.
    cairo_push_group(cairo)
    // The group keeps the caller's operator (a knock-out draws with DEST_OUT): draw in it as usual.
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    if rsvg_handle_render_document(handle, cairo, &viewport, &error) == 0, let error {
      g_error_free(error)
    }
    let pattern = cairo_pop_group(cairo)
    cairo_set_source_rgba(cairo, 0, 0, 0, 1)
    cairo_mask(cairo, pattern)
    cairo_pattern_destroy(pattern)
  }
}
