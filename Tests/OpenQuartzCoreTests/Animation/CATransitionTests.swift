import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// `CATransition` on the virtual clock: the old look (as last rendered) gives way to the new one
/// by a cross-fade or a motion from the subtype's edge, under the key "transition".
@MainActor @Suite(.serialized) struct CATransitionTests {
  let red = rgb(1, 0, 0)
  let blue = rgb(0, 0, 1)

  /// A white 200×60 root with a red 100×40 layer at its origin, rendered once.
  func scene(scale: CGFloat = 1) throws -> (root: CALayer, layer: CALayer, renderer: CARenderer) {
    let root = layer(CGRect(x: 0, y: 0, width: 200, height: 60), rgb(1, 1, 1))
    let card = layer(CGRect(x: 0, y: 0, width: 100, height: 40), red, in: root)
    let (_, renderer) = try renderFrame(root, size: root.bounds.size, scale: scale)
    return (root, card, renderer)
  }

  /// The layer's new look, changed without an implicit animation of its own.
  func changeWithoutActions(_ change: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    change()
    CATransaction.commit()
  }

  func transition(
    _ type: CATransitionType, _ subtype: CATransitionSubtype? = nil, duration: CFTimeInterval = 1
  ) -> CATransition {
    let transition = CATransition()
    transition.type = type
    transition.subtype = subtype
    transition.duration = duration
    transition.timingFunction = CAMediaTimingFunction(name: .linear)
    return transition
  }

  func color(_ renderer: CARenderer, _ x: Int, _ y: Int) throws -> [Int] {
    let image = try #require(renderer.makeImage())
    let pixels = try rgbaPixels(of: image)
    let offset = (y * image.width + x) * 4
    return pixels[offset..<offset + 3].map(Int.init)
  }

  func near(_ a: [Int], _ b: [Int], within tolerance: Int = 2) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func aFadeCrossFadesTheOldLookIntoTheNewOne() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (_, card, renderer) = try scene()
    card.add(transition(.fade), forKey: "anything")
    changeWithoutActions { card.backgroundColor = blue }
    #expect(card.animationKeys() == [kCATransition], "added under \"transition\" whatever the key")

