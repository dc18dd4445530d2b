import Foundation

/// The batch update that turns one list of sections of identified items into another: what a
/// diffable data source applies.
///
/// Identifiers are unique in each list (sections among sections, items among all items). Sections
/// and items only in the old list are deleted, only in the new one inserted; of those in both,
/// the longest run that keeps its relative order stays and the others are moved, so the batch has
/// as few moves as any batch can. An item moving into a section that is itself new is a move.
/// Time O(n log n) in the items (a longest increasing subsequence per section), memory O(n).
public enum IdentifierDiff {
  /// The batch from `old` to `new`: each a list of (section identifier, item identifiers).
  public static func batch<Section: Hashable, Item: Hashable>(
    from old: [(Section, [Item])], to new: [(Section, [Item])]
  ) -> BatchUpdate {
    var update = BatchUpdate()
    var oldSectionIndex: [Section: Int] = [:]
    oldSectionIndex.reserveCapacity(old.count)
    for (index, section) in old.enumerated() { oldSectionIndex[section.0] = index }
    var newSectionIndex: [Section: Int] = [:]
    newSectionIndex.reserveCapacity(new.count)
    for (index, section) in new.enumerated() { newSectionIndex[section.0] = index }

    // Sections: deleted, inserted, and moved outside the longest run in order.
    for (index, section) in old.enumerated() where newSectionIndex[section.0] == nil {
      update.deletedSections.insert(index)
    }
    var commonSections: [(old: Int, new: Int)] = []
    for (index, section) in new.enumerated() {
      if let oldIndex = oldSectionIndex[section.0] {
        commonSections.append((oldIndex, index))
      } else {
        update.insertedSections.insert(index)
      }
    }
    let keptSections = Set(longestIncreasingRun(commonSections.map(\.old)))
    for pair in commonSections where !keptSections.contains(pair.old) {
      update.movedSections.append(.init(from: pair.old, to: pair.new))
    }
    // The new section each old section becomes.
    var sectionTarget = [Int](repeating: -1, count: old.count)
    for pair in commonSections { sectionTarget[pair.old] = pair.new }

    // Items: where each old one was.
    var oldPlace: [Item: (section: Int, item: Int)] = [:]
    oldPlace.reserveCapacity(old.reduce(0) { $0 + $1.1.count })
    for (sectionIndex, section) in old.enumerated() {
      for (itemIndex, item) in section.1.enumerated() { oldPlace[item] = (sectionIndex, itemIndex) }
    }
    var seen: Set<Item> = []
    seen.reserveCapacity(oldPlace.count)
    for (sectionIndex, section) in new.enumerated() {
      let sectionIsNew = oldSectionIndex[section.0] == nil
      // Items that stay in the section that becomes this one, in new order: old indexes.
      var staying: [(old: Int, new: Int)] = []
      for (itemIndex, item) in section.1.enumerated() {
        seen.insert(item)
        let to = IndexPath(item: itemIndex, section: sectionIndex)
        guard let from = oldPlace[item], sectionTarget[from.section] >= 0 else {
          if !sectionIsNew { update.insertedItems.append(to) }
          continue
        }
        if sectionTarget[from.section] == sectionIndex {
          staying.append((from.item, itemIndex))
        } else {
          update.movedItems.append(
            .init(from: IndexPath(item: from.item, section: from.section), to: to))
        }
      }
      let kept = Set(longestIncreasingRun(staying.map(\.old)))
      guard let oldSection = oldSectionIndex[section.0] else { continue }
      for pair in staying where !kept.contains(pair.old) {
        update.movedItems.append(
          .init(
            from: IndexPath(item: pair.old, section: oldSection),
            to: IndexPath(item: pair.new, section: sectionIndex)))
      }
    }
    for (sectionIndex, section) in old.enumerated() where sectionTarget[sectionIndex] >= 0 {
      for (itemIndex, item) in section.1.enumerated() where !seen.contains(item) {
        update.deletedItems.append(IndexPath(item: itemIndex, section: sectionIndex))
      }
    }
    return update
  }

  /// The values of a longest strictly increasing subsequence of `values` (patience sorting).
  static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    guard !values.isEmpty else { return [] }
    // tails[k]: index in `values` of the smallest tail of a run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run: [Int] = []
    run.reserveCapacity(tails.count)
    var index = tails.last ?? -1
    while index >= 0 {
      run.append(values[index])
      index = previous[index]
    }
    return run.reversed()
  }
}
