/// How a painter takes part in a frame: on its own, or as one half of a frame rasterized in bands
/// (``BandRasterizer``).
///
/// The painter fills its caches lazily as it paints (rasters, shape masks, shifted copies,
/// extents) and logs what it paints for the next frame's damage. Neither may happen on two threads
/// at once, so a banded frame is painted twice over: once on the render thread with nothing
/// composited, to fill every cache and log the damage, then once per band in parallel, reading
/// only. A frame whose caches the last one left warm skips the first pass: its bands log into
/// lists of their own.
enum PaintPass {
  /// Paints, fills caches and logs damage: a frame (or a part of one) painted on one thread.
  case whole
  /// Fills every cache and logs damage as ``whole`` does, compositing nothing: the frame's clip
  /// is empty. The first, serial, pass of a banded frame.
  case preparing
  /// Composites one band from caches already filled; writes nothing that another band reads (a
  /// cache it finds empty is a miss: the frame is painted again on one thread), and logs what it
  /// paints into its own list when no preparing pass logged it.
  case band
}
