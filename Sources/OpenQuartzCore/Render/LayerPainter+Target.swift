import Foundation
@_spi(Compositor) import OpenCoreGraphics

extension LayerPainter {
  /// What every copy of one painter shares.
  ///
  /// The painter copies itself per layer (one copy under a clip, one in a group, one per
  /// replicator): as one reference these copies retain one object, not each of the context's
  /// references (the copies were a quarter of painting 10,000 layers).
  /// Its fields are constants, so reading them needs no exclusivity check.
  final class Target {
    let cr: OpaquePointer
    let damage: [CGRect]?
    let shapeMasks: ShapeMaskCache
    let damageTracker: DamageTracker?
    let errorLog: PaintErrorLog?
    /// Where a painter off the main thread marks text it could not rasterize: the frame's log,
    /// shared with the painters of its offscreen pictures (rasterized subtrees, shadows, masks).
    let textDeferral: PaintErrorLog?
    let direct: DirectCompositor?
    /// Whether this painter fills caches, composites, or both (``PaintPass``).
    let pass: PaintPass
    /// The renderer's frame being painted (0 outside a renderer).
    let frame: Int
    /// Whether a band found a cache it reads empty (the preparing pass should have filled it).
    ///
    /// Each band has its own target: only the band's thread writes it.
    var bandMissedCache = false
    /// Whether the preparing pass met something only a whole pass paints (a backdrop reads the
    /// pixels other bands paint).
    var needsWholePass = false
    /// Whether a band logs what it paints into ``bandLog`` (a frame with no preparing pass, whose
    /// bands log the damage for the next frame: ``CARenderer/paintInBands``).
    var logsInBand = false
    /// What a band painted, in its order: each node, its device extent, and whether it
    /// accumulates (replicated); replayed into the damage tracker after the bands.
    var bandLog: [(node: RenderNode, extent: CGRect, accumulating: Bool)] = []
    /// The shape masks a band found last, so that it hashes few keys (each band its own: the
    /// cache's are written by whole passes only).
    var recentShapeMasks = RecentShapeMasks()

    init(
      cr: OpaquePointer, damage: [CGRect]?, shapeMasks: ShapeMaskCache,
      damageTracker: DamageTracker?, errorLog: PaintErrorLog?, textDeferral: PaintErrorLog?,
      direct: DirectCompositor?, pass: PaintPass, frame: Int
    ) {
      self.cr = cr
      self.damage = damage
      self.shapeMasks = shapeMasks
      self.damageTracker = damageTracker
      self.errorLog = errorLog
      self.textDeferral = textDeferral ?? errorLog
      self.direct = direct
      self.pass = pass
      self.frame = frame
    }
  }
}
