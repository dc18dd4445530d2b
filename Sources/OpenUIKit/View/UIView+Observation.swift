import Foundation
import Observation

/// Automatic observation tracking (iOS 26): `@Observable` properties read while a view runs
/// `layoutSubviews()`, `updateProperties()` or `draw(_:)` re-schedule that method when they change,
/// without manual invalidation.
@MainActor
enum ObservationTracking {
  /// The phase a read invalidates.
  enum Phase {
    case layout, properties, display
  }

  /// A weak reference the change callback may carry across threads.
  final class WeakView: @unchecked Sendable {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
  }

  /// Runs `body`, and re-schedules `phase` of `view` when an observable property it read changes.
  ///
  /// The callback fires once, before the change is applied, possibly on another thread: the
  /// invalidation hops to the main actor, so it is seen by the next commit.
  static func track(_ view: UIView, _ phase: Phase, _ body: () -> Void) {
    // The callback is an autoclosure: made (with its box) only if something was read.
    withObservationTracking(body, onChange: invalidation(WeakView(view), phase))
  }

  private static func invalidation(_ reference: WeakView, _ phase: Phase) -> @Sendable () -> Void {
    {
      Task { @MainActor in
        guard let view = reference.view else { return }
        switch phase {
        case .layout: view.setNeedsLayout()
        case .properties: view.setNeedsUpdateProperties()
        case .display: view.setNeedsDisplay()
        }
      }
    }
  }
}
