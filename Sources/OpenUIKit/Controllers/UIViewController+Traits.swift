import Foundation

extension UIViewController {
  /// The traits the controller has now: those computed at its view's last trait update, else
  /// (view not loaded or in no window yet) its parent's or the main screen's with its overrides.
  var currentTraits: UITraitCollection {
    if let storedTraitCollection { return storedTraitCollection }
    return applyingOverrides(to: storedParent?.traitCollection ?? UIScreen.main.traitCollection)
  }

  /// `parent` with the controller's overrides; `parent` itself when there are none.
  func applyingOverrides(to parent: UITraitCollection) -> UITraitCollection {
    let hasOverrides =
      !storedTraitOverrides.storage.isEmpty || storedOverrideUserInterfaceStyle != .unspecified
    guard hasOverrides else { return parent }
    return UITraitCollection(
      storage: parent.storage.applying(
        storedTraitOverrides, style: storedOverrideUserInterfaceStyle))
  }

  /// Called by the root view's trait update with what the view's superview has: computes the
  /// controller's traits and, when they changed, calls its handlers and invalidates what read
  /// them; returns them for the view to inherit.
  func updateTraits(inheriting parent: UITraitCollection) -> UITraitCollection {
    let old = currentTraits
    var new = applyingOverrides(to: parent)
    let changed =
      new === old ? TraitChange.none : TraitChange(new.storage.changedTraits(from: old.storage))
    if changed.isEmpty, storedTraitCollection != nil { new = old }
    storedTraitCollection = new
    guard !changed.isEmpty else { return new }
    UITraitCollection.current = new
    let ids = changed.ids
    traitCollectionDidChange(old)
    for registration in traitRegistrations where !registration.traits.isDisjoint(with: ids) {
      registration.call(self, previous: old)
    }
    if !propertiesTraitReads.isDisjoint(with: ids) { setNeedsUpdateProperties() }
    return new
  }

  /// The overrides changed: the view's subtree (and with it the controller) updates its traits.
  func overridesDidChange() {
    storedView?.setNeedsTraitUpdate()
  }

  /// Runs `updateProperties()` with the controller's traits current, recording the traits and
  /// observable properties it reads.
  func runUpdateProperties() {
    needsUpdatePropertiesFlag = false
    guard let storedView else { return updateProperties() }
    var reads = TraitIDs.empty
    traitCollection.performAsCurrent {
      ObservationTracking.track(storedView, .controllerProperties) {
        reads = TraitTracking.tracking(reusing: propertiesTraitReads) { updateProperties() }
      }
    }
    propertiesTraitReads = reads
  }
}

extension UIViewController: UITraitEnvironment {}

extension UIViewController: UITraitChangeObservable {
  /// Removes a registration made with `registerForTraitChanges`.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitRegistrations.removeAll { $0 === registration }
  }
}
