import Foundation

/// Building the mapping: sections first, then the items of each section that has item changes.
extension UpdateMapping {
  mutating func mapSections(
    oldCounts: [Int], newCounts: [Int], update: BatchUpdate, check: inout Checker
  ) throws(UpdateError) {
    let oldCount = oldCounts.count
    let newCount = newCounts.count
    for section in update.deletedSections where section >= oldCount {
      throw check.fail(
        "attempt to delete section \(section), but there are only \(oldCount) "
          + "sections before the update")
    }
    for section in update.reloadedSections where section >= oldCount {
      throw check.fail(
        "attempt to reload section \(section), but there are only \(oldCount) "
          + "sections before the update")
    }
    for section in update.insertedSections where section >= newCount {
      throw check.fail(
        "attempt to insert section \(section), but there are only \(newCount) "
          + "sections after the update")
    }
    var movedFrom = IndexSet()
    var slots = [SectionOrigin?](repeating: nil, count: newCount)
    for section in update.insertedSections { slots[section] = .inserted }
    for move in update.movedSections {
      guard (0..<oldCount).contains(move.from), (0..<newCount).contains(move.to) else {
        throw check.fail(
          "attempt to move section \(move.from) to section \(move.to), but there "
            + "are \(oldCount) sections before the update and \(newCount) after")
      }
      guard !update.deletedSections.contains(move.from), !movedFrom.contains(move.from) else {
        throw check.fail("attempt to delete and move the same section (\(move.from))")
      }
      guard slots[move.to] == nil else {
        throw check.fail(
          "attempt to move section \(move.from) to section \(move.to), which is "
            + "already taken by an insertion or another move")
      }
      movedFrom.insert(move.from)
      slots[move.to] =
        update.reloadedSections.contains(move.from) ? .reloaded(move.from) : .old(move.from)
    }
    let expected = oldCount + update.insertedSections.count - update.deletedSections.count
    guard newCount == expected else {
      throw check.fail(
        "invalid number of sections. The number of sections contained in the \(check.container) "
          + "after the update (\(newCount)) must be equal to the number of sections contained in "
          + "the \(check.container) before the update (\(oldCount)), plus or minus the number of "
          + "sections inserted or deleted (\(update.insertedSections.count) inserted, "
          + "\(update.deletedSections.count) deleted)")
    }
    var rest = (0..<oldCount).lazy.filter {
      !update.deletedSections.contains($0) && !movedFrom.contains($0)
    }.makeIterator()
    sectionOrigins = slots.map { slot in
      if let slot { return slot }
      // The counts agree, so a survivor is left for every free place.
      guard let section = rest.next() else { return .inserted }
      return update.reloadedSections.contains(section) ? .reloaded(section) : .old(section)
    }
    for (index, origin) in sectionOrigins.enumerated() {
      switch origin {
      case .inserted: break
      case .old(let section), .reloaded(let section): newSectionOfOld[section] = index
      }
    }
  }

