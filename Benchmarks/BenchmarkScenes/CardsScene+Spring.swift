import Foundation
import OpenUIKit

/// The peer harness's workload A3 (shared/peers/README.md section 9): every card on a spring
/// between two offsets, as Core Animation runs it once added.
extension CardsScene {
  /// The spring's decay, λ = 10 ln 2 per second.
  public nonisolated static let springDecay = 10 * log(2.0)
  /// The spring's angular frequency, ω = 4π radians per second.
  public nonisolated static let springFrequency = 4 * Double.pi
  /// The legs' ends, as offsets from a card's rest: A = (−12, −6), B = (+12, +6).
  public nonisolated static let springEnds = (CGPoint(x: -12, y: -6), CGPoint(x: 12, y: 6))

  /// The harness's offset of a card at `time` seconds after its animation began: legs of 1 s
  /// from A to B and back, each `from + (to − from) s(τ)` with `s(τ) = 1 − e^(−λτ) cos(ωτ)`.
  public nonisolated static func springOffset(at time: Double) -> CGPoint {
    let leg = Int(time.rounded(.down))
    let tau = time - Double(leg)
    let (a, b) = springEnds
    let (from, to) = leg % 2 == 0 ? (a, b) : (b, a)
    let s = 1 - exp(-springDecay * tau) * cos(springFrequency * tau)
    return CGPoint(x: from.x + (to.x - from.x) * s, y: from.y + (to.y - from.y) * s)
  }

  /// Gives every card and its label the harness's spring.
  ///
  /// Two additive `CASpringAnimation`s on `position` (A to B at 0 s, B to A at 1 s, each lasting
  /// 1 s) in a `CAAnimationGroup` of 2 s repeated forever, with mass 1, stiffness λ² + ω², damping
  /// 2λ and an initial velocity of λ legs a second. Nothing of the motion needs the main thread
  /// once it is added.
  public func addSpringAnimations() {
    let (a, b) = Self.springEnds
    func leg(from: CGPoint, to: CGPoint, beginTime: CFTimeInterval) -> CASpringAnimation {
      let spring = CASpringAnimation(keyPath: "position")
      spring.fromValue = from
      spring.toValue = to
      spring.isAdditive = true
      spring.mass = 1
      spring.stiffness =
        Self.springDecay * Self.springDecay
        + Self.springFrequency * Self.springFrequency
      spring.damping = 2 * Self.springDecay
      spring.initialVelocity = Self.springDecay
      spring.beginTime = beginTime
      spring.duration = 1
      return spring
    }
    let group = CAAnimationGroup()
    group.animations = [leg(from: a, to: b, beginTime: 0), leg(from: b, to: a, beginTime: 1)]
    group.duration = 2
    group.repeatCount = .infinity
    for (card, label) in zip(cards, labels) {
      card.add(group, forKey: "spring")
      label.add(group, forKey: "spring")
    }
  }
}
