import Foundation
import OpenCoreGraphics

/// An animation of one property between two values, as Core Animation's `CABasicAnimation`.
///
/// Which values it runs between follows Apple's table: `fromValue` and `toValue`; `fromValue` and
/// `fromValue + byValue`; `toValue − byValue` and `toValue`; `fromValue` and the current value;
/// the current value and `toValue`; the current value and `current + byValue`; with none set, the
/// value before the change that added it (an implicit animation) and the current value.
open class CABasicAnimation: CAPropertyAnimation {
  /// Where the animation starts.
  open var fromValue: Any?
  /// Where it ends.
  open var toValue: Any?
  /// How far it moves.
  open var byValue: Any?

  /// Creates an animation with Core Animation's defaults.
  public required init() { super.init() }

  /// The value before the change that added the animation, captured when it is added with no
  /// values of its own (an implicit animation).
  var previousValue: AnimationValue?

  /// A progress that replaces the timeline's (a property animator's): the animation shows it,
  /// whatever the time, and never moves by itself.
  ///
  /// Not API: imported with `@_spi(OpenUIKit)`.
  @_spi(OpenUIKit) public var progressSource: AnimationProgress?

  /// Copies `other`'s state, this class's properties included.
  open override func copyState(from other: CAAnimation) {
    super.copyState(from: other)
    guard let other = other as? CABasicAnimation else { return }
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
    previousValue = other.previousValue
    progressSource = other.progressSource
  }

  /// The two values the animation runs between, given the value so far.
  func endpoints(current: AnimationValue?) -> (AnimationValue, AnimationValue)? {
    let from = AnimationValue(fromValue)
    let to = AnimationValue(toValue)
    let by = AnimationValue(byValue)
    // Additive animations are relative to the model: "current" is then nothing added.
    let base = isAdditive ? current.map(AnimationValue.zero(like:)) : current
    switch (from, to, by) {
    case (let from?, let to?, _): return (from, to)
    case (let from?, nil, let by?): return (from, AnimationValue.add(from, by))
    case (nil, let to?, let by?): return (Self.subtract(by, from: to) ?? to, to)
    case (let from?, nil, nil): return base.map { (from, $0) }
    case (nil, let to?, nil): return base.map { ($0, to) }
    case (nil, nil, let by?): return base.map { ($0, AnimationValue.add($0, by)) }
    case (nil, nil, nil):
      guard let base else { return nil }
      return (previousValue ?? base, base)
    }
  }

  /// `value − amount`, where values subtract.
  static func subtract(_ amount: AnimationValue, from value: AnimationValue) -> AnimationValue? {
    guard
      let negated = AnimationValue.difference(from: amount, to: AnimationValue.zero(like: amount))
    else { return nil }
    return AnimationValue.add(value, negated)
  }

  override func apply(at time: AnimationTime, to values: inout PresentationValues) {
    guard let keyPath = resolvedKeyPath,
      let (from, to) = endpoints(current: values.current(keyPath))
    else { return }
    let value = AnimationValue.interpolate(from, to, progressSource?.value ?? progress(at: time))
    write(value, step: AnimationValue.difference(from: from, to: to), at: time, to: &values)
  }
}
