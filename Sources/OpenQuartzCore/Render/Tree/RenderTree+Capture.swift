import Foundation
@_spi(OpenUIKit) import OpenText

/// The main thread's half of a sync: the one place that reads the model for rendering. It reads
/// the changed layers into a ``SyncBatch`` of values, and builds the nodes of new layers, without
/// writing any node the render side may be reading.
extension RenderTree {
  /// The root change for `layer`, if it is not the root already: its whole subtree built.
  func captureRoot(_ layer: CALayer?) -> SyncBatch.RootChange? {
    guard capturedRoot?.layer !== layer || (layer == nil) != (capturedRoot == nil) else {
      return nil
    }
    var built: [NodeLinks] = []
    let node = layer.map { build($0, into: &built) }
    capturedRoot = node
    return SyncBatch.RootChange(node: node, built: built)
  }

  /// Reads the changed layers (any tree's; others are skipped) into updates of their nodes.
  func capture(_ changed: [CALayer]) -> SyncBatch {
    var batch = SyncBatch()
    batch.updates.reserveCapacity(changed.count)
    for layer in changed {
      guard let node = node(of: layer) else { continue }
      batch.updates.append(update(of: node, from: layer))
    }
    return batch
  }

  private func update(of node: RenderNode, from layer: CALayer) -> NodeUpdate {
    var changes = layer.changesSinceRender
    // Content laid out in the bounds (a gradient, text) moves with the origin: redrawn, not copied.
    if changes.contains(.scroll), node.kind == .gradient || node.kind == .text {
      changes.formUnion([.geometry, .appearance])
    }
    var update = NodeUpdate(node: node, changes: changes)
    let shown = changes.subtracting(.sublayers)
    let hadSublayerTransform = node.capturedSublayerTransform
    if !shown.isEmpty {
      if capturesMotion { update.motion = motionUpdate(of: node, from: layer) }
      let source = layer.renderSource
      if shown == .geometry {
        let geometry = NodeGeometry(source, in: layer.storedSuperlayer)
        node.capturedSublayerTransform = geometry.hasSublayerTransform
        update.look = .geometry(geometry)
      } else {
        let properties = NodeProperties(source, model: layer)
        node.capturedSublayerTransform = properties.hasSublayerTransform
        update.look = .properties(properties)
        if changes.contains(.appearance), node.kind != .plain {
          update.extra().content = captured(source.renderContent, of: node)
        } else if node.kind == .text, let content = capturedTextColor(of: node, source: source) {
          update.extra().content = content
        }
      }
      if capturesMotion, node.kind == .text, isInTree(layer), let bounds = update.bounds {
        if let raster = textRaster(of: node, bounds: bounds, scale: textScale) {
          update.extra().textRaster = raster
        }
      }
    }
    if changes.contains(.sublayers) {
      let extras = update.extra()
      extras.children = layer.storedSublayers.map {
        self.node(of: $0) ?? build($0, into: &extras.built)
      }
    }
    if layer.storedMask != nil {
      let extras = update.extra()
      extras.mask = maskLink(of: layer, built: &extras.built)
    }
    // Children map into this node through its sublayer transform, about its anchor.
    if !changes.isDisjoint(with: [.geometry, .scroll]),
      hadSublayerTransform || node.capturedSublayerTransform
    {
      let extras = update.extra()
      for sublayer in layer.storedSublayers {
        guard let child = self.node(of: sublayer) else { continue }
        extras.childPlacements.append((child, NodePlacement(sublayer.renderSource, in: layer)))
      }
    }
    return update
  }

  /// A new node for `layer` and its subtree, its links added to `built` after its subtree's (nodes
  /// of this tree found below are moved in when the links are applied).
  func build(_ layer: CALayer, into built: inout [NodeLinks]) -> RenderNode {
    estimate.add(1, ordering: .relaxed)
    let node = RenderNode(layer: layer, treeID: id)
    if registersNodes { layer.renderNode = node }
    // No other thread sees the node before its batch is applied: its values are written here.
    let source = layer.renderSource
    let properties = NodeProperties(source, model: layer)
    node.take(properties)
    node.capturedSublayerTransform = properties.hasSublayerTransform
    if node.kind != .plain { node.content = captured(source.renderContent, of: node) }
    if capturesMotion {
      if layer.hasAnimations, case .set(let motion) = motionUpdate(of: node, from: layer) {
        node.motion = motion
      }
      if node.kind == .text,
        let raster = textRaster(of: node, bounds: node.bounds, scale: textScale)
      {
        node.renderCache.text = raster
      }
    }
    var reused: [(node: RenderNode, placement: NodePlacement)] = []
    let children = layer.storedSublayers.map { sublayer in
      guard let existing = self.node(of: sublayer) else { return build(sublayer, into: &built) }
      // Placed again: this layer's sublayer transform may have changed while it had no node.
      reused.append((existing, NodePlacement(sublayer.renderSource, in: layer)))
      return existing
    }
    let mask = maskLink(of: layer, built: &built)
    built.append(NodeLinks(node: node, children: children, mask: mask, reusedPlacements: reused))
    return node
  }

  /// `layer`'s mask's node and placement, built if new.
  private func maskLink(of layer: CALayer, built: inout [NodeLinks]) -> MaskLink? {
    guard let maskLayer = layer.storedMask else { return nil }
    let mask = node(of: maskLayer) ?? build(maskLayer, into: &built)
    return MaskLink(node: mask, placement: NodePlacement(maskLayer.renderSource, in: nil))
  }

  /// `new` with its text laid out: the layout handed over last when the style is the same, else a
  /// new one (the painter draws prepared text; Pango is the main thread's).
  private func captured(_ new: RenderContent, of node: RenderNode) -> RenderContent {
    guard case .text(var text) = new else { return new }
    if let style = text.style {
      if let old = node.capturedText, old.style == style, let layout = old.prepared {
        text.prepared = layout
      } else {
        text.prepared = TextEngine.shared.layout(style)
      }
    }
    node.capturedText = text
    return .text(text)
  }

  /// A text layer's content with its new color, without laying its text out again (a color change
  /// is not an appearance change: the text's raster is tinted when composited); `nil` when the
  /// color is the same.
  private func capturedTextColor(of node: RenderNode, source: CALayer) -> RenderContent? {
    guard var text = node.capturedText else { return nil }
    let color = unsafeDowncast(source, to: CATextLayer.self).foregroundColor
    guard text.foregroundColor != color else { return nil }
    text.foregroundColor = color
    node.capturedText = text
    return .text(text)
  }

  /// The raster of `node`'s text at `bounds` and `scale`, unless the main thread made that one
  /// last.
  private func textRaster(of node: RenderNode, bounds: CGRect, scale: CGFloat)
    -> LayerRenderCache.Keyed<TextRasterKey>?
  {
    guard let text = node.capturedText,
      let raster = TextRasterSource.makeRaster(
        of: text, bounds: bounds, scale: scale,
        unlessKeyed: node.preparedTextKey)
    else { return nil }
    node.preparedTextKey = raster.key
    return raster
  }

  /// Whether `layer` hangs in some tree (text outside one is rasterized when it is added).
  private func isInTree(_ layer: CALayer) -> Bool {
    layer.storedSuperlayer != nil || layer.maskOwner != nil || layer === capturedRoot?.layer
  }
}
