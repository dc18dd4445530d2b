import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// Damage tracking, caching and `render(in:)`.
@MainActor @Suite struct RenderPhaseTests {
  /// 40 shadowed cards with labels, in 8 columns.
  func cardsScene() -> (CALayer, [CALayer]) {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 260)
    var cards: [CALayer] = []
    for index in 0..<40 {
      let card = layer(
        CGRect(
          x: 8 + CGFloat(index % 8) * 49, y: 8 + CGFloat(index / 8) * 50, width: 42, height: 40),
        rgb(1, 1, 1), in: root
      ) {
        $0.cornerRadius = 8
        $0.borderWidth = 1
        $0.borderColor = rgb(0.78, 0.78, 0.8)
        $0.shadowOpacity = 0.3
        $0.shadowOffset = CGSize(width: 0, height: 3)
        $0.shadowRadius = 3
      }
      let label = CATextLayer()
      label.frame = CGRect(x: 4, y: 4, width: 36, height: 12)
      label.string = "C\(index)"
      label.fontSize = 9
      label.foregroundColor = rgb(0, 0, 0)
      root.addSublayer(label)
      label.position = CGPoint(x: card.frame.minX + 22, y: card.frame.minY + 10)
      cards.append(card)
    }
    return (root, cards)
  }

  @Test func changingOneCardRecompositesOnlyItsRectangle() throws {
    let (root, cards) = cardsScene()
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    #expect(renderer.lastDamage == [CGRect(x: 0, y: 0, width: 400, height: 260)])
    let card = cards[13]
    CATransaction.setDisableActions(true)
    card.backgroundColor = rgb(1, 0.8, 0)
    CATransaction.flush()
    // The card's extent: its frame and its rasters' 2-point bleed, plus the shadow's reach
    // (3 sigma + 2, offset 3), rounded out to whole pixels.
    let damage = try #require(renderer.lastDamage.first)
    #expect(renderer.lastDamage.count == 1)
    #expect(damage.contains(card.frame))
    #expect(damage.width <= card.frame.width + 27 && damage.height <= card.frame.height + 27)
    let incremental = try rgbaPixels(of: try #require(renderer.makeImage()))
    // The damage-only frame equals a full redraw of the same tree.
    renderer.setNeedsFullRender()
    CATransaction.flush()
    let full = try rgbaPixels(of: try #require(renderer.makeImage()))
    #expect(incremental == full)
  }

  @Test func movingALayerDamagesItsOldAndNewPlaces() throws {
    let (root, cards) = cardsScene()
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    let card = cards[0]
    let old = card.frame
    CATransaction.setDisableActions(true)
    card.position = CGPoint(x: card.position.x + 200, y: card.position.y)
    CATransaction.flush()
    #expect(renderer.lastDamage.count == 2)
    #expect(renderer.lastDamage.contains { $0.contains(old) })
    #expect(renderer.lastDamage.contains { $0.contains(card.frame) })
    let incremental = try rgbaPixels(of: try #require(renderer.makeImage()))
    renderer.setNeedsFullRender()
    CATransaction.flush()
    #expect(try incremental == rgbaPixels(of: try #require(renderer.makeImage())))
  }

  @Test func sublayerTransformChangesAndParentResizesRenderAsAFullRedraw() throws {
    // Sublayers' cached extents depend on the parent only through its sublayer transform: a
    // resize keeps them, setting the transform and going back to the identity must not.
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
    let parent = layer(CGRect(x: 10, y: 10, width: 60, height: 60), rgb(0.9, 0.9, 0.9), in: root)
    let child = layer(CGRect(x: 40, y: 5, width: 15, height: 15), rgb(1, 0, 0), in: parent)
    // A translucent sibling over the child's untransformed place: changing it damages only there.
    let overlay = layer(CGRect(x: 50, y: 15, width: 15, height: 15), rgb(0, 0, 1, 0.5), in: root)
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    func matchesFullRedraw() throws -> Bool {
      let incremental = try rgbaPixels(of: try #require(renderer.makeImage()))
      renderer.setNeedsFullRender()
      CATransaction.flush()
      return try incremental == rgbaPixels(of: try #require(renderer.makeImage()))
    }
    CATransaction.setDisableActions(true)
    parent.sublayerTransform = CATransform3DMakeTranslation(0, 30, 0)
    CATransaction.flush()
    #expect(try matchesFullRedraw())
    #expect(
      pixel(try rgbaPixels(of: try #require(renderer.makeImage())), width: 120, 57, 50) == [
        255, 0, 0, 255,
      ])
    CATransaction.setDisableActions(true)
    parent.bounds.size = CGSize(width: 80, height: 60)  // resize with the transform set
    CATransaction.flush()
    #expect(try matchesFullRedraw())
    CATransaction.setDisableActions(true)
    parent.sublayerTransform = CATransform3DIdentity
    CATransaction.flush()
    #expect(try matchesFullRedraw())
    CATransaction.setDisableActions(true)
    overlay.backgroundColor = rgb(0, 1, 0, 0.5)
    CATransaction.flush()
    #expect(try matchesFullRedraw())  // the child is found under the small damage
    CATransaction.setDisableActions(true)
    parent.bounds.size = CGSize(width: 60, height: 60)  // resize without one
    CATransaction.flush()
    #expect(try matchesFullRedraw())
    _ = child
  }

  @Test func aChangeInsideAReplicatorDamagesEveryInstance() throws {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let replicator = threeInstanceReplicator(in: root)
    let source = layer(CGRect(x: 5, y: 5, width: 40, height: 40), rgb(0, 0, 1), in: replicator)
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    CATransaction.setDisableActions(true)
    source.backgroundColor = rgb(1, 0, 0)
    CATransaction.flush()
    let pixels = try rgbaPixels(of: try #require(renderer.makeImage()))
    for instance in 0..<3 {
      #expect(pixel(pixels, width: 200, 25 + instance * 60, 25) == [255, 0, 0, 255])
    }
  }

  @Test func showsDamageTintsOnlyTheRecompositedRectangle() throws {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    root.backgroundColor = rgb(1, 1, 1)
    let box = layer(CGRect(x: 10, y: 10, width: 10, height: 10), rgb(0, 0, 1), in: root)
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    renderer.showsDamage = true
    CATransaction.setDisableActions(true)
    box.backgroundColor = rgb(0, 1, 0)
    CATransaction.flush()
    let pixels = try rgbaPixels(of: try #require(renderer.makeImage()))
    let inside = pixel(pixels, width: 100, 15, 15)
    #expect(inside[0] > 40 && inside[1] > 150)  // green, tinted magenta
    #expect(pixel(pixels, width: 100, 80, 40) == [255, 255, 255, 255])  // untouched
  }

  @Test func nothingChangedRendersNothing() throws {
    let (root, _) = cardsScene()
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    let frames = renderer.frameCount
    CATransaction.flush()
    #expect(renderer.frameCount == frames)
    let unrelated = CALayer()  // a change in another tree
    unrelated.backgroundColor = rgb(1, 0, 0)
    CATransaction.flush()
    #expect(renderer.frameCount == frames)
  }

  @Test func reinsertingSublayersWhereTheyAreRendersNothing() throws {
    let (root, cards) = cardsScene()
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    let frames = renderer.frameCount
    // What a view re-syncing its sublayer order does: every layer inserted where it already is.
    var previous: CALayer?
    for layer in root.sublayers ?? [] {
      if let previous {
        root.insertSublayer(layer, above: previous)
      } else {
        root.insertSublayer(layer, at: 0)
      }
      previous = layer
    }
    let third = try #require(root.sublayers?.firstIndex { $0 === cards[3] })
    root.insertSublayer(cards[3], below: root.sublayers?[third + 1])
    root.insertSublayer(cards[3], at: UInt32(third))
    CATransaction.flush()
    #expect(renderer.frameCount == frames)
    // A real move repaints the moved layer.
    root.insertSublayer(cards[0], above: cards[1])
    CATransaction.flush()
    #expect(renderer.frameCount == frames + 1)
    #expect(renderer.lastDamage.contains { $0.intersects(cards[0].frame) })
  }

  @Test func colorOnlyChangesKeepTheTextRaster() throws {
    let text = CATextLayer()
    text.frame = CGRect(x: 0, y: 0, width: 80, height: 20)
    text.string = "Tint"
    text.fontSize = 14
    text.foregroundColor = rgb(0, 0, 0)
    let (before, renderer) = try renderFrame(text, size: text.bounds.size, background: nil)
    let raster = try #require(text.renderNode?.storedRenderCache?.text?.raster)
    CATransaction.setDisableActions(true)
    text.foregroundColor = rgb(1, 0, 0)
    CATransaction.flush()
    // Re-tinted, not re-rasterized.
    #expect(text.renderNode?.storedRenderCache?.text?.raster === raster)
    let a = try rgbaPixels(of: before)
    let b = try rgbaPixels(of: try #require(renderer.makeImage()))
    var covered = 0
    for index in stride(from: 0, to: a.count, by: 4) where a[index + 3] > 0 {
      covered += 1
      #expect(b[index + 3] == a[index + 3])  // same coverage
      #expect(b[index] == b[index + 3] && b[index + 1] == 0)  // now red
    }
    #expect(covered > 20)
    text.string = "Tints"
    CATransaction.flush()
    #expect(text.renderNode?.storedRenderCache?.text?.raster !== raster)  // new string: new raster
  }

  @Test func renderInContextFollowsTheContextsUserSpace() throws {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
    _ = layer(CGRect(x: 0, y: 0, width: 4, height: 1), rgb(1, 0, 0), in: root)  // top row
    // A raw Quartz context (y up): the result is vertically flipped, as on iOS.
    let quartz = try RGBABitmap(width: 4, height: 4)
    root.render(in: quartz.context)
    #expect(quartz.pixel(0, 3) == [255, 0, 0, 255])
    #expect(quartz.pixel(0, 0) == [0, 0, 0, 0])
    // A UIKit-style context (y down) shows it upright.
    let uikit = try CGContext(size: CGSize(width: 4, height: 4), coordinateSpace: .uiKit)
    root.render(in: uikit)
    let pixels = try rgbaPixels(of: try #require(uikit.makeImage()))
    #expect(pixel(pixels, width: 4, 0, 0) == [255, 0, 0, 255])
    // The context's alpha and clip apply.
    let faded = try CGContext(size: CGSize(width: 4, height: 4), coordinateSpace: .uiKit)
    faded.setAlpha(0.5)
    faded.clip(to: CGRect(x: 2, y: 0, width: 2, height: 4))
    root.render(in: faded)
    let fadedPixels = try rgbaPixels(of: try #require(faded.makeImage()))
    #expect(pixel(fadedPixels, width: 4, 0, 0) == [0, 0, 0, 0])
    #expect(abs(Int(pixel(fadedPixels, width: 4, 3, 0)[3]) - 128) <= 1)
  }

  @Test func renderInContextDisplaysLayersThatNeedIt() throws {
    let spy = SpyLayer("spy")
    spy.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
    spy.onDraw = {
      $0.setFillColor(rgb(0, 1, 0)); $0.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    spy.setNeedsDisplay()
    let context = try CGContext(size: CGSize(width: 2, height: 2), coordinateSpace: .uiKit)
    spy.render(in: context)
    #expect(spy.displayCount == 1)
    #expect(
      Array(try rgbaPixels(of: try #require(context.makeImage()))[0..<4]) == [0, 255, 0, 255])
  }
}

/// Bad input: rejected, normalized or clamped, never a crash or a huge allocation.
@MainActor @Suite struct QuartzBadInputTests {
  @Test func nonFiniteGeometryIsRejected() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 5)
    layer.position = CGPoint(x: CGFloat.infinity, y: 0)
    layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
    var transform = CATransform3DIdentity
    transform.m11 = .nan
    layer.transform = transform
    layer.cornerRadius = .nan
    layer.shadowOffset = CGSize(width: CGFloat.nan, height: 0)
    layer.opacity = .nan
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(layer.position == .zero && CATransform3DIsIdentity(layer.transform))
    #expect(layer.cornerRadius == 0 && layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.opacity == 1)
  }

  @Test func negativeSizesAreNormalizedAndOpacitiesClamped() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: -20, height: -10)
    #expect(layer.bounds.size == CGSize(width: 20, height: 10))
    layer.frame = CGRect(x: 10, y: 10, width: -4, height: 6)
    #expect(layer.bounds.size == CGSize(width: 4, height: 6))
    layer.opacity = 3
    #expect(layer.opacity == 1)
    layer.shadowOpacity = -1
    #expect(layer.shadowOpacity == 0)
    layer.borderWidth = -5
    #expect(layer.borderWidth == 0)
  }

  @Test func enormousLayersRenderWithoutAllocatingTheirSize() throws {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    _ = layer(
      CGRect(x: -50_000, y: -50_000, width: 100_000, height: 100_000), rgb(0, 0.5, 1), in: root
    ) {
      $0.cornerRadius = 10
      $0.borderWidth = 49_980  // leaves the interior -20...20 around the origin
      $0.borderColor = rgb(1, 0, 0)
    }
    let (image, _) = try renderFrame(root, size: root.bounds.size)
    let pixels = try rgbaPixels(of: image)
    #expect(pixel(pixels, width: 50, 5, 5) == [0, 128, 255, 255])
    #expect(pixel(pixels, width: 50, 40, 40) == [255, 0, 0, 255])
  }

  @Test func hugeRendererSizesAreRefused() {
    #expect(throws: CGBitmapError.self) { try CARenderer(size: CGSize(width: 100_000, height: 10)) }
  }
}
