import Foundation
import OpenCoreGraphics

/// An animation of one property of a layer, named by its key path, as Core Animation's
/// `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
  /// The animated key path (`"position"`, `"transform.scale"`, `"strokeEnd"`, …).
  open var keyPath: String? {
    didSet { resolvedKeyPath = keyPath.map(AnimationKeyPath.init) }
  }
  /// `keyPath`, split once.
  private(set) final var resolvedKeyPath: AnimationKeyPath?
  /// Whether the values are added to the model's value instead of replacing it; default `false`.
  open var isAdditive = false
  /// Whether each repetition adds to where the previous one ended; default `false`.
  open var isCumulative = false

  /// Creates an animation with Core Animation's defaults.
  public required init() { super.init() }

  /// Creates an animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  /// Copies `other`'s state, this class's properties included.
  open override func copyState(from other: CAAnimation) {
    super.copyState(from: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }

  override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

  /// The timing function's progress at a point of the timeline.
  func progress(at time: AnimationTime) -> Double {
    timingFunction?.evaluate(at: time.fraction) ?? time.fraction
  }

  /// Writes `value` for the key path: added to the value so far when additive, and advanced by
  /// `iteration × step` when cumulative.
  func write(
    _ value: AnimationValue, step: AnimationValue?, at time: AnimationTime,
    to values: inout PresentationValues
  ) {
    guard let keyPath = resolvedKeyPath else { return }
    var result = value
    if isCumulative, time.iteration > 0, let step {
      result = AnimationValue.add(result, step.multiplied(by: time.iteration))
    }
    if isAdditive, let base = values.current(keyPath) {
      result = AnimationValue.add(base, result)
    }
    values.set(keyPath, result)
  }
}
