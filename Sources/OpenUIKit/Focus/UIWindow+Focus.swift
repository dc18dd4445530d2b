import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// Moving keyboard focus: Tab and Shift+Tab, and focus following the first responder.
///
/// The focus order is the view tree's (depth first, subviews back to front) within the front
/// controller's view (a presented sheet keeps focus inside it), wrapping around at either end.
/// Focus moves only by keyboard, or with a view that becomes first responder (a clicked text
/// field); a click on a button does not focus it, as on the Mac.
extension UIWindow {
  /// The view with keyboard focus, if any.
  var focusedView: UIView? { storedFocusedView }

  /// Where focus moves: the front presented controller's view when it is in this window.
  var focusScope: UIView {
    if let front = frontController, front.presentingViewController != nil,
      let view = front.viewIfLoaded, view.window === self
    {
      return view
    }
    return self
  }

  /// Moves focus to the next (`.next`) or previous (`.previous`) focusable view; returns whether
  /// focus moved.
  @discardableResult
  func moveFocus(_ heading: UIFocusHeading) -> Bool {
    let candidates = focusScope.focusableViewsInOrder
    guard !candidates.isEmpty else { return false }
    let forward = !heading.contains(.previous)
    let next: UIView
    if let current = storedFocusedView,
      let index = candidates.firstIndex(where: { $0.isSameFocusStop(as: current) })
    {
      let count = candidates.count
      next = candidates[(index + (forward ? 1 : count - 1)) % count]
    } else {
      next = forward ? candidates[0] : candidates[candidates.count - 1]
    }
    return updateFocus(to: next, heading: heading)
  }

  /// Gives focus to `view` (`nil`: to nothing) when both ends agree; returns whether it moved.
  ///
  /// The view leaving resigns first responder; a view arriving that can be first responder
  /// becomes it (a text field starts editing).
  ///
  /// - Parameter asking: `false` when focus must go whatever the views say: the focused view was
  ///   disabled, hidden or removed (UIKit's focus system moves off such a view unasked).
  @discardableResult
  func updateFocus(to view: UIView?, heading: UIFocusHeading = [], asking: Bool = true) -> Bool {
    let previous = storedFocusedView
    guard previous !== view else { return true }
    if let view, view.window !== self || !view.isFocusableNow { return false }
    let context = UIFocusUpdateContext(previous: previous, next: view, heading: heading)
    if asking, let previous, previous.window === self, !previous.shouldUpdateFocus(in: context) {
      return false
    }
    if asking, let view, !view.shouldUpdateFocus(in: context) { return false }
    previous?.hasFocus = false
    view?.hasFocus = true
    storedFocusedView = view
    placeFocusRing()
    (previous as? UIControl)?.stateDidChange()
    (view as? UIControl)?.stateDidChange()
    if let previous, previous.isFirstResponder { previous.resignFirstResponder() }
    if let view, view.canBecomeFirstResponder, !view.isFirstResponder {
      view.becomeFirstResponder()
      // Tabbing into a text field selects its text, as on a desktop.
      if !heading.isEmpty, let field = view as? UITextField { field.selectAll(nil) }
    }
    let coordinator = UIFocusAnimationCoordinator()
    var told = Set<ObjectIdentifier>()
    for start in [previous, view] {
      var current = start
      while let environment = current {
        if told.insert(ObjectIdentifier(environment)).inserted {
          environment.didUpdateFocus(in: context, with: coordinator)
        }
        current = environment.storedSuperview
      }
    }
    coordinator.finish()
    return true
  }

  /// Drops focus from a view that can no longer have it (disabled, hidden, gone), unasked.
  func dropStaleFocus() {
    guard let view = storedFocusedView else { return }
    if view.window !== self || !view.isFocusableNow { updateFocus(to: nil, asking: false) }
  }

  /// Puts the focus ring around the focused view (in its layer, so it follows the view), or takes
  /// it away.
  ///
  /// A 3-point line of the view's tint 4 points outside its bounds, its corners following the
  /// control's shape (`focusRingCornerRadius`), as iPadOS draws the ring of a keyboard-focused
  /// control; where that would pass the window's edge the ring comes in to the edge. A view that
  /// clips to its bounds clips its ring.
  func placeFocusRing() {
    guard let view = storedFocusedView else {
      focusRingLayer?.removeFromSuperlayer()
      return
    }
    let ring = focusRingLayer ?? CALayer.privateToUIKit(CALayer())
    focusRingLayer = ring
    // A table row's ring is drawn inside it: its neighbours touch it and the table clips.
    let outset: CGFloat = view is UITableViewCell ? -2 : 4
    // Outside the view, but never past the window's edges (a control at the top of the window
    // would lose the top of its ring): there the ring comes in to the edge.
    let visible = view.convert(bounds, from: self)
    let ringFrame = view.layer.bounds.insetBy(dx: -outset, dy: -outset)
    let kept = ringFrame.intersection(visible)
    ring.frame = kept.isNull || kept.isEmpty ? ringFrame : kept
    let radius = (view as? UIControl)?.focusRingCornerRadius ?? view.layer.cornerRadius
    ring.cornerRadius = max(radius + outset, 0)
    ring.borderWidth = 3
    ring.borderColor = view.tintColor.resolvedColor(with: view.traitCollection).cgColor
    if ring.superlayer !== view.layer || view.layer.sublayers?.last !== ring {
      view.layer.addSublayer(ring)
    }
  }
}
