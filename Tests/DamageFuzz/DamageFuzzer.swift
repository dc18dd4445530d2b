import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// Random changes to a layer tree, each frame rendered twice: incrementally, with damage, as a
/// window renders, and in full, cold (every cache discarded), on a twin tree that received the
/// same changes. After every step:
///
/// - **No stale pixel**: wherever the full render changed since the last step by more than
///   ``staleTolerance`` levels, the incremental frame's damage covers it. (A group's size follows
///   its sublayers, and pixman steps a transformed image in fixed point from the group's edge, so
///   a rotated layer in a group that shrank can move by a level where nothing changed.)
/// - **Repainted alike**: every pixel is within ``tolerance`` levels of the full render. Painting
///   under a damage clip is not bit-identical to painting whole: cairo's scan converter samples a
///   pixel on a 4×4 grid, so where a rotated edge meets the clip its coverage can move by one
///   sixteenth, and a group (opacity, mask) starts at the clip's corner, which moves pixman's
///   fixed-point sampling of a rotated raster in it; an edge pixel of a masked or grouped rotated
///   layer has moved by up to 22 levels in 100,000 steps. A stale cache or a layer culled by a
///   wrong extent differs by far more. (A failure says whether a full render with the same caches
///   matches, to tell the damage from the caches.)
///
/// The first failure is reported with the seed, the step, the changes that led to it and the tree.
@MainActor
public final class DamageFuzzer {
  /// How many levels (of 255) a repainted pixel may differ from the full render: a step and a
  /// half of cairo's 4×4 coverage grid.
  public static let tolerance = 24

  /// How many levels a pixel outside the damage may differ from the full render.
  public static let staleTolerance = 2

  /// The first step whose incremental frame failed a check.
  public struct Failure: Error, CustomStringConvertible {
    /// The seed of the run.
    public let seed: UInt64
    /// The step, from 1.
    public let step: Int
    /// The first failing pixel (x, y from the top).
    public let pixel: (x: Int, y: Int)
    /// Whether the pixel changed in the full render outside the damage (else it was repainted
    /// beyond the tolerance).
    public let isStale: Bool
    /// The incremental frame's bytes there (premultiplied BGRA).
    public let incremental: [UInt8]
    /// The full frame's bytes there.
    public let full: [UInt8]
    /// The changes of the last steps, oldest first.
    public let recentChanges: [String]
    /// The incremental frame's damage rectangles, in device pixels.
    public let damage: [CGRect]
    /// The incremental tree when it failed, one layer a line.
    public let tree: String
    /// Whether a full render by the incremental renderer, its caches kept, then matched (within
    /// ``staleTolerance``): the damage or the culling was wrong, not a cached raster.
    public let fullRenderMatches: Bool

    /// Everything needed to reproduce it.
    public var description: String {
      "seed \(seed), step \(step): pixel (\(pixel.x), \(pixel.y)) is \(incremental) incrementally "
        + "but \(full) in a full render ("
        + (isStale ? "it changed outside the damage" : "repainted beyond the tolerance")
        + (fullRenderMatches ? "; a full render with its caches matches" : "; its caches are stale")
        + "); damage \(damage); last changes:\n  " + recentChanges.joined(separator: "\n  ")
        + "\ntree:\n" + tree
    }
  }

  /// The largest difference of a repainted pixel from the full render so far.
  public private(set) var largestDeviation = 0
  let seed: UInt64
  private var random: SplitMix64
  private let incremental: CARenderer
  private let full: CARenderer
  /// The two trees, layer for layer: index 0 is the root.
  private var layers: [(CALayer, CALayer)] = []
  private var log: [String] = []
  private var lastDamage: [CGRect] = []
  /// The full render of the previous step: where it changed, the damage must reach.
  private var previousFull: Data?
  static let size = CGSize(width: 160, height: 120)

