import CCairo
import Foundation

/// Large frames rasterized on every core: a preparing pass on the calling thread fills the caches
/// and logs the damage, then one band per core composites its rows in parallel
/// (``RasterBands``, ``PaintPass``).
extension CARenderer {
  /// Paints `damage` in bands; `false` when the frame is not split (small, one core, a backdrop
  /// in the damage, a band that met an empty cache or a cairo error), and the caller paints it on
  /// one thread.
  ///
  /// A frame given up after its bands painted is painted again whole: painting the damage over
  /// whatever is there gives the same pixels (it starts from the background or an opaque root).
  func paintInBands(_ root: RenderNode, damage: [CGRect], computesExtents: Bool) -> Bool {
    let minimum = bandCheck == nil ? RasterBands.minimumPixels : 1
    guard rasterizesInBands,
      RasterBands.isWorthSplitting(damage, layers: tree.nodeEstimate, minimumPixels: minimum),
      let bands = rasterBands, bands.distribute(damage)
    else { return false }
    let prepared = paintTree(
      root, into: cairo, surface: surface, damage: damage, tracker: damageTracker,
      errorLog: errorLog, computesExtents: computesExtents, pass: .preparing)
    guard !prepared.needsWholePass, isHealthy else { return false }
    bandCheck?.rememberFramebuffer(of: self)
    bands.paintInParallel { band in
      let target = paintTree(
        root, into: band.cr, surface: band.surface, damage: band.damage, tracker: nil,
        errorLog: errorLog, computesExtents: computesExtents, pass: .band)
      band.failed = target.bandMissedCache || cairo_status(band.cr) != CAIRO_STATUS_SUCCESS
    }
    // The bands wrote the pixels through surfaces of their own.
    cairo_surface_mark_dirty(surface)
    if let failed = bands.bands.first(where: \.failed) {
      bandCheck?.bandFailed(self, band: failed)
      bands.bands.forEach { $0.recover() }
      return false
    }
    bandCheck?.verify(self, root: root, bands: bands, computesExtents: computesExtents)
    bandedFrameCount += 1
    return true
  }
}
