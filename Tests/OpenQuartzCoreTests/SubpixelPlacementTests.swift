import CCairo
import Foundation
import OpenCoreGraphics
import Testing

@testable import OpenQuartzCore

/// Rasters placed between device pixels composite as cairo's bilinear composite does at the
/// nearest quarter pixel.
///
/// A moving layer's rasters go straight to pixman: a copy shifted by `SubpixelShift` (kept by
/// `SubpixelVariants`), composited on whole pixels. A8 masks and ARGB rasters must both give the
/// pixels cairo gives, which the painter used before and still uses under clips and groups.
@Suite struct SubpixelPlacementTests {
  static let size = (width: 40, height: 32)

  /// Fractions chosen to hit every case: quarter and half steps, a fraction below pixman's
  /// 1/128 weight step, negative positions, one axis whole, and a raster partly off the target.
  static let placements: [CGPoint] = [
    CGPoint(x: 10.25, y: 7.5), CGPoint(x: 3.0039, y: 4.9), CGPoint(x: -2.3, y: 5.6),
    CGPoint(x: 12, y: 6.75), CGPoint(x: 8.6, y: 11), CGPoint(x: 30.4, y: 25.2),
    CGPoint(x: 9, y: 9),
  ]

  @Test func placementsRoundToQuarterPixelsAndSplitIntoAnOriginAndPixmansWeights() throws {
    let placement = try #require(
      DevicePlacement(
        of: CGPoint(x: 1, y: 2), toDevice: .init(translationX: 9.3, y: 4.45), scale: 1))
    // 10.3 and 6.45 land on 10.25 and 6.5.
    #expect(!placement.isWhole)
    #expect(placement.x == 10 << 16 + 1 << 14 && placement.y == 6 << 16 + 2 << 14)
    #expect(placement.resampledOrigin == (10, 6))
    // Device pixel 10's centre (10.5) is texel coordinate 0.25: a quarter of the way from
    // texel -1's centre to texel 0's, so texel 0 weighs 0.75 (192 of 256), in x; a half in y.
    #expect(placement.weights.x == 192)
    #expect(placement.weights.y == 128)
    #expect(placement.phase == 2 * 4 + 1)