  mutating func mapItems(
    oldCounts: [Int], newCounts: [Int], update: BatchUpdate, check: inout Checker
  ) throws(UpdateError) {
    func existsBefore(_ path: IndexPath) -> Bool {
      path.count == 2 && oldCounts.indices.contains(path.section) && path.item >= 0
        && path.item < oldCounts[path.section]
    }
    func existsAfter(_ path: IndexPath) -> Bool {
      path.count == 2 && newCounts.indices.contains(path.section) && path.item >= 0
        && path.item < newCounts[path.section]
    }
    var deleted: [Int: Set<Int>] = [:]
    var movedOut: [Int: Set<Int>] = [:]
    var inserted: [Int: Set<Int>] = [:]
    var movedIn: [Int: [Int: Place]] = [:]
    for path in update.deletedItems + update.reloadedItems where !existsBefore(path) {
      throw check.fail(
        "attempt to delete or reload item \(check.item(path)), which does not "
          + "exist before the update")
    }
    for path in update.deletedItems where newSection(for: path.section) != nil {
      deleted[path.section, default: []].insert(path.item)
    }
    for path in update.reloadedItems where newSection(for: path.section) != nil {
      reloadedItems.insert(path)
    }
    for path in update.insertedItems {
      guard existsAfter(path) else {
        throw check.fail(
          "attempt to insert item \(check.item(path)), which does not exist "
            + "after the update")
      }
      guard inserted[path.section, default: []].insert(path.item).inserted else {
        throw check.fail("attempt to insert item \(check.item(path)) twice")
      }
    }
    for move in update.movedItems {
      guard existsBefore(move.from), existsAfter(move.to) else {
        throw check.fail(
          "attempt to move item \(check.item(move.from)) to \(check.item(move.to)), "
            + "which does not exist before or after the update")
      }
      guard newSection(for: move.from.section) != nil else {
        throw check.fail(
          "attempt to move item \(check.item(move.from)) out of a section being "
            + "deleted")
      }
      guard deleted[move.from.section]?.contains(move.from.item) != true,
        movedOut[move.from.section, default: []].insert(move.from.item).inserted
      else {
        throw check.fail("attempt to delete and move the same item (\(check.item(move.from)))")
      }
      guard inserted[move.to.section]?.contains(move.to.item) != true,
        movedIn[move.to.section, default: [:]].updateValue(
          Place(section: move.from.section, item: move.from.item), forKey: move.to.item) == nil
      else {
        throw check.fail(
          "attempt to move item \(check.item(move.from)) to "
            + "\(check.item(move.to)), which another insertion or move takes")
      }
    }
    let touchedNew = Set(inserted.keys).union(movedIn.keys).union(
      Set(deleted.keys).union(movedOut.keys).compactMap { newSection(for: $0) })
    for section in touchedNew.sorted() {
      let count = newCounts[section]
      var origins = [Place](repeating: .none, count: count)
      for (item, from) in movedIn[section] ?? [:] { origins[item] = from }
      if case .old(let old) = sectionOrigins[section] {
        let gone = deleted[old, default: []].union(movedOut[old, default: []])
        let expected =
          oldCounts[old] + (inserted[section]?.count ?? 0) - (deleted[old]?.count ?? 0)
          + (movedIn[section]?.count ?? 0) - (movedOut[old]?.count ?? 0)
        guard count == expected else {
          throw check.countMismatch(
            section: section, after: count, before: oldCounts[old],
            inserted: inserted[section]?.count ?? 0, deleted: deleted[old]?.count ?? 0,
            movedIn: movedIn[section]?.count ?? 0, movedOut: movedOut[old]?.count ?? 0)
        }
        var survivor = 0
        for index in origins.indices
        where origins[index] == .none && inserted[section]?.contains(index) != true {
          while gone.contains(survivor) { survivor += 1 }
          origins[index] = Place(section: old, item: survivor)
          survivor += 1
        }
      }
      itemOrigins[section] = origins
    }
    // Sections without item changes must keep their counts.
    for (section, origin) in sectionOrigins.enumerated() where !touchedNew.contains(section) {
      guard case .old(let old) = origin, newCounts[section] != oldCounts[old] else { continue }
      throw check.countMismatch(
        section: section, after: newCounts[section], before: oldCounts[old], inserted: 0,
        deleted: 0, movedIn: 0, movedOut: 0)
    }
    // Old → new, for the sections items left or were deleted from or that changed inside.
    for (section, origins) in itemOrigins {
      for (item, from) in origins.enumerated() where from.section >= 0 {
        if itemTargets[from.section] == nil {
          itemTargets[from.section] = Array(repeating: .none, count: oldCounts[from.section])
        }
        itemTargets[from.section]?[from.item] = Place(section: section, item: item)
      }
    }
    for old in Set(deleted.keys).union(movedOut.keys) where itemTargets[old] == nil {
      itemTargets[old] = Array(repeating: .none, count: oldCounts[old])
    }
  }
}

/// UIKit's words for a batch that does not add up.
struct Checker {
  let container: String
  let element: String

  func fail(_ problem: String) -> UpdateError {
    UpdateError(description: "Invalid update: \(problem).")
  }

  func item(_ path: IndexPath) -> String {
    path.count == 2 ? "\(path.item) in section \(path.section)" : "\(path)"
  }

  func countMismatch(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
  ) -> UpdateError {
    fail(
      "invalid number of \(element)s in section \(section). The number of \(element)s contained "
        + "in an existing section after the update (\(after)) must be equal to the number of "
        + "\(element)s contained in that section before the update (\(before)), plus or minus the "
        + "number of \(element)s inserted or deleted from that section (\(inserted) inserted, "
        + "\(deleted) deleted) and plus or minus the number of \(element)s moved into or out of "
        + "that section (\(movedIn) moved in, \(movedOut) moved out)")
  }
}
