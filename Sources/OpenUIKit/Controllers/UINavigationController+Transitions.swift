import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenQuartzCore

/// Applying the requested stack: children, bar items and the top's view, in UIKit's order.
///
/// A push, pop or replacement changes the requested stack at once (``viewControllers`` answers the
/// new stack) and then applies it. One asked for while another is being applied (a pushed
/// controller's `viewDidLoad` pushing again, say) waits for it and is applied right after, in
/// order, so the stack, the children and the view on screen always agree when control returns to
/// the caller. Only the part of the stack above what the old and new stacks share is touched, so a
/// push or pop costs the same at any depth.
extension UINavigationController {
  /// The most transitions applied one after another for one request: a controller whose every
  /// `viewDidLoad` pushes another would otherwise push forever.
  static let maximumChainedTransitions = 1_000

  /// Notes that the bottom `kept` controllers of the requested stack were in it before the change,
  /// and applies it unless a transition is being applied already (that one applies this too).
  func requestTransition(keeping kept: Int, animated: Bool) {
    // A back swipe under way ends first, cancelled: the stack it would pop is changing.
    backSwipeIfMade?.cancelNow()
    sharedDepth = min(sharedDepth, kept)
    pendingAnimated = animated
    guard !isApplyingTransition else { return }
    isApplyingTransition = true
    defer { isApplyingTransition = false }
    var applied = 0
    while sharedDepth < requestedStack.count || sharedDepth < appliedStack.count {
      guard applied < Self.maximumChainedTransitions else {
        Diagnostics.log(
          "UINavigationController: \(applied) transitions were asked for from the callbacks of "
            + "the ones before; the stack stays as applied", module: "OpenUIKit")
        for controller in requestedStack where controller.requestedNavigationParent === self {
          controller.requestedNavigationParent = nil
        }
        for controller in appliedStack { controller.requestedNavigationParent = self }
        requestedStack = appliedStack
        sharedDepth = appliedStack.count
        break
      }
      applied += 1
      let kept = sharedDepth
      let target = requestedStack
      sharedDepth = target.count
      apply(target, keeping: kept, animated: pendingAnimated)
    }
  }

  /// Makes `target` the applied stack, of which the bottom `kept` controllers were applied already,
  /// and shows its top, in UIKit's order.
  private func apply(_ target: [UIViewController], keeping kept: Int, animated: Bool) {
    let oldTop = appliedStack.last
    let newTop = target.last
    let leavingTail = appliedStack[kept...]
    let arrivingTail = target[kept...]
    // A controller in both tails (a replacement that reorders) stays a child.
    let arrivingIDs = Set(arrivingTail.map(ObjectIdentifier.init))
    let leavingIDs = Set(leavingTail.map(ObjectIdentifier.init))
    let leaving = leavingTail.filter { !arrivingIDs.contains(ObjectIdentifier($0)) }
    let arriving = arrivingTail.filter { !leavingIDs.contains(ObjectIdentifier($0)) }
    appliedStack = target
    for controller in arriving {
      // One that left and came back before the commit is still a child: told it moves here.
      if controller.parent === self {
        controller.willMove(toParent: self)
      } else {
        addChild(controller)
      }
    }
    for controller in leaving { controller.willMove(toParent: nil) }
    bar.replaceItems(from: kept, with: arrivingTail.map(\.navigationItem))
    toolbarView.setItems(target.last?.toolbarItems, animated: false)
    if newTop !== oldTop, isViewLoaded {
      oldTop?.appearanceAnimated = animated
      newTop?.appearanceAnimated = animated
      newTop?.loadViewIfNeeded()  // UIKit loads the new top before the old one disappears
      if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
      // Animated in a window: the new top slides over a picture of the old one. Only the first
      // transition since the last commit: an old top shown by none has nothing on screen to
      // slide away (and thousands of pushes in one turn take no thousand pictures).
      var picture: CALayer?
      if animated, UIView.areAnimationsEnabled, view.window != nil, newTop != nil,
        !containmentAfterCommit.isScheduled,
        let old = oldTop?.viewIfLoaded, old.superview === viewIfLoaded
      {
        picture = ViewPicture.of(old)
      }
      if let old = oldTop?.viewIfLoaded, old.superview === viewIfLoaded {
        // Kept for a pop back to it (`restoresFocusAfterTransition`).
        if let focused = old.window?.focusedView, focused.isDescendant(of: old) {
          oldTop?.focusedViewBeforeTransition = focused
        }
        old.removeFromSuperview()
      }
      if let newTop {
        install(newTop)
        restoreFocus(in: newTop)
      }
      if let picture, let newTop {
        // One slide at a time: a new one ends the one under way (its picture goes).
        slidePicture?.removeFromSuperlayer()
        slidePicture = picture
        let push = arriving.contains { $0 === newTop }
        NavigationSlide.run(in: view, picture: picture, arriving: newTop.view, push: push)
      }
    }
    watchScrollEdge(of: newTop)
    containmentAfterCommit.leaving += leaving
    for controller in arriving
    where containmentAfterCommit.arrivingIDs.insert(ObjectIdentifier(controller)).inserted {
      containmentAfterCommit.arriving.append(controller)
    }
    if let newTop, newTop !== oldTop { containmentAfterCommit.shown.append((newTop, animated)) }
    guard !containmentAfterCommit.isScheduled else { return }
    containmentAfterCommit.isScheduled = true
    AppearanceTransitions.shared.afterTransitions { [weak self] in self?.finishContainment() }
  }

