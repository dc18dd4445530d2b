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
  func current(_ keyPath: String) -> AnimationValue? {
    let (key, rest) = LayerProperties.split(keyPath)
    let whole = values[key] ?? bases[key] ?? AnimationValue(layer.value(forKey: key))
    guard let rest else { return whole }
    guard let whole else { return nil }
    return AnimationValue(LayerProperties.component(rest, of: whole.any))
  }

  /// Sets the value at `keyPath`.
  mutating func set(_ keyPath: String, _ value: AnimationValue) {
    let (key, rest) = LayerProperties.split(keyPath)
    guard let property = LayerProperties.all[key] else {
      if !unknownKeyPaths.contains(keyPath) { unknownKeyPaths.append(keyPath) }
      return
    }
    guard value.isFinite else { return }
    changes.formUnion(property.change)
    guard let rest else {
      values[key] = value
      return
    }
    guard let whole = current(key),
      let updated = LayerProperties.replacing(rest, of: whole.any, with: value)
    else {
      if !unknownKeyPaths.contains(keyPath) { unknownKeyPaths.append(keyPath) }
      return
    }
    values[key] = AnimationValue(updated)
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
