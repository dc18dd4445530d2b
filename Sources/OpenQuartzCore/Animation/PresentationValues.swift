import Foundation
import OpenCoreGraphics

/// The presentation values of one layer at one moment, as its animations compute them: each
/// animation reads the value so far (the model's, then earlier animations') and writes its own.
struct PresentationValues {
  let layer: CALayer
  /// Whole properties by key, as animated so far.
  private(set) var values: [String: AnimationValue] = [:]
  /// What the animated properties change on screen.
  private(set) var changes: LayerChange = []
  /// Base values used instead of the model's (the value before a change, for an implicit
  /// animation).
  private var bases: [String: AnimationValue] = [:]
  /// Key paths an animation wrote that the layer does not have (reported once each).
  private(set) var unknownKeyPaths: [String] = []
  /// A running transition's frame (the last transition added wins).
  var transition: TransitionFrame?

  init(layer: CALayer) { self.layer = layer }

  /// The value at `keyPath` so far.
  func current(_ keyPath: String) -> AnimationValue? { current(AnimationKeyPath(keyPath)) }

  /// The value at `keyPath` so far.
  func current(_ keyPath: AnimationKeyPath) -> AnimationValue? {
    let key = keyPath.key
    let whole = values[key] ?? bases[key] ?? LayerProperties.animationValue(of: layer, forKey: key)
    guard let rest = keyPath.rest else { return whole }
    guard let whole else { return nil }
    return AnimationValue(LayerProperties.component(rest, of: whole.any))
  }

  /// Sets the value at `keyPath`.
  mutating func set(_ keyPath: String, _ value: AnimationValue) {
    set(AnimationKeyPath(keyPath), value)
  }

  /// Sets the value at `keyPath`.
  mutating func set(_ keyPath: AnimationKeyPath, _ value: AnimationValue) {
    let key = keyPath.key
    guard let property = LayerProperties.all[key] else {
      if !unknownKeyPaths.contains(keyPath.path) { unknownKeyPaths.append(keyPath.path) }
      return
    }
    guard value.isFinite else { return }
    changes.formUnion(property.change)
    guard let rest = keyPath.rest else {
      values[key] = value
      return
    }
    guard let whole = current(AnimationKeyPath(key)),
      let updated = LayerProperties.replacing(rest, of: whole.any, with: value)
    else {
      if !unknownKeyPaths.contains(keyPath.path) { unknownKeyPaths.append(keyPath.path) }
      return
    }
    values[key] = AnimationValue(updated)
  }

  /// The properties the animations wrote.
  var writtenKeys: Set<String> { Set(values.keys) }

  /// Whether the animations wrote `keys` and no other property.
  func writes(exactly keys: Set<String>) -> Bool {
    values.count == keys.count && values.keys.allSatisfy(keys.contains)
  }

  /// Uses `value` as the base of the property `key` (before any animation writes it).
  mutating func setBase(_ key: String, _ value: AnimationValue) { bases[key] = value }

  /// Writes the values into `copy` (a presentation layer).
  func apply(to copy: CALayer) {
    for (key, value) in values {
      _ = LayerProperties.all[key]?.set(copy, value)
    }
    if let transition { copy.timing.transition = transition }
  }
}
