import Foundation

/// The constraints a view holds, in the order they were activated, each removable in constant
/// time.
///
/// A removal empties the constraint's slot (each constraint knows its slot); the slots are packed
/// again once half of them are empty. A removal that searched the array made deactivating
/// 100,000 constraints held by one view take minutes.
@MainActor
struct HeldConstraints {
  private var slots: [NSLayoutConstraint?] = []
  private var holes = 0

  /// How many constraints are held.
  var count: Int { slots.count - holes }

  /// Whether none is.
  var isEmpty: Bool { count == 0 }

  /// The constraints in activation order.
  var array: [NSLayoutConstraint] { slots.compactMap { $0 } }

  /// Holds `constraint` after the others.
  mutating func append(_ constraint: NSLayoutConstraint) {
    constraint.holderSlot = slots.count
    slots.append(constraint)
  }

  /// Lets go of `constraint`, if held.
  mutating func remove(_ constraint: NSLayoutConstraint) {
    let slot = constraint.holderSlot
    guard slots.indices.contains(slot), slots[slot] === constraint else { return }
    slots[slot] = nil
    holes += 1
    if holes >= 16, 2 * holes >= slots.count { pack() }
  }

  private mutating func pack() {
    slots = slots.filter { $0 != nil }
    for (slot, constraint) in slots.enumerated() { constraint?.holderSlot = slot }
    holes = 0
  }

  /// Whether a held constraint satisfies `predicate`.
  func contains(where predicate: (NSLayoutConstraint) -> Bool) -> Bool {
    slots.contains { $0.map(predicate) == true }
  }
}
