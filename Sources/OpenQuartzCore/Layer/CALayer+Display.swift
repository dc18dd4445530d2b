import Foundation
@_spi(Compositor) import OpenCoreGraphics

extension CALayer {
  /// Adds `r` (layer space; the bounds when not finite) to the invalid area and queues the layer
  /// for display once.
  func markNeedsDisplay(_ r: CGRect) {
    // A presentation copy shows its model's contents: it is never displayed itself.
    guard !isPresentationCopy else { return }
    CommitPipeline.shared.assertMayInvalidate(self, "setNeedsDisplay")
    invalidRect = invalidRect.union(r.isFiniteRect ? r : storedBounds)
    guard !needsDisplayFlag else { return }
    needsDisplayFlag = true
    CommitPipeline.shared.enqueueDisplay(self)
  }

  /// Clears the flag and the invalid area, then calls `display()`.
  func displayNow() {
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
    guard size.width > 0, size.height > 0 else {
      contents = nil
      return
    }
    let context: CGContext
    do {
      context = try CGContext(size: size, scale: storedContentsScale, coordinateSpace: .uiKit)
    } catch {
      Diagnostics.once(
        "backing-store-\(ObjectIdentifier(self).hashValue)",
        "\(debugName) is not drawn: its backing store is refused (\(error))")
      contents = nil
      return
    }
    context.translateBy(x: -storedBounds.minX, y: -storedBounds.minY)
    draw(in: context)
    contents = context.makeImageEndingDrawing()
  }
}
