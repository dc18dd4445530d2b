import Foundation
import OpenQuartzCore

extension UIView {
  func runPendingProperties() {
    if needsUpdatePropertiesFlag || isViewControllerRoot { runUpdateProperties() }
    for subview in storedSubviews { subview.runPendingProperties() }
  }

  /// Runs the pending `updateProperties()`: the controller's first when this is its root view,
  /// then the view's.
  func runUpdateProperties() {
    if isViewControllerRoot, let controller = owningController,
      controller.needsUpdatePropertiesFlag
    {
      controller.runUpdateProperties()
    }
    guard needsUpdatePropertiesFlag else { return }
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

extension UIView {
  /// A controller's root view's layout: `viewIsAppearing` when owed, then
  /// `viewWillLayoutSubviews()`, `layoutSubviews()`, `viewDidLayoutSubviews()`, all three in one
  /// trait and observation scope (a trait or property they read lays the view out again).
  func layoutSubviews(of controller: UIViewController) {
    controller.runViewIsAppearingIfOwed()
    var reads = TraitIDs.empty
    ObservationTracking.track(self, .layout) {
      reads = TraitTracking.tracking(reusing: layoutTraitReads) {
        controller.traitCollection.performAsCurrent { controller.viewWillLayoutSubviews() }
        traitCollection.performAsCurrent { layoutSubviews() }
        controller.traitCollection.performAsCurrent { controller.viewDidLayoutSubviews() }
      }
    }
    layoutTraitReads = reads
  }
}