  /// Builds the twin trees and their renderers for `seed`.
  public init(seed: UInt64) throws {
    self.seed = seed
    random = SplitMix64(seed: seed)
    incremental = try CARenderer(size: Self.size)
    full = try CARenderer(size: Self.size)
    let rootA = CALayer()
    let rootB = CALayer()
    for root in [rootA, rootB] {
      root.frame = CGRect(origin: .zero, size: Self.size)
      root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
    }
    layers = [(rootA, rootB)]
    incremental.layer = rootA
    incremental.onFrame = { [unowned self] in lastDamage = $0 }
    full.layer = rootB
    CATransaction.flush()
    previousFull = full.makeImage()?.dataProvider?.data
  }

  /// Runs `steps` steps of one to three random changes; throws the first difference.
  public func run(steps: Int) throws {
    for step in 1...max(steps, 1) {
      // Model changes show at once: the fuzzer checks the damage of changes, and an implicit
      // animation would spread one over frames (animation frames have their own damage tests).
      CATransaction.setDisableActions(true)
      for _ in 0..<random.int(1...3) { mutate() }
      // The reference is cold: no cached raster, mask or extent survives from earlier steps.
      full.discardCaches()
      lastDamage = []
      CATransaction.flush()
      try compare(step: step)
    }
  }

  private func compare(step: Int) throws {
    guard let a = incremental.makeImage(), let b = full.makeImage(),
      let bytesA = a.dataProvider?.data, let bytesB = b.dataProvider?.data
    else { return }
    defer { previousFull = bytesB }
    let width = a.width
    let damage = lastDamage
    func isDamaged(_ pixel: Int) -> Bool {
      let point = CGPoint(x: Double(pixel % width) + 0.5, y: Double(pixel / width) + 0.5)
      return damage.contains { $0.contains(point) }
    }
    var failing: (pixel: Int, isStale: Bool)?
    bytesA.withUnsafeBytes { incremental in
      bytesB.withUnsafeBytes { full in
        let previous = previousFull
        for pixel in 0..<(bytesB.count / 4) {
          let base = pixel * 4
          var deviation = 0
          var changed = false
          for byte in base..<base + 4 {
            deviation = max(deviation, abs(Int(incremental[byte]) - Int(full[byte])))
            if let previous, previous[byte] != full[byte] { changed = true }
          }
          if changed, deviation > Self.staleTolerance, !isDamaged(pixel) {
            failing = (pixel, true)
            return
          }
          largestDeviation = max(largestDeviation, deviation)
          if deviation > Self.tolerance {
            failing = (pixel, false)
            return
          }
        }
      }
    }
    guard let (pixel, isStale) = failing else { return }
    if let folder = ProcessInfo.processInfo.environment["DAMAGE_FUZZ_DUMP"] {
      // Both frames, to look at: DAMAGE_FUZZ_DUMP=/tmp/fuzz swift run FuzzDamage 1 5000 7
      try? a.writePNG(to: URL(fileURLWithPath: "\(folder)/seed\(seed)-incremental.png"))
      try? b.writePNG(to: URL(fileURLWithPath: "\(folder)/seed\(seed)-full.png"))
    }
    let start = pixel * 4
    // Which part is wrong: the damage (a full render with the same caches matches) or the caches.
    incremental.setNeedsFullRender()
    CATransaction.flush()
    let warm = incremental.makeImage()?.dataProvider?.data
    let fullRenderMatches =
      warm.map { frame in
        zip(frame, bytesB).allSatisfy { abs(Int($0) - Int($1)) <= Self.staleTolerance }
      } ?? false
    throw Failure(
      seed: seed, step: step, pixel: (pixel % width, pixel / width), isStale: isStale,
      incremental: Array(bytesA[start..<start + 4]), full: Array(bytesB[start..<start + 4]),
      recentChanges: Array(log.suffix(12)), damage: damage,
      tree: describe(layers[0].0, depth: 0), fullRenderMatches: fullRenderMatches)
  }

