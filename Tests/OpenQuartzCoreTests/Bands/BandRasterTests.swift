import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@_spi(OpenUIKit) @testable import OpenQuartzCore

/// Large frames are rasterized in bands on every core: the same pixels as one thread, caches filled
/// by the preparing pass alone, and frames that cannot split painted whole.
@MainActor
@Suite struct BandRasterTests {
  /// The cards scene of the benchmarks, smaller: rounded cards with shadows, borders and two text
  /// lines, at whole and fractional places.
  /// - Parameter titlesInside: Whether each title is the card's sublayer (its shadow is then
  ///   shaped by what it composites, by placement) or, as in the benchmarks' scene, its sibling
  ///   (the shadow is then the rounded silhouette's, shared).
  static func cards(in size: CGSize, count: Int = 48, titlesInside: Bool = true) -> CALayer {
    let root = CALayer()
    root.frame = CGRect(origin: .zero, size: size)
    root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    for index in 0..<count {
      let card = CALayer()
      let column = CGFloat(index % 8)
      let row = CGFloat(index / 8)
      card.frame = CGRect(x: 6 + column * 78.25, y: 8 + row * 76.5, width: 70, height: 64)
      card.cornerRadius = 10
      card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
      card.borderWidth = 1
      card.borderColor = CGColor(red: 0.8, green: 0.8, blue: 0.84, alpha: 1)
      card.shadowOpacity = 0.3
      card.shadowRadius = 4
      card.shadowOffset = CGSize(width: 0, height: 2)
      let title = CATextLayer()
      title.frame = CGRect(x: 6, y: 6, width: 58, height: 18)
      title.string = "Card \(index)"
      title.fontSize = 12
      title.foregroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
      root.addSublayer(card)
      if titlesInside {
        card.addSublayer(title)
      } else {
        title.frame = title.frame.offsetBy(dx: card.frame.minX, dy: card.frame.minY)
        root.addSublayer(title)
      }
    }
    return root
  }

