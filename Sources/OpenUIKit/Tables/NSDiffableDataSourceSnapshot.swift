import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The state of a diffable data source's sections and items, by identifier, as UIKit's
/// `NSDiffableDataSourceSnapshot`.
///
/// Identifiers are unique across the snapshot: appending one again is reported and skipped
/// (UIKit stops with an error).
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
  private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  /// Items to reload (new cells) when applied.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// Items to reconfigure (the same cells, configured again) when applied.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

  /// An empty snapshot.
  public init() {}

  /// The number of sections.
  public var numberOfSections: Int { sections.count }
  /// The number of items in every section.
  public var numberOfItems: Int { sectionOfItem.count }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
  /// Every item, in order.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// The items of `identifier`'s section (empty when absent).
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sections.first { $0.id == identifier }?.items ?? []
  }

  /// The number of items in `identifier`'s section.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// The section holding `identifier`.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sectionOfItem[identifier]
  }

  /// The item's index across all sections.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  /// The section's index.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.id == identifier }
  }

  // MARK: Sections

  /// Appends sections (identifiers already present are skipped, reported).
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers where checkNewSection(identifier) {
      sections.append((identifier, []))
    }
  }

  /// Inserts sections before `before`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType
  ) {
    guard var index = indexOfSection(before) else { return reportMissing("section \(before)") }
    for identifier in identifiers where checkNewSection(identifier) {
      sections.insert((identifier, []), at: index)
      index += 1
    }
  }

  /// Inserts sections after `after`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType
  ) {
    guard var index = indexOfSection(after) else { return reportMissing("section \(after)") }
    for identifier in identifiers where checkNewSection(identifier) {
      index += 1
      sections.insert((identifier, []), at: index)
    }
  }

  /// Deletes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let doomed = Set(identifiers)
    for section in sections where doomed.contains(section.id) {
      for item in section.items { sectionOfItem[item] = nil }
    }
    sections.removeAll { doomed.contains($0.id) }
  }

  /// Marks every item of the sections for reloading.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers { reloadItems(itemIdentifiers(inSection: identifier)) }
  }

  // MARK: Items

  /// Appends items to `section` (the last section when `nil`).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
  ) {
    guard let index = section.map(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1)
    else { return reportMissing("section \(String(describing: section))") }
    for identifier in identifiers where checkNewItem(identifier) {
      sections[index].items.append(identifier)
      sectionOfItem[identifier] = sections[index].id
    }
  }

  /// Inserts items before `before`.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType
  ) {
    insert(identifiers, near: before, offset: 0)
  }

  /// Inserts items after `after`.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType
  ) {
    insert(identifiers, near: after, offset: 1)
  }

  private mutating func insert(
    _ identifiers: [ItemIdentifierType], near anchor: ItemIdentifierType, offset: Int
  ) {
    guard let section = sectionOfItem[anchor], let s = indexOfSection(section),
      var index = sections[s].items.firstIndex(of: anchor)
    else { return reportMissing("item \(anchor)") }
    index += offset
    for identifier in identifiers where checkNewItem(identifier) {
      sections[s].items.insert(identifier, at: index)
      sectionOfItem[identifier] = section
      index += 1
    }
  }

  /// Deletes items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let doomed = Set(identifiers)
    for identifier in identifiers { sectionOfItem[identifier] = nil }
    for index in sections.indices { sections[index].items.removeAll { doomed.contains($0) } }
  }

  /// Deletes every section and item.
  public mutating func deleteAllItems() {
    sections = []
    sectionOfItem = [:]
  }

  /// Moves an item before another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem other: ItemIdentifierType
  ) {
    guard identifier != other, sectionOfItem[identifier] != nil, sectionOfItem[other] != nil else {
      return
    }
    deleteItems([identifier])
    insertItems([identifier], beforeItem: other)
  }

  /// Moves an item after another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem other: ItemIdentifierType
  ) {
    guard identifier != other, sectionOfItem[identifier] != nil, sectionOfItem[other] != nil else {
      return
    }
    deleteItems([identifier])
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

  /// Forgets the reload and reconfigure marks (after applying).
  mutating func clearMarks() {
    reloadedItemIdentifiers = []
    reconfiguredItemIdentifiers = []
  }

  private func checkNewSection(_ identifier: SectionIdentifierType) -> Bool {
    guard indexOfSection(identifier) == nil else {
      reportDuplicate("section \(identifier)")
      return false
    }
    return true
  }

  private func checkNewItem(_ identifier: ItemIdentifierType) -> Bool {
    guard sectionOfItem[identifier] == nil else {
      reportDuplicate("item \(identifier)")
      return false
    }
    return true
  }

  private func reportDuplicate(_ what: String) {
    Diagnostics.log(
      "NSDiffableDataSourceSnapshot: supplied identifiers are not unique: \(what) is already in "
        + "the snapshot; it is skipped", module: "OpenUIKit")
  }

  private func reportMissing(_ what: String) {
    Diagnostics.log(
      "NSDiffableDataSourceSnapshot: \(what) is not in the snapshot; nothing is inserted",
      module: "OpenUIKit")
  }
}
