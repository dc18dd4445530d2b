import CCairo
import Foundation
import OpenCoreGraphics
import Testing

@testable import OpenQuartzCore

/// Rasters placed between device pixels composite as cairo's bilinear composite does.
///
/// A moving layer's rasters go straight to pixman: an A8 mask shifted by `SubpixelMask`, an ARGB
/// raster through pixman's bilinear fast path. Both must give the pixels cairo gives, which the
/// painter used before and still uses under clips and groups.
@Suite struct SubpixelPlacementTests {
  static let size = (width: 40, height: 32)

  /// Fractions chosen to hit every case: quarter and half steps, a fraction below pixman's
  /// 1/128 weight step, negative positions, one axis whole, and a raster partly off the target.
  static let placements: [CGPoint] = [
    CGPoint(x: 10.25, y: 7.5), CGPoint(x: 3.0039, y: 4.9), CGPoint(x: -2.3, y: 5.6),
    CGPoint(x: 12, y: 6.75), CGPoint(x: 8.6, y: 11), CGPoint(x: 30.4, y: 25.2),
    CGPoint(x: 9, y: 9),
  ]

  @Test func placementsSplitIntoAnOriginAndPixmansWeights() throws {
    let placement = try #require(
      DevicePlacement(
        of: CGPoint(x: 1, y: 2), toDevice: .init(translationX: 9.25, y: 4.5), scale: 1))
    #expect(!placement.isWhole)
    #expect(placement.resampledOrigin == (10, 6))
    // Device pixel 10's centre (10.5) is texel coordinate 0.25: a quarter of the way from
    // texel -1's centre to texel 0's, so texel 0 weighs 0.75 (192 of 256), in x; a half in y.
    #expect(placement.weights.x == 192)
    #expect(placement.weights.y == 128)

