import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The banded rasterizer's debug check: every frame splits into bands, whatever its size, and is
/// painted again on one thread, band after band by whole-pass painters, over a copy of the
/// framebuffer as it was before; the two must agree byte for byte, and no band may meet a cache
/// the preparing pass left empty.
///
/// Byte for byte, because the threads must change nothing. The band layout is part of the frame
/// (``RasterBands``): cairo's coverage where a turned edge meets a clip, and a group placed from
/// its clip's corner, can differ by a level or two between one clip and another, as between a
/// partial frame and a full redraw (``DamageCheck``), so the reference is painted through the same
/// band clips.
///
/// On when the environment has `OPENUIKIT_CHECK_BANDS=1` (`Scripts/test` sets it, so every pixel
/// test of the suite is rendered both ways) or ``isEnabled`` is set before a renderer is made.
/// Off, it costs nothing.
final class BandCheck {
  /// Whether renderers made from now on check their banded frames.
  // Set on the main thread (tests, before rendering) and read by renderers there.
  nonisolated(unsafe) static var isEnabled =
    ProcessInfo.processInfo.environment["OPENUIKIT_CHECK_BANDS"] == "1"

  /// What happens on a failure: by default it is reported and the process stops, as an assertion
  /// does.
  nonisolated(unsafe) static var onFailure: (String) -> Void = { failure in
    Diagnostics.report("band check", failure, module: "OpenQuartzCore")
    fatalError("band check failed: \(failure)")
  }

  /// The framebuffer before the banded frame, then that frame painted on one thread.
  private var reference: UnsafeMutableRawPointer?
  private var referenceBytes = 0

  deinit { reference?.deallocate() }

  /// Copies the framebuffer as it is before the bands paint.
  func rememberFramebuffer(of renderer: CARenderer) {
    let count = renderer.bytesPerRow * renderer.pixelHeight
    if referenceBytes != count {
      reference?.deallocate()
      reference = .allocate(byteCount: max(count, 1), alignment: 64)
      referenceBytes = count
    }
    reference?.copyMemory(from: renderer.pixels, byteCount: count)
  }

  /// A band met an empty cache or a cairo error: the preparing pass missed something.
  func bandFailed(_ renderer: CARenderer, band: RasterBands.Band) {
    let status = cairo_status(band.cr)
    Self.onFailure(
      "frame \(renderer.paintedFrames): the band of rows \(band.rows.minY)..<\(band.rows.maxY) "
        + (status == CAIRO_STATUS_SUCCESS
          ? "met a cache the preparing pass left empty"
          : "ended in a cairo error (\(String(cString: cairo_status_to_string(status))))"))
  }

  /// Paints the frame again on one thread over the copy, band after band, and compares it with
  /// the banded framebuffer.
  func verify(
    _ renderer: CARenderer, root: RenderNode, bands: RasterBands, computesExtents: Bool
  ) {
    guard let reference,
      let surface = cairo_image_surface_create_for_data(
        reference.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
        Int32(renderer.pixelWidth), Int32(renderer.pixelHeight), Int32(renderer.bytesPerRow))
    else { return }
    defer { cairo_surface_destroy(surface) }
    var healthy = true
    for band in bands.bands where !band.damage.isEmpty {
      guard let cr = cairo_create(surface) else { return }
      renderer.paintTree(
        root, into: cr, surface: surface, damage: band.damage, tracker: nil,
        errorLog: renderer.errorLog, computesExtents: computesExtents)
      healthy = healthy && cairo_status(cr) == CAIRO_STATUS_SUCCESS
      cairo_destroy(cr)
    }
    cairo_surface_flush(surface)
    guard healthy, memcmp(reference, renderer.pixels, referenceBytes) != 0 else { return }
    let banded = renderer.pixels.assumingMemoryBound(to: UInt32.self)
    let single = reference.assumingMemoryBound(to: UInt32.self)
    let wordsPerRow = renderer.bytesPerRow / 4
    for y in 0..<renderer.pixelHeight {
      for x in 0..<renderer.pixelWidth {
        let index = y * wordsPerRow + x
        guard banded[index] != single[index] else { continue }
        Self.onFailure(
          "frame \(renderer.paintedFrames): pixel (\(x), \(y)) is \(String(banded[index], radix: 16)) "
            + "painted in bands but \(String(single[index], radix: 16)) on one thread; damage "
            + bands.bands.flatMap(\.damage).map { "\($0)" }.joined(separator: ", "))
        return
      }
    }
  }
}
