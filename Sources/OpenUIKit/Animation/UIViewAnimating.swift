import Foundation

/// Where an animator stands, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished: its animations are not on the views.
  case inactive = 0
  /// Started: running or paused, its animations on the views.
  case active = 1
  /// Stopped before its end, waiting for `finishAnimation(at:)`.
  case stopped = 2
}

/// Where an animator's views end, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the values set in the animations (the end).
  case end = 0
  /// At the values before the animations (the start).
  case start = 1
  /// Where they are on screen now.
  case current = 2
}

/// An object that runs interruptible, scrubbable animations, as UIKit's `UIViewAnimating`.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
  /// Inactive, active or stopped.
  var state: UIViewAnimatingState { get }
  /// Whether the animations move now (active and not paused).
  var isRunning: Bool { get }
  /// Whether the animations run back towards their start.
  var isReversed: Bool { get set }
  /// How far the animations are, from 0 to 1.
  var fractionComplete: CGFloat { get set }
  /// Starts the animations, or resumes them when paused.
  func startAnimation()
  /// Starts the animations after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animations where they are.
  func pauseAnimation()
  /// Stops the animations, leaving the views where they are on screen; `withoutFinishing` makes
  /// the animator inactive at once (no completion), otherwise it waits for
  /// `finishAnimation(at:)`.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Ends a stopped animator at `finalPosition` and runs its completions.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations are the property changes of blocks, as UIKit's
/// `UIViewImplicitlyAnimating` (its members, optional in UIKit, are all required here).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds changes that begin after `delayFactor` of the remaining time.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds changes that run over the remaining time.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds a block run when the animations end, with where they ended.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes a paused animator with new timing (`nil` keeps its own), its remaining time
  /// scaled by `durationFactor`.
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
