import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Adding, removing, moving and marking sections and items.
///
/// Identifiers stay unique: an identifier given twice in one call is kept where it first appears
/// and the rest are dropped, with UIKit's message once for the call (UIKit stops there); adding
/// an identifier the snapshot already holds takes it from where it was (a move). A call naming a
/// section or item the snapshot lacks changes nothing and says so.
extension NSDiffableDataSourceSnapshot {
  // MARK: Sections

  /// Appends sections.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    placeSections(identifiers) { $0.sections.count }
  }

  /// Inserts sections before `before`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType
  ) {
    placeSections(identifiers) { $0.sectionIndex[before] }
  }

  /// Inserts sections after `after`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType
  ) {
    placeSections(identifiers) { $0.sectionIndex[after].map { $0 + 1 } }
  }

  /// Moves a section before another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection other: SectionIdentifierType
  ) {
    guard identifier != other, sectionIndex[identifier] != nil else { return }
    placeSections([identifier]) { $0.sectionIndex[other] }
  }

  /// Moves a section after another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection other: SectionIdentifierType
  ) {
    guard identifier != other, sectionIndex[identifier] != nil else { return }
    placeSections([identifier]) { $0.sectionIndex[other].map { $0 + 1 } }
  }

  /// Deletes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let doomed = Set(identifiers)
    for section in sections where doomed.contains(section.id) {
      for item in section.items { sectionOfItem[item] = nil }
    }
    sections.removeAll { doomed.contains($0.id) }
    reindexSections()
  }

  /// Marks sections to be shown afresh when applied.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    reloadedSectionIdentifiers += identifiers.filter { sectionIndex[$0] != nil }
  }

  // MARK: Items

  /// Appends items to `section` (the last section when `nil`).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
  ) {
    guard let target = section ?? sections.last?.id, sectionIndex[target] != nil else {
      return reportMissing("section \(section.map { "\($0)" } ?? "(none: append a section first)")")
    }
    placeItems(identifiers, in: target) { $0.count }
  }

  /// Inserts items before `before`.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType
  ) {
    guard let section = sectionOfItem[before] else { return reportMissing("item \(before)") }
    placeItems(identifiers, in: section) { $0.firstIndex(of: before) }
  }

  /// Inserts items after `after`.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType
  ) {
    guard let section = sectionOfItem[after] else { return reportMissing("item \(after)") }
    placeItems(identifiers, in: section) { $0.firstIndex(of: after).map { $0 + 1 } }
  }

  /// Deletes items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    var bySection: [SectionIdentifierType: Set<ItemIdentifierType>] = [:]
    for identifier in identifiers {
      guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
      bySection[section, default: []].insert(identifier)
    }
    for (section, doomed) in bySection {
      guard let index = sectionIndex[section] else { continue }
      sections[index].items.removeAll { doomed.contains($0) }
    }
  }

  /// Deletes every section and item.
  public mutating func deleteAllItems() {
    sections = []
    sectionIndex = [:]
    sectionOfItem = [:]
  }

  /// Moves an item before another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem other: ItemIdentifierType
  ) {
    guard identifier != other, sectionOfItem[identifier] != nil, sectionOfItem[other] != nil else {
      return
    }
    insertItems([identifier], beforeItem: other)
  }

  /// Moves an item after another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem other: ItemIdentifierType
  ) {
    guard identifier != other, sectionOfItem[identifier] != nil, sectionOfItem[other] != nil else {
      return
    }
    insertItems([identifier], afterItem: other)
  }

  /// Marks items for reloading: their cells are made again when applied.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
  }

  /// Marks items for reconfiguring: their cells are configured again in place when applied.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfiguredItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
  }

  // MARK: Mechanics

  /// Puts `identifiers` (first occurrences) at the index `position` finds once those already in
  /// the snapshot were taken out.
  private mutating func placeSections(
    _ identifiers: [SectionIdentifierType], at position: (Self) -> Int?
  ) {
    let unique = firstOccurrences(identifiers, what: "section")
    let moving = Set(unique.filter { sectionIndex[$0] != nil })
    let before = sections
    var taken: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    if !moving.isEmpty {
      for section in sections where moving.contains(section.id) {
        taken[section.id] = section.items
      }
      sections.removeAll { moving.contains($0.id) }
      reindexSections()
    }
    guard let index = position(self) else {
      // The anchor is absent or among those moved.
      sections = before
      reindexSections()
      return reportMissing("the section to insert next to")
    }
    sections.insert(contentsOf: unique.map { ($0, taken[$0] ?? []) }, at: index)
    reindexSections()
  }

  /// Puts `identifiers` (first occurrences) into `section` at the index `position` finds in its
  /// items once those already in the snapshot were taken out.
  private mutating func placeItems(
    _ identifiers: [ItemIdentifierType], in section: SectionIdentifierType,
    at position: ([ItemIdentifierType]) -> Int?
  ) {
    let unique = firstOccurrences(identifiers, what: "item")
    let present = unique.filter { sectionOfItem[$0] != nil }
    // An anchor among the moving items cannot anchor them.
    if !present.isEmpty {
      let before = sections
      deleteItems(present)
      guard let index = sectionIndex[section], position(sections[index].items) != nil else {
        sections = before
        reindexItems(present)
        return reportMissing("the item to insert next to (it is among those inserted)")
      }
    }
    guard let index = sectionIndex[section], let at = position(sections[index].items) else {
      return reportMissing("the item to insert next to")
    }
    sections[index].items.insert(contentsOf: unique, at: at)
    for identifier in unique { sectionOfItem[identifier] = section }
  }

  private mutating func reindexItems(_ identifiers: [ItemIdentifierType]) {
    let wanted = Set(identifiers)
    for section in sections {
      for item in section.items where wanted.contains(item) { sectionOfItem[item] = section.id }
    }
  }

  /// `identifiers` without repeats, reporting repeats once.
  private func firstOccurrences<Identifier: Hashable>(_ identifiers: [Identifier], what: String)
    -> [Identifier]
  {
    var seen = Set<Identifier>()
    seen.reserveCapacity(identifiers.count)
    var named: [Identifier] = []
    let unique = identifiers.filter { identifier in
      if seen.insert(identifier).inserted { return true }
      if named.count < 3, !named.contains(identifier) { named.append(identifier) }
      return false
    }
    if unique.count < identifiers.count {
      Diagnostics.log(
        "NSDiffableDataSourceSnapshot: Fatal: supplied \(what) identifiers are not unique. "
          + "Duplicate identifiers: \(named.map { "\($0)" }.joined(separator: ", "))"
          + " (\(identifiers.count - unique.count) repeats in all); each is kept where it first "
          + "appears", module: "OpenUIKit")
    }
    return unique
  }

  private func reportMissing(_ what: String) {
    Diagnostics.log(
      "NSDiffableDataSourceSnapshot: \(what) is not in the snapshot; nothing is changed",
      module: "OpenUIKit")
  }
}
