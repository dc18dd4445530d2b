import Foundation

/// The directions focus can move in, as UIKit's `UIFocusHeading`.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a heading from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Up.
  public static let up = UIFocusHeading(rawValue: 1 << 0)
  /// Down.
  public static let down = UIFocusHeading(rawValue: 1 << 1)
  /// Left.
  public static let left = UIFocusHeading(rawValue: 1 << 2)
  /// Right.
  public static let right = UIFocusHeading(rawValue: 1 << 3)
  /// The next item in the focus order (Tab).
  public static let next = UIFocusHeading(rawValue: 1 << 4)
  /// The previous item in the focus order (Shift+Tab).
  public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// One focus change, as UIKit's `UIFocusUpdateContext`: where focus was and where it goes.
@preconcurrency @MainActor
open class UIFocusUpdateContext {
  /// The view that had focus, if any.
  open private(set) weak var previouslyFocusedView: UIView?
  /// The view that gets focus, if any.
  open private(set) weak var nextFocusedView: UIView?
  /// Which way focus moves: `.next`/`.previous` for Tab and Shift+Tab, empty otherwise.
  open private(set) var focusHeading: UIFocusHeading

  init(previous: UIView?, next: UIView?, heading: UIFocusHeading) {
    previouslyFocusedView = previous
    nextFocusedView = next
    focusHeading = heading
  }
}

/// Runs animations alongside a focus change, as UIKit's `UIFocusAnimationCoordinator`.
///
/// Focus changes at once here (the focus ring appears without a fade), so coordinated animations
/// run at once too, then their completions, in the order added.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator {
  private var completions: [() -> Void] = []

  init() {}

  /// Runs `animations` now and `completion` once every observer of the change has added theirs.
  open func addCoordinatedAnimations(
    _ animations: (() -> Void)?, completion: (() -> Void)? = nil
  ) {
    animations?()
    if let completion { completions.append(completion) }
  }

  /// Runs the completions gathered for the change.
  func finish() {
    let pending = completions
    completions = []
    for completion in pending { completion() }
  }
}
