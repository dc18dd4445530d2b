import CCairo
import Foundation

/// Large frames rasterized on every core: a preparing pass on the calling thread fills the caches
/// and logs the damage, then one band per core composites its rows in parallel
/// (``RasterBands``, ``PaintPass``). A frame whose caches are warm skips the preparing pass: its
/// bands log what they paint, and the logs are replayed after them.
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
    let prepares = !maySkipPreparingPass
    if prepares {
      let prepared = paintTree(
        root, into: cairo, surface: surface, damage: damage, tracker: damageTracker,
        errorLog: errorLog, computesExtents: computesExtents, pass: .preparing)
      guard !prepared.needsWholePass, isHealthy else { return false }
    } else {
      // Every extent a band may ask for (to cull, to size a group), computed here once: a band
      // only reads them. Only the subtrees that changed are walked. A partial frame then culls
      // by extents a whole pass would have left stale: the same pixels, and logs more exact.
      _ = root.localSubtreeExtent
    }
    bandCheck?.rememberFramebuffer(of: self)
    bands.paintInParallel { band in
      band.painted = paintTree(
        root, into: band.cr, surface: band.surface, damage: band.damage, tracker: nil,
        errorLog: errorLog, computesExtents: computesExtents, pass: .band, logsInBand: !prepares)
    }
    // The bands wrote the pixels through surfaces of their own.
    cairo_surface_mark_dirty(surface)
    if let failed = bands.bands.first(where: \.failed) {
      // Without a preparing pass a band may meet a cache a change emptied: painted whole, which
      // fills it, and the next frame prepares.
      if prepares {
        bandCheck?.bandFailed(self, band: failed)
      } else {
        framesToPrepare = Self.framesPreparedAfterAMiss
      }
      bands.bands.forEach {
        $0.recover()
        $0.painted = nil
      }
      bandsFoundEveryCache = false
      return false
    }
    if prepares {
      framesToPrepare = max(framesToPrepare - 1, 0)
    } else {
      // In band order, each node as a whole pass would have logged it (a node in both bands is
      // logged twice alike; a replicated one's instances are unions).
      for band in bands.bands {
        for entry in band.painted?.bandLog ?? [] {
          damageTracker.record(entry.node, entry.extent, accumulating: entry.accumulating)
        }
      }
      unpreparedFrameCount += 1
    }
    bandsFoundEveryCache = !bands.bands.contains(where: \.madeTemporaryCopy)
    bands.bands.forEach { $0.painted = nil }
    bandCheck?.verify(self, root: root, bands: bands, computesExtents: computesExtents)
    bandedFrameCount += 1
    return true
  }

  /// Whether this frame's bands can find every cache where the last banded frame left them: it
  /// found them all, and this frame changed only where layers are and how they composite (no
  /// layer's drawing, shadow or place in the tree).
  private var maySkipPreparingPass: Bool {
    bandsFoundEveryCache && framesToPrepare == 0
      && syncedChanges.isSubset(of: [.geometry, .composite, .scroll])
  }

  /// Banded frames prepared after one without a preparing pass met an empty cache.
  static let framesPreparedAfterAMiss = 60
}
