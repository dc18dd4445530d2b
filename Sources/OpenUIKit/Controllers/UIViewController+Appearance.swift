import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// Where a controller is between its appearance callbacks.
enum AppearanceState {
  case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
  /// Whether the controller's appearance follows its view into and out of visible windows: always,
  /// unless its container forwards appearance itself
  /// (`shouldAutomaticallyForwardAppearanceMethods` false).
  var appearanceFollowsWindow: Bool {
    storedParent?.forwardsAppearanceByWindow(to: self) ?? true
  }

  /// The view is about to move to `newWindow` (nil: out of every window): begins appearing or
  /// disappearing, and ends the transition after the commit.
  func viewWillMove(toWindow newWindow: UIWindow?) {
    windowVisibilityWillChange(visible: newWindow.map { !$0.isHidden } ?? false)
  }

  /// The view's window is about to be shown or hidden, or the view to join or leave one.
  func windowVisibilityWillChange(visible: Bool) {
    guard appearanceFollowsWindow else { return }
    if beginAppearance(visible, animated: appearanceAnimated) {
      AppearanceTransitions.shared.scheduleEnd(of: self)
    }
  }

  /// Begins a transition unless the controller is already going that way; returns whether one
  /// began.
  ///
  /// Calls `viewWillAppear` (the view is laid out again so `viewIsAppearing` arrives in the layout
  /// pass) or `viewWillDisappear`.
  @discardableResult
  func beginAppearance(_ isAppearing: Bool, animated: Bool) -> Bool {
    switch (isAppearing, appearanceState) {
    case (true, .disappeared), (true, .disappearing):
      appearanceState = .appearing
      owesIsAppearing = true
      appearanceAnimated = animated
      viewWillAppear(animated)
      storedView?.setNeedsLayout()
      return true
    case (false, .appeared), (false, .appearing):
      appearanceState = .disappearing
      owesIsAppearing = false
      appearanceAnimated = animated
      viewWillDisappear(animated)
      return true
    default:
      return false
    }
  }

  /// Ends the transition under way: `viewDidAppear` (after an owed `viewIsAppearing`) or
  /// `viewDidDisappear`.
  func endAppearance() {
    switch appearanceState {
    case .appearing:
      runViewIsAppearingIfOwed()
      appearanceState = .appeared
      viewDidAppear(appearanceAnimated)
      isMovingToParentFlag = false
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(appearanceAnimated)
      isMovingFromParentFlag = false
    case .appeared, .disappeared:
      break
    }
  }

  /// Calls `viewIsAppearing(_:)` once per appearance: from the first layout of the view after
  /// `viewWillAppear`, or before `viewDidAppear` when no layout came.
  func runViewIsAppearingIfOwed() {
    guard owesIsAppearing, appearanceState == .appearing else { return }
    owesIsAppearing = false
    viewIsAppearing(appearanceAnimated)
  }
}

/// The appearance transitions to end after the current commit, and what waits for them
/// (presentation completions), in the order they began.
@MainActor
final class AppearanceTransitions {
  static let shared = AppearanceTransitions()

  private var endings: [UIViewController] = []
  /// The members of `endings`, so that scheduling costs the same however many are waiting.
  private var endingIDs: Set<ObjectIdentifier> = []
  private var followUps: [() -> Void] = []
  /// Run before the scheduled endings (``beforeEndings(_:)``).
  private var preludes: [() -> Void] = []
  private var isInstalled = false

  /// Ends `controller`'s transition after the next whole commit.
  func scheduleEnd(of controller: UIViewController) {
    install()
    if endingIDs.insert(ObjectIdentifier(controller)).inserted { endings.append(controller) }
    CommitPhases.requestCommit()
  }

  /// Runs `body` when the transitions scheduled so far end, before their `viewDidAppear` and
  /// `viewDidDisappear`: what those callbacks do then finds the transitions over, as on iOS.
  func beforeEndings(_ body: @escaping () -> Void) {
    install()
    preludes.append(body)
    CommitPhases.requestCommit()
  }

  /// Runs `body` after the transitions scheduled so far have ended.
  func afterTransitions(_ body: @escaping () -> Void) {
    install()
    followUps.append(body)
    CommitPhases.requestCommit()
  }

  private func install() {
    guard !isInstalled else { return }
    isInstalled = true
    CommitPhases.addAfterCommit { AppearanceTransitions.shared.finish() }
  }

  /// Ends the scheduled transitions in the order they began, then runs the follow-ups; what they
  /// schedule waits for the next commit.
  private func finish() {
    guard !endings.isEmpty || !followUps.isEmpty || !preludes.isEmpty else { return }
    let ending = endings
    let following = followUps
    let before = preludes
    endings = []
    endingIDs = []
    followUps = []
    preludes = []
    for body in before { body() }
    for controller in ending { controller.endAppearance() }
    for body in following { body() }
  }
}
