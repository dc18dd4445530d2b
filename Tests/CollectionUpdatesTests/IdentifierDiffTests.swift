import CollectionUpdates
import Foundation
import Testing

/// The diff of two lists of identifiers, checked by replaying it: every item after the batch must
/// come from where the mapping says, with as few moves as possible.
@Suite struct IdentifierDiffTests {
  typealias Lists = [(String, [Int])]

  /// Replays `update` on `old` through `UpdateMapping` and checks it produces `new`.
  func replay(_ old: Lists, _ new: Lists, _ update: BatchUpdate) throws {
    let mapping = try UpdateMapping(
      oldCounts: old.map(\.1.count), newCounts: new.map(\.1.count), update: update)
    let inserted = Set(update.insertedItems)
    for (sectionIndex, section) in new.enumerated() {
      for (itemIndex, item) in section.1.enumerated() {
        let to = IndexPath(item: itemIndex, section: sectionIndex)
        if let from = mapping.oldIndexPath(for: to) {
          #expect(old[from.section].1[from.item] == item, "\(item) at \(to)")
          #expect(mapping.newIndexPath(for: from) == to)
        } else {
          let sectionIsNew = mapping.oldSection(for: sectionIndex) == nil
          #expect(sectionIsNew || inserted.contains(to), "\(item) at \(to) comes from nowhere")
        }
      }
    }
  }

  @Test func anItemMovedToTheFrontIsOneMove() throws {
    let old: Lists = [("a", [1, 2, 3, 4, 5])]
    let new: Lists = [("a", [5, 1, 2, 3, 4])]
    let update = IdentifierDiff.batch(from: old, to: new)
    #expect(
      update.movedItems == [
        .init(from: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0))
      ])
    #expect(update.insertedItems.isEmpty && update.deletedItems.isEmpty)
    try replay(old, new, update)
  }

  @Test func sectionsAndItemsComeGoAndMoveBetweenSections() throws {
    let old: Lists = [("fruit", [1, 2, 3]), ("old", [4]), ("veg", [5, 6])]
    let new: Lists = [("veg", [6, 5, 2]), ("new", [7, 3]), ("fruit", [1, 8])]
    let update = IdentifierDiff.batch(from: old, to: new)
    #expect(update.deletedSections == [1])
    #expect(update.insertedSections == [1])
    #expect(update.movedSections.count == 1, "one of fruit and veg moves")
    #expect(update.insertedItems == [IndexPath(item: 1, section: 2)])
    try replay(old, new, update)
  }

  @Test func randomListsReplayExactly() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let sectionNames = ["a", "b", "c", "d", "e"]
      func lists(_ items: [Int]) -> Lists {
        let names = sectionNames.shuffled(using: &generator).prefix(
          Int.random(in: 1...5, using: &generator))
        var remaining = items.shuffled(using: &generator)
        return names.map { name in
          let count = Int.random(in: 0...remaining.count, using: &generator)
          defer { remaining.removeFirst(count) }
          return (name, Array(remaining.prefix(count)))
        }
      }
      let old = lists(Array(0..<30).filter { _ in Bool.random(using: &generator) })
      let new = lists(Array(0..<30).filter { _ in Bool.random(using: &generator) })
      try replay(old, new, IdentifierDiff.batch(from: old, to: new))
    }
  }

  @Test func tenThousandItemsReversedAreMovesOnly() throws {
    let old: Lists = [("s", Array(0..<10_000))]
    let new: Lists = [("s", Array((0..<10_000).reversed()))]
    let update = IdentifierDiff.batch(from: old, to: new)
    #expect(update.movedItems.count == 9_999, "one item stays")
    try replay(old, new, update)
  }
}
