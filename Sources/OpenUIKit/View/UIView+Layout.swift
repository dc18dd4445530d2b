import Foundation
import OpenQuartzCore

extension UIView {
  /// Asks for `layoutSubviews()` at the next commit; calls coalesce.
  public func setNeedsLayout() { layer.setNeedsLayout() }

  /// Lays out now if layout is pending (from the topmost pending ancestor).
  public func layoutIfNeeded() {
    TraitPhase.shared.run()
    layer.layoutIfNeeded()
  }

  /// Asks for `updateProperties()` before the next layout; calls coalesce.
  public func setNeedsUpdateProperties() {
    guard !needsUpdatePropertiesFlag else { return }
    needsUpdatePropertiesFlag = true
    TraitPhase.shared.setNeedsUpdateProperties(self)
  }

  /// Runs a pending `updateProperties()` for this view and its subtree now, superviews first.
  ///
  /// Returns at once when no view anywhere is pending: after a theme switch over 10,000 views
  /// that only handlers answered, it costs nothing.
  public func updatePropertiesIfNeeded() {
    guard TraitPhase.shared.hasPendingProperties else { return }
    runPendingProperties()
  }

  private func runPendingProperties() {
    if needsUpdatePropertiesFlag { runUpdateProperties() }
    for subview in storedSubviews { subview.runPendingProperties() }
  }

  func runUpdateProperties() {
    needsUpdatePropertiesFlag = false
    // UIView's own updateProperties() reads nothing: a class that inherits it runs it unscoped.
    guard overriddenMethods.contains(.updateProperties) else { return updateProperties() }
    var reads = TraitIDs.empty
    traitCollection.performAsCurrent {
      ObservationTracking.track(self, .properties) {
        reads = TraitTracking.tracking(reusing: propertiesTraitReads) { updateProperties() }
      }
    }
    propertiesTraitReads = reads
  }
}
