import Foundation

/// Which keys a scrolling container asks its prefetch data source for, and which requests it
/// cancels: the reuse seam's prefetch margin.
///
/// As the content scrolls, the keys in the region ahead of the visible one (in the direction of
/// travel) are requested once, nearest first. A requested key that comes into view is simply
/// shown; one that leaves the region ahead without showing (the scroll turned back) is cancelled.
struct PrefetchWindow<Key: Hashable> {
  /// Requested and neither shown nor cancelled yet.
  private(set) var pending: Set<Key> = []

  /// Creates a window with nothing requested.
  init() {}

  /// The keys to request and to cancel, given the keys ahead now (nearest first) and which keys
  /// are visible.
  mutating func update(ahead: [Key], isVisible: (Key) -> Bool) -> (request: [Key], cancel: [Key]) {
    let aheadSet = Set(ahead)
    var cancel: [Key] = []
    for key in pending where !aheadSet.contains(key) {
      pending.remove(key)
      if !isVisible(key) { cancel.append(key) }
    }
    let request = ahead.filter { !isVisible($0) && pending.insert($0).inserted }
    return (request, cancel)
  }

  /// Forgets every request (the data was reloaded: the keys may name other things now).
  mutating func forget() { pending = [] }
}