    clock.advance(by: 0.25)
    #expect(near(try color(renderer, 50, 20), [191, 0, 64]), "old × 0.75 + new × 0.25")
    try expectMatchesFullRender(renderer, cold: true, "a quarter into the fade")
    clock.advance(by: 0.25)
    #expect(near(try color(renderer, 50, 20), [128, 0, 128]), "no dip halfway: a true cross-fade")
    clock.advance(by: 0.6)
    #expect(try color(renderer, 50, 20) == [0, 0, 255])
    #expect(card.animationKeys() == nil)
  }

  @Test func changesMadeBeforeTheTransitionIsAddedStillTransition() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (_, card, renderer) = try scene()
    // The order most iOS code uses: change, then add, in the same turn. The old look is the one
    // on screen.
    CATransaction.setDisableActions(true)
    card.backgroundColor = blue
    card.add(transition(.fade), forKey: nil)
    clock.advance(by: 0.5)
    #expect(near(try color(renderer, 50, 20), [128, 0, 128]))
  }

  @Test func pushFromTheRightMovesBothLooksAndIsNotClippedUnlessTheLayerMasks() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (_, card, renderer) = try scene()
    card.add(transition(.push, .fromRight), forKey: nil)
    changeWithoutActions { card.backgroundColor = blue }
    clock.advance(by: 0.25)
    // The old look has moved 25 points left, the new one is 75 points right of its place.
    #expect(try color(renderer, 10, 20) == [255, 0, 0])
    #expect(try color(renderer, 74, 20) == [255, 0, 0])
    #expect(try color(renderer, 76, 20) == [0, 0, 255])
    #expect(try color(renderer, 150, 20) == [0, 0, 255], "outside the bounds: not clipped")
    try expectMatchesFullRender(renderer, cold: true, "a quarter into the push")

    changeWithoutActions { card.masksToBounds = true }
    CATransaction.flush()
    #expect(try color(renderer, 150, 20) == [255, 255, 255], "clipped to the bounds")
    #expect(try color(renderer, 90, 20) == [0, 0, 255])
    clock.advance(by: 1)
    #expect(try color(renderer, 10, 20) == [0, 0, 255])
    #expect(try color(renderer, 150, 20) == [255, 255, 255])
  }

  @Test func moveInFromTheTopSlidesTheNewLookOverTheOldOne() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (_, card, renderer) = try scene()
    card.add(transition(.moveIn, .fromTop), forKey: nil)
    changeWithoutActions { card.backgroundColor = blue }
    clock.advance(by: 0.5)
    // The new look comes down from the top edge, halfway (20 of 40 points); the old one stays.
    #expect(try color(renderer, 50, 10) == [0, 0, 255])
    #expect(try color(renderer, 50, 30) == [255, 0, 0])
  }

  @Test func revealWithoutASubtypeSlidesTheOldLookOffToTheRight() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (_, card, renderer) = try scene()
    card.add(transition(.reveal), forKey: nil)  // subtype nil: from the left
    changeWithoutActions { card.backgroundColor = blue }
    clock.advance(by: 0.5)
    #expect(try color(renderer, 25, 20) == [0, 0, 255], "uncovered")
    #expect(try color(renderer, 75, 20) == [255, 0, 0], "the old look, 50 points along")
    #expect(try color(renderer, 140, 20) == [255, 0, 0], "over the root beyond the bounds")
    #expect(try color(renderer, 160, 20) == [255, 255, 255])
  }

  @Test func startAndEndProgressHoldTheTransitionWhereTheySay() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (_, card, renderer) = try scene()
    let held = transition(.fade)
    held.startProgress = 0.5
    held.endProgress = 0.5
    held.fillMode = .forwards
    held.isRemovedOnCompletion = false
    card.add(held, forKey: nil)
    changeWithoutActions { card.backgroundColor = blue }
    clock.advance(by: 0.1)
    #expect(near(try color(renderer, 50, 20), [128, 0, 128]))
    clock.advance(by: 2)
    #expect(near(try color(renderer, 50, 20), [128, 0, 128]), "filled forwards at its end")
    card.removeAnimation(forKey: kCATransition)
    CATransaction.flush()
    #expect(try color(renderer, 50, 20) == [0, 0, 255])
  }

  @Test func aLayerNeverRenderedFadesInFromNothing() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (root, _, renderer) = try scene()
    let fresh = layer(CGRect(x: 120, y: 0, width: 60, height: 40), blue, in: root)
    fresh.add(transition(.fade), forKey: nil)
    clock.advance(by: 0.5)
    #expect(near(try color(renderer, 150, 20), [128, 128, 255]), "half over the white root")
  }

  @Test func sublayersSwappedInOneTurnPushAsOnePicture() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (_, card, renderer) = try scene()
    let old = layer(CGRect(x: 10, y: 10, width: 20, height: 20), rgb(0, 1, 0), in: card)
    CATransaction.flush()
    // A container's content replaced, as a navigation controller's view without animation.
    card.add(transition(.push, .fromRight), forKey: nil)
    changeWithoutActions {
      old.removeFromSuperlayer()
      _ = layer(CGRect(x: 60, y: 10, width: 20, height: 20), rgb(0, 0, 0), in: card)
    }
    clock.advance(by: 0.25)
    #expect(try color(renderer, 2, 20) == [0, 255, 0], "the old square, 25 points left")
    clock.advance(by: 0.25)
    // The old green square, 50 points left: off the layer (x −40…−20); the new black one arrives
    // 50 points right of its place (x 110…130).
    #expect(try color(renderer, 120, 20) == [0, 0, 0])
    #expect(try color(renderer, 70, 20) == [255, 0, 0], "the new look's background")
    #expect(try color(renderer, 20, 20) == [255, 0, 0], "no green: the old square has left")
    try expectMatchesFullRender(renderer, cold: true, "halfway through the push")
  }

  @Test func theDelegateAndTheTransactionsCompletionHearOfTheEnd() throws {
    final class Recorder: CAAnimationDelegate {
      var events: [String] = []
      func animationDidStart(_ anim: CAAnimation) { events.append("start") }
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(flag)")
      }
    }
    let clock = TestClock()
    defer { clock.uninstall() }
    let (_, card, _) = try scene()
    let recorder = Recorder()
    let fade = transition(.fade, duration: 0.3)
    fade.delegate = recorder
    CATransaction.begin()
    CATransaction.setCompletionBlock { recorder.events.append("completion") }
    card.add(fade, forKey: nil)
    CATransaction.commit()
    clock.advance(by: 0.1)
    #expect(recorder.events == ["start"])
    clock.advance(by: 0.3)
    #expect(recorder.events == ["start", "stop true", "completion"])
  }

  @Test func aTransitionInAGroupDoesNothingAndUnknownTypesCrossFade() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (_, card, renderer) = try scene()
    let group = CAAnimationGroup()
    group.animations = [transition(.push)]
    group.duration = 1
    card.add(group, forKey: "group")
    changeWithoutActions { card.backgroundColor = blue }
    clock.advance(by: 0.5)
    #expect(try color(renderer, 50, 20) == [0, 0, 255], "the group's transition does nothing")

    card.removeAllAnimations()
    card.add(transition(CATransitionType(rawValue: "cube")), forKey: nil)
    changeWithoutActions { card.backgroundColor = red }
    clock.advance(by: 0.5)
    #expect(near(try color(renderer, 50, 20), [128, 0, 128]), "an unknown type cross-fades")
  }

  @Test func aLayerTooLargeForAPictureTransitionsFromNothing() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (_, card, renderer) = try scene()
    changeWithoutActions { card.bounds.size.width = 5000 }  // past a raster's 4,096 pixels
    card.add(transition(.fade), forKey: nil)
    changeWithoutActions { card.backgroundColor = blue }
    clock.advance(by: 0.5)
    #expect(near(try color(renderer, 50, 20), [128, 128, 255]), "half over the white root")
  }

  @Test func badProgressValuesAreClamped() {
    let transition = CATransition()
    transition.startProgress = .nan
    transition.endProgress = 7
    #expect(transition.progressRange == 0...1)
    transition.startProgress = 0.8
    transition.endProgress = 0.2
    #expect(transition.progressRange == CGFloat(Float(0.8))...CGFloat(Float(0.8)))
    #expect(transition.type == .fade && transition.subtype == nil)
  }
}