  /// Gives focus back to the view that had it when `controller` was covered, if it asks for that
  /// and the view can still take focus (at once: not at the slide's end, so a key pressed during
  /// the slide already acts on it).
  private func restoreFocus(in controller: UIViewController) {
    guard let remembered = controller.focusedViewBeforeTransition else { return }
    controller.focusedViewBeforeTransition = nil
    guard controller.restoresFocusAfterTransition, let window = view.window,
      remembered.isDescendant(of: controller.view)
    else { return }
    window.updateFocus(to: remembered)
  }

  /// Ends the containment of every transition since the last commit, in one pass: leaving
  /// controllers are removed (the newest children first, each from the end of `children`, so
  /// thousands of transitions between two commits cost no more each than one), arriving ones told
  /// `didMove(toParent:)`, then the delegate that each top was shown.
  private func finishContainment() {
    let pending = containmentAfterCommit
    containmentAfterCommit = ContainmentAfterCommit()
    var position: [ObjectIdentifier: Int] = [:]
    for (index, child) in children.enumerated() { position[ObjectIdentifier(child)] = index }
    // One that came back before the commit stays a child.
    let leaving = pending.leaving.filter {
      !$0.isRequested(in: self) && $0.parent === self
    }
    let newestFirst = leaving.sorted {
      position[ObjectIdentifier($0), default: 0] > position[ObjectIdentifier($1), default: 0]
    }
    // One that arrived and left between two commits is told both, in that order.
    let arrivingIDs = Set(pending.arriving.map(ObjectIdentifier.init))
    let leavingIDs = Set(newestFirst.map(ObjectIdentifier.init))
    for controller in newestFirst where controller.parent === self {
      if arrivingIDs.contains(ObjectIdentifier(controller)) { controller.didMove(toParent: self) }
      controller.removeFromParent()
    }
    for controller in pending.arriving where !leavingIDs.contains(ObjectIdentifier(controller)) {
      controller.didMove(toParent: self)
    }
    for (shown, animated) in pending.shown {
      delegate?.navigationController(self, didShow: shown, animated: animated)
    }
  }
}

/// The containment calls a navigation controller owes after the commit.
struct ContainmentAfterCommit {
  var leaving: [UIViewController] = []
  /// Each controller once, however often it came back before the commit.
  var arriving: [UIViewController] = []
  var arrivingIDs: Set<ObjectIdentifier> = []
  var shown: [(UIViewController, Bool)] = []
  var isScheduled = false
}

extension UIViewController {
  /// Whether this controller is in `navigation`'s requested stack: membership at the same cost at
  /// any depth, read off the controller instead of kept in a set beside the stack.
  func isRequested(in navigation: UINavigationController) -> Bool {
    requestedNavigationParent === navigation
  }
}
