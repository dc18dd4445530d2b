import Foundation

/// Where each section and item goes in a batch update, checked against the counts before and
/// after as UIKit checks them.
///
/// Built from the counts the data source reports before and after the batch and the changes it
/// recorded. In each section that survives, the places after the batch that insertions and moves
/// name are theirs; the surviving items (neither deleted nor moved away) fill the other places in
/// their old order. The counts must add up: after = before + inserted − deleted + moved in − moved
/// out; when they do not, the error carries UIKit's message. Sections without item changes are
/// mapped without storing anything per item, so a batch costs what it changes plus the items of
/// the sections it touches.
public struct UpdateMapping: Sendable {
  /// Where a section after the batch comes from.
  public enum SectionOrigin: Equatable, Sendable {
    /// Inserted: all its items are new.
    case inserted
    /// The section at this index before the batch.
    case old(Int)
    /// The section at this index before the batch, shown afresh: all its items are new.
    case reloaded(Int)
  }

  /// The sections after the batch, by where each comes from.
  public internal(set) var sectionOrigins: [SectionOrigin]
  /// The new index of each old section (−1: deleted).
  var newSectionOfOld: [Int]
  /// Per new section with item changes: each item's old index path (section −1: none).
  var itemOrigins: [Int: [Place]] = [:]
  /// Per old section with item changes: each item's new index path (section −1: deleted).
  var itemTargets: [Int: [Place]] = [:]
  var reloadedItems: Set<IndexPath> = []

  struct Place: Sendable, Equatable {
    var section: Int
    var item: Int
    static let none = Place(section: -1, item: -1)
  }

  /// Maps `update` between `oldCounts` and `newCounts` (items per section).
  ///
  /// Throws UIKit's message for a batch that does not add up. `container` and `element` name what is updated in
  /// the message ("collection view" and "item", "table view" and "row").
  public init(
    oldCounts: [Int], newCounts: [Int], update: BatchUpdate,
    container: String = "collection view", element: String = "item"
  ) throws(UpdateError) {
    sectionOrigins = []
    newSectionOfOld = Array(repeating: -1, count: oldCounts.count)
    var check = Checker(container: container, element: element)
    try mapSections(oldCounts: oldCounts, newCounts: newCounts, update: update, check: &check)
    try mapItems(oldCounts: oldCounts, newCounts: newCounts, update: update, check: &check)
  }

  // MARK: Questions

  /// The section's index after the batch; `nil` when it was deleted.
  public func newSection(for oldSection: Int) -> Int? {
    guard newSectionOfOld.indices.contains(oldSection) else { return nil }
    let section = newSectionOfOld[oldSection]
    return section < 0 ? nil : section
  }

  /// The section's index before the batch; `nil` when it was inserted.
  public func oldSection(for newSection: Int) -> Int? {
    guard sectionOrigins.indices.contains(newSection) else { return nil }
    switch sectionOrigins[newSection] {
    case .inserted: return nil
    case .old(let section), .reloaded(let section): return section
    }
  }

  /// Where the item at `oldIndexPath` is after the batch.
  ///
  /// `nil` when it was deleted (or its section was deleted or reloaded). A reloaded item has a place after the batch (see
  /// `isReloaded(_:)`).
  public func newIndexPath(for oldIndexPath: IndexPath) -> IndexPath? {
    guard oldIndexPath.count == 2, let section = newSection(for: oldIndexPath.section),
      sectionOrigins[section] != .reloaded(oldIndexPath.section)
    else {
      return nil
    }
    if let targets = itemTargets[oldIndexPath.section] {
      guard targets.indices.contains(oldIndexPath.item) else { return nil }
      let place = targets[oldIndexPath.item]
      return place.section < 0 ? nil : IndexPath(item: place.item, section: place.section)
    }
    return IndexPath(item: oldIndexPath.item, section: section)
  }

  /// Where the item at `newIndexPath` was before the batch; `nil` when it is new (inserted, or in
  /// an inserted or reloaded section).
  public func oldIndexPath(for newIndexPath: IndexPath) -> IndexPath? {
    guard newIndexPath.count == 2, sectionOrigins.indices.contains(newIndexPath.section) else {
      return nil
    }
    if let origins = itemOrigins[newIndexPath.section] {
      guard origins.indices.contains(newIndexPath.item) else { return nil }
      let place = origins[newIndexPath.item]
      return place.section < 0 ? nil : IndexPath(item: place.item, section: place.section)
    }
    guard case .old(let section) = sectionOrigins[newIndexPath.section] else { return nil }
    return IndexPath(item: newIndexPath.item, section: section)
  }

  /// Whether the item at `oldIndexPath` is shown afresh: reloaded, or in a reloaded section.
  public func isReloaded(_ oldIndexPath: IndexPath) -> Bool {
    guard oldIndexPath.count == 2 else { return false }
    if let section = newSection(for: oldIndexPath.section),
      case .reloaded = sectionOrigins[section]
    {
      return true
    }
    return reloadedItems.contains(oldIndexPath)
  }
}

/// A batch that does not add up, with UIKit's message.
public struct UpdateError: Error, CustomStringConvertible, Sendable {
  /// UIKit's words, starting "Invalid update: ".
  public let description: String
}
