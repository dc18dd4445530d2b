import CCairo
import CPixman
import Foundation

/// The shifted copies of rasters placed between device pixels, kept from frame to frame.
///
/// A moving layer lands on a different fraction of a pixel each frame, and resampling its rasters
/// every frame cost more than compositing them (a frame of 200 moving cards cost 2.3 times a
/// still one). Placements are quantized to ``DevicePlacement/steps`` of a pixel, so each raster
/// has at most 15 shifted copies; the shared ones (a card's body, its shadow) are made once for
/// all the cards that use them, and a moving layer's own ones once per phase it passes through.
/// After that a frame of moving layers composites whole-pixel copies, as a still one does.
///
/// Memory is bounded by ``byteBudget``: when a new copy would pass it, the copies not used in the
/// current frame go, least recently used first; a copy that still does not fit (or is larger
/// than ``largestCopy``) is made for the one composite and freed. Either way the pixels are the
/// same: a copy depends only on its raster and its phase. Copies are found by the raster's
/// ``RasterSurface/serial``, so those of a freed raster are never found again: they go with the
/// next sweep (``idleFrames``) or when room is made.
final class SubpixelVariants {
  /// The bytes all kept copies may hold: 32 MiB unless a test says otherwise.
  let byteBudget: Int
  /// The largest copy kept (1 MiB: a 512 × 512 ARGB raster); larger ones are made per composite.
  let largestCopy: Int

  private struct Entry {
    let copy: ShiftedRaster
    var lastUse: UInt64
  }

  /// By raster serial and phase: `serial << 4 | phase`.
  private var entries: [UInt64: Entry] = [:]
  private var frame: UInt64 = 0
  private var evictedThisFrame = false
  private var rows: UnsafeMutablePointer<UInt16>?
  private var rowCapacity = 0
  /// The bytes the kept copies hold.
  private(set) var bytes = 0
  /// How many copies are kept.
  var count: Int { entries.count }

  init(byteBudget: Int = 32 << 20, largestCopy: Int = 1 << 20) {
    self.byteBudget = byteBudget
    self.largestCopy = largestCopy
  }

  deinit { rows?.deallocate() }

  /// Frames a copy is kept unused before a sweep drops it (a freed raster's copies are never
  /// used again).
  static let idleFrames: UInt64 = 120

  /// Starts a frame: copies used from now on count as recently used.
  ///
  /// Every ``idleFrames`` frames, the copies unused for as long go.
  func beginFrame() {
    frame &+= 1
    evictedThisFrame = false
    guard frame % Self.idleFrames == 0, !entries.isEmpty else { return }
    entries = entries.filter { $0.value.lastUse + Self.idleFrames > frame }
    bytes = entries.values.reduce(0) { $0 + $1.copy.byteCount }
  }

  /// Drops every copy.
  func removeAll() {
    entries.removeAll()
    bytes = 0
  }

  /// Hands `body` a pixman image of `raster` shifted to `placement`'s phase, one texel wider and
  /// taller, to be composited at ``DevicePlacement/resampledOrigin``.
  func withCopy(
    of raster: RasterSurface, at placement: DevicePlacement, _ body: (OpaquePointer) -> Void
  ) {
    let key = raster.serial << 4 | UInt64(placement.phase)
    if let index = entries.index(forKey: key) {
      entries.values[index].lastUse = frame
      return body(entries.values[index].copy.image)
    }
    let rows = rowBuffer(count: 2 * (raster.pixelWidth + 1) * (raster.isMask ? 1 : 4))
    guard let copy = makeCopy(of: raster, weights: placement.weights, rows: rows, flushes: true)
    else { return }
    if keep(copy.byteCount) {
      entries[key] = Entry(copy: copy, lastUse: frame)
      bytes += copy.byteCount
    }
    body(copy.image)
  }

