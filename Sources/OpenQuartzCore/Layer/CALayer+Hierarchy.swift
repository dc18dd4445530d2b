import Foundation

extension CALayer {
  /// The sublayers, back to front; `nil` when there are none (as in Core Animation).
  ///
  /// Setting it removes the old ones and adds the new ones.
  public var sublayers: [CALayer]? {
    get { storedSublayers.isEmpty ? nil : storedSublayers }
    set {
      for layer in storedSublayers { layer.detachFromSuperlayer() }
      for layer in newValue ?? [] { insert(layer, at: storedSublayers.count) }
    }
  }

  /// The layer this one is a sublayer of.
  public var superlayer: CALayer? { storedSuperlayer }

  /// A layer whose alpha masks this layer's content, positioned in this layer's space by its own
  /// frame.
  ///
  /// A layer that is another's sublayer or mask is refused. Default `nil`.
  public var mask: CALayer? {
    get { storedMask }
    set {
      if let newValue {
        guard newValue !== self, newValue.storedSuperlayer == nil,
          newValue.maskOwner == nil || newValue.maskOwner === self
        else {
          return refuse("mask", newValue, "it already has a superlayer or masks another layer")
        }
      }
      storedMask?.maskOwner = nil
      storedMask = newValue
      newValue?.maskOwner = self
      changed("mask", .composite)
    }
  }

  /// Appends `layer` as the front-most sublayer, first removing it from its current superlayer.
  public func addSublayer(_ layer: CALayer) {
    insert(layer, at: storedSublayers.count)
  }

  /// Inserts `layer` at `idx` (clamped to the sublayer count).
  public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    insert(layer, at: Int(idx))
  }

  /// Inserts `layer` just behind `sibling`, or at the back when `sibling` is not a sublayer.
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } } ?? 0
    insert(layer, at: index)
  }

  /// Inserts `layer` just in front of `sibling`, or at the front when `sibling` is not a sublayer.
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index =
      sibling.flatMap { s in storedSublayers.firstIndex { $0 === s }.map { $0 + 1 } }
      ?? storedSublayers.count
    insert(layer, at: index)
  }

  /// Replaces the sublayer `oldLayer` with `newLayer` at the same index.
  public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else {
      return refuse("replaceSublayer", oldLayer, "it is not a sublayer of \(debugName)")
    }
    guard oldLayer !== newLayer else { return }
    oldLayer.removeFromSuperlayer()
    insert(newLayer, at: index)
  }

  /// Removes the layer from its superlayer.
  public func removeFromSuperlayer() {
    guard let parent = storedSuperlayer else { return }
    detachFromSuperlayer()
    parent.setNeedsLayoutAutomatically()
  }

  /// Whether `layer` is this layer or one of its ancestors.
  func isSelfOrAncestor(_ layer: CALayer) -> Bool {
    var current: CALayer? = self
    while let candidate = current {
      if candidate === layer { return true }
      current = candidate.storedSuperlayer ?? candidate.maskOwner
    }
    return false
  }

  /// The shared insertion path: refuses cycles, reparents, invalidates.
  func insert(_ layer: CALayer, at requestedIndex: Int) {
    guard !isSelfOrAncestor(layer) else {
      return refuse(
        "addSublayer", layer,
        "a layer cannot be added to itself or to one of its own descendants")
    }
    guard layer.maskOwner == nil else {
      return refuse("addSublayer", layer, "it is the mask of another layer")
    }
    if layer.storedSuperlayer === self,
      let current = storedSublayers.firstIndex(where: { $0 === layer })
    {
      storedSublayers.remove(at: current)
      let index = min(
        max(requestedIndex > current ? requestedIndex - 1 : requestedIndex, 0),
        storedSublayers.count)
      storedSublayers.insert(layer, at: index)
    } else {
      layer.removeFromSuperlayer()
      let index = min(max(requestedIndex, 0), storedSublayers.count)
      storedSublayers.insert(layer, at: index)
      layer.storedSuperlayer = self
      layer.superlayerHasSublayerTransform = sublayerTransformBox != nil
      layer.cachedExtentInSuperlayer = nil
    }
    changed("sublayers", .sublayers)
    layer.changed("onOrderIn", .hierarchy)
    setNeedsLayoutAutomatically()
    if layer.subtreeNeedsLayout { markAncestorsNeedLayout() }
  }

  /// Unlinks from the superlayer, recording the damage of the old place.
  private func detachFromSuperlayer() {
    guard let parent = storedSuperlayer else { return }
    CommitPipeline.shared.layerDidChange(self)
    // Found now, while the ancestors are still linked: a replicator's instances or an ancestor's
    // alpha shadow drew this layer too.
    let target = damageTarget
    if target !== self { CommitPipeline.shared.layerDidChange(target) }
    parent.storedSublayers.removeAll { $0 === self }
    storedSuperlayer = nil
    superlayerHasSublayerTransform = false
    cachedExtentInSuperlayer = nil
    // A detached subtree with pending layout is a root of its own now.
    if subtreeNeedsLayout { CommitPipeline.shared.enqueueLayout(self) }
    parent.changed("sublayers", .sublayers)
    runAction(forKey: "onOrderOut")
  }

  /// Reports a refused hierarchy change on standard error.
  func refuse(_ operation: String, _ layer: CALayer, _ reason: String) {
    FileHandle.standardError.write(
      Data(
        "OpenQuartzCore: \(operation)(\(layer.debugName)) on \(debugName) refused: \(reason)\n".utf8
      ))
  }

  /// Shallowest first, each depth computed once (not per comparison).
  static func sortedByDepth(_ layers: [CALayer]) -> [CALayer] {
    sortedShallowestFirst(layers) { $0.depth }
  }

  /// The number of ancestors: layout and display run shallowest first.
  var depth: Int {
    var count = 0
    var layer = storedSuperlayer ?? maskOwner
    while let current = layer {
      count += 1
      layer = current.storedSuperlayer ?? current.maskOwner
    }
    return count
  }

  /// The root of the tree (following masks to their owners).
  var rootLayer: CALayer {
    var layer = self
    while let parent = layer.storedSuperlayer ?? layer.maskOwner { layer = parent }
    return layer
  }
}
