import Foundation

/// Self-sizing in a compositional section: items whose length along the groups' run is estimated
/// take the length their cells measured; a group whose own length is estimated grows or shrinks
/// to its items, moving the groups after it.
///
/// Only the groups that changed are stored (sorted, each with the sum of the changes before it),
/// so a section of a million estimated rows of which a screenful was measured stores a screenful;
/// finding a group's place is a binary search among them.
extension CompositionalSection {
  /// A group whose length differs from the template's.
  struct MeasuredGroup {
    var group: Int
    var length: CGFloat
    /// The sum of the changes of the measured groups before this one.
    var shiftBefore: CGFloat
  }

  /// Whether the items of this section measure their length along the groups' run.
  func sizesToFit(_ leaf: CompositionalGroupTemplate.Leaf) -> Bool {
    !scrollsAcross && (groupsGoDown ? leaf.estimatedHeight : leaf.estimatedWidth)
  }

  /// Takes the measured lengths (by item index) of items whose length is estimated.
  mutating func applyMeasurements(_ measured: [Int: CGFloat]) {
    guard perGroup > 0 else { return }
    let groupEstimated = groupsGoDown ? template.estimatedHeight : template.estimatedWidth
    var lengths: [Int: CGFloat] = [:]
    for (item, length) in measured where item >= 0 && item < itemCount && length.isFinite {
      let leaf = template.leaves[item % perGroup]
      guard sizesToFit(leaf) else { continue }
      measuredItems[item] = max(length, 0)
      guard groupEstimated else { continue }
      // The group's length with this item at its measured length, the space around it kept.
      let start = groupsGoDown ? leaf.frame.minY : leaf.frame.minX
      let end = groupsGoDown ? leaf.frame.maxY : leaf.frame.maxX
      let needed = start + max(length, 0) + (groupLength - end)
      let group = item / perGroup
      lengths[group] = max(lengths[group] ?? -.infinity, needed)
    }
    // A group with some items unmeasured keeps at least the template's length for them.
    var shift: CGFloat = 0
    measuredGroups = []
    for group in lengths.keys.sorted() {
      guard var length = lengths[group] else { continue }
      let first = group * perGroup
      let last = min(first + perGroup, itemCount)
      if (first..<last).contains(where: { measuredItems[$0] == nil }) {
        length = max(length, groupLength)
      }
      guard abs(length - groupLength) > 0.001 else { continue }
      measuredGroups.append(MeasuredGroup(group: group, length: length, shiftBefore: shift))
      shift += length - groupLength
    }
    totalShift = shift
  }

  /// The sum of the changes of the measured groups before `group`.
  func shift(before group: Int) -> CGFloat {
    guard !measuredGroups.isEmpty else { return 0 }
    let index = measuredIndex(atOrAfter: group)
    return index < measuredGroups.count ? measuredGroups[index].shiftBefore : totalShift
  }

  /// The length of `group` along the run.
  func length(ofGroup group: Int) -> CGFloat {
    let index = measuredIndex(atOrAfter: group)
    if index < measuredGroups.count, measuredGroups[index].group == group {
      return measuredGroups[index].length
    }
    return groupLength
  }

  /// The index of the first measured group at or after `group`.
  private func measuredIndex(atOrAfter group: Int) -> Int {
    var low = 0
    var high = measuredGroups.count
    while low < high {
      let middle = (low + high) / 2
      if measuredGroups[middle].group < group { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
