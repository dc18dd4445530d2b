import Foundation

/// The state of a diffable data source's sections and items, by identifier, as UIKit's
/// `NSDiffableDataSourceSnapshot`: a value that is edited and then applied.
///
/// Identifiers are unique across the snapshot, as UIKit requires; the editing methods
/// (`NSDiffableDataSourceSnapshot+Editing.swift`) keep them so: an identifier given twice in one
/// call is kept where it first appears (UIKit's message, once per call), and adding an identifier
/// the snapshot already holds moves it to the new place. Lookups by identifier take constant time
/// (a section's index, an item's section); an item's index is found within its section.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The sections in order, each with its items in order.
  var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
  /// Each section's index in `sections`.
  var sectionIndex: [SectionIdentifierType: Int] = [:]
  /// Each item's section.
  var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  /// Sections to reload (shown afresh) when applied.
  public internal(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
  /// Items to reload (new cells) when applied.
  public internal(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// Items to reconfigure (the same cells, configured again) when applied.
  public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

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
    sectionIndex[identifier].map { sections[$0].items } ?? []
  }

  /// The number of items in `identifier`'s section.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    sectionIndex[identifier].map { sections[$0].items.count } ?? 0
  }

  /// The section holding `identifier`.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sectionOfItem[identifier]
  }

  /// The item's index across all sections.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let path = indexPath(of: identifier) else { return nil }
    return sections[..<path.section].reduce(0) { $0 + $1.items.count } + path.item
  }

  /// The section's index.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionIndex[identifier]
  }

  /// The item's section and index in it.
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    guard let section = sectionOfItem[identifier], let index = sectionIndex[section],
      let item = sections[index].items.firstIndex(of: identifier)
    else { return nil }
    return IndexPath(item: item, section: index)
  }

  /// The item at `indexPath`, if there is one.
  func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section].items[indexPath.item]
  }

  /// Forgets the reload and reconfigure marks (after applying).
  mutating func clearMarks() {
    reloadedSectionIdentifiers = []
    reloadedItemIdentifiers = []
    reconfiguredItemIdentifiers = []
  }

  /// Recomputes `sectionIndex` from `sections` (after sections were inserted, moved or deleted).
  mutating func reindexSections() {
    sectionIndex = [:]
    sectionIndex.reserveCapacity(sections.count)
    for (index, section) in sections.enumerated() { sectionIndex[section.id] = index }
  }
}
