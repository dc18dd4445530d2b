import Foundation
import OpenQuartzCore

extension UIView {
  func runPendingProperties() {
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
