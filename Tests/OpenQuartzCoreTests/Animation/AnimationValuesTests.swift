import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// What animations move between: Apple's from/to/by table, the documented key-path extensions,
/// keyframes, springs and groups, with values as iOS code passes them.
@MainActor @Suite(.serialized) struct AnimationValuesTests {
  func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil)
    -> CABasicAnimation
  {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.byValue = by
    animation.duration = 1
    return animation
  }

  /// The presentation of `layer` halfway through a 1 s animation added now.
  func halfway(_ layer: CALayer, _ animation: CAAnimation, clock: TestClock) -> CALayer? {
    layer.add(animation, forKey: "a")
    clock.advance(by: 0.5)
    defer { layer.removeAllAnimations() }
    return layer.presentation()
  }

  @Test func fromToAndByCombineAsApplesTableSays() {
    let clock = TestClock()
    let layer = CALayer()
    layer.position = CGPoint(x: 100, y: 0)
    func x(_ animation: CABasicAnimation) -> CGFloat? {
      halfway(layer, animation, clock: clock)?.position.x
    }
    #expect(x(basic("position.x", from: 0, to: 40)) == 20)  // from → to
    #expect(x(basic("position.x", from: 0, by: 40)) == 20)  // from → from + by
    #expect(x(basic("position.x", to: 40, by: 40)) == 20)  // to − by → to
    #expect(x(basic("position.x", from: 0)) == 50)  // from → model
    #expect(x(basic("position.x", to: 0)) == 50)  // model → to
    #expect(x(basic("position.x", by: 40)) == 120)  // model → model + by
    #expect(x(basic("position.x")) == 100)  // nothing to move between
  }

  @Test func valuesComeInEveryFormIOSCodeUses() {
    let clock = TestClock()
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    let int = halfway(layer, basic("opacity", from: 0, to: 1), clock: clock)
    #expect(int?.opacity == 0.5)
    let number = halfway(
      layer, basic("cornerRadius", from: NSNumber(value: 2), to: NSNumber(value: 4.0)),
      clock: clock)
    #expect(number?.cornerRadius == 3)
    let boxed = halfway(
      layer,
      basic(
        "bounds", from: NSValue(rect: CGRect(x: 0, y: 0, width: 10, height: 10)),
        to: NSValue(rect: CGRect(x: 0, y: 0, width: 30, height: 50))), clock: clock)
    #expect(boxed?.bounds.size == CGSize(width: 20, height: 30))
    let color = halfway(
      layer, basic("backgroundColor", from: rgb(1, 0, 0), to: rgb(0, 0, 1)), clock: clock)
    #expect(color?.backgroundColor?.rgba.red == 0.5 && color?.backgroundColor?.rgba.blue == 0.5)
    let transform = halfway(
      layer,
      basic(
        "transform", from: NSValue(caTransform3D: CATransform3DIdentity),
        to: NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))), clock: clock)
    #expect(abs((transform?.transform.m11 ?? 0) - 2) < 1e-9)
  }

  @Test func theDocumentedKeyPathExtensionsReadAndWriteComponents() {
    let clock = TestClock()
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
    layer.transform = CATransform3DMakeTranslation(5, 0, 0)
    let scaled = halfway(layer, basic("transform.scale", from: 1, to: 0.3), clock: clock)
    let scale = TransformComponents(scaled?.transform ?? CATransform3DIdentity)
    #expect(abs(scale.scale.x - 0.65) < 1e-9 && abs(scale.scale.y - 0.65) < 1e-9)
    #expect(abs(scale.translation.x - 5) < 1e-9, "the translation stays")
    let rotated = halfway(
      layer, basic("transform.rotation.z", from: 0, to: Double.pi), clock: clock)
    #expect(
      abs((rotated?.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0) - .pi / 2) < 1e-9)
    let width = halfway(layer, basic("bounds.size.width", from: 10, to: 30), clock: clock)
    #expect(width?.bounds.size == CGSize(width: 20, height: 20))
    layer.setValue(7, forKeyPath: "position.y")
    #expect(layer.position.y == 7)
    layer.setValue(2, forKeyPath: "transform.scale.x")
    #expect(abs((layer.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0) - 2) < 1e-9)
    layer.setValue("mine", forKey: "tag")
    #expect(layer.value(forKey: "tag") as? String == "mine")
  }

  @Test func keyframesRunThroughTheirValuesAtTheirKeyTimes() {
    let clock = TestClock()
    let layer = CALayer()
    let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
    pulse.values = [1, 0.3, 1]
    pulse.keyTimes = [0, 0.25, 1]
    pulse.duration = 1
    layer.add(pulse, forKey: "pulse")
    clock.advance(by: 0.125)
    #expect(
      abs((layer.presentation()?.value(forKeyPath: "transform.scale") as? CGFloat ?? 0) - 0.65)
        < 1e-9)
    clock.advance(by: 0.5)  // 0.625: halfway from 0.3 back to 1
    #expect(
      abs((layer.presentation()?.value(forKeyPath: "transform.scale") as? CGFloat ?? 0) - 0.65)
        < 1e-9)

    let steps = CAKeyframeAnimation(keyPath: "opacity")
    steps.values = [0.2, 0.6, 1.0]
    steps.calculationMode = .discrete
    steps.duration = 1
    layer.add(steps, forKey: "steps")
    clock.advance(by: 0.5)
    #expect(layer.presentation()?.opacity == 0.6)
  }

  @Test func copiesShareKeyframesUntilTheAnimationsValuesChange() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let first = CALayer()
    let second = CALayer()
    let third = CALayer()
    let slide = CAKeyframeAnimation(keyPath: "position.x")
    slide.values = [0, 10]
    slide.duration = 1
    first.add(slide, forKey: "slide")
    second.add(slide, forKey: "slide")  // shares the first copy's keyframes
    slide.values = [0, 100]  // later copies see the new values
    third.add(slide, forKey: "slide")
    clock.advance(by: 0.5)
    #expect(first.presentation()?.position.x == 5)
    #expect(second.presentation()?.position.x == 5)
    #expect(third.presentation()?.position.x == 50)
    slide.keyTimes = [0, 0.75]  // any keyframe input, not only the values
    let fourth = CALayer()
    fourth.add(slide, forKey: "slide")
    clock.advance(by: 0.375)  // 0.375 of 0.75 s: halfway
    #expect(fourth.presentation()?.position.x == 50)
  }

  @Test func pacedKeyframesMoveAtConstantSpeedAndPathsAreFollowed() {
    let clock = TestClock()
    let layer = CALayer()
    let paced = CAKeyframeAnimation(keyPath: "position")
    paced.values = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 40, y: 0)]
    paced.calculationMode = .paced
    paced.duration = 1
    layer.add(paced, forKey: "paced")
    clock.advance(by: 0.5)
    #expect(abs((layer.presentation()?.position.x ?? 0) - 20) < 1e-9)
    layer.removeAllAnimations()

    let square = CGMutablePath()
    square.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
    let around = CAKeyframeAnimation(keyPath: "position")
    around.path = square
    around.duration = 4
    around.rotationMode = .rotateAuto
    layer.add(around, forKey: "around")
    clock.advance(by: 1.5)  // three eighths of the perimeter: halfway down the right side
    let position = layer.presentation()?.position ?? .zero
    #expect(abs(position.x - 100) < 1e-6 && abs(position.y - 50) < 1e-6)
    let angle = layer.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0
    #expect(abs(angle - .pi / 2) < 1e-6, "turned to the path's direction")
  }

  @Test func aSpringFollowsTheDampedOscillator() {
    let clock = TestClock()
    let layer = CALayer()
    let spring = CASpringAnimation(keyPath: "position.x")
    spring.fromValue = 0
    spring.toValue = 100
    spring.damping = 10
    spring.duration = spring.settlingDuration
    layer.add(spring, forKey: "spring")
    // 1 − displacement of m x'' + c x' + k x = 0 (m 1, k 100, c 10), integrated independently.
    for (t, expected) in [(0.1, 0.34029985), (0.3, 1.12435477), (0.5, 1.07459057)] {
      clock.advance(by: t - (clock.now - 1_000))
      #expect(abs(Double(layer.presentation()?.position.x ?? 0) - 100 * expected) < 1e-4)
    }
    #expect(abs(CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3).bounce - 0.3) < 1e-9)
  }

  @Test func aGroupRunsItsAnimationsOnItsTimeAndLendsThemItsDuration() {
    let clock = TestClock()
    let layer = CALayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 0
    move.toValue = 10
    move.duration = 0.5
    move.beginTime = 0.5
    let group = CAAnimationGroup()
    group.animations = [fade, move]
    group.duration = 2
    layer.add(group, forKey: "group")
    clock.advance(by: 0.75)
    #expect(abs((layer.presentation()?.opacity ?? 0) - 0.375) < 1e-6, "the group's 2 s")
    #expect(abs((layer.presentation()?.position.x ?? 0) - 5) < 1e-6, "begun 0.5 s in")
  }

  @Test func additiveAndCumulativeAnimationsBuildOnTheModelAndOnEachOther() {
    let clock = TestClock()
    let layer = CALayer()
    layer.position = CGPoint(x: 100, y: 0)
    let nudge = basic("position.x", from: -20, to: 0)
    nudge.isAdditive = true
    layer.add(nudge, forKey: "nudge")
    let again = basic("position.x", from: -20, to: 0)
    again.isAdditive = true
    layer.add(again, forKey: "again")
    clock.advance(by: 0.5)
    #expect(layer.presentation()?.position.x == 80, "100 − 10 − 10")
    layer.removeAllAnimations()
    let climb = basic("position.y", from: 0, to: 10)
    climb.isCumulative = true
    climb.repeatCount = 3
    layer.add(climb, forKey: "climb")
    clock.advance(by: 2.5)
    #expect(layer.presentation()?.position.y == 25, "third iteration starts at 20")
  }

  /// An additive bounds animation's values are differences: growing bounds animate from a
  /// rectangle of negative size, which must not be standardized (it once drew the layer at its
  /// new size plus the growth, 120 points for 40 → 80).
  @Test func anAdditiveRectangleKeepsItsNegativeSize() {
    let clock = TestClock()
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 80)
    let grow = CABasicAnimation(keyPath: "bounds")
    grow.fromValue = CGRect(x: 0, y: 0, width: 0, height: -40)
    grow.toValue = CGRect.zero
    grow.isAdditive = true
    grow.duration = 1
    layer.add(grow, forKey: "grow")
    #expect(layer.presentation()?.bounds.size == CGSize(width: 100, height: 40))
    clock.advance(by: 0.5)
    #expect(layer.presentation()?.bounds.size == CGSize(width: 100, height: 60))
    #expect(layer.presentation()?.bounds.origin == .zero)
  }
}
