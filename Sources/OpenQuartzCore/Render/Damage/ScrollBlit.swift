import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// A scroll the renderer performs by copying pixels: a layer whose bounds origin alone moved since
/// the last frame has its visible pixels moved inside the framebuffer, and only the strips it
/// exposed (plus whatever else changed) are painted.
///
/// A layer qualifies when copying its composited pixels is exactly what a redraw would give:
///
/// - only its bounds origin changed in the last sync (``RenderNode/lastChanges`` is `.scroll`),
///   and it was painted last frame;
/// - it clips to its bounds, has an opaque background, no corner radius, border, shadow or mask,
///   and it and its ancestors are fully opaque, with no replicator, mask or alpha shadow above it
///   (``DamageTracker/target(of:)`` is itself);
/// - it maps to the framebuffer by a scale and a translation that put its bounds and the scroll's
///   distance on whole pixels.
///
/// Anything painted over it afterwards (later siblings of it or its ancestors, an ancestor's
/// border) was moved along with it; that is damaged at both places. Its descendants' logged
/// extents move with their pixels, so their own changes damage where they are now.
struct ScrollBlit {
  /// The scrolled node.
  let node: RenderNode
  /// The visible rectangle that moves, in device pixels.
  let clip: CGRect
  /// How far the pixels move, in device pixels (opposite to the origin's change).
  let offset: CGPoint

  /// The blit for `node`, when it qualifies.
  static func make(
    for node: RenderNode, root: RenderNode, rootToDevice: CGAffineTransform,
    tracker: DamageTracker, framebuffer: CGRect
  ) -> ScrollBlit? {
    guard node.lastChanges == .scroll, let old = node.scrolledFrom,
      node.isAttached(to: root), !node.isHiddenInTree, node.masksToBounds,
      node.mask == nil, node.cornerRadius == 0, node.borderWidth == 0,
      node.shadowOpacity == 0, let background = node.backgroundColor, background.alpha >= 1,
      tracker.loggedExtent(of: node) != nil, DamageTracker.target(of: node) === node
    else { return nil }
    var ancestor: RenderNode? = node
    while let current = ancestor {
      guard current.opacity >= 1 else { return nil }
      ancestor = current.parent
    }
    let toDevice = node.toRootSpace.concatenating(rootToDevice)
    guard toDevice.b == 0, toDevice.c == 0, toDevice.a > 0, toDevice.d > 0 else { return nil }
    let origin = node.bounds.origin
    let offset = CGPoint(x: (old.x - origin.x) * toDevice.a, y: (old.y - origin.y) * toDevice.d)
    let rect = node.bounds.applying(toDevice)
    guard offset != .zero, isWhole(offset.x), isWhole(offset.y), isWhole(rect.minX),
      isWhole(rect.minY), isWhole(rect.width), isWhole(rect.height)
    else { return nil }
    let clip = rect.integral.intersection(framebuffer)
    guard !clip.isNull, !clip.isEmpty else { return nil }
    return ScrollBlit(
      node: node, clip: clip, offset: CGPoint(x: offset.x.rounded(), y: offset.y.rounded()))
  }

  private static func isWhole(_ value: CGFloat) -> Bool {
    value.isFinite && abs(value - value.rounded()) < 1e-6
  }

  /// Where the copied pixels land (inside the clip).
  var destination: CGRect { clip.intersection(clip.offsetBy(dx: offset.x, dy: offset.y)) }

  /// The strips the copy leaves stale: the clip minus the destination.
  var exposed: [CGRect] {
    let moved = destination
    guard !moved.isNull, !moved.isEmpty else { return [clip] }
    var strips: [CGRect] = []
    if moved.minY > clip.minY {
      strips.append(
        CGRect(x: clip.minX, y: clip.minY, width: clip.width, height: moved.minY - clip.minY))
    }
    if moved.maxY < clip.maxY {
      strips.append(
        CGRect(x: clip.minX, y: moved.maxY, width: clip.width, height: clip.maxY - moved.maxY))
    }
    if moved.minX > clip.minX {
      strips.append(
        CGRect(x: clip.minX, y: moved.minY, width: moved.minX - clip.minX, height: moved.height))
    }
    if moved.maxX < clip.maxX {
      strips.append(
        CGRect(x: moved.maxX, y: moved.minY, width: clip.maxX - moved.maxX, height: moved.height))
    }
    return strips
  }

  /// Copies the pixels of the clip by ``offset`` in a premultiplied 32-bit framebuffer.
  func copyPixels(in pixels: UnsafeMutableRawPointer, bytesPerRow: Int) {
    let moved = destination
    guard !moved.isNull, !moved.isEmpty else { return }
    let width = Int(moved.width) * 4
    let rows = Int(moved.height)
    let dx = Int(offset.x)
    let dy = Int(offset.y)
    let x = Int(moved.minX)
    let top = Int(moved.minY)
    // Moving down copies from the bottom row up, so no row is overwritten before it is read.
    let order =
      dy > 0
      ? stride(from: rows - 1, through: 0, by: -1) : stride(from: 0, through: rows - 1, by: 1)
    for row in order {
      let target = pixels + (top + row) * bytesPerRow + x * 4
      let source = pixels + (top + row - dy) * bytesPerRow + (x - dx) * 4
      memmove(target, source, width)
    }
  }

  /// Rectangles painted over the layer after it (later siblings of it and of its ancestors, an
  /// ancestor's border) that the copy moved: where they were moved to, and where they belong.
  func overpaintedDamage(tracker: DamageTracker) -> [CGRect] {
    var damage: [CGRect] = []
    var child = node
    while let parent = child.parent {
      if parent.borderWidth > 0 { return [clip] }
      if let index = parent.children.firstIndex(where: { $0 === child }) {
        for sibling in parent.children[(index + 1)...] {
          guard let extent = tracker.loggedExtent(of: sibling) else { continue }
          let over = extent.intersection(clip)
          guard !over.isNull, !over.isEmpty else { continue }
          damage.append(over)
          damage.append(over.offsetBy(dx: offset.x, dy: offset.y).intersection(clip))
        }
      }
      child = parent
    }
    return damage
  }
}