  private func describe(_ layer: CALayer, depth: Int) -> String {
    let index = layers.firstIndex { $0.0 === layer }.map(String.init) ?? "mask"
    var line =
      String(repeating: "  ", count: depth) + "\(index) \(type(of: layer)) frame \(layer.frame)"
    line += " bounds \(layer.bounds) anchor \(layer.anchorPoint)"
    if layer.isHidden { line += " hidden" }
    if layer.opacity != 1 { line += " opacity \(layer.opacity)" }
    if layer.shadowOpacity > 0 {
      line += " shadow r\(layer.shadowRadius) \(layer.shadowOffset) path \(layer.shadowPath != nil)"
    }
    if layer.cornerRadius > 0 { line += " corner \(layer.cornerRadius)" }
    if let color = layer.backgroundColor { line += " background \(color.components ?? [])" }
    if layer.borderWidth > 0 {
      line += " border \(layer.borderWidth) \(layer.borderColor?.components ?? [])"
    }
    if layer.masksToBounds { line += " masksToBounds" }
    if layer.shouldRasterize { line += " rasterized \(layer.rasterizationScale)" }
    if let transition = layer.animation(forKey: kCATransition) as? CATransition {
      line += " transition \(transition.type.rawValue) \(transition.subtype?.rawValue ?? "nil")"
      line += " \(transition.startProgress)"
    }
    if !CATransform3DIsIdentity(layer.transform) { line += " transformed" }
    if !CATransform3DIsIdentity(layer.sublayerTransform) { line += " sublayerTransformed" }
    if layer.zPosition != 0 { line += " z \(layer.zPosition)" }
    if let shape = layer as? CAShapeLayer, let path = shape.path {
      line += " path box \(path.boundingBoxOfPath)"
    }
    var text = line + "\n"
    if let mask = layer.mask { text += describe(mask, depth: depth + 2) }
    for sublayer in layer.sublayers ?? [] { text += describe(sublayer, depth: depth + 1) }
    return text
  }

  // MARK: Changes

