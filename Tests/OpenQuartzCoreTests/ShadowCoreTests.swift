import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// A shadow under an opaque rounded body leaves out the core the body hides: the pixels must be
/// those of the whole shadow painted and then covered.
@MainActor
@Suite struct ShadowCoreTests {
  @Test func theCoreLiesInsideTheRoundedBodyRoundedInwards() throws {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 56, height: 64)
    layer.cornerRadius = 10
    let card = RenderTree.snapshot(of: layer)
    // The arcs cross the diagonal 2.93 points in: (11.23, 10.93)–(61.37, 69.07), then the
    // body's one-texel edge and a pixel for resampling, rounded inwards.
    let core = LayerPainter.opaqueCore(
      of: card, toDevice: CGAffineTransform(translationX: 8.3, y: 8), rasterScale: 1)
    #expect(core == [CGRect(x: 14, y: 13, width: 45, height: 54)])
    // At scale 2 with rasters at scale 2 the inset doubles in device pixels; the margins stay.
    let scaled = LayerPainter.opaqueCore(
      of: card, toDevice: CGAffineTransform(scaleX: 2, y: 2), rasterScale: 2)
    #expect(scaled == [CGRect(x: 8, y: 8, width: 96, height: 112)])
    // Zoomed four times past its rasters, the body's edge is four pixels wide: so is the margin.
    let zoomed = LayerPainter.opaqueCore(
      of: card, toDevice: CGAffineTransform(scaleX: 4, y: 4), rasterScale: 1)
    #expect(zoomed == [CGRect(x: 17, y: 17, width: 190, height: 222)])
    // A radius beyond half the side is clamped, as the body's silhouette is.
    card.cornerRadius = 500
    let round = LayerPainter.opaqueCore(of: card, toDevice: .identity, rasterScale: 1)
    #expect(round == [CGRect(x: 11, y: 11, width: 34, height: 42)])
    // Rotated or too small: nothing is left out.
    #expect(
      LayerPainter.opaqueCore(of: card, toDevice: .init(rotationAngle: 0.3), rasterScale: 1)
        .isEmpty)
    card.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
    #expect(LayerPainter.opaqueCore(of: card, toDevice: .identity, rasterScale: 1).isEmpty)
  }

  @Test(arguments: [1.0, 2.0])
  func shadowsUnderOpaqueBodiesLookTheSameWithoutTheirCores(scale: CGFloat) throws {
    func render(skippingCores: Bool) throws -> [UInt8] {
      let root = CALayer()
      root.frame = CGRect(x: 0, y: 0, width: 240, height: 120)
      // Radii from none to beyond half the side, at whole, quarter and odd fractional places.
      let cards: [(CGRect, CGFloat)] = [
        (CGRect(x: 8, y: 8, width: 56, height: 64), 10),
        (CGRect(x: 72.3, y: 10.6, width: 40, height: 40), 0),
        (CGRect(x: 120.125, y: 9.9, width: 50, height: 30), 40),
        (CGRect(x: 180.7, y: 50.45, width: 44, height: 52), 6),
      ]
      for (frame, radius) in cards {
        let card = CALayer()
        card.frame = frame
        card.cornerRadius = radius
        card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.borderWidth = 1
        card.borderColor = CGColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
        card.shadowOpacity = 0.8
        card.shadowOffset = CGSize(width: 2, height: 3)
        card.shadowRadius = 4
        root.addSublayer(card)
      }
      // Zoomed past its rasters: the body's edge is three pixels wide.
      let zoomed = CALayer()
      zoomed.frame = CGRect(x: 150.4, y: 62.3, width: 16, height: 14)
      zoomed.cornerRadius = 4
      zoomed.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
      zoomed.shadowOpacity = 0.8
      zoomed.shadowRadius = 2
      zoomed.transform = CATransform3DMakeScale(3, 3, 1)
      root.addSublayer(zoomed)
      let renderer = try CARenderer(size: root.bounds.size, scale: scale)
      renderer.skipsHiddenShadowCores = skippingCores
      renderer.backgroundColor = CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
      renderer.layer = root
      CATransaction.flush()
      return try rgbaPixels(of: try #require(renderer.makeImage()))
    }
    let skipping = try render(skippingCores: true)
    let whole = try render(skippingCores: false)
    #expect(skipping.count == whole.count)
    let differing = zip(skipping, whole).filter { $0 != $1 }.count
    #expect(differing == 0, "\(differing) bytes differ at scale \(scale)")
  }
}
