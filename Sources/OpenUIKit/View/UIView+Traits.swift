import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

extension UIView {
  /// Refreshes `hasTraitOverrides` (read by every view a trait change passes) and schedules the
  /// trait update.
  func overridesDidChange() {
    // A controller's root view always takes the full path: the controller's traits come between.
    hasTraitOverrides =
      !storedTraitOverrides.storage.isEmpty || storedOverrideUserInterfaceStyle != .unspecified
      || isViewControllerRoot
    setNeedsTraitUpdate()
  }

  /// Marks this subtree's traits for the next trait phase.
  func setNeedsTraitUpdate() {
    needsTraitUpdate = true
    TraitPhase.shared.setNeedsTraitUpdate(self)
  }

  /// The traits this view inherits: its superview's, a window's screen's, and for a view outside
  /// any window the main screen's, as UIKit predicts a new view's traits (so that adding it to a
  /// window on that screen changes nothing and calls no handler).
  var inheritedTraits: UITraitCollection {
    if let superview = storedSuperview { return superview.storedTraitCollection }
    if let window = self as? UIWindow { return window.screen.traitCollection }
    return UIScreen.main.traitCollection
  }

  /// Recomputes the traits; on a change, runs the callbacks and updates every
  /// subview, else only subviews that are themselves marked.
  ///
  /// - Parameter inherited: The superview's new traits, when it is updating its subtree.
  func updateTraits(inherited: UITraitCollection?, force: Bool = false) {
    guard needsTraitUpdate || force || inherited != nil else { return }
    needsTraitUpdate = false
    var parent = inherited ?? inheritedTraits
    if isViewControllerRoot, let controller = owningController {
      parent = controller.updateTraits(inheriting: parent)
    }
    let old = storedTraitCollection
    let new: UITraitCollection
    let changed: TraitChange
    if !hasTraitOverrides {
      // No overrides: the very same collection as the superview's.
      new = parent
      changed = new === old ? .none : TraitChange(new.storage.changedTraits(from: old.storage))
    } else {
      let storage = parent.storage.applying(
        storedTraitOverrides, style: storedOverrideUserInterfaceStyle)
      changed = TraitChange(storage.changedTraits(from: old.storage))
      new = changed.isEmpty ? old : UITraitCollection(storage: storage)
    }
    storedTraitCollection = new
    guard !changed.isEmpty else {
      for subview in storedSubviews where subview.needsTraitUpdate || force {
        subview.updateTraits(inherited: new, force: force)
      }
      return
    }
    // Set once for this view and every subview that inherits `new` as is; the propagation's
    // entry point restores it (`restoringCurrent`).
    UITraitCollection.current = new
    traitsDidChange(changed, previous: old)
    subviewsInherit(new, previous: old, change: changed, force: force)
  }

  /// Passes a change down.
  ///
  /// A subview without overrides that held the superview's previous
  /// collection takes the new one and the same change list as they are: O(1) per view, and no
  /// reference juggling beyond the store (a theme switch runs this for every view).
  private func subviewsInherit(
    _ new: UITraitCollection, previous: UITraitCollection, change: TraitChange, force: Bool
  ) {
    forEachBorrowed(storedSubviews) { subview in
      if subview.storedTraitCollection === previous && !subview.hasTraitOverrides {
        subview.needsTraitUpdate = false
        subview.storedTraitCollection = new
        subview.traitsDidChange(change, previous: previous)
        subview.subviewsInherit(new, previous: previous, change: change, force: force)
      } else {
        subview.updateTraits(inherited: new, force: force)
        UITraitCollection.current = new  // the subview may have set its own
      }
    }
  }

  /// Handlers watching a changed trait (once each), dynamic colors, and the methods whose recorded
  /// trait reads changed.
  ///
  /// Runs with this view's traits as `UITraitCollection.current`: the propagation sets it once
  /// for all the views that share a collection, instead of each view saving and restoring it.
  private func traitsDidChange(_ changed: TraitChange, previous: UITraitCollection) {
    let ids = changed.ids
    if overriddenMethods.contains(.traitCollectionDidChange) { traitCollectionDidChange(previous) }
    if !traitRegistrations.isEmpty {
      forEachBorrowed(traitRegistrations) { registration in
        if !registration.traits.isDisjoint(with: ids) {
          registration.call(self, previous: previous)
        }
      }
    }
    if changed.affectsDisplayScale { applyDisplayScale() }
    if changed.affectsColorAppearance {
      applyTraitDependentColors()
      if mayDraw { setNeedsDisplay() }
    }
    if !layoutTraitReads.isDisjoint(with: ids) { setNeedsLayout() }
    // Constraints a view holds read leading and trailing in its direction.
    if hasAutoLayoutState || hasLayoutAttributes,
      ids.contains(ObjectIdentifier(UITraitLayoutDirection.self))
    {
      if hasAutoLayoutState { LayoutEngine.layoutDirectionChanged(self) }
      layoutDirectionDidChangeMargins()
    }
    if ids.contains(ObjectIdentifier(UITraitLayoutDirection.self)) {
      layoutDirectionDidChangeContent()
    }
    // A root view's minimum margins follow its controller's horizontal size class.
    if isViewControllerRoot, ids.contains(ObjectIdentifier(UITraitHorizontalSizeClass.self)) {
      effectiveMarginsDidChange()
    }
    if !drawTraitReads.isDisjoint(with: ids) { setNeedsDisplay() }
    if !propertiesTraitReads.isDisjoint(with: ids) { setNeedsUpdateProperties() }
  }
}

extension UIView {
  /// Gives the view's layer the display scale of its traits as its `contentsScale`, as UIKit gives
  /// every view layer its screen's scale, so that `draw(_:)` renders at device resolution.
  func applyDisplayScale() {
    let scale = storedTraitCollection.displayScale
    guard scale > 0, scale.isFinite, layer.contentsScale != scale else { return }
    applyContentsScale(scale)
  }
}

/// What changed between two trait collections, computed once per
/// propagation and shared by every view that inherits the same change.
struct TraitChange {
  let ids: TraitIDs
  let affectsColorAppearance: Bool
  /// Whether the display scale changed: view layers take it as their `contentsScale`.
  let affectsDisplayScale: Bool

  static let none = TraitChange([])

  init(_ traits: [UITrait]) {
    var ids = TraitIDs()
    var affectsColor = false
    var affectsScale = false
    for trait in traits {
      ids.insert(ObjectIdentifier(trait))
      if trait.affectsColorAppearance { affectsColor = true }
      if ObjectIdentifier(trait) == ObjectIdentifier(UITraitDisplayScale.self) {
        affectsScale = true
      }
    }
    self.ids = ids
    affectsColorAppearance = affectsColor
    affectsDisplayScale = affectsScale
  }

  var isEmpty: Bool { ids.isEmpty }
}

extension UIView {
  /// Shallowest first; each depth computed once.
  static func sortedByDepth(_ views: [UIView]) -> [UIView] {
    sortedShallowestFirst(views) { $0.depth }
  }

  var depth: Int {
    var count = 0
    var view = storedSuperview
    while let current = view {
      count += 1
      view = current.storedSuperview
    }
    return count
  }
}