  /// One random change, applied to both trees.
  private func mutate() {
    let choice = random.int(0...23)
    switch choice {
    case 0...3: addLayer()
    case 4: removeLayer()
    case 5, 6: reparent()
    case 7, 8:
      apply("move") { layer, v in
        layer.position = CGPoint(x: v.coordinate(160), y: v.coordinate(120))
      }
    case 9:
      apply("resize") { layer, v in
        layer.bounds.size = CGSize(width: v.length(80), height: v.length(60))
      }
    case 10: apply("color") { layer, v in layer.backgroundColor = v.color() }
    case 11: apply("hidden") { layer, v in layer.isHidden = v.bool(0.3) }
    case 12: apply("opacity") { layer, v in layer.opacity = [0, 0.5, 1][v.int(0...2)] }
    case 13:
      apply("shadow") { layer, v in
        layer.shadowOpacity = v.bool(0.5) ? 0 : 0.7
        layer.shadowRadius = [0, 2, 5][v.int(0...2)]
        layer.shadowOffset = CGSize(width: v.int(-4...4), height: v.int(-4...4))
        layer.shadowPath =
          v.bool(0.3)
          ? CGPath(
            rect: CGRect(x: 0, y: 0, width: v.length(40), height: v.length(40)), transform: nil)
          : nil
      }
    case 14:
      apply("corners") { layer, v in
        layer.cornerRadius = [0, 3, 8][v.int(0...2)]
        layer.borderWidth = [0, 1, 2.5][v.int(0...2)]
        layer.borderColor = v.color()
      }
    case 15: apply("masksToBounds") { layer, v in layer.masksToBounds = v.bool(0.5) }
    case 16:
      apply("transform") { layer, v in
        layer.transform =
          v.bool(0.4)
          ? CATransform3DIdentity
          : CATransform3DMakeAffineTransform(
            CGAffineTransform(rotationAngle: [0.3, -0.7, .pi / 2][v.int(0...2)])
              .scaledBy(x: [1, 0.5, 1.5][v.int(0...2)], y: 1))
      }
    case 17: apply("zPosition") { layer, v in layer.zPosition = CGFloat(v.int(-1...1)) }
    case 18:
      apply("anchor") { layer, v in
        layer.anchorPoint = [CGPoint(x: 0.5, y: 0.5), .zero, CGPoint(x: 1, y: 0.25)][v.int(0...2)]
      }
    case 19:
      apply("bounds origin") { layer, v in
        layer.bounds.origin = CGPoint(x: v.int(-10...10), y: v.int(-10...10))
      }
    case 20: setMask()
    case 21:
      apply("rasterize") { layer, v in
        layer.shouldRasterize = v.bool(0.5)
        layer.rasterizationScale = [1, 2, 0.5][v.int(0...2)]
      }
    case 22:
      // A transition held at one progress (start = end, filled both ways): what shows does not
      // depend on when each tree renders. Its picture is each tree's own last frame.
      apply("transition") { layer, v in
        guard v.bool(0.7) else { return layer.removeAnimation(forKey: kCATransition) }
        if ProcessInfo.processInfo.environment["FUZZ_NO_TRANSITIONS"] != nil { return }
        let transition = CATransition()
        transition.type = [.fade, .moveIn, .push, .reveal][v.int(0...3)]
        if let forced = ProcessInfo.processInfo.environment["FUZZ_TRANSITION_TYPE"] {
          transition.type = CATransitionType(rawValue: forced)
        }
        transition.subtype = [nil, .fromLeft, .fromRight, .fromTop, .fromBottom][v.int(0...4)]
        let progress = Float([0.25, 0.5, 0.75][v.int(0...2)])
        transition.startProgress = progress
        transition.endProgress = progress
        transition.duration = 10_000
        transition.fillMode = .both
        transition.isRemovedOnCompletion = false
        layer.add(transition, forKey: nil)
      }
    default:
      apply("sublayerTransform") { layer, v in
        layer.sublayerTransform =
          v.bool(0.5)
          ? CATransform3DIdentity : CATransform3DMakeTranslation(CGFloat(v.int(-8...8)), 0, 0)
      }
    }
  }

  /// Applies `change` to the same random non-root layer of both trees, with the same values.
  private func apply(_ name: String, _ change: (CALayer, inout Values) -> Void) {
    guard layers.count > 1 else { return addLayer() }
    let index = random.int(1...(layers.count - 1))
    let values = Values(random: random.next())
    var valuesA = values
    var valuesB = values
    change(layers[index].0, &valuesA)
    change(layers[index].1, &valuesB)
    log.append("\(name) of layer \(index)")
  }

  private func addLayer() {
    guard layers.count < 24 else { return removeLayer() }
    let parentIndex = random.int(0...(layers.count - 1))
    let kind = random.int(0...9)
    let values = Values(random: random.next())
    func make() -> CALayer {
      var v = values
      let layer: CALayer
      switch kind {
      case 0:
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = v.int(2...3)
        replicator.instanceTransform = CATransform3DMakeTranslation(
          CGFloat(v.int(5...30)), CGFloat(v.int(0...10)), 0)
        layer = replicator
      case 1:
        let gradient = CAGradientLayer()
        gradient.colors = [v.color(), v.color()]
        layer = gradient
      case 2:
        let shape = CAShapeLayer()
        shape.path = CGPath(
          ellipseIn: CGRect(x: 0, y: 0, width: v.length(40), height: v.length(30)), transform: nil)
        shape.fillColor = v.color()
        layer = shape
      default:
        layer = CALayer()
      }
      layer.frame = CGRect(
        x: v.coordinate(140), y: v.coordinate(100), width: v.length(50), height: v.length(40))
      layer.backgroundColor = v.bool(0.8) ? v.color() : nil
      return layer
    }
    let pair = (make(), make())
    layers[parentIndex].0.addSublayer(pair.0)
    layers[parentIndex].1.addSublayer(pair.1)
    layers.append(pair)
    log.append("add layer \(layers.count - 1) (kind \(kind)) to \(parentIndex)")
  }

