import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKitTesting
import Testing
import TimingCurves

@testable import OpenQuartzCore

/// Timing numbers no animation can mean, and a transaction of no duration: each is refused or
/// brought within its limits where it is set (what is read back is what runs), said once.
@MainActor @Suite(.serialized) struct TimingLimitsTests {
  func diagnostics(_ body: () throws -> Void) rethrows -> [String] {
    var lines: [String] = []
    Diagnostics.resetOnce()
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    try body()
    return lines
  }

  /// A layer on screen: rendered once, as a window would have shown it.
  func layerOnScreen() throws -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let layer = CALayer()
    layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    root.addSublayer(layer)
    _ = try renderFrame(root, size: root.bounds.size)
    return layer
  }

  /// As iOS code turns implicit animations off for one change: the change is made at once.
  @Test func aTransactionOfNoDurationChangesAtOnce() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let layer = try layerOnScreen()
    CATransaction.begin()
    CATransaction.setAnimationDuration(0)
    layer.opacity = 0.5
    CATransaction.commit()
    #expect(layer.animationKeys() == nil)
    #expect(layer.presentation()?.opacity == 0.5)
    // With a duration, the same change animates.
    CATransaction.begin()
    CATransaction.setAnimationDuration(1)
    layer.opacity = 1
    CATransaction.commit()
    #expect(layer.animationKeys() == ["opacity"])
  }

  @Test func durationsSpeedsAndTimesAreKeptWithinTheirLimits() {
    let lines = diagnostics {
      let animation = CABasicAnimation(keyPath: "opacity")
      animation.duration = 2
      animation.duration = .nan
      #expect(animation.duration == 2)
      animation.duration = -1
      #expect(animation.duration == 0)
      animation.duration = .infinity
      #expect(animation.duration == MediaTimingLimits.maximumDuration)
      animation.speed = .nan
      #expect(animation.speed == 1)
      animation.speed = -.infinity
      #expect(animation.speed == -MediaTimingLimits.maximumSpeed)
      animation.beginTime = .infinity
      #expect(animation.beginTime == 0)
      animation.repeatCount = -3
      #expect(animation.repeatCount == 0)
      animation.repeatCount = .infinity
      #expect(animation.repeatCount == .infinity, "repeats forever")
      animation.repeatDuration = .nan
      #expect(animation.repeatDuration == 0)
      let layer = CALayer()
      layer.speed = .nan
      #expect(layer.speed == 1)
      layer.timeOffset = -.infinity
      #expect(layer.timeOffset == 0)
      CATransaction.begin()
      CATransaction.setAnimationDuration(.nan)
      #expect(CATransaction.animationDuration() == 0.25)
      CATransaction.setAnimationDuration(-2)
      #expect(CATransaction.animationDuration() == 0)
      CATransaction.commit()
    }
    #expect(lines.contains { $0.contains(": duration nan is refused: the old 2.0 stays") })
    #expect(lines.contains { $0.contains("animationDuration nan is refused") })
  }

  /// A spring of a vanishing mass on an immense stiffness: its progress is a number and it comes
  /// to rest (it was NaN and never moved).
  @Test func aSpringOfExtremeCoefficientsStillMoves() {
    let lines = diagnostics {
      let spring = CASpringAnimation(keyPath: "position.x")
      spring.mass = 1e-300
      spring.stiffness = 1e300
      spring.damping = .infinity
      spring.initialVelocity = .nan
      #expect(spring.mass == 1e-6 && spring.stiffness == 1e6)
      let model = spring.spring
      for t in [0.0, 1e-7, 1e-3, 1, 10] { #expect(model.progress(at: t).isFinite) }
      #expect(abs(model.progress(at: 10) - 1) < 1e-6)
      spring.mass = 0
      #expect(spring.mass == 1)
      spring.damping = -1
      #expect(spring.damping == 10)
    }
    #expect(lines.contains { $0.contains("CoreAnimation: mass must be greater than 0.") })
    #expect(lines.contains { $0.contains("damping must be greater than or equal to 0.") })
    // The model alone keeps its coefficients within range too.
    let raw = DampedSpring(mass: 1e-300, stiffness: 1e300, damping: 0, initialVelocity: 1e300)
    #expect(raw.progress(at: 0.5).isFinite)
  }

  /// A `UIColor`-like value where Core Animation takes a `CGColor`, a point for a number: it
  /// animates nothing, as on iOS, and says so once per key path.
  @Test func valuesOfAnotherKindAreSaidOnce() {
    final class NotAColor {}
    let lines = diagnostics {
      let layer = CALayer()
      layer.backgroundColor = rgb(1, 0, 0)
      let color = CABasicAnimation(keyPath: "backgroundColor")
      color.toValue = NotAColor()
      layer.add(color, forKey: "color")
      let opacity = CABasicAnimation(keyPath: "opacity")
      opacity.fromValue = CGPoint(x: 1, y: 2)
      opacity.toValue = 1
      layer.add(opacity, forKey: "a")
      layer.add(opacity, forKey: "b")
      let keyframes = CAKeyframeAnimation(keyPath: "position")
      keyframes.values = [CGPoint.zero, CGSize(width: 1, height: 1)]
      layer.add(keyframes, forKey: "c")
    }
    // Once per key path, though added twice (other suites may say it of their own layers).
    #expect(lines.filter { $0.contains("\"opacity\"") && $0.contains("a point") }.count <= 1)
    #expect(lines.contains { $0.contains("\"opacity\"") && $0.contains("a point") })
    #expect(lines.contains { $0.contains("\"backgroundColor\"") && $0.contains("NotAColor") })
    #expect(lines.contains { $0.contains("\"position\"") && $0.contains("a size") })
  }
}
