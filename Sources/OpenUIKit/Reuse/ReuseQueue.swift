import Foundation

/// Views waiting to be used again, by reuse identifier, and how to make one when none waits (a
/// registered class): the one reuse pool of tables and collection views.
///
/// Dequeuing takes the view enqueued last for the identifier (it is the most recently laid out),
/// calls its `prepareForReuse()`, and makes a new view from the registration when the pool is
/// empty. A pooled view that the app has since put into another hierarchy is no longer the pool's
/// and is dropped. The pool keeps what it is given: a container enqueues only the views that leave
/// the screen, so it holds about one screenful per identifier.
@MainActor struct ReuseQueue<View: ReusableView> {
  private var makers: [String: () -> View] = [:]
  private var pools: [String: [View]] = [:]

  /// Creates an empty queue.
  init() {}

  /// Registers how views for `identifier` are made; `nil` removes the registration.
  mutating func register(_ maker: (() -> View)?, for identifier: String) {
    makers[identifier] = maker
  }

  /// Whether views for `identifier` can be made.
  func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

  /// Keeps `view` for reuse under its identifier; a view without one is let go.
  mutating func enqueue(_ view: View) {
    guard let identifier = view.reuseIdentifier else { return }
    pools[identifier, default: []].append(view)
  }

  /// A waiting view prepared for reuse, else a new one from the registration, else `nil`.
  mutating func dequeue(_ identifier: String) -> View? {
    while let view = pools[identifier]?.popLast() {
      guard view.superview == nil else { continue }
      view.prepareForReuse()
      return view
    }
    return makers[identifier]?()
  }

  /// How many views wait, over all identifiers.
  var waitingCount: Int { pools.values.reduce(0) { $0 + $1.count } }
}
