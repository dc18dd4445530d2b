import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// The changes of one `addAnimations` block of a property animator: each is an additive
/// animation from the old value minus the new one to nothing (as UIKit's blocks), shown at the
/// group's progress, which the animator sets from its own time and curve.
@MainActor final class PropertyAnimatorGroup: BlockChangeHandler {
  /// One property change: what to put back when the animator ends elsewhere than at its end.
  struct Entry {
    let view: UIView
    let layer: CALayer
    let key: String
    let animationKey: String
    let oldValue: Any?
    let newValue: Any?
  }

  /// Where the group begins, as a fraction of the animator's time (added while running, or with
  /// a delay factor, it begins later and runs over what is left).
  let start: Double
  let progress = AnimationProgress()
  private(set) var entries: [Entry] = []

  init(start: Double) { self.start = min(max(start, 0), 1) }

  /// The group's own time fraction at the animator's time fraction `u`.
  func localFraction(at u: Double) -> Double {
    guard start < 1 else { return u >= 1 ? 1 : 0 }
    return min(max((u - start) / (1 - start), 0), 1)
  }

  /// The action for a change of `key` on `view`'s layer inside the group's block.
  func action(for view: UIView, layer: CALayer, forKey key: String) -> any CAAction {
    DrivenAction(group: self, view: view)
  }

  fileprivate func record(_ entry: Entry) { entries.append(entry) }

  /// Renders the group's layers again: its progress changed.
  func progressDidChange() {
    for entry in entries { entry.layer.animationProgressDidChange() }
  }

  /// Takes the group's animations off its layers.
  func removeAnimations() {
    for entry in entries { entry.layer.removeAnimation(forKey: entry.animationKey) }
  }

  /// Puts the model values back: the values before the changes (`.start`), after them (`.end`),
  /// or the ones on screen (`.current`, given as `onScreen`, read before the animations left).
  func setModelValues(
    _ position: UIViewAnimatingPosition, onScreen: [Int: Any] = [:]
  ) {
    UIView.performWithoutAnimation {
      // Last change first: a property changed twice ends at its first old value.
      for (index, entry) in entries.enumerated().reversed() {
        let value: Any?
        switch position {
        case .start: value = entry.oldValue
        case .end: value = entry.newValue
        case .current: value = onScreen[index] ?? entry.newValue
        }
        Self.set(value, forKey: entry.key, of: entry.view, layer: entry.layer)
      }
    }
  }

  /// The on-screen value of every entry now, by entry index.
  func valuesOnScreen() -> [Int: Any] {
    var values: [Int: Any] = [:]
    for (index, entry) in entries.enumerated() {
      if let value = entry.layer.presentation()?.value(forKey: entry.key) { values[index] = value }
    }
    return values
  }

  /// Sets a layer property through its view where the view keeps its own copy.
  private static func set(_ value: Any?, forKey key: String, of view: UIView, layer: CALayer) {
    switch key {
    case "bounds":
      if let rect = value as? CGRect { view.bounds = rect }
    case "backgroundColor":
      // The view keeps a UIColor: the layer's CGColor goes back through it.
      view.backgroundColor = (value as? CGColor).map { UIColor(cgColor: $0) }
    default:
      layer.setValue(value, forKey: key)
    }
  }
}

/// Adds a group's driven animation under its key, or under a numbered one when an animation of
/// the key runs already (they add up, as UIKit's `position`, `position-2`, …).
@MainActor private final class DrivenAction: @preconcurrency CAAction {
  let group: PropertyAnimatorGroup
  let view: UIView

  init(group: PropertyAnimatorGroup, view: UIView) {
    self.group = group
    self.view = view
  }

  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    guard let layer = anObject as? CALayer else { return }
    let animation = CABasicAnimation(keyPath: event)
    animation.isAdditive = true
    // Never ends by itself: the animator removes it.
    animation.duration = 1e9
    animation.isRemovedOnCompletion = false
    animation.progressSource = group.progress
    let key = layer.unusedAnimationKey(for: event)
    let old = layer.valueBeforeChange(forKey: event)
    layer.add(animation, forKey: key)
    group.record(
      PropertyAnimatorGroup.Entry(
        view: view, layer: layer, key: event, animationKey: key, oldValue: old,
        newValue: layer.value(forKey: event)))
  }
}
