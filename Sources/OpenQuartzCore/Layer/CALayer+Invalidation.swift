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
  /// Sublayers added, removed or reordered: the render tree links their nodes, but what changed on
  /// screen is the sublayers' own damage (the layer itself is not damaged).
  static let sublayers = LayerChange(rawValue: 1 << 5)
}

extension CALayer {
  /// Records a property change: runs the action lookup, redisplays when the class asks for it, and
  /// queues the layer for the render tree's sync.
  ///
  /// - Parameter old: The value before the change, asked only when an implicit animation starts
  ///   from it.
  func changed(
    _ key: String, _ change: LayerChange, _ condition: Bool = true,
    old: @autoclosure () -> Any? = nil
  ) {
    guard condition else { return }
    recordChange(change)
    propertyDidChange(key, old: old())
  }

  /// The key-independent half of a change: the dirty bits and the render queue.
  ///
  /// Several stores made together (a frame's bounds and position) record once. Nothing else
  /// happens here: versions, extents and damage are the render side's, worked out by the sync
  /// from these bits (`Render/Tree/RenderTree.swift`).
  ///
  /// - Parameter byModel: `false` when the animations, not the model's properties, changed what
  ///   shows (the renderer's presentation copy of the model then stays current).
  func recordChange(_ change: LayerChange, byModel: Bool = true) {
    // Borrowed: every property change passes here, and a retain and release of the pipeline was
    // a tenth of a theme switch.
    // A presentation copy is not part of any tree: nothing to queue.
    guard !isPresentationCopy else { return }
    if byModel { modelChangeCount &+= 1 }
    withBorrowed(CommitPipeline.sharedReference) { pipeline in
      pipeline.assertMayInvalidate(self, "a change")
      changesSinceRender.formUnion(change)
      pipeline.layerDidChange(self)
    }
  }

  /// The per-key half of a change: the action for `key`, and redisplay when the class asks.
  ///
  /// - Parameter old: The value before the change, for an implicit animation that starts from it
  ///   (not evaluated otherwise).
  func propertyDidChange(_ key: String, old: @autoclosure () -> Any? = nil) {
    // A plain CALayer (no subclass overrides) whose owner declines actions has nothing to run or
    // redisplay: the search would end at the owner's `NSNull`, and `needsDisplay(forKey:)` is false.
    if delegateDeclinesActions && type(of: self) == CALayer.self && !CALayer.ownersAnimate {
      return
    }
    guard !isPresentationCopy else { return }
    runAction(forKey: key, old: old())
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
    let old = self[keyPath: keyPath]
    guard old != newValue else { return false }
    self[keyPath: keyPath] = newValue
    changed(key, change, old: old)
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