  func render(_ root: CALayer, size: CGSize, scale: CGFloat, inBands: Bool) throws -> (
    [UInt8], CARenderer
  ) {
    let renderer = try CARenderer(size: size, scale: scale)
    renderer.rasterizesInBands = inBands
    renderer.layer = root
    CATransaction.flush()
    return (try rgbaPixels(of: try #require(renderer.makeImage())), renderer)
  }

  @Test(arguments: [1.0, 2.0])
  func aFullFrameOfCardsIsTheSameInBandsAsOnOneThread(scale: CGFloat) throws {
    let size = CGSize(width: 640, height: 480)
    let (banded, bandedRenderer) = try render(
      Self.cards(in: size), size: size, scale: scale, inBands: true)
    let (single, singleRenderer) = try render(
      Self.cards(in: size), size: size, scale: scale, inBands: false)
    #expect(bandedRenderer.bandedFrameCount == 1)
    #expect(singleRenderer.bandedFrameCount == 0)
    // Whole-pixel and shifted rasters composited by pixman: the band clips change nothing.
    #expect(banded == single)
  }

  @Test func movingEveryCardSplitsEachFrameAndMatchesOneThread() throws {
    let size = CGSize(width: 640, height: 480)
    let bandedRoot = Self.cards(in: size, titlesInside: false)
    let singleRoot = Self.cards(in: size, titlesInside: false)
    let (_, banded) = try render(bandedRoot, size: size, scale: 1, inBands: true)
    let (_, single) = try render(singleRoot, size: size, scale: 1, inBands: false)
    for step in 1...3 {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      for root in [bandedRoot, singleRoot] {
        for card in root.sublayers ?? [] {
          // Whole points: each card's place between pixels stays the one its copies were made
          // for (a new quarter pixel would make a copy the bands do not find kept).
          card.position.x += CGFloat(step)
          card.position.y += 2
        }
      }
      CATransaction.commit()
      CATransaction.flush()
      let a = try rgbaPixels(of: try #require(banded.makeImage()))
      let b = try rgbaPixels(of: try #require(single.makeImage()))
      #expect(a == b, "step \(step)")
    }
    #expect(banded.bandedFrameCount == 4)
    // Only places changed: after the first frame, the bands found every cache where the last
    // frame left it, with no preparing pass.
    #expect(banded.unpreparedFrameCount == 3)
  }

  @Test func aBandReadsCachesButNeverFillsThem() throws {
    let size = CGSize(width: 320, height: 240)
    // Four cards, all inside the window (culled ones would be left alone by every pass).
    let root = Self.cards(in: size, count: 4)
    let renderer = try CARenderer(size: size)
    renderer.rasterizesInBands = false
    renderer.layer = root
    CATransaction.flush()
    renderer.discardCaches()
    let node = try #require(renderer.tree.root)
    let target = renderer.paintTree(
      node, into: renderer.cairo, surface: renderer.surface,
      damage: [renderer.framebufferBounds], tracker: nil, errorLog: nil, computesExtents: true,
      pass: .band)
    // The text rasters, shape masks and extents it would have made were left alone: missed.
    #expect(target.bandMissedCache)
    #expect(renderer.shapeMasks.count == 0)
    let titles = node.children.flatMap(\.children)
    #expect(titles.count == 4)
    #expect(titles.allSatisfy { $0.storedRenderCache?.text == nil })
    // The preparing pass fills them all, compositing nothing; a band then misses none.
    let before = try rgbaPixels(of: try #require(renderer.makeImage()))
    let prepared = renderer.paintTree(
      node, into: renderer.cairo, surface: renderer.surface,
      damage: [renderer.framebufferBounds], tracker: nil, errorLog: nil, computesExtents: true,
      pass: .preparing)
    #expect(!prepared.needsWholePass)
    #expect(try rgbaPixels(of: try #require(renderer.makeImage())) == before)
    #expect(renderer.shapeMasks.count > 0)
    #expect(titles.allSatisfy { $0.storedRenderCache?.text != nil })
    let band = renderer.paintTree(
      node, into: renderer.cairo, surface: renderer.surface,
      damage: [renderer.framebufferBounds], tracker: nil, errorLog: nil, computesExtents: true,
      pass: .band)
    #expect(!band.bandMissedCache)
  }

  @Test func aFrameWithABackdropInItsDamageIsPaintedWhole() throws {
    let size = CGSize(width: 640, height: 480)
    let root = Self.cards(in: size)
    let backdrop = CABackdropLayer()
    backdrop.frame = CGRect(x: 100, y: 100, width: 300, height: 200)
    backdrop.blurRadius = 8
    root.addSublayer(backdrop)
    let (_, renderer) = try render(root, size: size, scale: 1, inBands: true)
    // The backdrop reads what the layers under it painted: in bands another thread paints them.
    #expect(renderer.bandedFrameCount == 0)
    #expect(renderer.frameCount == 1)
  }

  @Test func smallDamageIsPaintedWhole() throws {
    let big = [CGRect(x: 0, y: 0, width: 640, height: 480)]
    let small = [
      CGRect(x: 0, y: 0, width: 200, height: 40), CGRect(x: 0, y: 300, width: 40, height: 40),
    ]
    #expect(RasterBands.isWorthSplitting(big, layers: 300))
    #expect(!RasterBands.isWorthSplitting(small, layers: 3))
    #expect(!RasterBands.isWorthSplitting([], layers: 0))
    // A frame of many small layers is walked more than composited: painted whole.
    #expect(!RasterBands.isWorthSplitting(big, layers: 10_101))
    // The band check splits every frame.
    #expect(RasterBands.isWorthSplitting(small, layers: 10_101, minimumPixels: 1))
    // Bands of fewer than 32 rows are not made: a 60-pixel framebuffer has none, 64 has two,
    // and a tall one two, the last taking the remainder.
    var pixels = [UInt8](repeating: 0, count: 640 * 483 * 4)
    try pixels.withUnsafeMutableBytes { buffer in
      let base = try #require(buffer.baseAddress)
      #expect(RasterBands(pixels: base, width: 640, height: 60, bytesPerRow: 640 * 4) == nil)
      let two = try #require(RasterBands(pixels: base, width: 640, height: 64, bytesPerRow: 2560))
      #expect(two.bands.map(\.rows.height) == [32, 32])
      let tall = try #require(
        RasterBands(pixels: base, width: 640, height: 483, bytesPerRow: 2560))
      #expect(tall.bands.map(\.rows.minY) == [0, 241])
      #expect(tall.bands.map(\.rows.height) == [241, 242])
    }
  }

  @Test func aReplicatedAlphaShadowKeepsOneMaskPerInstanceForTheBands() throws {
    let size = CGSize(width: 640, height: 480)
    let (bandedRoot, text) = Self.replicatedShadow(in: size)
    let (_, renderer) = try render(bandedRoot, size: size, scale: 1, inBands: true)
    #expect(renderer.bandedFrameCount == 1)
    #expect(text.renderNode?.storedRenderCache?.alphaShadows.count == 3)
    // Moved, its shadows (kept by placement) are not where the last frame left them: the bands,
    // with no preparing pass, miss them, and the frame is painted whole, keeping the new ones.
    Self.move(text)
    #expect(renderer.bandedFrameCount == 1)
    #expect(renderer.unpreparedFrameCount == 0)
    #expect(text.renderNode?.storedRenderCache?.alphaShadows.count == 3)
    // The next frames prepare first: banded again.
    Self.move(text)
    #expect(renderer.bandedFrameCount == 2)
    #expect(text.renderNode?.storedRenderCache?.alphaShadows.count == 3)
    let (singleRoot, singleText) = Self.replicatedShadow(in: size)
    let (_, singleRenderer) = try render(singleRoot, size: size, scale: 1, inBands: false)
    Self.move(singleText)
    Self.move(singleText)
    // The same frames painted whole: the masks land on whole pixels, so the band clips change
    // nothing here.
    let banded = try rgbaPixels(of: try #require(renderer.makeImage()))
    let single = try rgbaPixels(of: try #require(singleRenderer.makeImage()))
    #expect(banded.count == single.count)
    #expect(banded == single)
  }

  /// Moves `layer` 7 points right, with no implicit animation, and renders.
  static func move(_ layer: CALayer) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.position.x += 7
    CATransaction.commit()
    CATransaction.flush()
  }

  /// Text with an alpha shadow, replicated three times down the window.
  static func replicatedShadow(in size: CGSize) -> (CALayer, CATextLayer) {
    let root = CALayer()
    root.frame = CGRect(origin: .zero, size: size)
    let replicator = CAReplicatorLayer()
    replicator.frame = root.bounds
    replicator.instanceCount = 3
    replicator.instanceTransform = CATransform3DMakeTranslation(0, 150, 0)
    let text = CATextLayer()
    text.frame = CGRect(x: 40, y: 20, width: 400, height: 60)
    text.string = "Shadowed"
    text.fontSize = 40
    text.foregroundColor = CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)
    text.shadowOpacity = 0.6
    text.shadowRadius = 3
    replicator.addSublayer(text)
    root.addSublayer(replicator)
    return (root, text)
  }
}
