import CollectionUpdates
import Foundation

/// One change of a batch update, as a layout's `prepare(forCollectionViewUpdates:)` receives it
/// (UIKit's `UICollectionViewUpdateItem`).
///
/// A change to a whole section has `NSNotFound` as the item of its index paths.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
  /// What the change does.
  public enum Action: Int, Sendable {
    /// An insertion.
    case insert
    /// A deletion.
    case delete
    /// A reload: shown afresh in place.
    case reload
    /// A move.
    case move
    /// Nothing.
    case none
  }

  /// The index path before the batch (`nil` for an insertion).
  open private(set) var indexPathBeforeUpdate: IndexPath?
  /// The index path after the batch (`nil` for a deletion).
  open private(set) var indexPathAfterUpdate: IndexPath?
  /// What the change does.
  open private(set) var updateAction: Action

  init(before: IndexPath?, after: IndexPath?, action: Action) {
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
    updateAction = action
    super.init()
  }

  /// The changes of `batch`, as UIKit lists them: deletions (last first), insertions (first
  /// first), reloads, then moves; sections before items.
  static func list(_ batch: BatchUpdate, _ mapping: UpdateMapping) -> [UICollectionViewUpdateItem] {
    func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
    var items: [UICollectionViewUpdateItem] = []
    items += batch.deletedSections.reversed().map {
      .init(before: section($0), after: nil, action: .delete)
    }
    items += batch.insertedSections.map { .init(before: nil, after: section($0), action: .insert) }
    items += batch.reloadedSections.map {
      .init(before: section($0), after: mapping.newSection(for: $0).map(section), action: .reload)
    }
    items += batch.movedSections.map {
      .init(before: section($0.from), after: section($0.to), action: .move)
    }
    items += batch.deletedItems.sorted(by: >).map { .init(before: $0, after: nil, action: .delete) }
    items += batch.insertedItems.sorted().map { .init(before: nil, after: $0, action: .insert) }
    items += batch.reloadedItems.sorted().map {
      .init(before: $0, after: mapping.newIndexPath(for: $0), action: .reload)
    }
    items += batch.movedItems.map { .init(before: $0.from, after: $0.to, action: .move) }
    return items
  }
}
