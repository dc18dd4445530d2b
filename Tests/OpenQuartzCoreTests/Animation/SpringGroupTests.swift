import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// Two springs in a repeating group, as an app spells a back-and-forth bounce and as the peer
/// harness's workload A3 does (shared/peers/README.md section 9): the positions the harness
/// checks.
@MainActor @Suite(.serialized) struct SpringGroupTests {
  /// A card of the cards scene (card 0, at rest at (8, 8)) bouncing between offsets (−12, −6) and
  /// (12, 6): legs of 1 s, s(τ) = 1 − e^(−λτ) cos(ωτ) with λ = 10 ln 2 and ω = 4π.
  func bouncingCard() -> CALayer {
    let card = CALayer()
    card.frame = CGRect(x: 8, y: 8, width: 56, height: 64)
    let decay = 10 * log(2.0)
    let frequency = 4 * Double.pi
    func leg(from: CGPoint, to: CGPoint, beginTime: CFTimeInterval) -> CASpringAnimation {
      let spring = CASpringAnimation(keyPath: "position")
      spring.fromValue = NSValue(cgPoint: from)
      spring.toValue = NSValue(cgPoint: to)
      spring.isAdditive = true
      spring.mass = 1
      spring.stiffness = decay * decay + frequency * frequency
      spring.damping = 2 * decay
      spring.initialVelocity = decay
      spring.beginTime = beginTime
      spring.duration = 1
      return spring
    }
    let a = CGPoint(x: -12, y: -6)
    let b = CGPoint(x: 12, y: 6)
    let bounce = CAAnimationGroup()
    bounce.animations = [leg(from: a, to: b, beginTime: 0), leg(from: b, to: a, beginTime: 1)]
    bounce.duration = 2
    bounce.repeatCount = .infinity
    card.add(bounce, forKey: "bounce")
    return card
  }

  @Test func aRepeatingGroupOfTwoSpringsLandsWhereTheHarnessChecks() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let card = bouncingCard()
    func origin() throws -> CGPoint {
      let shown = try #require(card.presentation())
      return CGPoint(
        x: shown.position.x - shown.bounds.width / 2, y: shown.position.y - shown.bounds.height / 2)
    }
    func expectOrigin(
      _ x: CGFloat, _ y: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      let shown = try origin()
      #expect(
        abs(shown.x - x) < 1e-3 && abs(shown.y - y) < 1e-3, "\(shown)",
        sourceLocation: sourceLocation)
    }
    try expectOrigin(-4, 2)
    clock.advance(by: 0.1)
    try expectOrigin(16.2918, 12.1459)
    clock.advance(by: 0.15)
    try expectOrigin(24.2426, 16.1213)
    // Where the first leg ends the second begins, alone (both added would be twice as far).
    clock.advance(by: 0.75)
    try expectOrigin(20, 14)
    clock.advance(by: 0.1)
    try expectOrigin(-0.2918, 3.8541)
    // Two seconds later the group has repeated: the same place.
    clock.advance(by: 2)
    try expectOrigin(-0.2918, 3.8541)
    // The model never moved.
    #expect(card.position == CGPoint(x: 36, y: 40))
  }
}
