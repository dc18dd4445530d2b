import Foundation
@_spi(Compositor) import OpenCoreGraphics

extension CALayer {
  /// Replaces every sublayer: the old ones are removed and the new ones added.
  func setSublayers(_ newValue: [CALayer]?) {
    for layer in storedSublayers { layer.detachFromSuperlayer() }
    for layer in newValue ?? [] { insert(layer, at: storedSublayers.count) }
  }

  /// Sets the mask, refusing a layer that is another's sublayer or mask.
  func setMask(_ newValue: CALayer?) {
    if let newValue {
      guard newValue !== self, newValue.storedSuperlayer == nil,
        newValue.maskOwner == nil || newValue.maskOwner === self
      else {
        return refuse("mask", newValue, "it already has a superlayer or masks another layer")
      }
      guard admitsSubtree(newValue) else { return refuseTooDeep("mask", newValue) }
    }
    storedMask?.maskOwner = nil
    storedMask = newValue
    newValue?.maskOwner = self
    changed("mask", .composite)
  }

  /// Removes the layer from its superlayer and lays the superlayer out.
  func detachAndRelayout() {
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
    // A view's layer joining another view's was checked by the view, which refuses before
    // changing anything (a second walk of the subtree here would cost as much again).
    let checkedByView = ownerDelegate != nil && layer.ownerDelegate != nil
    if layer.storedSuperlayer !== self, !checkedByView, !admitsSubtree(layer) {
      return refuseTooDeep("addSublayer", layer)
    }
    if layer.storedSuperlayer === self,
      let current = storedSublayers.firstIndex(where: { $0 === layer })
    {
      let index = min(
        max(requestedIndex > current ? requestedIndex - 1 : requestedIndex, 0),
        storedSublayers.count - 1)
      // Already there: nothing moved, nothing to repaint (a view re-syncing its sublayer order
      // re-inserts every subview's layer).
      guard index != current else { return }
      storedSublayers.remove(at: current)
      storedSublayers.insert(layer, at: index)
    } else {
      layer.removeFromSuperlayer()
      let index = min(max(requestedIndex, 0), storedSublayers.count)
      storedSublayers.insert(layer, at: index)
      layer.storedSuperlayer = self
      layer.superlayerHasSublayerTransform = sublayerTransformBox != nil
    }
    changed("sublayers", .sublayers)
    layer.changed("onOrderIn", .hierarchy)
    setNeedsLayoutAutomatically()
    if layer.subtreeNeedsLayout { markAncestorsNeedLayout() }
  }

  /// Unlinks from the superlayer (the render tree's sync damages the old place).
  private func detachFromSuperlayer() {
    guard let parent = storedSuperlayer else { return }
    // Found, then removed: one pointer move instead of a closure call per sibling (views with
    // thousands of children are emptied one by one).
    if let index = parent.storedSublayers.firstIndex(where: { $0 === self }) {
      parent.storedSublayers.remove(at: index)
    }
    storedSuperlayer = nil
    superlayerHasSublayerTransform = false
    // A detached subtree with pending layout is a root of its own now.
    if subtreeNeedsLayout { CommitPipeline.shared.enqueueLayout(self) }
    parent.changed("sublayers", .sublayers)
    runAction(forKey: "onOrderOut")
  }

  /// The most layers one inside another, a mask counting as inside its owner: 512, as a web
  /// engine bounds the depth of the documents it lays out.
  ///
  /// Every phase walks the tree depth first (layout, display, the render tree's sync and
  /// extents, painting, hit testing); a chain thousands of layers deep overflowed the main
  /// thread's stack in them (about 3,000 in a debug build). Adding a layer that would nest
  /// deeper is refused, said once (Docs/Limits.md).
  @_spi(OpenUIKit) public static let maximumDepth = 512

  /// Whether `layer` and what hangs below it fit under this layer within ``maximumDepth``.
  ///
  /// - Complexity: The ancestors of this layer, then `layer`'s subtree down to the depth left,
  ///   not beyond it.
  @_spi(OpenUIKit) public func admitsSubtree(_ layer: CALayer) -> Bool {
    // A layer may have maximumDepth − 1 ancestors: `layer` would have depth + 1.
    let room = Self.maximumDepth - 2 - depth
    guard room >= 0 else { return false }
    var stack: [(CALayer, Int)] = [(layer, 0)]
    while let (current, level) = stack.popLast() {
      guard level <= room else { return false }
      for sublayer in current.storedSublayers { stack.append((sublayer, level + 1)) }
      if let mask = current.storedMask { stack.append((mask, level + 1)) }
    }
    return true
  }

  /// Reports, once, an insertion refused for nesting deeper than ``maximumDepth``.
  func refuseTooDeep(_ operation: String, _ layer: CALayer) {
    Diagnostics.once(
      "layer-depth",
      "\(operation)(\(layer.debugName)) on \(debugName) refused: layers may nest "
        + "\(Self.maximumDepth) deep at most (further such refusals are not said)")
  }

  /// Reports a refused hierarchy change on standard error.
  func refuse(_ operation: String, _ layer: CALayer, _ reason: String) {
    Diagnostics.log(
      "\(operation)(\(layer.debugName)) on \(debugName) refused: \(reason)",
      module: "OpenQuartzCore")
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
