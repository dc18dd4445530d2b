import CollectionUpdates
import Foundation
import Testing

/// Batch updates mapped as UIKit maps them: deletions before, insertions after, moves, reloads,
/// and UIKit's messages for batches that do not add up.
@Suite struct UpdateMappingTests {
  func path(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

  @Test func deletionsUseOldIndexesAndInsertionsNewOnes() throws {
    var update = BatchUpdate()
    update.deletedItems = [path(1, 0), path(3, 0)]
    update.insertedItems = [path(0, 0)]
    // a b c d e → X a c e
    let mapping = try UpdateMapping(oldCounts: [5], newCounts: [4], update: update)
    #expect(mapping.newIndexPath(for: path(0, 0)) == path(1, 0))
    #expect(mapping.newIndexPath(for: path(1, 0)) == nil)
    #expect(mapping.newIndexPath(for: path(2, 0)) == path(2, 0))
    #expect(mapping.newIndexPath(for: path(4, 0)) == path(3, 0))
    #expect(mapping.oldIndexPath(for: path(0, 0)) == nil)
    #expect(mapping.oldIndexPath(for: path(3, 0)) == path(4, 0))
  }

  @Test func movesTakeTheirPlacesAndSurvivorsFillTheRest() throws {
    var update = BatchUpdate()
    update.movedItems = [
      .init(from: path(3, 0), to: path(0, 0)), .init(from: path(0, 0), to: path(1, 1)),
    ]
    // Section 0: a b c d → d b c; section 1: x y → x a y.
    let mapping = try UpdateMapping(oldCounts: [4, 2], newCounts: [3, 3], update: update)
    #expect(mapping.oldIndexPath(for: path(0, 0)) == path(3, 0))
    #expect(mapping.oldIndexPath(for: path(1, 0)) == path(1, 0))
    #expect(mapping.oldIndexPath(for: path(2, 0)) == path(2, 0))
    #expect(mapping.oldIndexPath(for: path(1, 1)) == path(0, 0))
    #expect(mapping.oldIndexPath(for: path(2, 1)) == path(1, 1))
    #expect(mapping.newIndexPath(for: path(0, 0)) == path(1, 1))
  }

  @Test func sectionsAreDeletedInsertedMovedAndReloaded() throws {
    var update = BatchUpdate()
    update.deletedSections = [0]
    update.insertedSections = [2]
    update.movedSections = [.init(from: 3, to: 0)]
    update.reloadedSections = [2]
    // A B C D → D B X C', C reloaded with a new count.
    let mapping = try UpdateMapping(
      oldCounts: [1, 2, 3, 4], newCounts: [4, 2, 7, 9], update: update)
    #expect(mapping.sectionOrigins == [.old(3), .old(1), .inserted, .reloaded(2)])
    #expect(mapping.newSection(for: 0) == nil)
    #expect(mapping.newIndexPath(for: path(3, 3)) == path(3, 0))
    #expect(mapping.newIndexPath(for: path(0, 2)) == nil, "a reloaded section's items are new")
    #expect(mapping.isReloaded(path(0, 2)))
    #expect(mapping.oldIndexPath(for: path(0, 2)) == nil)
  }

  @Test func reloadedItemsKeepTheirPlace() throws {
    var update = BatchUpdate()
    update.reloadedItems = [path(1, 0)]
    update.deletedItems = [path(0, 0)]
    let mapping = try UpdateMapping(oldCounts: [3], newCounts: [2], update: update)
    #expect(mapping.isReloaded(path(1, 0)))
    #expect(mapping.newIndexPath(for: path(1, 0)) == path(0, 0))
  }

  @Test func countsThatDoNotAddUpGetUIKitsMessage() {
    var update = BatchUpdate()
    update.insertedItems = [path(0, 0)]
    #expect {
      try UpdateMapping(oldCounts: [3], newCounts: [5], update: update)
    } throws: { error in
      "\(error)"
        == "Invalid update: invalid number of items in section 0. The number of items contained in "
        + "an existing section after the update (5) must be equal to the number of items "
        + "contained in that section before the update (3), plus or minus the number of items "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out)."
    }
    #expect(throws: UpdateError.self) {
      try UpdateMapping(oldCounts: [3], newCounts: [4], update: BatchUpdate())
    }
    var sections = BatchUpdate()
    sections.insertedSections = [1]
    #expect(throws: UpdateError.self) {
      try UpdateMapping(oldCounts: [1], newCounts: [1], update: sections)
    }
    var twice = BatchUpdate()
    twice.deletedItems = [path(0, 0)]
    twice.movedItems = [.init(from: path(0, 0), to: path(1, 0))]
    #expect(throws: UpdateError.self) {
      try UpdateMapping(oldCounts: [3], newCounts: [2], update: twice)
    }
    var outside = BatchUpdate()
    outside.deletedItems = [path(7, 0)]
    #expect(throws: UpdateError.self) {
      try UpdateMapping(oldCounts: [3], newCounts: [2], update: outside)
    }
  }

  @Test func untouchedSectionsStoreNothingPerItem() throws {
    var update = BatchUpdate()
    update.insertedSections = [0]
    let mapping = try UpdateMapping(
      oldCounts: [100_000_000], newCounts: [1, 100_000_000], update: update)
    #expect(mapping.newIndexPath(for: path(99_999_999, 0)) == path(99_999_999, 1))
  }
}
