import Foundation
import OpenCoreGraphics

/// The key a transition animation is always added under: `"transition"`.
public let kCATransition = "transition"

/// A transition's effect, as Core Animation's `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  /// The type's name, such as `"fade"`.
  public let rawValue: String
  /// Creates a type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The old look fades out as the new one fades in (a cross-fade); the default.
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new look slides in over the old one.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new look slides in and pushes the old one out.
  public static let push = CATransitionType(rawValue: "push")
  /// The old look slides out, uncovering the new one.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The edge a motion transition starts at, as Core Animation's `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  /// The subtype's name, such as `"fromRight"`.
  public let rawValue: String
  /// Creates a subtype from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The transition begins at the right side of the layer.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// The transition begins at the left side of the layer.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// The transition begins at the top of the layer.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// The transition begins at the bottom of the layer.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animated change between a layer's old look and its new one, as Core Animation's
/// `CATransition`: added to a layer, it shows the layer as it was last rendered giving way to the
/// layer as it is now (its changes in the same turn, before or after the `add`, included).
///
/// The old look is a picture of the layer's subtree taken from the render tree when the transition
/// is added: the frame on screen, shadow and running animations included. A layer not rendered yet
/// has no old look, so it fades or slides in from nothing. The whole subtree takes part; the
/// motion is not clipped unless the layer masks to its bounds (as on iOS). Transitions inside an
/// animation group do nothing (said once), and Core Image `filter`s are not provided.
open class CATransition: CAAnimation {
  /// The effect; default `.fade`.
  open var type: CATransitionType = .fade
  /// The edge a motion starts at; default `nil`.
  ///
  /// `nil` starts at the left, as `.fromLeft`. A fade ignores it.
  open var subtype: CATransitionSubtype?
  /// Where in the transition it starts, 0...1; default 0.
  open var startProgress: Float = 0
  /// Where in the transition it ends, 0...1 and not below `startProgress`; default 1.
  open var endProgress: Float = 1

  /// Creates a cross-fade with Core Animation's defaults.
  public required init() { super.init() }

  /// The layer's look when the transition was added (`nil`: nothing rendered yet).
  var before: RasterSurface?
  /// Whether this copy was added to a layer (a transition in a group is not).
  var isAttached = false

  /// Copies `other`'s state, this class's properties included.
  open override func copyState(from other: CAAnimation) {
    super.copyState(from: other)
    guard let other = other as? CATransition else { return }
    type = other.type
    subtype = other.subtype
    startProgress = other.startProgress
    endProgress = other.endProgress
    before = other.before
    isAttached = other.isAttached
  }

  /// The progress range, with values outside 0...1 (and NaN) clamped and an end before the start
  /// raised to it.
  var progressRange: ClosedRange<CGFloat> {
    func clamped(_ value: Float, _ fallback: CGFloat) -> CGFloat {
      value.isNaN ? fallback : min(max(CGFloat(value), 0), 1)
    }
    let start = clamped(startProgress, 0)
    return start...max(start, clamped(endProgress, 1))
  }

  /// A transition moves or fades the whole subtree: placed and composited anew, rasters kept.
  override var changes: LayerChange { [.geometry, .composite] }

  override func apply(at time: AnimationTime, to values: inout PresentationValues) {
    guard isAttached else { return }
    let range = progressRange
    let eased = timingFunction?.evaluate(at: time.fraction) ?? time.fraction
    let progress = range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat(eased)
    values.transition = TransitionFrame(
      before: before, type: type, subtype: subtype, progress: progress)
  }
}