    let whole = try #require(
      DevicePlacement(
        of: .zero, toDevice: .init(translationX: 5.000_000_1, y: -3.1), scale: 1))
    #expect(whole.isWhole)
    #expect(whole.whole == (5, -3))
    #expect(whole.phase == 0)
    // Below zero the phase counts from the pixel to the left: -2.25 is 3 quarters past -3.
    let negative = try #require(
      DevicePlacement(of: .zero, toDevice: .init(translationX: -2.3, y: 0), scale: 1))
    #expect(negative.phase == 3)
    #expect(negative.resampledOrigin == (-3, -1))  // a whole axis starts a texel early, weighted 0
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
  func aShiftedMaskPaintsWhatCairoPaintsAtTheNearestQuarter(at point: CGPoint) throws {
    let mask = try #require(Self.noiseRaster(format: CAIRO_FORMAT_A8, seed: 7))
    let color = CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.8)
    let variants = SubpixelVariants()
    // Twice: the second paint takes the copy the first one kept.
    for _ in 0..<2 {
      let direct = try Self.target { surface in
        let compositor = try #require(
          DirectCompositor(surface: surface, damage: [Self.bounds], variants: variants))
        let placement = try #require(
          DevicePlacement(
            of: .zero, toDevice: .init(translationX: point.x, y: point.y), scale: 1))
        compositor.paint(color, alpha: 0.9, through: mask, at: placement)
        compositor.finish()
      }
      let at = Self.nearestQuarter(point)
      let cairo = try Self.target { surface in
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        cairo_set_source_rgba(cr, 0.9, 0.3, 0.1, 0.8 * 0.9)
        let pattern = try #require(cairo_pattern_create_for_surface(mask.surface))
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -at.x, y0: -at.y)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_mask(cr, pattern)
      }
      #expect(Self.largestDifference(direct, cairo) == 0, "at \(point)")
      #expect(direct != Self.untouched, "the mask painted something at \(point)")
    }
    let at = Self.nearestQuarter(point)
    let isWhole = at.x == at.x.rounded() && at.y == at.y.rounded()
    #expect(variants.count == (isWhole ? 0 : 1))
  }

  @Test(arguments: placements)
  func aPlacedRasterCompositesWhatCairoCompositesAtTheNearestQuarter(at point: CGPoint) throws {
    let raster = try #require(Self.noiseRaster(format: CAIRO_FORMAT_ARGB32, seed: 11))
    let variants = SubpixelVariants()
    for alpha in [1.0, 0.6] {
      let direct = try Self.target { surface in
        let compositor = try #require(
          DirectCompositor(surface: surface, damage: [Self.bounds], variants: variants))
        let placement = try #require(
          DevicePlacement(
            of: raster.origin, toDevice: .init(translationX: point.x, y: point.y), scale: 1))
        compositor.blit(raster, alpha: alpha, at: placement)
        compositor.finish()
      }
      let at = Self.nearestQuarter(point)
      let cairo = try Self.target { surface in
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        cairo_translate(cr, at.x, at.y)
        raster.paint(into: cr, alpha: alpha)
      }
      #expect(Self.largestDifference(direct, cairo) == 0, "at \(point), alpha \(alpha)")
    }
  }

  @Test func copiesAreKeptPerRasterAndPhaseWithinTheBudget() throws {
    let mask = try #require(Self.noiseRaster(format: CAIRO_FORMAT_A8, seed: 3))
    let other = try #require(Self.noiseRaster(format: CAIRO_FORMAT_A8, seed: 5))
    // One copy is 20 bytes a row (18 texels, in whole words) by 14 rows: 280 bytes.
    let variants = SubpixelVariants(byteBudget: 600, largestCopy: 300)
    func paint(_ raster: RasterSurface, at x: CGFloat) throws {
      _ = try Self.target { surface in
        let compositor = try #require(
          DirectCompositor(surface: surface, damage: [Self.bounds], variants: variants))
        let placement = try #require(
          DevicePlacement(of: .zero, toDevice: .init(translationX: x, y: 2), scale: 1))
        compositor.paint(.black, alpha: 1, through: raster, at: placement)
        compositor.finish()
      }
    }
    variants.beginFrame()
    try paint(mask, at: 3.25)
    try paint(mask, at: 8.25)  // another place, the same phase: the same copy
    try paint(mask, at: 4)  // whole: no copy
    #expect(variants.count == 1 && variants.bytes == 280)
    try paint(mask, at: 4.5)
    #expect(variants.count == 2 && variants.bytes == 560)
    // A third copy would pass the budget, and both kept ones were used this frame: made for the
    // one composite, not kept.
    try paint(other, at: 1.25)
    #expect(variants.count == 2)
    // Next frame the copies this frame does not use make room, oldest first.
    variants.beginFrame()
    try paint(mask, at: 6.5)
    try paint(other, at: 1.25)
    #expect(variants.count == 2 && variants.bytes == 560)
    // The one dropped is made again, for the one composite: room is made once a frame.
    try paint(mask, at: 6.25)
    #expect(variants.count == 2 && variants.bytes == 560)

    let small = SubpixelVariants(byteBudget: 600, largestCopy: 200)
    _ = try Self.target { surface in
      let compositor = try #require(
        DirectCompositor(surface: surface, damage: [Self.bounds], variants: small))
      compositor.paint(
        .black, alpha: 1, through: mask,
        at: try #require(
          DevicePlacement(of: .zero, toDevice: .init(translationX: 1.5, y: 0), scale: 1)))
      compositor.finish()
    }
    #expect(small.count == 0, "a copy above the largest kept is made per composite")

    // Copies unused for `idleFrames` frames (a freed raster's among them) go with the next sweep,
    // at most twice as many frames later.
    for _ in 0..<2 * SubpixelVariants.idleFrames { variants.beginFrame() }
    #expect(variants.count == 0 && variants.bytes == 0)
  }

  // MARK: - Helpers

  static let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)

  /// `point` rounded to the nearest quarter pixel, as placements are.
  static func nearestQuarter(_ point: CGPoint) -> CGPoint {
    CGPoint(x: (point.x * 4).rounded() / 4, y: (point.y * 4).rounded() / 4)
  }

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
