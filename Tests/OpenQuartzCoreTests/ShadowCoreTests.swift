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
    // The arcs cross the diagonal 2.93 points in: (11.23, 10.93)–(61.37, 69.07), one more pixel
    // in and rounded inwards.
    let core = LayerPainter.opaqueCore(
      of: card, toDevice: CGAffineTransform(translationX: 8.3, y: 8))
    #expect(core == [CGRect(x: 13, y: 12, width: 47, height: 56)])
    // At scale 2 the inset doubles in device pixels; the margin stays one pixel.
    let scaled = LayerPainter.opaqueCore(of: card, toDevice: CGAffineTransform(scaleX: 2, y: 2))
    #expect(scaled == [CGRect(x: 7, y: 7, width: 98, height: 114)])
    // A radius beyond half the side is clamped, as the body's silhouette is.
    card.cornerRadius = 500
    let round = LayerPainter.opaqueCore(of: card, toDevice: .identity)
    #expect(round == [CGRect(x: 10, y: 10, width: 36, height: 44)])
    // Rotated or too small: nothing is left out.
    #expect(LayerPainter.opaqueCore(of: card, toDevice: .init(rotationAngle: 0.3)).isEmpty)
    card.bounds = CGRect(x: 0, y: 0, width: 3, height: 3)
    #expect(LayerPainter.opaqueCore(of: card, toDevice: .identity).isEmpty)
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
