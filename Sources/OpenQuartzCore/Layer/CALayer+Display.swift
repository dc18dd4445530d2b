import Foundation
import OpenCoreGraphics

extension CALayer {
  /// Marks the whole layer for `display()` at the next commit.
  ///
  /// Any number of calls before the commit give one display.
  public func setNeedsDisplay() {
    setNeedsDisplay(storedBounds)
  }

  /// Marks `r` (layer space) as needing redraw; rects accumulate until the next display.
  ///
  /// The layer is redrawn whole; the union is the invalid area.
  public func setNeedsDisplay(_ r: CGRect) {
    CommitPipeline.shared.assertMayInvalidate(self, "setNeedsDisplay")
    invalidRect = invalidRect.union(r.isFiniteRect ? r : storedBounds)
    guard !needsDisplayFlag else { return }
    needsDisplayFlag = true
    CommitPipeline.shared.enqueueDisplay(self)
  }

  /// Whether `display()` will be called at the next commit.
  public func needsDisplay() -> Bool { needsDisplayFlag }

  /// Calls `display()` now if the layer needs display.
  public func displayIfNeeded() {
    guard needsDisplayFlag else { return }
    needsDisplayFlag = false
    invalidRect = .null
    display()
  }

  /// The standard display: a backing store of `bounds.size × contentsScale` pixels (origin at the
  /// bounds origin, y down), drawn by `draw(in:)`, replaces `contents`.
  ///
  /// An empty layer gets `nil` contents.
  public func displayIntoBackingStore() {
    delegate?.layerWillDraw(self)
    let size = storedBounds.size
    guard size.width > 0, size.height > 0,
      let context = try? CGContext(size: size, scale: storedContentsScale, coordinateSpace: .uiKit)
    else {
      contents = nil
      return
    }
    context.translateBy(x: -storedBounds.minX, y: -storedBounds.minY)
    draw(in: context)
    contents = context.makeImage()
  }
}
