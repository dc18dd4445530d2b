import Foundation
import OpenUIKit

/// The cards scene of `shared/bench/cards-scene.md`, built from layers the
/// way an app would: cards with background, corner radius, border and
/// shadow; `CATextLayer` labels as siblings; and a live reflection made
/// with a `CAReplicatorLayer` and a gradient mask.
@MainActor
public final class CardsScene {
  /// The scene's size, in points.
  public static let size = CGSize(width: 1280, height: 800)
  /// The W3 workload's background colors.
  public static let palette = ["#FFCC00", "#34C759", "#5AC8FA", "#FF9500"].map { color($0) }

  /// The scene's root layer.
  public let root = CALayer()
  /// The 200 cards.
  public var cards: [CALayer] = []
  /// The cards' labels.
  public var labels: [CATextLayer] = []
  /// The reflected block.
  public let container = CALayer()
  /// The reflected block's label.
  public let containerLabel = CATextLayer()
  /// The replicator drawing the reflection.
  public let reflection = CAReplicatorLayer()
  /// Whether the scene shows its dark colors.
  public private(set) var dark = false

  /// Builds the scene, light.
  public init() {
    root.frame = CGRect(origin: .zero, size: Self.size)
    for index in 0..<200 {
      let column = CGFloat(index % 20)
      let row = CGFloat(index / 20)
      let card = CALayer()
      card.frame = CGRect(x: 8 + column * 63, y: 8 + row * 79, width: 56, height: 64)
      card.cornerRadius = 10
      card.borderWidth = 1
      card.shadowColor = Self.color("#000000")
      card.shadowOpacity = 0.3
      card.shadowOffset = CGSize(width: 0, height: 3)
      card.shadowRadius = 3
      root.addSublayer(card)
      let label = CATextLayer()
      label.string = "Card \(index)"
      label.fontSize = 11
      label.font = "DejaVu Sans"
      label.frame = CGRect(
        origin: CGPoint(x: card.frame.minX + 6, y: card.frame.minY + 6),
        size: label.preferredFrameSize())
      root.addSublayer(label)  // a sibling: labels overhang their cards, unclipped
      cards.append(card)
      labels.append(label)
    }
    // The reflection block: the container, and instance 1 of the replicator
    // flipped and squashed to 25 % so that container point (u, v) lands on
    // (u, 124 + (120 - v) * 0.25). The transform acts about the replicator's
    // center (120, 77): y' = 77 - 0.25 (y - 77) + 57.75 = 154 - 0.25 y.
    reflection.frame = CGRect(x: 1000, y: 600, width: 240, height: 154)
    reflection.instanceCount = 2
    var flip = CATransform3DMakeScale(1, -0.25, 1)
    flip.m42 = 57.75
    reflection.instanceTransform = flip
    container.frame = CGRect(x: 0, y: 0, width: 240, height: 120)
    container.cornerRadius = 12
    containerLabel.fontSize = 24
    containerLabel.font = "DejaVu Sans"
    containerLabel.foregroundColor = Self.color("#FFFFFF")
    containerLabel.frame = CGRect(x: 16, y: 76, width: 220, height: 30)
    container.addSublayer(containerLabel)
    reflection.addSublayer(container)
    // Opaque over the container; over the reflection an alpha ramp from 0.5 to 0.
    let fade = CAGradientLayer()
    fade.frame = reflection.bounds
    let opaque = Self.color("#000000")
    fade.colors = [
      opaque, opaque, opaque.copy(alpha: 0.5) ?? opaque, opaque.copy(alpha: 0) ?? opaque,
    ]
    fade.locations = [0, NSNumber(value: 124.0 / 154), NSNumber(value: 124.0 / 154), 1]
    reflection.mask = fade
    root.addSublayer(reflection)
    setLabel(0)
    apply(dark: false)
  }

  /// Sets every color for light or dark mode.
  public func apply(dark: Bool) {
    self.dark = dark
    root.backgroundColor = Self.color(dark ? "#000000" : "#F2F2F7")
    let fill = Self.color(dark ? "#1C1C1E" : "#FFFFFF")
    let border = Self.color(dark ? "#38383A" : "#C6C6C8")
    let text = Self.color(dark ? "#FFFFFF" : "#000000")
    for card in cards {
      card.backgroundColor = fill
      card.borderColor = border
    }
    for label in labels { label.foregroundColor = text }
    container.backgroundColor = Self.color(dark ? "#0A84FF" : "#007AFF")
  }

  /// Shows frame number `frame` in the reflected label.
  public func setLabel(_ frame: Int) {
    containerLabel.string = "Frame \(frame)"
  }

  /// A color from `#RRGGBB`.
  public nonisolated static func color(_ hex: String) -> CGColor {
    let value = Int(hex.dropFirst(), radix: 16) ?? 0
    return CGColor(
      red: CGFloat((value >> 16) & 255) / 255, green: CGFloat((value >> 8) & 255) / 255,
      blue: CGFloat(value & 255) / 255, alpha: 1)
  }
}
