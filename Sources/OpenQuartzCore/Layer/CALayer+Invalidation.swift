import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// What a property change affects, so the commit does only the needed work.
struct LayerChange: OptionSet {
  let rawValue: Int
  /// Bounds, position, transform: extents move; layout may be needed.
  static let geometry = LayerChange(rawValue: 1 << 0)
  /// What the layer itself draws: its cached rasters are stale.
  static let appearance = LayerChange(rawValue: 1 << 1)
  /// The shadow's shape, color or blur.
  static let shadow = LayerChange(rawValue: 1 << 2)
  /// Opacity, hiding, clipping: composited differently, rasters still valid.
  static let composite = LayerChange(rawValue: 1 << 3)
  /// Only the bounds origin moved (a scroll): the sublayers moved, the layer did not.
  static let scroll = LayerChange(rawValue: 1 << 6)
  /// The layer was added to a superlayer or moved among its siblings.
  static let hierarchy = LayerChange(rawValue: 1 << 4)
  /// Sublayers added, removed or reordered: the subtree's extent changes, but what changed on
  /// screen is the sublayer's own damage, so the layer is not queued for the render.
  static let sublayers = LayerChange(rawValue: 1 << 5)
}

extension CALayer {
  /// Records a property change: runs the action lookup, redisplays when the
  /// class asks for it, bumps cache versions and queues the layer for the
  /// render phase's damage computation.
  func changed(_ key: String, _ change: LayerChange, _ condition: Bool = true) {
    guard condition else { return }
    recordChange(change)
    propertyDidChange(key)
  }

  /// The key-independent half of a change: cache versions and the render queue.
  ///
  /// Several stores made together (a frame's bounds and position) record once. A change of the
  /// sublayers alone does not queue the layer: the added, moved or removed sublayer is queued, and
  /// its damage (old and new place, or its replicator's, mask owner's or alpha-shadowed
  /// ancestor's whole extent) is all that changed on screen.
  func recordChange(_ change: LayerChange) {
    // Borrowed: every property change passes here, and a retain and release of the pipeline was
    // a tenth of a theme switch.
    withBorrowed(CommitPipeline.sharedReference) { pipeline in
      pipeline.assertMayInvalidate(self, "a change")
      if change.contains(.appearance) { appearanceVersion &+= 1 }
      if change != .sublayers { changesSinceRender.formUnion(change) }
      DamageTracker.invalidateExtents(of: self, for: change)
      // Bump the subtree versions up to the root, stopping at an ancestor
      // already bumped since the last render: the walk that bumped it went on
      // to the root. A layer already bumped since the last render needs nothing:
      // caches are built only by renders, and each render starts a new
      // generation, so no cache holds the version it has now.
      let generation = pipeline.renderGeneration
      if bumpedGeneration != generation {
        subtreeVersion &+= 1
        bumpedGeneration = generation
        unowned(unsafe) var current: CALayer = self
        while true {
          if let superlayer = current.storedSuperlayer {
            current = superlayer
          } else if let owner = current.maskOwner {
            current = owner
          } else {
            break
          }
          if current.bumpedGeneration == generation { break }
          current.subtreeVersion &+= 1
          current.bumpedGeneration = generation
        }
      }
      if change != .sublayers { pipeline.layerDidChange(self) }
    }
  }

  /// The per-key half of a change: the action for `key`, and redisplay when the class asks.
  func propertyDidChange(_ key: String) {
    // A plain CALayer (no subclass overrides) whose owner declines actions has nothing to run or
    // redisplay: the search would end at the owner's `NSNull`, and `needsDisplay(forKey:)` is false.
    if delegateDeclinesActions && type(of: self) == CALayer.self { return }
    runAction(forKey: key)
    if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
  }

  /// Stores a validated value and records the change; an invalid value is
  /// rejected and the property keeps its value.
  ///
  /// A key path, not `inout`: the store completes before `changed` runs the
  /// action search, which may read the property again.
  /// - Returns: Whether the stored value changed.
  @discardableResult
  func update<Value: Equatable>(
    _ keyPath: ReferenceWritableKeyPath<CALayer, Value>, to newValue: Value, key: String,
    _ change: LayerChange, valid: Bool = true
  ) -> Bool {
    guard valid else {
      reject(key, newValue)
      return false
    }
    guard self[keyPath: keyPath] != newValue else { return false }
    self[keyPath: keyPath] = newValue
    changed(key, change)
    return true
  }

  /// Reports a rejected value, once per property name; the property keeps its value.
  func reject(_ key: String, _ value: Any) {
    Diagnostics.once(
      "rejected-\(key)",
      "\(debugName).\(key) = \(value) rejected (not finite or out of range); it keeps its value "
        + "(said once per property)")
  }

  /// The layer's class, its name, and the class of the view it backs, for diagnostics.
  ///
  /// For example "EndlessLayoutView's CALayer".
  var debugName: String {
    let own = "\(type(of: self))" + (name.map { "(\"\($0)\")" } ?? "")
    guard let owner = ownerDelegate else { return own }
    return "\(type(of: owner))'s \(own)"
  }
}
