import Foundation

/// A compositional group laid out once.
///
/// It holds its leaves' frames relative to the group's origin, and the supplementary views
/// anchored to each. Every instance of a section's group is this template,
/// moved along the scroll axis, so a section stores one template whatever its item count.
struct CompositionalGroupTemplate {
  /// A badge: a supplementary view anchored to a leaf.
  struct Badge {
    var kind: String
    var frame: CGRect
    var zIndex: Int
  }

  /// An item's place in the group.
  struct Leaf {
    var frame: CGRect
    var zIndex = 0
    var badges: [Badge] = []
    /// Whether the item's height (width) is estimated: its cell measures it.
    var estimatedHeight = false
    var estimatedWidth = false
  }

  /// What went wrong, said once per layout pass.
  struct Problems {
    var tooDeep = false
    var tooMany = false
    var badCount = false
  }

  /// Groups nested deeper than this are laid out empty.
  static let maximumDepth = 64
  /// The most items one group instance holds.
  static let maximumLeaves = 10_000
  static let tolerance: CGFloat = 0.001

  var size: CGSize
  var leaves: [Leaf] = []
  /// Whether the group's own height (width) is estimated: it grows or shrinks to its items'.
  var estimatedHeight = false
  var estimatedWidth = false

  /// Lays `group` out in `container` (what its fractional dimensions are fractions of).
  @MainActor init(
    _ group: NSCollectionLayoutGroup, in container: CGSize,
    environment: any NSCollectionLayoutEnvironment, problems: inout Problems
  ) {
    size = group.layoutSize.resolved(in: container)
    estimatedHeight = group.layoutSize.heightDimension.isEstimated
    estimatedWidth = group.layoutSize.widthDimension.isEstimated
    var leaves: [Leaf] = []
    Self.layOut(
      group, in: CGRect(origin: .zero, size: size), environment: environment, depth: 0,
      leaves: &leaves, problems: &problems)
    self.leaves = leaves
  }

  /// `frame` less `insets`, except along an axis whose dimension is estimated.
  @MainActor static func inset(
    _ frame: CGRect, by insets: NSDirectionalEdgeInsets, size: NSCollectionLayoutSize
  ) -> CGRect {
    let horizontal = !size.widthDimension.isEstimated
    let vertical = !size.heightDimension.isEstimated
    let left = horizontal ? insets.leading : 0
    let right = horizontal ? insets.trailing : 0
    let top = vertical ? insets.top : 0
    let bottom = vertical ? insets.bottom : 0
    return CGRect(
      x: frame.minX + left, y: frame.minY + top, width: max(frame.width - left - right, 0),
      height: max(frame.height - top - bottom, 0))
  }

  /// Appends the leaves of `group`, given `frame`.
  @MainActor private static func layOut(
    _ group: NSCollectionLayoutGroup, in frame: CGRect,
    environment: any NSCollectionLayoutEnvironment, depth: Int, leaves: inout [Leaf],
    problems: inout Problems
  ) {
    guard depth < maximumDepth else {
      problems.tooDeep = true
      return
    }
    let area = inset(frame, by: group.contentInsets, size: group.layoutSize)
    let horizontal: Bool
    switch group.arrangement {
    case .custom(let provider):
      for item in provider(environment).prefix(maximumLeaves) {
        guard item.frame.minX.isFinite, item.frame.minY.isFinite, item.frame.width.isFinite,
          item.frame.height.isFinite
        else { continue }
        leaves.append(
          Leaf(frame: item.frame.offsetBy(dx: area.minX, dy: area.minY), zIndex: item.zIndex))
      }
      return
    case .horizontal: horizontal = true
    case .vertical: horizontal = false
    }
    let slots = self.slots(of: group, in: area, horizontal: horizontal, problems: &problems)
    let line = GroupLine(
      group: group, slots: slots, horizontal: horizontal,
      length: horizontal ? area.width : area.height)
    for (index, slot) in slots.enumerated() {
      let (main, mainLength) = line.place(index)
      let cross = line.crossPlacement(of: slot, in: horizontal ? area.height : area.width)
      let allotted =
        horizontal
        ? CGRect(x: area.minX + main, y: area.minY + cross.0, width: mainLength, height: cross.1)
        : CGRect(x: area.minX + cross.0, y: area.minY + main, width: cross.1, height: mainLength)
      if let subgroup = slot.item as? NSCollectionLayoutGroup {
        layOut(
          subgroup, in: allotted, environment: environment, depth: depth + 1, leaves: &leaves,
          problems: &problems)
      } else {
        guard leaves.count < maximumLeaves else {
          problems.tooMany = true
          return
        }
        let item = slot.item
        let content = inset(allotted, by: item.contentInsets, size: item.layoutSize)
        let badges = item.supplementaryItems.map { badge in
          Badge(
            kind: badge.elementKind,
            frame: badge.containerAnchor.frame(
              of: badge.layoutSize.resolved(in: content.size), on: content),
            zIndex: badge.zIndex)
        }
        leaves.append(
          Leaf(
            frame: content, badges: badges,
            estimatedHeight: item.layoutSize.heightDimension.isEstimated,
            estimatedWidth: item.layoutSize.widthDimension.isEstimated))
      }
    }
  }

  /// The subitems a group instance holds and each one's size: `count` copies sharing the length,
  /// or the subitems repeated in order while they fit (at least one).
  @MainActor private static func slots(
    of group: NSCollectionLayoutGroup, in area: CGRect, horizontal: Bool,
    problems: inout Problems
  ) -> [GroupLine.Slot] {
    guard let first = group.subitems.first else { return [] }
    let length = horizontal ? area.width : area.height
    let spacing = group.interItemSpacing?.spacing ?? 0
    if var count = group.count {
      if count < 1 {
        problems.badCount = true
        count = 1
      }
      if count > maximumLeaves {
        problems.tooMany = true
        count = maximumLeaves
      }
      let share = max((length - spacing * CGFloat(count - 1)) / CGFloat(count), 0)
      let natural = first.layoutSize.resolved(in: area.size)
      let size =
        horizontal
        ? CGSize(width: share, height: natural.height) : CGSize(width: natural.width, height: share)
      return Array(repeating: GroupLine.Slot(item: first, size: size), count: count)
    }
    var slots: [GroupLine.Slot] = []
    var used: CGFloat = 0
    var index = 0
    while slots.count < maximumLeaves {
      let item = group.subitems[index % group.subitems.count]
      let size = item.layoutSize.resolved(in: area.size)
      let edges = GroupLine.mainEdges(of: item, horizontal: horizontal)
      let needed = (horizontal ? size.width : size.height) + edges.0.spacing + edges.1.spacing
      let gap = slots.isEmpty ? 0 : spacing
      if !slots.isEmpty, used + gap + needed > length + tolerance { break }
      // Items without length would repeat for ever: one round of the subitems.
      if needed <= 0, slots.count >= group.subitems.count { break }
      used += gap + needed
      slots.append(GroupLine.Slot(item: item, size: size))
      index += 1
      if slots.count == 1, needed > length + tolerance { break }
    }
    return slots
  }
}
