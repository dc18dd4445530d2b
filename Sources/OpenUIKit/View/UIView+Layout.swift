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

  /// Runs a pending `updateProperties()` for this view and its subtree now.
  public func updatePropertiesIfNeeded() {
    if needsUpdatePropertiesFlag { runUpdateProperties() }
    for subview in storedSubviews { subview.updatePropertiesIfNeeded() }
  }

  func runUpdateProperties() {
    needsUpdatePropertiesFlag = false
    var reads = TraitIDs.empty
    traitCollection.performAsCurrent {
      ObservationTracking.track(self, .properties) {
        reads = TraitTracking.tracking(reusing: propertiesTraitReads) { updateProperties() }
      }
    }
    propertiesTraitReads = reads
  }
}
