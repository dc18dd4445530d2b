import Foundation
import OpenCoreGraphics

/// The presentation values of one layer at one moment, as its animations compute them: each
/// animation reads the value so far (the model's, then earlier animations') and writes its own.
///
/// A layer's animations write a few properties: they are kept in small lists searched in order,
/// each value with its property's setter, so that a frame hashes no key.
struct PresentationValues {
  let layer: CALayer
  /// A whole property as animated so far, with what sets it on a copy.
  private struct Entry {
    let key: String
    let property: LayerProperties.Property
    var value: AnimationValue
  }
  /// Whole properties as animated so far, in the order first written.
  private var entries: [Entry] = []
  /// What the animated properties change on screen.
  private(set) var changes: LayerChange = []
  /// Base values used instead of the model's (the value before a change, for an implicit
  /// animation).
  private var bases: [(key: String, value: AnimationValue)] = []
  /// Key paths an animation wrote that the layer does not have (reported once each).
  private(set) var unknownKeyPaths: [String] = []
  /// A running transition's frame (the last transition added wins).
  var transition: TransitionFrame?

  init(layer: CALayer) { self.layer = layer }

  /// The value at `keyPath` so far.
  func current(_ keyPath: String) -> AnimationValue? { current(AnimationKeyPath(keyPath)) }

  /// The value at `keyPath` so far.
  func current(_ keyPath: AnimationKeyPath) -> AnimationValue? {
    let whole = wholeValue(keyPath.key, property: keyPath.property)
    guard let rest = keyPath.rest else { return whole }
    guard let whole else { return nil }
    return AnimationValue(LayerProperties.component(rest, of: whole.any))
  }

  /// The whole property `key` so far: written, else its base, else the model's.
  private func wholeValue(_ key: String, property: LayerProperties.Property?) -> AnimationValue? {
    if let entry = entries.first(where: { $0.key == key }) { return entry.value }
    if let base = bases.first(where: { $0.key == key }) { return base.value }
    if let property { return property.read(layer) }
    return AnimationValue(layer.value(forKey: key))
  }

  /// Sets the value at `keyPath`.
  mutating func set(_ keyPath: String, _ value: AnimationValue) {
    set(AnimationKeyPath(keyPath), value)
  }

  /// Sets the value at `keyPath`.
  mutating func set(_ keyPath: AnimationKeyPath, _ value: AnimationValue) {
    guard let property = keyPath.property else {
      if !unknownKeyPaths.contains(keyPath.path) { unknownKeyPaths.append(keyPath.path) }
      return
    }
    guard value.isFinite else { return }
    changes.formUnion(property.change)
    guard let rest = keyPath.rest else {
      store(keyPath.key, property, value)
      return
    }
    guard let whole = wholeValue(keyPath.key, property: property),
      let updated = LayerProperties.replacing(rest, of: whole.any, with: value),
      let converted = AnimationValue(updated)
    else {
      if !unknownKeyPaths.contains(keyPath.path) { unknownKeyPaths.append(keyPath.path) }
      return
    }
    store(keyPath.key, property, converted)
  }

  private mutating func store(
    _ key: String, _ property: LayerProperties.Property, _ value: AnimationValue
  ) {
    if let index = entries.firstIndex(where: { $0.key == key }) {
      entries[index].value = value
    } else {
      entries.append(Entry(key: key, property: property, value: value))
    }
  }

  /// The properties the animations wrote.
  var writtenKeys: Set<String> { Set(entries.map(\.key)) }

  /// Whether the animations wrote `keys` and no other property.
  func writes(exactly keys: Set<String>) -> Bool {
    entries.count == keys.count && entries.allSatisfy { keys.contains($0.key) }
  }

  /// Uses `value` as the base of the property `key` (before any animation writes it).
  mutating func setBase(_ key: String, _ value: AnimationValue) {
    if let index = bases.firstIndex(where: { $0.key == key }) {
      bases[index].value = value
    } else {
      bases.append((key, value))
    }
  }

  /// Writes the values into `copy` (a presentation layer); `false` when a property refused its
  /// value (of the wrong kind), which then keeps what it had.
  @discardableResult
  func apply(to copy: CALayer) -> Bool {
    var tookAll = true
    for entry in entries where !entry.property.set(copy, entry.value) { tookAll = false }
    if let transition { copy.timing.transition = transition }
    return tookAll
  }
}
