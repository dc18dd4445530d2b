import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The horizontal bands a renderer splits a large frame into, each with a cairo context of its own
/// over the framebuffer's memory, painted by as many workers as the machine has cores.
///
/// A band's surface spans the whole framebuffer (the same pixels, the same coordinates as the
/// renderer's own surface), clipped to the band's rows: a layer lands on the same device pixels
/// in every band. The layout depends on the framebuffer's height only, never on the cores: a
/// frame comes out the same on one core as on eight (``BandCheck`` compares the bands painted in
/// parallel with the same bands painted on one thread). Rows are split evenly; the last band takes
/// the remainder.
final class RasterBands {
  /// One band: its rows and its context.
  final class Band {
    /// The band's rows, in device pixels, full width.
    let rows: CGRect
    private(set) var surface: OpaquePointer
    private(set) var cr: OpaquePointer
    /// The part of the frame's damage in this band (set before the bands run).
    var damage: [CGRect] = []
    /// What the band's painter met this frame (`nil` before it painted): its misses, its log.
    var painted: LayerPainter.Target?

    /// Whether the band found a cache or a pixman image missing, or its context in error: the
    /// frame is painted again on one thread.
    var failed: Bool {
      guard let painted else { return false }
      return painted.bandMissedCache || painted.direct?.missedImage == true
        || cairo_status(cr) != CAIRO_STATUS_SUCCESS
    }
    /// Whether the band made a shifted copy it did not find kept.
    var madeTemporaryCopy: Bool { painted?.direct?.madeTemporaryCopy == true }

    init?(rows: CGRect, pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
      guard
        let surface = cairo_image_surface_create_for_data(
          pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
          Int32(height), Int32(stride)),
        cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
      else { return nil }
      guard let cr = cairo_create(surface) else {
        cairo_surface_destroy(surface)
        return nil
      }
      self.rows = rows
      self.surface = surface
      self.cr = cr
    }

    deinit {
      cairo_destroy(cr)
      cairo_surface_destroy(surface)
    }

    /// Makes a fresh context after a cairo error (the surface is shared memory, never in error
    /// from a band's painting alone).
    func recover() {
      guard cairo_status(cr) != CAIRO_STATUS_SUCCESS else { return }
      cairo_destroy(cr)
      cr = cairo_create(surface)
    }
  }

  let bands: [Band]

  /// Whether large frames are split at all: `OPENUIKIT_RASTER_BANDS=0` paints every frame on one
  /// thread (to compare, in benchmarks).
  static let isEnabled = ProcessInfo.processInfo.environment["OPENUIKIT_RASTER_BANDS"] != "0"

  /// How many bands a frame is split into: one per core of the machines this project is measured
  /// on.
  ///
  /// Each band walks the tree again, and four bands on two cores cost 6 % more than two at
  /// scale 1 (``Docs/Performance.md``, "Raster bands"); more cores would want more bands, at the
  /// price of frames that differ where a turned edge meets a band's edge.
  static let bandCount = 2
  /// The fewest rows a band holds: thinner bands cost more in their passes than they save.
  static let minimumRows = 32
  /// The fewest damaged pixels a frame splits at: below, the preparing pass and waking the
  /// workers cost more than the bands save (``Docs/Performance.md``, "Raster bands").
  static let minimumPixels = 160_000

  /// Splits a framebuffer of `width` × `height` pixels into ``bandCount`` bands (fewer when they
  /// would be thinner than ``minimumRows``); `nil` when fewer than two fit, or a surface cannot be
  /// made.
  init?(pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
    let count = min(Self.bandCount, height / Self.minimumRows)
    guard count >= 2, width > 0 else { return nil }
    var bands: [Band] = []
    let step = height / count
    for index in 0..<count {
      let top = index * step
      let bottom = index == count - 1 ? height : top + step
      guard
        let band = Band(
          rows: CGRect(x: 0, y: top, width: width, height: bottom - top), pixels: pixels,
          width: width, height: height, stride: bytesPerRow)
      else { return nil }
      bands.append(band)
    }
    self.bands = bands
  }

  /// The fewest damaged pixels per layer of the tree a frame splits at.
  ///
  /// A banded frame walks the tree once more than a whole one (the preparing pass), so it pays
  /// off where compositing pixels, not visiting layers, is the frame's work: 200 cards on a
  /// 1280 × 800 window have 2,500 pixels a layer and take 17 % less time in bands, a theme switch
  /// over 10,101 views there 100 pixels a layer and 10 % more (``Docs/Performance.md``).
  static let minimumPixelsPerLayer = 1_000

  /// Whether a frame damaging `damage` (device pixels, not overlapping) of a tree of `layers`
  /// layers is worth splitting.
  ///
  /// - Parameter minimumPixels: The fewest damaged pixels that split (``BandCheck`` splits every
  ///   frame, whatever its size or tree).
  static func isWorthSplitting(
    _ damage: [CGRect], layers: Int, minimumPixels: Int = minimumPixels
  ) -> Bool {
    var pixels = 0
    for rect in damage { pixels += Int(rect.width) * Int(rect.height) }
    guard pixels > 0, pixels >= minimumPixels else { return false }
    return minimumPixels <= 1 || pixels >= layers * minimumPixelsPerLayer
  }

  /// Hands each band its part of `damage`; `false` when only one band has any (nothing to share).
  func distribute(_ damage: [CGRect]) -> Bool {
    var busy = 0
    for band in bands {
      band.damage = damage.compactMap {
        let part = $0.intersection(band.rows)
        return part.isNull || part.isEmpty ? nil : part
      }
      band.painted = nil
      if !band.damage.isEmpty { busy += 1 }
    }
    return busy >= 2
  }
}
