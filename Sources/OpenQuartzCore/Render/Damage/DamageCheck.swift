import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The damage tracker's debug check.
///
/// After every partial frame, the whole tree is redrawn into a scratch framebuffer and compared
/// with the framebuffer, and the first pixel that differs is reported. Before every frame, each node of the render tree is compared with its layer, so a
/// change the sync missed is caught even where both frames would agree (``verifySync(of:)``).
///
/// On when the environment has `OPENUIKIT_CHECK_DAMAGE=1` (`Scripts/test` sets it, so the whole
/// suite runs with it) or ``isEnabled`` is set before a renderer is made. Off, it costs nothing.
///
/// The redraw uses the renderer's caches (a cache that went stale is the caches' fault, which the
/// damage fuzzer checks against cold renders). Two rules, as the fuzzer's:
///
/// - **No stale pixel**: where the full redraw changed since the previous frame by more than
///   ``staleTolerance`` levels, the damage covers the pixel.
/// - **Repainted alike**: every pixel is within ``tolerance`` levels of the redraw (painting under
///   a damage clip is not bit-identical to painting whole: cairo's 4×4 coverage grid where a
///   rotated edge meets the clip, and groups placed from the clip's corner).
final class DamageCheck {
  /// Whether renderers made from now on check their partial frames.
  // Set on the main thread (tests, before rendering) and read by renderers there.
  nonisolated(unsafe) static var isEnabled =
    ProcessInfo.processInfo.environment["OPENUIKIT_CHECK_DAMAGE"] == "1"

  /// What happens on a failure: by default it is reported and the process stops, as an assertion
  /// does (a test binary run with the check on fails at the first wrong frame).
  nonisolated(unsafe) static var onFailure: (Failure) -> Void = { failure in
    Diagnostics.report("damage check", failure, module: "OpenQuartzCore")
    fatalError("damage check failed: \(failure)")
  }

  /// What happens when the render tree differs from the layers after a sync: reported, and the
  /// process stops.
  nonisolated(unsafe) static var onStaleTree: ([String]) -> Void = { stale in
    Diagnostics.report("damage check", stale.joined(separator: "; "), module: "OpenQuartzCore")
    fatalError("damage check: the render tree missed a change: \(stale.joined(separator: "; "))")
  }

  /// Compares every node of `tree` with its layer (after a sync).
  func verifySync(of tree: RenderTree) {
    let stale = tree.staleNodes()
    if !stale.isEmpty { Self.onStaleTree(stale) }
  }

  /// How many levels (of 255) a repainted pixel may differ from the full redraw.
  static let tolerance = 24
  /// How many levels a pixel outside the damage may differ where the full redraw changed.
  static let staleTolerance = 2

  /// A partial frame that differs from the full redraw.
  struct Failure: CustomStringConvertible {
    /// The renderer's frame count when it failed.
    let frame: Int
    /// The first differing pixel, x and y from the top left.
    let pixel: (x: Int, y: Int)
    /// The framebuffer's bytes there (premultiplied B, G, R, A).
    let partial: [UInt8]
    /// The full redraw's bytes there.
    let full: [UInt8]
    /// Whether the pixel changed outside the damage (else it was repainted beyond the tolerance).
    let isStale: Bool
    /// The frame's damage, device pixels.
    let damage: [CGRect]

    var description: String {
      "frame \(frame): pixel (\(pixel.x), \(pixel.y)) is \(partial) after a partial frame but "
        + "\(full) in a full redraw ("
        + (isStale ? "it changed outside the damage" : "repainted beyond the tolerance")
        + "); damage \(damage.map { "\($0)" }.joined(separator: ", "))"
    }
  }

  /// The full redraw of the previous frame: where it changed, the damage must reach.
  private var previousFull: [UInt8]?
  private var scratch: OpaquePointer?

  deinit {
    if let scratch { cairo_surface_destroy(scratch) }
  }

  /// The renderer painted a full frame: it is the reference for the next partial one.
  func rememberFullFrame(_ renderer: CARenderer) {
    previousFull = Self.bytes(of: renderer.surface)
  }

  /// The renderer's last frame could not be checked (a cairo error, a tint): the next frame is
  /// checked only against the tolerance.
  func forget() { previousFull = nil }

  /// Redraws `root` in full and compares it with `renderer`'s framebuffer after a partial frame.
  func verify(_ renderer: CARenderer, root: RenderNode, damage: [CGRect]) {
    let width = renderer.pixelWidth
    let height = renderer.pixelHeight
    guard let scratch = scratchSurface(width: width, height: height),
      let cr = cairo_create(scratch)
    else { return }
    renderer.paintTree(
      root, into: cr, surface: scratch, damage: [renderer.framebufferBounds], tracker: nil,
      errorLog: nil, computesExtents: false)
    let status = cairo_status(cr)
    cairo_destroy(cr)
    cairo_surface_flush(scratch)
    guard status == CAIRO_STATUS_SUCCESS, let full = Self.bytes(of: scratch),
      let partial = Self.bytes(of: renderer.surface)
    else { return forget() }
    defer { previousFull = full }
    let previous = previousFull
    for pixel in 0..<(width * height) {
      let base = pixel * 4
      var deviation = 0
      var changed = false
      for byte in base..<base + 4 {
        deviation = max(deviation, abs(Int(partial[byte]) - Int(full[byte])))
        if let previous, previous[byte] != full[byte] { changed = true }
      }
      guard deviation > Self.staleTolerance else { continue }
      let point = CGPoint(x: Double(pixel % width) + 0.5, y: Double(pixel / width) + 0.5)
      let isStale = changed && !damage.contains { $0.contains(point) }
      guard isStale || deviation > Self.tolerance else { continue }
      Self.onFailure(
        Failure(
          frame: renderer.paintedFrames, pixel: (pixel % width, pixel / width),
          partial: Array(partial[base..<base + 4]), full: Array(full[base..<base + 4]),
          isStale: isStale, damage: damage))
      return
    }
  }

  private func scratchSurface(width: Int, height: Int) -> OpaquePointer? {
    if let scratch, cairo_image_surface_get_width(scratch) == Int32(width),
      cairo_image_surface_get_height(scratch) == Int32(height)
    {
      return scratch
    }
    if let scratch { cairo_surface_destroy(scratch) }
    scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    return scratch
  }

  /// The surface's pixels, row by row without padding.
  private static func bytes(of surface: OpaquePointer) -> [UInt8]? {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
      return nil
    }
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    bytes.withUnsafeMutableBytes { target in
      guard let base = target.baseAddress else { return }
      for row in 0..<height {
        (base + row * width * 4).copyMemory(from: data + row * stride, byteCount: width * 4)
      }
    }
    return bytes
  }
}
