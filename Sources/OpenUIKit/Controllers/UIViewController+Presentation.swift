import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// What a presentation put where, so that dismissing it restores the window.
@MainActor
struct PresentationRecord {
  /// The sheet and dimming view of a sheet presentation.
  var container: PresentationContainerView?
  /// The presenter's view a full-screen presentation took out of the window, with where it was.
  var coveredView: (view: UIView, superview: UIView, index: Int)?
}

extension UIViewController {
  /// Presents `presented` from this controller's outermost container, as UIKit: refused with
  /// UIKit's message when it is already presented, is a child, is this controller, or when the
  /// presenter already presents one or is in no window.
  func presentController(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    let style = presented.modalPresentationStyle
    let context = style.usesContext ? presentationContext : nil
    let presenter = context ?? topPresenter
    // Said each time, as UIKit logs it, up to a bound: 10,000 refused presentations in a turn
    // do not write 10,000 lines.
    func refuse(_ message: String) {
      Diagnostics.limited("present: \(message)", "present: \(message)", module: "OpenUIKit")
    }
    if let by = presented.presentingViewController {
      return refuse(
        "Application tried to present modally a view controller \(type(of: presented)) that is "
          + "already being presented by \(type(of: by)).")
    }
    if let parent = presented.storedParent ?? presented.requestedNavigationParent {
      return refuse(
        "Application tried to present modally a view controller \(type(of: presented)) that has "
          + "a parent view controller \(type(of: parent)).")
    }
    if let current = presented.storedPresentedViewController {
      return refuse(
        "Application tried to present modally a view controller \(type(of: presented)) that is "
          + "already presenting \(type(of: current)).")
    }
    if presenter.animatedPresentationTransitions > 0 {
      // UIKit's words (iOS 13 and later); the presentation is dropped, its completion not run.
      return refuse(
        "Attempt to present \(type(of: presented)) on \(type(of: presenter)) (from "
          + "\(type(of: self))) while a presentation is in progress.")
    }
    if presenter.isInPresentationChain(of: presented) {
      return refuse(
        "Application tried to present modally an active controller \(type(of: presented)).")
    }
    if let current = presenter.storedPresentedViewController {
      return refuse(
        "Attempt to present \(type(of: presented)) on \(type(of: presenter)) which is already "
          + "presenting \(type(of: current)).")
    }
    guard let window = presenter.storedView?.window else {
      return refuse(
        "Attempt to present \(type(of: presented)) on \(type(of: presenter)) whose view is not in "
          + "the window hierarchy.")
    }
    presenter.storedPresentedViewController = presented
    presented.storedPresentingViewController = presenter
    presented.isBeingPresentedFlag = true
    presented.loadViewIfNeeded()
    var record = PresentationRecord()
    presented.appearanceAnimated = animated
    if let context, let place = context.presentationRootView, let superview = place.superview,
      let index = superview.subviews.firstIndex(where: { $0 === place })
    {
      // Within the context: in the place of its view (removed, or kept under).
      let view: UIView = presented.view
      view.frame = place.frame
      view.autoresizingMask = place.autoresizingMask
      if style.removesPresenter {
        presenter.appearanceAnimated = animated
        place.removeFromSuperview()
        record.coveredView = (place, superview, index)
        superview.insertSubview(view, at: index)
      } else {
        superview.insertSubview(view, aboveSubview: place)
      }
      presented.presentation = record
      AppearanceTransitions.shared.afterTransitions {
        presented.isBeingPresentedFlag = false
        completion?()
      }
      return
    }
    // Animated, the presentation moves in (PresentationTransition); a covered presenter shows as
    // a picture under it until it is in place.
    let moves = animated && UIView.areAnimationsEnabled
    var coveredPicture: CALayer?
    if style.removesPresenter, let covered = presenter.presentationRootView,
      let superview = covered.superview,
      let index = superview.subviews.firstIndex(where: { $0 === covered })
    {
      // A presenter still being presented itself has not reached the screen: nothing to show.
      if moves, !presenter.isBeingPresentedFlag, let picture = ViewPicture.of(covered) {
        picture.frame = covered.convert(covered.bounds, to: window)
        coveredPicture = picture
      }
      // UIKit's order: the presenter disappears, then the presented controller appears.
      presenter.appearanceAnimated = animated
      covered.removeFromSuperview()
      record.coveredView = (covered, superview, index)
    }
    if style.fillsWindow || style.usesContext {
      let view: UIView = presented.view
      view.frame = window.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      window.addSubview(view)
      if moves {
        PresentationTransition.present(
          root: view, moving: view, dimming: nil, in: window, covered: coveredPicture,
          style: presented.modalTransitionStyle)
      }
    } else {
      let container = presented.makePresentationContainer(frame: window.bounds)
      window.addSubview(container)
      record.container = container
      if moves {
        PresentationTransition.present(
          root: container, moving: container.sheetView, dimming: container.dimmingView,
          in: window, covered: coveredPicture, style: presented.modalTransitionStyle)
      }
    }
    presented.presentation = record
    if moves { presenter.beginAnimatedPresentationTransition() }
    AppearanceTransitions.shared.afterTransitions {
      presented.isBeingPresentedFlag = false
      completion?()
    }
  }

