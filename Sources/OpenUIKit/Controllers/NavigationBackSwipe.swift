import Foundation

/// The back swipe, as UIKit's interactive pop (`interactivePopGestureRecognizer`).
///
/// A pan from the left edge pops the top controller, its view following the pointer. In
/// right-to-left content it mirrors: the pan starts at the right edge and moves left.
///
/// When the pan begins, the controller below comes back under the top one, both live: the top's
/// `viewWillDisappear` and the one below's `viewWillAppear` are called, and nothing else changes.
/// The top view then moves with the pointer while the one below comes back from a third of the
/// width to the left (``NavigationSlide/parallax``). On release the swipe completes when the
/// pointer moved right faster than ``flickSpeed``, or is past half the width without moving left
/// that fast; the views slide the rest of the way on the animation clock. Completed, the top is
/// popped as by `popViewController(animated:)` and the two get `viewDidDisappear` and
/// `viewDidAppear`. Cancelled, they slide back, the top gets `viewWillAppear` and `viewDidAppear`,
/// the one below `viewWillDisappear` and `viewDidDisappear`, and the stack is as it was (UIKit's
/// order, which a cancelled swipe makes different from a pop).
///
/// A push, pop or replacement asked for while a swipe runs ends it first, cancelled.
@MainActor final class NavigationBackSwipe: UIGestureRecognizerDelegate {
  /// Faster than this (points per second) a release decides the swipe by its direction.
  static let flickSpeed: CGFloat = 300

  /// The recognizer: `interactivePopGestureRecognizer`.
  let recognizer = LeadingEdgePanGestureRecognizer()
  private weak var navigation: UINavigationController?
  /// The swipe under way: the top controller and the one below.
  private var session: (top: UIViewController, below: UIViewController, id: Int)?
  private var nextID = 0

  /// The two controllers whose appearance is this object's, not their windows', from the swipe's
  /// start until its end has changed the hierarchy (then their methods are called as UIKit calls
  /// them, and what those do is handled as usual).
  private var managed: (top: ObjectIdentifier, below: ObjectIdentifier)?
  /// Whether the pan under way drives the swipe (a second drag while the first one's views slide
  /// into place does not).
  private var isTracking = false

  /// Whether the swipe calls `controller`'s appearance methods itself.
  func managesAppearance(of controller: UIViewController) -> Bool {
    guard let managed else { return false }
    let id = ObjectIdentifier(controller)
    return id == managed.top || id == managed.below
  }

  init(navigation: UINavigationController) {
    self.navigation = navigation
    recognizer.delegate = self
    recognizer.addTarget(self, action: NavigationBackSwipe.handle)
  }

