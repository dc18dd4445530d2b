import Foundation

/// The subitems of one horizontal or vertical group along its axis: where each goes once fixed
/// spacings are taken and what is left over is shared among the flexible ones (inter-item spacing
/// and edge spacing alike).
@MainActor struct GroupLine {
  /// A subitem and the size it is given.
  struct Slot {
    var item: NSCollectionLayoutItem
    var size: CGSize
  }

  let slots: [Slot]
  let horizontal: Bool
  private var starts: [CGFloat] = []

  init(group: NSCollectionLayoutGroup, slots: [Slot], horizontal: Bool, length: CGFloat) {
    self.slots = slots
    self.horizontal = horizontal
    let spacing = group.interItemSpacing
    var fixed: CGFloat = 0
    var flexible = 0
    for (index, slot) in slots.enumerated() {
      fixed += horizontal ? slot.size.width : slot.size.height
      let edges = Self.mainEdges(of: slot.item, horizontal: horizontal)
      fixed += edges.0.spacing + edges.1.spacing
      flexible += (edges.0.flexible ? 1 : 0) + (edges.1.flexible ? 1 : 0)
      if index > 0, let spacing {
        fixed += spacing.spacing
        if spacing.isFlexibleSpacing { flexible += 1 }
      }
    }
    let extra = flexible > 0 ? max(length - fixed, 0) / CGFloat(flexible) : 0
    var position: CGFloat = 0
    for (index, slot) in slots.enumerated() {
      if index > 0, let spacing {
        position += spacing.spacing + (spacing.isFlexibleSpacing ? extra : 0)
      }
      let edges = Self.mainEdges(of: slot.item, horizontal: horizontal)
      position += edges.0.spacing + (edges.0.flexible ? extra : 0)
      starts.append(position)
      position +=
        (horizontal ? slot.size.width : slot.size.height) + edges.1.spacing
        + (edges.1.flexible ? extra : 0)
    }
  }

  /// Where slot `index` starts along the axis, and its length.
  func place(_ index: Int) -> (CGFloat, CGFloat) {
    let size = slots[index].size
    return (starts[index], horizontal ? size.width : size.height)
  }

  /// Where a slot starts across the axis and its length there: at the start, after its fixed edge
  /// spacing; flexible edges share what is left (both: centered; the leading one alone: at the
  /// end).
  func crossPlacement(of slot: Slot, in length: CGFloat) -> (CGFloat, CGFloat) {
    let crossLength = horizontal ? slot.size.height : slot.size.width
    let spacing = slot.item.edgeSpacing
    let before = horizontal ? spacing?.top : spacing?.leading
    let after = horizontal ? spacing?.bottom : spacing?.trailing
    let left = max(length - crossLength - (before?.spacing ?? 0) - (after?.spacing ?? 0), 0)
    var start = before?.spacing ?? 0
    switch (before?.isFlexibleSpacing ?? false, after?.isFlexibleSpacing ?? false) {
    case (true, true): start += left / 2
    case (true, false): start += left
    default: break
    }
    return (start, crossLength)
  }

  /// An item's edge spacing before and after it along the axis: (points, flexible).
  static func mainEdges(of item: NSCollectionLayoutItem, horizontal: Bool) -> (
    (spacing: CGFloat, flexible: Bool), (spacing: CGFloat, flexible: Bool)
  ) {
    let edges = item.edgeSpacing
    let before = horizontal ? edges?.leading : edges?.top
    let after = horizontal ? edges?.trailing : edges?.bottom
    return (
      (before?.spacing ?? 0, before?.isFlexibleSpacing ?? false),
      (after?.spacing ?? 0, after?.isFlexibleSpacing ?? false)
    )
  }
}