  /// Hands `body` the kept copy of `raster` at `placement`'s phase, or else one made for this
  /// composite alone, touching nothing kept.
  ///
  /// What a band of a parallel frame does (``PaintPass/band``), from any thread while no other
  /// writes. The preparing pass kept every copy that fits (``withCopy(of:at:_:)``); the pixels
  /// are the same either way.
  /// - Returns: Whether the copy was a kept one.
  func withKeptCopy(
    of raster: RasterSurface, at placement: DevicePlacement, _ body: (OpaquePointer) -> Void
  ) -> Bool {
    if let entry = entries[raster.serial << 4 | UInt64(placement.phase)] {
      body(entry.copy.image)
      return true
    }
    let bytesPerPixel = raster.isMask ? 1 : 4
    let rows = UnsafeMutablePointer<UInt16>.allocate(
      capacity: 2 * (raster.pixelWidth + 1) * bytesPerPixel)
    defer { rows.deallocate() }
    // The raster was flushed when the preparing pass made its copy: not again from a band.
    guard let copy = makeCopy(of: raster, weights: placement.weights, rows: rows, flushes: false)
    else { return false }
    body(copy.image)
    return false
  }

  /// Whether a new copy of `size` bytes may be kept, after making room when needed.
  private func keep(_ size: Int) -> Bool {
    guard size <= largestCopy else { return false }
    if bytes + size <= byteBudget { return true }
    // Once a frame: drop what this frame has not used, oldest first, down to three quarters of
    // the budget (so that a frame that needs more than the budget does not sort every copy).
    guard !evictedThisFrame else { return false }
    evictedThisFrame = true
    let old = entries.filter { $0.value.lastUse != frame }.sorted {
      $0.value.lastUse < $1.value.lastUse
    }
    for (key, entry) in old {
      if bytes + size <= byteBudget * 3 / 4 { break }
      entries[key] = nil
      bytes -= entry.copy.byteCount
    }
    return bytes + size <= byteBudget
  }

  /// A copy of `raster` resampled by `weights`, through `rows` (two rows of 16-bit sums).
  private func makeCopy(
    of raster: RasterSurface, weights: (x: UInt32, y: UInt32), rows: UnsafeMutablePointer<UInt16>,
    flushes: Bool
  ) -> ShiftedRaster? {
    let surface = raster.surface
    if flushes { cairo_surface_flush(surface) }
    guard let source = cairo_image_surface_get_data(surface) else { return nil }
    let isMask = raster.isMask
    let bytesPerPixel = isMask ? 1 : 4
    let width = raster.pixelWidth
    let height = raster.pixelHeight
    guard
      let copy = ShiftedRaster(
        width: width + 1, height: height + 1,
        stride: SubpixelShift.stride(width: width, bytesPerPixel: bytesPerPixel),
        format: isMask ? PIXMAN_a8 : PIXMAN_a8r8g8b8)
    else { return nil }
    SubpixelShift.resample(
      source, width: width, height: height,
      stride: Int(cairo_image_surface_get_stride(surface)), bytesPerPixel: bytesPerPixel,
      weights: weights, into: copy.pixels, rows: rows)
    return copy
  }

  private func rowBuffer(count: Int) -> UnsafeMutablePointer<UInt16> {
    if let rows, rowCapacity >= count { return rows }
    rows?.deallocate()
    let fresh = UnsafeMutablePointer<UInt16>.allocate(capacity: count)
    rows = fresh
    rowCapacity = count
    return fresh
  }
}

/// A raster's pixels shifted by ``SubpixelShift``, in memory of its own, with a pixman image over
/// them.
final class ShiftedRaster {
  let pixels: UnsafeMutablePointer<UInt8>
  let image: OpaquePointer
  let byteCount: Int

  init?(width: Int, height: Int, stride: Int, format: pixman_format_code_t) {
    byteCount = stride * height
    pixels = .allocate(capacity: byteCount)
    guard
      let image = pixman_image_create_bits(
        format, Int32(width), Int32(height),
        UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self), Int32(stride))
    else {
      pixels.deallocate()
      return nil
    }
    self.image = image
  }

  deinit {
    pixman_image_unref(image)
    pixels.deallocate()
  }
}