  /// The default delegate's answer (an app that sets its own delegate replaces it): a controller to
  /// go back to, none on its way, and the bar's back button in its place, as in UIKit.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation, let top = navigation.appliedStack.last else { return false }
    let item = top.navigationItem
    return session == nil && navigation.appliedStack.count > 1 && navigation.slidePicture == nil
      && !navigation.isNavigationBarHidden && !item.hidesBackButton
      && (item.leftBarButtonItems ?? []).isEmpty
  }

  private func handle(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began: begin(pan)
    case .changed: follow(pan)
    case .ended: release(pan, cancelled: false)
    case .cancelled: release(pan, cancelled: true)
    case .possible, .failed: break
    }
  }

  /// Brings the controller below back under the top one and begins both appearance transitions.
  private func begin(_ pan: UIPanGestureRecognizer) {
    // Checked here too: an app's own delegate (or none) may let any pan through.
    guard session == nil, let navigation, navigation.slidePicture == nil,
      let container = navigation.viewIfLoaded,
      container.window != nil, navigation.requestedStack.count == navigation.appliedStack.count,
      navigation.appliedStack.count > 1,
      let top = navigation.appliedStack.last, let topView = top.viewIfLoaded,
      topView.superview === container
    else { return }
    let below = navigation.appliedStack[navigation.appliedStack.count - 2]
    // The swipe takes the touch: recognizers under it (a scroll view's pan) stop.
    for touch in pan.touches {
      for other in touch.gestureRecognizers ?? [] where other !== pan && other.hasRecognized {
        other.state = .cancelled
      }
    }
    nextID += 1
    session = (top, below, nextID)
    isTracking = true
    managed = (ObjectIdentifier(top), ObjectIdentifier(below))
    let belowView: UIView = below.view
    container.insertSubview(belowView, belowSubview: topView)
    navigation.layOutContent(of: below)
    top.isMovingFromParentFlag = true
    top.beginAppearance(false, animated: true)
    below.beginAppearance(true, animated: true)
    place(progress: 0)
  }

  /// Moves the views with the pointer.
  private func follow(_ pan: UIPanGestureRecognizer) {
    guard isTracking, session != nil, let container = navigation?.viewIfLoaded else { return }
    place(progress: progress(of: pan, in: container))
  }

  /// Completes or cancels, by where and how fast the pointer went, and slides the rest of the way.
  private func release(_ pan: UIPanGestureRecognizer, cancelled: Bool) {
    guard isTracking, let session, let container = navigation?.viewIfLoaded else { return }
    isTracking = false
    let progress = progress(of: pan, in: container)
    let speed = pan.velocity(in: container).x * (container.isRightToLeft ? -1 : 1)
    let completes =
      !cancelled
      && (speed > Self.flickSpeed || (progress > 0.5 && speed >= -Self.flickSpeed))
    let remaining = completes ? 1 - progress : progress
    let id = session.id
    UIView.animate(
      withDuration: max(NavigationSlide.duration * Double(remaining), 0.05), delay: 0,
      options: [.curveEaseOut],
      animations: { self.place(progress: completes ? 1 : 0) },
      completion: { _ in self.finish(id: id, completes: completes) })
  }

  /// Ends a swipe under way at once, cancelled (a transition was asked for meanwhile).
  func cancelNow() {
    guard let session else { return }
    finish(id: session.id, completes: false)
  }

  /// The fraction of the width the pointer moved toward the trailing edge, 0…1.
  private func progress(of pan: UIPanGestureRecognizer, in container: UIView) -> CGFloat {
    let width = container.bounds.width
    guard width > 0 else { return 0 }
    let x = pan.translation(in: container).x / width * (container.isRightToLeft ? -1 : 1)
    return x.isFinite ? min(max(x, 0), 1) : 0
  }

  /// Places the top view `progress` of the width toward the trailing edge and the one below where
  /// it comes back from.
  private func place(progress: CGFloat) {
    guard let session, let container = navigation?.viewIfLoaded else { return }
    let width = container.bounds.width * (container.isRightToLeft ? -1 : 1)
    session.top.viewIfLoaded?.transform = CGAffineTransform(translationX: width * progress, y: 0)
    session.below.viewIfLoaded?.transform = CGAffineTransform(
      translationX: -width * NavigationSlide.parallax * (1 - progress), y: 0)
  }

  private func finish(id: Int, completes: Bool) {
    guard let session, session.id == id, let navigation else { return }
    let (top, below, _) = session
    self.session = nil
    isTracking = false
    UIView.performWithoutAnimation {
      top.viewIfLoaded?.transform = .identity
      below.viewIfLoaded?.transform = .identity
    }
    // The hierarchy changes while the two are still this object's; their methods run after, when
    // what they do (a push from `viewDidAppear`, say) is handled as usual.
    if completes {
      navigation.popViewController(animated: false)  // as without animation
      managed = nil
      top.appearanceAnimated = true
      below.appearanceAnimated = true
      top.endAppearance()
      below.endAppearance()
    } else {
      below.viewIfLoaded?.removeFromSuperview()
      managed = nil
      top.isMovingFromParentFlag = false
      top.beginAppearance(true, animated: true)
      below.beginAppearance(false, animated: true)
      below.endAppearance()
      top.endAppearance()
    }
  }
}

/// The back swipe's recognizer: a screen-edge pan from the leading edge of the view it is on,
/// taken when each touch sequence begins (the left edge, or the right one in right-to-left
/// content).
@MainActor final class LeadingEdgePanGestureRecognizer: UIScreenEdgePanGestureRecognizer {
  override init() {
    super.init()
    edges = .left
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if self.touches.isEmpty, let view {
      edges = view.isRightToLeft ? .right : .left
    }
    super.touchesBegan(touches, with: event)
  }
}
