/// Whether a view or layout guide that layout objects refer to is still alive: the object marks
/// it in its deinit (``LayoutReference``).
final class Liveness {
  var isAlive = true
  /// For an object that is neither a view nor a guide: a real weak reference to it (the
  /// liveness is then the reference's own).
  weak var other: AnyObject?
}

/// The one unsafe trick of Auto Layout: a reference to a view or layout guide that reads `nil`
/// once the object is gone, as `weak` does, without being a weak reference.
///
/// Why: the first `weak` reference to an object gives it a side table for good, and every retain
/// and release of the object after that goes through the table's slow path. Constraints and
/// anchors hold their items weakly (UIKit's `firstItem` is weak), so every constrained view paid
/// the slow path on every retain and release, in layout, drawing and events alike: in
/// LayoutBenchmark's constraint feed, about a quarter of the time (Docs/Performance.md).
///
/// How: the reference keeps the object's ``Liveness`` (an object of its own, held strongly) and
/// an unretained pointer, which it hands out only while the liveness says alive. Any other object
/// (UIKit takes none) is held by a real weak reference, in a liveness of its own. The pointer is an `Unmanaged`, not an
/// `unowned(unsafe)` optional: with Swift 6.3, an array of structs holding a generic
/// `unowned(unsafe) Object?` iterates forever when empty (its `nil` is misread).
///
/// The assumption: a view's liveness is marked dead in `UIView.deinit` (through
/// `LayoutEngine.viewWillGo`, which runs for every view with Auto Layout state, and the liveness
/// lives in that state) and a guide's in `UILayoutGuide`'s deinit, before the memory is freed;
/// both deinits are isolated to the main actor, where every read happens. `LayoutReferenceTests`
/// releases views and guides that constraints, anchors, guides and engines refer to and reads
/// each reference: were the assumption broken, they would read freed memory there.
struct LayoutReference<Object: AnyObject> {
  // Two words, and a copy retains one object: no weak field (a weak field makes every copy of
  // the struct a runtime call).
  private let pointer: Unmanaged<Object>?
  private let liveness: Liveness?

  /// A reference to nothing.
  init() {
    pointer = nil
    liveness = nil
  }

  /// A reference to `object` (`nil` refers to nothing).
  @MainActor init(_ object: Object?) {
    guard let object else {
      pointer = nil
      liveness = nil
      return
    }
    if let liveness = Self.liveness(of: object) {
      pointer = Unmanaged.passUnretained(object)
      self.liveness = liveness
    } else {
      pointer = nil
      let box = Liveness()
      box.other = object
      liveness = box
    }
  }

  /// The object, or `nil` once it is gone.
  var object: Object? {
    guard let liveness else { return nil }
    guard let pointer else { return liveness.other as? Object }
    return liveness.isAlive ? pointer.takeUnretainedValue() : nil
  }

  @MainActor private static func liveness(of object: AnyObject) -> Liveness? {
    if let view = object as? UIView { return view.autoLayoutState.liveness }
    if let guide = object as? UILayoutGuide { return guide.liveness }
    return nil
  }
}
