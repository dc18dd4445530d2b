import Foundation

/// The views a scrolling container shows, by key (a table's row, a collection view's item or
/// supplementary view), and the pass that brings them in line with what is visible now.
///
/// One pass, in UIKit's order: the views whose keys left the visible region go back first (so
/// those coming in reuse them), then each key visible now, in order, keeps its view or gets a new
/// one and is placed, then any view whose key was not visited goes back too. Visiting is lazy: a
/// table measures rows as they show, so where the next key is can depend on placing this one.
///
/// A class, not a value: the app's callbacks during a pass (a data source dequeuing, a delegate
/// reading `visibleCells`) read it while it changes.
@MainActor final class TiledViews<Key: Hashable, View: UIView> {
  /// The views showing, by key.
  ///
  /// During a pass: those not yet visited.
  var views: [Key: View] = [:]
  /// The views a pass has placed so far.
  private(set) var placed: [Key: View] = [:]
  /// Whether a pass is under way (a callback that would start another is ignored).
  private(set) var isTiling = false

  /// Creates an empty set.
  init() {}

  /// Whether `view` shows for some key, or was placed by the pass under way.
  func isShowing(_ view: View) -> Bool {
    views.values.contains { $0 === view } || placed.values.contains { $0 === view }
  }

  /// Brings the views in line with `visible`.
  ///
  /// - Parameters:
  ///   - visible: the keys visible now, in order (evaluated lazily, after each `place`).
  ///   - isVisible: whether a showing key is still visible (checked before any view is made).
  ///   - make: a view for a key coming into view.
  ///   - place: sizes and positions the view of a visible key.
  ///   - recycle: takes back the view of a key that left.
  func retile(
    visible: some Sequence<Key>, isVisible: (Key) -> Bool, make: (Key) -> View,
    place: (Key, View) -> Void, recycle: (Key, View) -> Void
  ) {
    guard !isTiling else { return }
    isTiling = true
    defer { isTiling = false }
    for (key, view) in views where !isVisible(key) {
      views[key] = nil
      recycle(key, view)
    }
    placed = [:]
    for key in visible {
      let view = views.removeValue(forKey: key) ?? make(key)
      placed[key] = view
      place(key, view)
    }
    let leftover = views
    views = [:]
    for (key, view) in leftover { recycle(key, view) }
    views = placed
    placed = [:]
  }

  /// Takes every view back (a reload), leaving none showing.
  func recycleAll(_ recycle: (Key, View) -> Void) {
    let all = views
    views = [:]
    for (key, view) in all { recycle(key, view) }
  }
}
