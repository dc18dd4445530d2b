import CCairo
import Foundation
import OpenCoreGraphics

/// What the compositor keeps for one layer between frames.
///
/// Each raster is rebuilt only when its key (the layer's versions and the raster scale) changes
/// (`LayerPainter.cachedRaster(_:of:key:make:)`).
final class LayerRenderCache {
  struct Keyed<Key: Equatable> {
    var key: Key
    var raster: RasterSurface?
  }

  struct RasterKey: Equatable {
    var version: Int
    var scale: CGFloat
  }

  struct ShadowKey: Equatable {
    var version: Int
    var transform: CGAffineTransform
    /// The device region the mask covers (the layer's extent within the target, see
    /// `LayerPainter.paintAlphaShadow`).
    var region: CGRect
  }

  /// Layer-kind content: a gradient or a shape.
  var kindContent: Keyed<RasterKey>?
  /// Text coverage (A8), tinted at composite time.
  var text: Keyed<TextRasterKey>?
  /// The blurred `shadowPath`.
  var shadowPathMask: Keyed<RasterKey>?
  /// Blurred shadows shaped by the composited subtree (device space), one per placement painted
  /// in the last frame that painted the layer (a replicated layer is painted once per instance),
  /// with the frame each was last used in.
  var alphaShadows: [(shadow: Keyed<ShadowKey>, frame: Int)] = []
  /// The most alpha shadows kept for one layer.
  static let maximumAlphaShadows = 16
  /// The subtree rasterized for `shouldRasterize` (layer space), by subtree version and scale.
  var rasterizedSubtree: Keyed<RasterKey>?
  /// The subtree painted as a mask (layer space), by subtree version and the renderer's scale.
  var maskRaster: Keyed<RasterKey>?
  /// The layer's subtree bounds in its own space, by subtree version.
  var localExtent: (version: Int, rect: CGRect)?

  /// Drops every raster (for cold-frame benchmarks and memory pressure).
  func removeAll() {
    kindContent = nil
    text = nil
    alphaShadows = []
    shadowPathMask = nil
    rasterizedSubtree = nil
    maskRaster = nil
    localExtent = nil
  }
}

/// Coverage masks (A8) shared by every layer with the same geometry: the 200 cards of a list share
/// one silhouette, one border ring and one blurred shadow.
///
/// Colors tint them at composite time, so a color change (dark mode) rasterizes nothing.
final class ShapeMaskCache {
  /// A size as a hashable key (no retroactive conformance on `CGSize`).
  struct Size: Hashable {
    var width: CGFloat
    var height: CGFloat
    init(_ size: CGSize) {
      width = size.width
      height = size.height
    }
  }

  enum Key: Hashable {
    /// The rounded bounds, at the origin.
    case silhouette(size: Size, radius: CGFloat, corners: UInt, scale: CGFloat)
    /// The inner border band.
    case ring(size: Size, radius: CGFloat, corners: UInt, width: CGFloat, scale: CGFloat)
    /// The blurred silhouette.
    case shadow(size: Size, radius: CGFloat, corners: UInt, sigma: CGFloat, scale: CGFloat)
    /// Background and border baked together (ARGB), by their colors.
    case body(
      size: Size, radius: CGFloat, corners: UInt, width: CGFloat, background: CGColor?,
      border: CGColor?, scale: CGFloat)
  }

  private var masks: [Key: RasterSurface] = [:]
  private var order: [Key] = []
  /// The last few keys asked for and their masks.
  ///
  /// Siblings styled alike (a list's rows, a grid's cells) ask for the same keys one after
  /// another, with the same color objects: compared by identity, they skip hashing the key's
  /// colors (a third of painting 10,000 leaves after a theme switch).
  private var recent = RecentShapeMasks()
  /// Masks kept at most; the oldest is dropped first.
  let capacity = 512

  func mask(for key: Key, make: () -> RasterSurface?) -> RasterSurface? {
    if let mask = recent.mask(for: key) { return mask }
    if let mask = masks[key] {
      recent.remember(key, mask)
      return mask
    }
    guard let mask = make() else { return nil }
    masks[key] = mask
    order.append(key)
    if order.count > capacity { masks[order.removeFirst()] = nil }
    recent.remember(key, mask)
    return mask
  }

  /// The mask kept for `key`, if any, without making one or noting the lookup: what a band of a
  /// parallel frame reads (``PaintPass/band``), from any thread while no other writes.
  func existingMask(for key: Key) -> RasterSurface? {
    masks[key]
  }

  /// How many masks are kept.
  var count: Int { masks.count }

  func removeAll() {
    masks.removeAll()
    order.removeAll()
    recent.removeAll()
  }

  /// Whether two keys are equal, telling colors apart by identity (equal colors in distinct
  /// objects answer false; the caller then looks the key up).
  static func isSame(_ a: Key, _ b: Key) -> Bool {
    switch (a, b) {
    case (
      .body(
        let size1, let radius1, let corners1, let width1, let background1, let border1,
        let scale1),
      .body(
        let size2, let radius2, let corners2, let width2, let background2, let border2,
        let scale2)
    ):
      return size1 == size2 && radius1 == radius2 && corners1 == corners2 && width1 == width2
        && scale1 == scale2 && background1 === background2 && border1 === border2
    case (.body, _), (_, .body):
      return false
    default:
      return a == b
    }
  }
}
