import Foundation

/// The painter's way into the caches every band shares: filled by a whole or preparing pass, read
/// only by a band (``PaintPass``).
extension LayerPainter {
  /// The raster kept in `slot` of `node`'s cache for `key`, made by `make` when missing or stale.
  ///
  /// A band never makes one: it reads what the preparing pass kept, and a miss paints nothing
  /// there and marks the band (the frame is then painted again on one thread). A raster kept as
  /// `nil` (too large to cache) is found, not missed.
  func cachedRaster<Key: Equatable>(
    _ slot: ReferenceWritableKeyPath<LayerRenderCache, LayerRenderCache.Keyed<Key>?>,
    of node: RenderNode, key: Key, make: () -> RasterSurface?
  ) -> RasterSurface? {
    guard target.pass == .band else {
      // Made outside any access to the cache: making it may read the node's other rasters.
      let cache = node.renderCache
      if let kept = cache[keyPath: slot], kept.key == key { return kept.raster }
      let raster = make()
      // Made without text the painter could not rasterize: not kept (the frame is not shown).
      if target.textDeferral?.deferredText == true { return raster }
      cache[keyPath: slot] = LayerRenderCache.Keyed(key: key, raster: raster)
      return raster
    }
    if let kept = node.storedRenderCache?[keyPath: slot], kept.key == key { return kept.raster }
    target.bandMissedCache = true
    return nil
  }

  /// The alpha shadow kept in `node`'s cache for `key`, made by `make` when missing; a band only
  /// reads it (see ``cachedRaster(_:of:key:make:)``).
  ///
  /// A layer painted at several placements in a frame (a replicator's instances, a transition's
  /// two looks) keeps one per placement: one slot would make each instance's mask again every
  /// frame, and leave the bands only the last. Masks the previous frame used and this one did not
  /// (a moving layer's old placements) go when a new one is made.
  func cachedAlphaShadow(
    of node: RenderNode, key: LayerRenderCache.ShadowKey, make: () -> RasterSurface?
  ) -> RasterSurface? {
    guard target.pass == .band else {
      let cache = node.renderCache
      if let index = cache.alphaShadows.firstIndex(where: { $0.shadow.key == key }) {
        cache.alphaShadows[index].frame = frame
        return cache.alphaShadows[index].shadow.raster
      }
      let raster = make()
      if target.textDeferral?.deferredText == true { return raster }
      cache.alphaShadows.removeAll { $0.frame != frame }
      if cache.alphaShadows.count >= LayerRenderCache.maximumAlphaShadows {
        cache.alphaShadows.removeFirst()
      }
      cache.alphaShadows.append((LayerRenderCache.Keyed(key: key, raster: raster), frame))
      return raster
    }
    if let kept = node.storedRenderCache?.alphaShadows.first(where: { $0.shadow.key == key }) {
      return kept.shadow.raster
    }
    target.bandMissedCache = true
    return nil
  }

  /// The renderer's frame being painted (0 outside a renderer).
  var frame: Int { target.frame }

  /// The shared coverage mask for `key`, made by `make` when missing; a band only reads it (see
  /// ``cachedRaster(_:of:key:make:)``).
  func shapeMask(for key: ShapeMaskCache.Key, make: () -> RasterSurface?) -> RasterSurface? {
    guard target.pass == .band else { return shapeMasks.mask(for: key, make: make) }
    if let mask = target.recentShapeMasks.mask(for: key) { return mask }
    if let mask = shapeMasks.existingMask(for: key) {
      target.recentShapeMasks.remember(key, mask)
      return mask
    }
    target.bandMissedCache = true
    return nil
  }

  /// Whether this painter composites one band of a frame painted in parallel.
  var isBand: Bool { target.pass == .band }
  /// Whether this painter only fills caches and logs damage (``PaintPass/preparing``).
  var isPreparing: Bool { target.pass == .preparing }

  /// Says that this frame must be painted by a whole pass (asked by the preparing pass).
  func requireWholePass() {
    if target.pass == .preparing { target.needsWholePass = true }
  }
}
