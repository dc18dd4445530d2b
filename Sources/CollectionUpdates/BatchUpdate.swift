import Foundation

/// One batch of changes to a list of sections of items, as a table or collection view records
/// them between the start and end of its batch updates.
///
/// As UIKit reads them: deletions, reloads and the sources of moves name indexes before the
/// batch; insertions and the destinations of moves name indexes after it. A reloaded section or
/// item keeps its place and is shown afresh.
public struct BatchUpdate: Sendable, Equatable {
  /// A section or item moved from an index before the batch to one after it.
  public struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
    /// The index before the batch.
    public var from: Index
    /// The index after the batch.
    public var to: Index
    /// Creates a move.
    public init(from: Index, to: Index) {
      self.from = from
      self.to = to
    }
  }

  /// Sections deleted (indexes before).
  public var deletedSections = IndexSet()
  /// Sections inserted (indexes after).
  public var insertedSections = IndexSet()
  /// Sections shown afresh (indexes before).
  public var reloadedSections = IndexSet()
  /// Sections moved.
  public var movedSections: [Move<Int>] = []
  /// Items deleted (index paths before).
  public var deletedItems: [IndexPath] = []
  /// Items inserted (index paths after).
  public var insertedItems: [IndexPath] = []
  /// Items shown afresh (index paths before).
  public var reloadedItems: [IndexPath] = []
  /// Items moved.
  public var movedItems: [Move<IndexPath>] = []

  /// An empty batch.
  public init() {}

  /// Whether the batch changes nothing.
  public var isEmpty: Bool { self == BatchUpdate() }

  /// Adds `other`'s changes (a batch inside a batch).
  public mutating func formUnion(_ other: BatchUpdate) {
    deletedSections.formUnion(other.deletedSections)
    insertedSections.formUnion(other.insertedSections)
    reloadedSections.formUnion(other.reloadedSections)
    movedSections += other.movedSections
    deletedItems += other.deletedItems
    insertedItems += other.insertedItems
    reloadedItems += other.reloadedItems
    movedItems += other.movedItems
  }
}