  /// Dismisses what this controller presents, or this controller when it is presented: the
  /// controllers it presents in turn go first, then its view leaves the window and a covered
  /// presenter's view returns.
  func dismissController(animated: Bool, completion: (() -> Void)?) {
    let presenter: UIViewController
    if storedPresentedViewController != nil {
      presenter = self
    } else if let by = presentingViewController {
      presenter = by
    } else {
      completion?()
      return
    }
    guard let presented = presenter.storedPresentedViewController else { return }
    guard presenter.animatedPresentationTransitions == 0 else {
      // UIKit's words; the dismissal is dropped, its completion not run.
      let message =
        "Attempt to dismiss from view controller \(type(of: presenter)) while a presentation or "
        + "dismiss is in progress!"
      return Diagnostics.limited(
        "dismiss: \(message)", "dismiss: \(message)", module: "OpenUIKit")
    }
    // The controllers it presents in turn leave first, the topmost first (a loop: a chain of
    // sheets can be longer than the stack is deep).
    var chain: [UIViewController] = []
    var next = presented.storedPresentedViewController
    while let controller = next {
      chain.append(controller)
      next = controller.storedPresentedViewController
    }
    for controller in chain.reversed() {
      controller.storedPresentingViewController?.removePresentation(animated: false, nil)
    }
    presenter.removePresentation(animated: animated, completion)
  }

  /// Takes away what this controller presents (which presents nothing itself).
  private func removePresentation(animated: Bool, _ completion: (() -> Void)?) {
    let presenter = self
    guard let presented = storedPresentedViewController else { return }
    presenter.storedPresentedViewController = nil
    presented.isBeingDismissedFlag = true
    presented.appearanceAnimated = animated
    let record = presented.presentation
    presented.presentation = nil
    // Animated, pictures of what leaves slide or fade away over what comes back; only a
    // presentation that reached the screen (committed) has a look to take away (and thousands of
    // pairs in one turn take no thousand pictures).
    let container = record?.container
    if animated, UIView.areAnimationsEnabled, !presented.isBeingPresentedFlag,
      let root = container ?? presented.storedView, let window = root.window
    {
      let style = presented.modalTransitionStyle
      let leaving = PresentationTransition.leaving(
        root: root, moving: container?.sheetView ?? root, dimming: container?.dimmingView,
        in: window, style: style)
      PresentationTransition.dismiss(leaving, in: window, style: style)
      presenter.beginAnimatedPresentationTransition()
    }
    if let container {
      container.removeFromSuperview()
      container.releasePresentedView()
    } else {
      presented.storedView?.removeFromSuperview()
    }
    if let covered = record?.coveredView {
      presenter.appearanceAnimated = animated
      covered.superview.insertSubview(covered.view, at: covered.index)
    }
    AppearanceTransitions.shared.afterTransitions {
      presented.isBeingDismissedFlag = false
      presented.storedPresentingViewController = nil
      completion?()
    }
  }

  /// Counts a presentation or dismissal this controller makes that moves on screen, until the
  /// commit that ends its transition, before the controllers hear `viewDidAppear` and
  /// `viewDidDisappear` (a presentation from there is not in progress, as on iOS).
  private func beginAnimatedPresentationTransition() {
    animatedPresentationTransitions += 1
    AppearanceTransitions.shared.beforeEndings { [self] in animatedPresentationTransitions -= 1 }
  }

  /// Whether this controller is `controller`, or it or one of its containers is presented by
  /// `controller` or its containers, directly or through controllers presented in between.
  func isInPresentationChain(of controller: UIViewController) -> Bool {
    var current: UIViewController? = self
    // Bounded: containment refuses what would close a loop, but a walk must end regardless.
    var steps = 0
    while let link = current, steps < 100_000 {
      if link === controller || link.isDescendant(of: controller) { return true }
      current = link.rootContainer.storedPresentingViewController
      steps += 1
    }
    return false
  }

  /// The controller that presents for this one: its outermost container (UIKit's choice when no
  /// controller defines a presentation context).
  var topPresenter: UIViewController { rootContainer }

  /// The nearest controller, this one or a container of it, that `definesPresentationContext`;
  /// `nil` when none does (context styles then cover the window, from the outermost container).
  var presentationContext: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if controller.definesPresentationContext { return controller }
      current = controller.storedParent
    }
    return nil
  }

  /// The view that stands for this controller in the window: its sheet container when it is
  /// presented as a sheet, else its view.
  var presentationRootView: UIView? {
    presentation?.container ?? storedView
  }
}
