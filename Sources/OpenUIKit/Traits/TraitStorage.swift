import Foundation
import Synchronization

/// The specified traits of a collection or of overrides, by trait type.
///
/// Unspecified traits read as their `defaultValue`.
struct TraitStorage: Equatable {
  struct Entry {
    let trait: UITrait
    let value: Any
    let equals: (Any) -> Bool
  }

  private(set) var entries: [ObjectIdentifier: Entry] = [:]

  func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
    entries[ObjectIdentifier(trait)]?.value as? T.Value ?? T.defaultValue
  }

  mutating func set<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
    entries[ObjectIdentifier(trait)] = Entry(
      trait: trait, value: value, equals: { ($0 as? T.Value) == value })
  }

  mutating func remove(_ trait: UITrait) {
    entries[ObjectIdentifier(trait)] = nil
  }

  func contains(_ trait: UITrait) -> Bool { entries[ObjectIdentifier(trait)] != nil }

  var isEmpty: Bool { entries.isEmpty }

  /// These traits with `overrides` applied and, unless `.unspecified`, `style` forced: what a view
  /// or controller with overrides passes on.
  func applying(_ overrides: UITraitOverrides, style: UIUserInterfaceStyle) -> TraitStorage {
    var result = merging(overrides.storage)
    if style != .unspecified { result.set(UITraitUserInterfaceStyle.self, style) }
    return result
  }

  /// `other`'s entries win.
  func merging(_ other: TraitStorage) -> TraitStorage {
    var result = self
    result.entries.merge(other.entries) { _, new in new }
    return result
  }

  /// The traits whose values differ (a missing entry counts as the default).
  func changedTraits(from other: TraitStorage) -> [UITrait] {
    var changed: [UITrait] = []
    for (key, entry) in entries {
      if let old = other.entries[key] {
        if !entry.equals(old.value) { changed.append(entry.trait) }
      } else if !entry.trait.isDefault(entry.value) {
        changed.append(entry.trait)
      }
    }
    for (key, old) in other.entries where entries[key] == nil {
      if !old.trait.isDefault(old.value) { changed.append(old.trait) }
    }
    return changed
  }

  static func == (lhs: TraitStorage, rhs: TraitStorage) -> Bool {
    lhs.changedTraits(from: rhs).isEmpty
  }
}

extension UITraitDefinition {
  static func isDefault(_ value: Any) -> Bool {
    (value as? Value) == defaultValue
  }
}

/// Records which traits a method reads, for automatic trait tracking: while a view runs
/// `layoutSubviews`, `draw(_:)` or `updateProperties`, reads of trait collections are collected
/// here.
///
/// Trait collections are `Sendable` and may be read on any thread, so reads are recorded only on
/// the thread that opened the scope (an atomic owner check); the buffer is reused, so a scope
/// allocates nothing when it reads no traits.
enum TraitTracking {
  private static let owner = Atomic<UInt>(0)
  @exclusivity(unchecked) nonisolated(unsafe) private static var buffer: [ObjectIdentifier] = []

  static func record(_ trait: UITrait) {
    guard owner.load(ordering: .relaxed) == UInt(pthread_self()) else { return }
    buffer.append(ObjectIdentifier(trait))
  }

  /// Runs `body`, returning the traits it read; `previous` is returned as is (no allocation) when
  /// the reads are the same.
  ///
  /// Scopes nest.
  static func tracking(
    reusing previous: TraitIDs = .empty, _ body: () -> Void
  ) -> TraitIDs {
    let outerOwner = owner.load(ordering: .relaxed)
    let start = buffer.count
    owner.store(UInt(pthread_self()), ordering: .relaxed)
    body()
    owner.store(outerOwner, ordering: .relaxed)
    guard buffer.count > start else { return .empty }
    var same = !previous.isEmpty
    for index in start..<buffer.count where !previous.contains(buffer[index]) {
      same = false
      break
    }
    let read = same ? previous : TraitIDs(buffer[start...])
    // An outer scope also saw these reads; the outermost scope empties the buffer.
    if outerOwner == 0 { buffer.removeAll(keepingCapacity: true) }
    return read
  }
}
