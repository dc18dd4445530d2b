import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// Core Animation's implicit animations of standalone layers: the action search, the
/// transaction's duration, timing function, completion block and `disableActions`, and what does
/// not animate.
@MainActor @Suite(.serialized) struct ImplicitAnimationTests {
  /// A timing function's control points, to compare two.
  func curve(_ function: CAMediaTimingFunction?) -> [Float]? {
    guard let function else { return nil }
    var points: [Float] = []
    for index in 1...2 {
      var values: [Float] = [0, 0]
      function.getControlPoint(at: index, values: &values)
      points += values
    }
    return points
  }

  /// A layer on screen: rendered once, as a window would have shown it.
  func layerOnScreen() throws -> (CALayer, CARenderer) { try layerOnScreen { CALayer() } }

  /// A layer made by `make`, on screen.
  func layerOnScreen<Layer: CALayer>(_ make: () -> Layer) throws -> (Layer, CARenderer) {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let layer = make()
    layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    layer.backgroundColor = rgb(0, 0, 1)
    root.addSublayer(layer)
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    return (layer, renderer)
  }

  @Test func aStandaloneLayerOnScreenAnimatesAPropertyChange() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (layer, renderer) = try layerOnScreen()
    layer.position = CGPoint(x: 130, y: 30)
    // The model changes at once; the presentation moves over the transaction's 0.25 s.
    #expect(layer.position == CGPoint(x: 130, y: 30))
    let animation = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
    #expect(animation.keyPath == "position" && animation.duration == 0.25)
    #expect(curve(animation.timingFunction) == curve(CAMediaTimingFunction(name: .default)))
    #expect(layer.presentation()?.position == CGPoint(x: 30, y: 30))
    clock.advance(by: 0.125)
    let halfway = try #require(layer.presentation()?.position.x)
    // The default curve (0.25, 0.1, 0.25, 1) at half time: x(s) = 0.5 at s = 0.69957, where
    // y(s) = 0.80240 (solved by bisection outside this code base), so 30 + 100 × 0.8024.
    #expect(abs(halfway - 110.24) < 0.01)
    clock.advance(by: 0.15)
    #expect(layer.animationKeys() == nil, "removed on completion")
    #expect(layer.presentation()?.position == CGPoint(x: 130, y: 30))
    _ = renderer
  }

  @Test func aLayerNeverRenderedTakesItsChangesAsItsFirstState() {
    let layer = CALayer()
    layer.position = CGPoint(x: 50, y: 50)
    layer.opacity = 0.5
    #expect(layer.animationKeys() == nil, "nothing on screen to animate from")
    let root = CALayer()
    root.addSublayer(layer)
    layer.backgroundColor = rgb(1, 0, 0)
    #expect(layer.animationKeys() == nil, "in a tree, but not yet rendered")
  }

  @Test func disableActionsAndTheTransactionsSettingsApply() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (layer, renderer) = try layerOnScreen()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.opacity = 0.5
    CATransaction.commit()
    #expect(layer.animationKeys() == nil)
    CATransaction.begin()
    CATransaction.setAnimationDuration(1)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
    layer.opacity = 0
    layer.backgroundColor = rgb(1, 0, 0)
    CATransaction.commit()
    let fade = try #require(layer.animation(forKey: "opacity"))
    #expect(
      fade.duration == 1
        && curve(fade.timingFunction) == curve(CAMediaTimingFunction(name: .linear)))
    #expect(layer.animation(forKey: "backgroundColor")?.duration == 1)
    clock.advance(by: 0.5)
    #expect(abs((layer.presentation()?.opacity ?? -1) - 0.25) < 0.001, "linear: half of 0.5 → 0")
    _ = renderer
  }

  @Test func theTransactionsTimingFunctionAppliesToAnimationsAddedWithoutOne() throws {
    let layer = CALayer()
    let explicit = CABasicAnimation(keyPath: "opacity")
    explicit.toValue = 0
    CATransaction.begin()
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
    layer.add(explicit, forKey: "fade")
    CATransaction.commit()
    #expect(
      curve(layer.animation(forKey: "fade")?.timingFunction)
        == curve(CAMediaTimingFunction(name: .easeIn)))
    #expect(layer.animation(forKey: "fade")?.duration == 0.25, "and its duration")
    layer.removeAllAnimations()
    layer.add(explicit, forKey: "fade")
    #expect(layer.animation(forKey: "fade")?.timingFunction == nil, "none set: linear")
  }

  @Test func theCompletionBlockWaitsForTheImplicitAnimations() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (layer, renderer) = try layerOnScreen()
    var done = false
    CATransaction.begin()
    CATransaction.setCompletionBlock { done = true }
    layer.bounds.size = CGSize(width: 80, height: 80)
    CATransaction.commit()
    #expect(!done)
    clock.advance(by: 0.2)
    #expect(!done)
    clock.advance(by: 0.1)
    #expect(done)
    _ = renderer
  }

  @Test func pathsAndBooleansChangeAtOnce() throws {
    let (shape, renderer) = try layerOnScreen { CAShapeLayer() }
    shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    shape.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    shape.isHidden = true
    shape.masksToBounds = true
    #expect(shape.animationKeys() == nil)
    shape.strokeEnd = 0.5  // a kind's animatable property does animate
    #expect(shape.animationKeys() == ["strokeEnd"])
    _ = renderer
  }

  /// Answers every event with a recording action, or declines one with `NSNull`.
  final class Spy: CALayerDelegate {
    var answer: (any CAAction)?
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { answer }
  }

  final class Named: CAAction {
    let name: String
    var runs = 0
    init(_ name: String) { self.name = name }
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
      runs += 1
    }
  }

  final class DefaultingLayer: CALayer {
    nonisolated(unsafe) static var answer: (any CAAction)?
    override class func defaultAction(forKey event: String) -> (any CAAction)? {
      event == "opacity" ? answer : super.defaultAction(forKey: event)
    }
  }

  @Test func theSearchGoesDelegateActionsStyleDefaultThenImplicit() throws {
    let (layer, renderer) = try layerOnScreen { DefaultingLayer() }
    let spy = Spy()
    layer.delegate = spy
    let fromDelegate = Named("delegate")
    let fromActions = Named("actions")
    let fromStyle = Named("style")
    let fromDeeperStyle = Named("deeper style")
    let fromClass = Named("class")
    DefaultingLayer.answer = fromClass
    defer { DefaultingLayer.answer = nil }
    spy.answer = fromDelegate
    layer.actions = ["opacity": fromActions]
    layer.style = [
      "actions": ["opacity": fromStyle], "style": ["actions": ["position": fromDeeperStyle]],
    ]
    #expect(layer.action(forKey: "opacity") as? Named === fromDelegate)
    // Class-bound, as Core Animation's protocol: an action compares by identity as it is.
    #expect(layer.action(forKey: "opacity") === fromDelegate)
    spy.answer = nil
    #expect(layer.action(forKey: "opacity") as? Named === fromActions)
    layer.actions = nil
    #expect(layer.action(forKey: "opacity") as? Named === fromStyle)
    #expect(layer.action(forKey: "position") as? Named === fromDeeperStyle, "a style's style")
    layer.style = nil
    #expect(layer.action(forKey: "opacity") as? Named === fromClass)
    DefaultingLayer.answer = nil
    #expect(layer.action(forKey: "opacity") is CABasicAnimation, "Core Animation's own")
    #expect(layer.action(forKey: "onOrderIn") == nil, "not a property: no implicit animation")
    // NSNull ends the search anywhere, and comes back as nil (CALayer.h: "If the final result is
    // an instance of NSNull, it is converted to nil").
    layer.actions = ["opacity": NSNull()]
    #expect(layer.action(forKey: "opacity") == nil)
    spy.answer = NSNull()
    #expect(layer.action(forKey: "position") == nil, "the delegate's NSNull too")
    spy.answer = nil
    layer.opacity = 0.3
    #expect(layer.animationKeys() == nil)
    // A style that holds itself ends.
    layer.actions = nil
    var looping: [AnyHashable: Any] = [:]
    looping["style"] = ["style": ["style": ["style": ["actions": [:]]]]]
    layer.style = looping
    #expect(layer.action(forKey: "position") is CABasicAnimation)
    _ = renderer
  }

  @Test func anAnimationAddedByAnActionRunsFromThePresentationValue() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (layer, renderer) = try layerOnScreen()
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
    layer.position.x = 130  // 30 → 130
    CATransaction.flush()
    clock.advance(by: 0.125)  // half way: 80
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
    layer.position.x = 30  // retargeted: from where it is on screen, back
    let back = try #require(layer.presentation()?.position.x)
    #expect(abs(back - 80) < 0.5)
    clock.advance(by: 0.125)
    #expect(abs((layer.presentation()?.position.x ?? 0) - 55) < 0.5)
    _ = renderer
  }
}
