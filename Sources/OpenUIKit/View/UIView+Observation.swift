import Foundation
import Observation
@_spi(OpenUIKit) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// Automatic observation tracking (iOS 26): `@Observable` properties read while a view runs
/// `layoutSubviews()`, `updateProperties()` or `draw(_:)` re-schedule that method when they change,
/// without manual invalidation.
@MainActor
enum ObservationTracking {
  /// The phase a read invalidates.
  enum Phase {
    case layout, properties, display
    /// The `updateProperties()` of the view's controller.
    case controllerProperties
  }

  /// A weak reference the change callback may carry across threads.
  final class WeakView: @unchecked Sendable {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
  }

  /// Runs `body`, and re-schedules `phase` of `view` when an observable property it read changes.
  ///
  /// The callback fires once, before the change is applied. A change made on the main thread
  /// invalidates at once, as UIKit marks the view during the mutation, so the next commit or
  /// `layoutIfNeeded()` sees it; a change made on another thread hops to the main actor.
  static func track(_ view: UIView, _ phase: Phase, _ body: () -> Void) {
    // The callback is an autoclosure: made (with its box) only if something was read.
    withObservationTracking(body, onChange: invalidation(WeakView(view), phase))
  }

  private static func invalidation(_ reference: WeakView, _ phase: Phase) -> @Sendable () -> Void {
    {
      if MainThread.isCurrent {
        MainActor.assumeIsolated { invalidate(reference.view, phase) }
      } else {
        Task { @MainActor in invalidate(reference.view, phase) }
      }
    }
  }

  private static func invalidate(_ view: UIView?, _ phase: Phase) {
    guard let view else { return }
    switch phase {
    case .layout: view.setNeedsLayout()
    case .properties: view.setNeedsUpdateProperties()
    case .display: view.setNeedsDisplay()
    case .controllerProperties: view.owningController?.setNeedsUpdateProperties()
    }
  }
}