  private func removeLayer() {
    guard layers.count > 1 else { return }
    let index = random.int(1...(layers.count - 1))
    let (a, b) = layers[index]
    let parent = layers.firstIndex { $0.0 === a.superlayer }.map(String.init) ?? "?"
    log.append(
      "remove layer \(index) from \(parent):\n" + describe(a, depth: 2).dropLast())
    // Its sublayers leave with it: drop the whole subtree from the table.
    layers.removeAll { pair in pair.0.isInSubtree(of: a) }
    a.removeFromSuperlayer()
    b.removeFromSuperlayer()
  }

  private func reparent() {
    guard layers.count > 2 else { return addLayer() }
    let index = random.int(1...(layers.count - 1))
    let parentIndex = random.int(0...(layers.count - 1))
    let (a, b) = layers[index]
    let (parentA, parentB) = layers[parentIndex]
    guard !parentA.isInSubtree(of: a), a.superlayer != nil, parentA.mask !== a else { return }
    let position = UInt32(random.int(0...(parentA.sublayers?.count ?? 0)))
    parentA.insertSublayer(a, at: position)
    parentB.insertSublayer(b, at: position)
    log.append("move layer \(index) into \(parentIndex) at \(position)")
  }

  private func setMask() {
    guard layers.count > 1 else { return addLayer() }
    let index = random.int(1...(layers.count - 1))
    let (a, b) = layers[index]
    if a.mask != nil || random.bool(0.3) {
      a.mask = nil
      b.mask = nil
      log.append("unmask layer \(index)")
      return
    }
    let values = Values(random: random.next())
    func mask() -> CALayer {
      var v = values
      let mask = CALayer()
      mask.frame = CGRect(
        x: CGFloat(v.int(0...20)), y: CGFloat(v.int(0...20)), width: v.length(40),
        height: v.length(30))
      mask.backgroundColor = CGColor(gray: 0, alpha: [1, 0.5][v.int(0...1)])
      mask.cornerRadius = [0, 6][v.int(0...1)]
      return mask
    }
    a.mask = mask()
    b.mask = mask()
    log.append("mask layer \(index)")
  }
}

/// Random values for one change, made identically for both trees from one seed.
struct Values {
  var random: SplitMix64

  init(random seed: UInt64) { random = SplitMix64(seed: seed) }

  mutating func int(_ range: ClosedRange<Int>) -> Int { random.int(range) }
  mutating func bool(_ probability: Double) -> Bool { random.bool(probability) }

  /// A coordinate in 0...limit, on whole, half or quarter points.
  mutating func coordinate(_ limit: CGFloat) -> CGFloat {
    CGFloat(random.int(0...Int(limit))) + [0, 0.5, 0.25][random.int(0...2)]
  }

  /// A length in 1...limit, sometimes fractional.
  mutating func length(_ limit: CGFloat) -> CGFloat {
    CGFloat(random.int(1...Int(limit))) + [0, 0, 0.5][random.int(0...2)]
  }

  mutating func color() -> CGColor {
    CGColor(
      red: CGFloat(random.int(0...4)) / 4, green: CGFloat(random.int(0...4)) / 4,
      blue: CGFloat(random.int(0...4)) / 4, alpha: [1, 1, 0.6][random.int(0...2)])
  }
}

/// A small, fast, seedable generator (SplitMix64): the same seed gives the same run everywhere.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func bool(_ probability: Double) -> Bool {
    Double(next() % 1_000_000) / 1_000_000 < probability
  }
}

extension CALayer {
  /// Whether this layer is `ancestor` or inside it (sublayers and masks).
  fileprivate func isInSubtree(of ancestor: CALayer) -> Bool {
    var current: CALayer? = self
    while let layer = current {
      if layer === ancestor { return true }
      current = layer.superlayer
    }
    return false
  }
}
