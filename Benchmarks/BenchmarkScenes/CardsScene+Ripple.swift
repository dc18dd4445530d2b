import Foundation
import OpenUIKit

/// The peer harness's animation workloads (shared/peers/README.md section 7) as Core Animation
/// would run them: cards circling on a ripple.
extension CardsScene {
  /// The harness's offset of card `i` at frame `f`: an ellipse of 12 × 6 points, one turn a
  /// second at 60 Hz, neighbours 1/200 of a turn apart.
  public nonisolated static func rippleOffset(card i: Int, frame f: Int) -> CGPoint {
    let phase = 2 * Double.pi * (Double(f) / 60 + Double(i) / 200)
    return CGPoint(x: 12 * sin(phase), y: 6 * cos(phase))
  }

  /// Gives each card in `cards` and its label a repeating additive keyframe animation of the
  /// ripple: 1,200 samples a turn, so that frame f (at f/60 s) of card i lands on sample
  /// 20 f + 6 i exactly.
  public func addRippleAnimations(to cards: Range<Int>) {
    let samples = 1200
    let values: [Any] = (0...samples).map { k in
      let phase = 2 * Double.pi * Double(k) / Double(samples)
      return CGPoint(x: 12 * sin(phase), y: 6 * cos(phase))
    }
    let keyTimes = (0...samples).map { NSNumber(value: Double($0) / Double(samples)) }
    for i in cards {
      let ripple = CAKeyframeAnimation(keyPath: "position")
      ripple.values = values
      ripple.keyTimes = keyTimes
      ripple.isAdditive = true
      ripple.duration = 1
      ripple.repeatCount = .infinity
      ripple.timeOffset = Double(i) / 200
      self.cards[i].add(ripple, forKey: "ripple")
      labels[i].add(ripple, forKey: "ripple")
    }
  }
}
