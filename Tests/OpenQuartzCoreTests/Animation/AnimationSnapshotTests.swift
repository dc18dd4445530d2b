import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// Frames in the middle of animations, against reference images: a spring, a keyframe rotation,
/// a group and an implicit fade, each at a known time on the virtual clock.
@MainActor @Suite(.serialized) struct AnimationSnapshotTests {
  /// Twelve shadowed cards on a light background.
  func cards(in root: CALayer) -> [CALayer] {
    (0..<12).map { index in
      layer(
        CGRect(
          x: 10 + CGFloat(index % 6) * 50, y: 12 + CGFloat(index / 6) * 60, width: 40, height: 44),
        rgb(1, 1, 1), in: root
      ) {
        $0.cornerRadius = 8
        $0.borderWidth = 1
        $0.borderColor = rgb(0.78, 0.78, 0.8)
        $0.shadowOpacity = 0.3
        $0.shadowOffset = CGSize(width: 0, height: 3)
        $0.shadowRadius = 3
      }
    }
  }

  @Test(arguments: [1.0, 2.0])
  func cardsMidAnimationLookRight(scale: CGFloat) throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let root = layer(CGRect(x: 0, y: 0, width: 320, height: 140), rgb(0.95, 0.95, 0.97))
    let cards = cards(in: root)
    let (_, renderer) = try renderFrame(root, size: root.bounds.size, scale: scale)

    // A spring moving card 0 down by 40 points, as iOS code writes it.
    let spring = CASpringAnimation(keyPath: "position.y")
    spring.fromValue = cards[0].position.y
    spring.toValue = cards[0].position.y + 40
    spring.damping = 8
    spring.duration = spring.settlingDuration
    cards[0].add(spring, forKey: "drop")
    // The model follows without an implicit animation of its own, as iOS code does.
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    cards[0].position.y += 40
    CATransaction.commit()
    // A keyframe rotation of card 2 through a quarter turn and back.
    let wobble = CAKeyframeAnimation(keyPath: "transform.rotation.z")
    wobble.values = [0, Double.pi / 2, 0]
    wobble.keyTimes = [0, 0.5, 1]
    wobble.duration = 1
    cards[2].add(wobble, forKey: "wobble")
    // A group scaling and fading card 4.
    let shrink = CABasicAnimation(keyPath: "transform.scale")
    shrink.fromValue = 1
    shrink.toValue = 0.5
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0.2
    let group = CAAnimationGroup()
    group.animations = [shrink, fade]
    group.duration = 0.6
    group.fillMode = .forwards
    group.isRemovedOnCompletion = false
    cards[4].add(group, forKey: "shrink")
    // An implicit animation: card 7 turns blue over the transaction's 0.25 s, linearly.
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
    cards[7].backgroundColor = rgb(0.2, 0.4, 1)

    clock.advance(by: 0.15)  // the colour 60 % of the way, the rest moving
    let suffix = scale == 2 ? "@2x" : ""
    try assertSnapshot(renderer.makeImage(), named: "cardsMidAnimation\(suffix)")
    // What the damage-only frames built equals a full redraw at the same time.
    try expectMatchesFullRender(renderer, cold: true, "mid-animation frames")
    clock.advance(by: 1)
    try assertSnapshot(renderer.makeImage(), named: "cardsAfterAnimation\(suffix)")
  }
}
