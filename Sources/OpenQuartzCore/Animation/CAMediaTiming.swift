import Foundation
import OpenCoreGraphics

/// How an object's time relates to its parent's, as Core Animation's `CAMediaTiming`: layers and
/// animations both adopt it.
///
/// An object's local time is `(parentTime − beginTime) × speed + timeOffset`. An animation is active
/// for `repeatCount` iterations of `duration` (twice that with `autoreverses`), or for
/// `repeatDuration`; `fillMode` says whether its values show before it begins and after it ends.
public protocol CAMediaTiming: AnyObject {
  /// When the object begins, in its parent's time.
  var beginTime: CFTimeInterval { get set }
  /// The length of one iteration, in seconds.
  var duration: CFTimeInterval { get set }
  /// How fast local time runs against the parent's (0 pauses).
  var speed: Float { get set }
  /// Added to local time: where in its timeline the object starts.
  var timeOffset: CFTimeInterval { get set }
  /// How many iterations run (may be fractional; `.infinity` and `HUGE` repeat forever).
  var repeatCount: Float { get set }
  /// How long the iterations repeat, in seconds (instead of a count).
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each iteration plays forwards, then backwards.
  var autoreverses: Bool { get set }
  /// Whether the values show before the beginning and after the end.
  var fillMode: CAMediaTimingFillMode { get set }
}

/// Whether an animation's values show outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a fill mode from its Core Animation string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Neither before nor after (the default).
  public static let removed = Self(rawValue: "removed")
  /// After the end, the final values stay (until the animation is removed).
  public static let forwards = Self(rawValue: "forwards")
  /// Before the beginning, the first values show.
  public static let backwards = Self(rawValue: "backwards")
  /// Both.
  public static let both = Self(rawValue: "both")

  var fillsForwards: Bool { self == .forwards || self == .both }
  var fillsBackwards: Bool { self == .backwards || self == .both }
}