    let whole = try #require(
      DevicePlacement(
        of: .zero, toDevice: .init(translationX: 5.000_000_1, y: -3), scale: 1))
    #expect(whole.isWhole)
    #expect(whole.whole == (5, -3))
  }

  @Test func onlyTranslationsAtTheRastersScaleWithinReachArePlaced() {
    #expect(DevicePlacement(of: .zero, toDevice: .init(scaleX: 2, y: 2), scale: 1) == nil)
    #expect(DevicePlacement(of: .zero, toDevice: .init(rotationAngle: 0.1), scale: 1) == nil)
    #expect(DevicePlacement(of: .zero, toDevice: .init(scaleX: 2, y: 2), scale: 2) != nil)
    #expect(DevicePlacement(of: .zero, toDevice: .init(translationX: 1e6, y: 0), scale: 1) == nil)
    #expect(
      DevicePlacement(of: CGPoint(x: CGFloat.nan, y: 0), toDevice: .identity, scale: 1) == nil)
  }

  @Test(arguments: placements)
  func aShiftedMaskPaintsWhatCairoPaints(at point: CGPoint) throws {
    let mask = try #require(Self.noiseRaster(format: CAIRO_FORMAT_A8, seed: 7))
    let color = CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.8)
    let direct = try Self.target { surface in
      let compositor = try #require(DirectCompositor(surface: surface, damage: [Self.bounds]))
      let placement = try #require(
        DevicePlacement(
          of: .zero, toDevice: .init(translationX: point.x, y: point.y), scale: 1))
      compositor.paint(color, alpha: 0.9, through: mask, at: placement)
      compositor.finish()
    }
    let cairo = try Self.target { surface in
      let cr = try #require(cairo_create(surface))
      defer { cairo_destroy(cr) }
      cairo_set_source_rgba(cr, 0.9, 0.3, 0.1, 0.8 * 0.9)
      let pattern = try #require(cairo_pattern_create_for_surface(mask.surface))
      defer { cairo_pattern_destroy(pattern) }
      var matrix = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -point.x, y0: -point.y)
      cairo_pattern_set_matrix(pattern, &matrix)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
      cairo_mask(cr, pattern)
    }
    #expect(Self.largestDifference(direct, cairo) == 0, "at \(point)")
    #expect(direct != Self.untouched, "the mask painted something at \(point)")
  }

  @Test(arguments: placements)
  func aPlacedRasterCompositesWhatCairoComposites(at point: CGPoint) throws {
    let raster = try #require(Self.noiseRaster(format: CAIRO_FORMAT_ARGB32, seed: 11))
    for alpha in [1.0, 0.6] {
      let direct = try Self.target { surface in
        let compositor = try #require(DirectCompositor(surface: surface, damage: [Self.bounds]))
        let placement = try #require(
          DevicePlacement(
            of: raster.origin, toDevice: .init(translationX: point.x, y: point.y), scale: 1))
        compositor.blit(raster, alpha: alpha, at: placement)
        compositor.finish()
      }
      let cairo = try Self.target { surface in
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        cairo_translate(cr, point.x, point.y)
        raster.paint(into: cr, alpha: alpha)
      }
      #expect(Self.largestDifference(direct, cairo) == 0, "at \(point), alpha \(alpha)")
    }
    // The raster's image is shared with whole-pixel placements: no transform is left on it.
    let whole = try Self.target { surface in
      let compositor = try #require(DirectCompositor(surface: surface, damage: [Self.bounds]))
      compositor.blit(
        raster, alpha: 1,
        at: try #require(
          DevicePlacement(of: raster.origin, toDevice: .init(translationX: 4, y: 4), scale: 1)))
      compositor.finish()
    }
    let wholeByCairo = try Self.target { surface in
      let cr = try #require(cairo_create(surface))
      defer { cairo_destroy(cr) }
      cairo_translate(cr, 4, 4)
      raster.paint(into: cr, alpha: 1)
    }
    #expect(Self.largestDifference(whole, wholeByCairo) == 0)
  }

  // MARK: - Helpers

  static let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)

  /// A target's pixels before anything is painted: an opaque grey ramp, so that OVER shows.
  static let untouched: [UInt32] = (0..<(size.width * size.height)).map { i in
    let v = UInt32(40 + (i % size.width) * 4)
    return 0xFF00_0000 | v << 16 | v << 8 | v
  }

  /// Paints with `body` into a fresh target and returns its pixels.
  static func target(_ body: (OpaquePointer) throws -> Void) throws -> [UInt32] {
    let surface = try #require(
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)))
    defer { cairo_surface_destroy(surface) }
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    let data = try #require(cairo_image_surface_get_data(surface))
    data.withMemoryRebound(to: UInt32.self, capacity: stride * size.height) { pixels in
      for y in 0..<size.height {
        for x in 0..<size.width { pixels[y * stride + x] = untouched[y * size.width + x] }
      }
    }
    cairo_surface_mark_dirty(surface)
    try body(surface)
    cairo_surface_flush(surface)
    return data.withMemoryRebound(to: UInt32.self, capacity: stride * size.height) { pixels in
      (0..<size.height).flatMap { y in (0..<size.width).map { pixels[y * stride + $0] } }
    }
  }

  /// A 17 × 13 raster of pseudo-random texels (premultiplied for ARGB) with the transparent
  /// padding every raster has.
  static func noiseRaster(format: cairo_format_t, seed: UInt32) -> RasterSurface? {
    guard
      let raster = RasterSurface(
        covering: CGRect(x: 0, y: 0, width: 15, height: 11), scale: 1, format: format),
      let data = cairo_image_surface_get_data(raster.surface)
    else { return nil }
    let stride = Int(cairo_image_surface_get_stride(raster.surface))
    var state = seed
    func next() -> UInt8 {
      state = state &* 1_103_515_245 &+ 12345
      return UInt8(truncatingIfNeeded: state >> 16)
    }
    for y in 1..<(raster.pixelHeight - 1) {
      for x in 1..<(raster.pixelWidth - 1) {
        if format == CAIRO_FORMAT_A8 {
          data[y * stride + x] = next()
        } else {
          let a = next()
          let channel = { UInt8(UInt32(next()) * UInt32(a) / 255) }
          let argb = [channel(), channel(), channel(), a]  // little-endian B, G, R, A
          for k in 0..<4 { data[y * stride + 4 * x + k] = argb[k] }
        }
      }
    }
    cairo_surface_mark_dirty(raster.surface)
    return raster
  }

  static func largestDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
    var largest = 0
    for (p, q) in zip(a, b) {
      for k in 0..<4 {
        let shift = UInt32(8 * k)
        let difference = abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
        largest = max(largest, difference)
      }
    }
    return largest
  }
}
