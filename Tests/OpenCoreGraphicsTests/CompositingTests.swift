import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

/// Blend modes, alpha, shadows, clipping and layers, checked against the formulas of Quartz's
/// documentation on single pixels.
@Suite struct CompositingTests {
  /// Draws `source` over an opaque red pixel (or `destination`) with `mode` and returns the pixel.
  func blend(
    _ mode: CGBlendMode, source: (CGFloat, CGFloat, CGFloat, CGFloat),
    destination: (CGFloat, CGFloat, CGFloat, CGFloat) = (1, 0, 0, 1)
  ) throws -> [Int] {
    let bitmap = try RGBABitmap(width: 3, height: 1)
    bitmap.context.setFillColor(
      red: destination.0, green: destination.1, blue: destination.2, alpha: destination.3)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
    bitmap.context.setBlendMode(mode)
    bitmap.context.setFillColor(red: source.0, green: source.1, blue: source.2, alpha: source.3)
    bitmap.context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
    // The neighbours are outside the shape: every mode leaves them alone.
    let untouched = bitmap.pixel(0, 0)
    let expected =
      [destination.0, destination.1, destination.2].map {
        UInt8(($0 * destination.3 * 255).rounded())
      }
      + [UInt8((destination.3 * 255).rounded())]
    #expect(untouched == expected, "\(mode) changed pixels outside the shape")
    return bitmap.pixel(1, 0).map(Int.init)
  }

  func expectPixel(_ actual: [Int], _ expected: [Int], _ mode: CGBlendMode) {
    let close = zip(actual, expected).allSatisfy { abs($0 - $1) <= 1 }
    #expect(close, "\(mode): \(actual) != \(expected)")
  }

  @Test func porterDuffModes() throws {
    let gray = (CGFloat(0.5), CGFloat(0.5), CGFloat(0.5), CGFloat(1))
    let halfGreen = (CGFloat(0), CGFloat(1), CGFloat(0), CGFloat(0.5))
    expectPixel(try blend(.normal, source: halfGreen), [128, 128, 0, 255], .normal)
    expectPixel(try blend(.copy, source: halfGreen), [0, 128, 0, 128], .copy)
    expectPixel(try blend(.clear, source: gray), [0, 0, 0, 0], .clear)
    let halfRed = (CGFloat(1), CGFloat(0), CGFloat(0), CGFloat(0.5))
    expectPixel(
      try blend(.sourceIn, source: gray, destination: halfRed), [64, 64, 64, 128], .sourceIn)
    expectPixel(
      try blend(.sourceOut, source: gray, destination: halfRed), [64, 64, 64, 128], .sourceOut)
    expectPixel(
      try blend(.sourceAtop, source: halfGreen, destination: halfRed), [64, 64, 0, 128], .sourceAtop
    )
    expectPixel(try blend(.destinationIn, source: halfGreen), [128, 0, 0, 128], .destinationIn)
    expectPixel(try blend(.destinationOut, source: halfGreen), [128, 0, 0, 128], .destinationOut)
    expectPixel(
      try blend(.destinationOver, source: halfGreen, destination: halfRed), [128, 64, 0, 191],
      .destinationOver)
    expectPixel(
      try blend(.destinationAtop, source: halfGreen, destination: halfRed), [64, 64, 0, 128],
      .destinationAtop)
    expectPixel(try blend(.xor, source: halfGreen, destination: halfRed), [64, 64, 0, 128], .xor)
    expectPixel(try blend(.plusLighter, source: halfGreen), [255, 128, 0, 255], .plusLighter)
  }

  @Test func separableModes() throws {
    let gray = (CGFloat(0.5), CGFloat(0.5), CGFloat(0.5), CGFloat(1))
    expectPixel(try blend(.multiply, source: gray), [128, 0, 0, 255], .multiply)
    expectPixel(try blend(.screen, source: gray), [255, 128, 128, 255], .screen)
    expectPixel(try blend(.darken, source: gray), [128, 0, 0, 255], .darken)
    expectPixel(try blend(.lighten, source: gray), [255, 128, 128, 255], .lighten)
    expectPixel(try blend(.difference, source: gray), [128, 128, 128, 255], .difference)
  }

  @Test func globalAlphaScalesEverythingDrawn() throws {
    let bitmap = try RGBABitmap(width: 1, height: 1)
    bitmap.context.setAlpha(0.5)
    bitmap.context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(bitmap.pixel(0, 0).allSatisfy { abs(Int($0) - 128) <= 1 })
  }

  @Test func aPositiveShadowHeightGoesUpInAQuartzBitmapContext() throws {
    // Quartz 2D Programming Guide, "Shadows": in a bitmap context made with the Quartz API, a
    // positive y offset puts the shadow above the object (base space is y-up).
    let bitmap = try RGBABitmap(width: 40, height: 40)
    bitmap.context.setShadow(
      offset: CGSize(width: 0, height: 8), blur: 4, color: CGColor(gray: 0, alpha: 1))
    bitmap.context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
    bitmap.context.fill(CGRect(x: 10, y: 15, width: 20, height: 10))  // memory rows 15..24
    let above = bitmap.pixel(20, 10)  // 5 rows over the card, inside the shadow
    let below = bitmap.pixel(20, 30)
    #expect(above[3] > 200 && above[0] < 40)
    #expect(below[3] < 10)
    // Blurred edge: partial coverage near the shadow's top (row 7).
    #expect(bitmap.pixel(20, 6)[3] > 40 && bitmap.pixel(20, 6)[3] < 220)
    #expect(bitmap.pixel(20, 20) == [255, 255, 255, 255])
  }

  @Test func aPositiveShadowHeightGoesDownInAUIKitContext() throws {
    // The same drawing in a context UIKit makes (draw(_:), image renderers): the shadow falls.
    let context = try CGContext(size: CGSize(width: 40, height: 40), coordinateSpace: .uiKit)
    context.setShadow(
      offset: CGSize(width: 0, height: 8), blur: 4, color: CGColor(gray: 0, alpha: 1))
    context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    context.fill(CGRect(x: 10, y: 15, width: 20, height: 10))  // rows 15..24 from the top
    let pixels = try rgbaPixels(of: try #require(context.makeImage()))
    func alpha(_ x: Int, _ row: Int) -> UInt8 { pixels[(row * 40 + x) * 4 + 3] }
    #expect(alpha(20, 30) > 200)
    #expect(alpha(20, 10) < 10)
  }

  @Test func aWideBlurKeepsTheGaussiansShapeAtReducedResolution() throws {
    // blur 200 is σ = 100 device pixels, made at reduced resolution (σ ≤ 32 mask pixels): the
    // shadow of a 300-pixel square must still be the square convolved with that Gaussian.
    let context = try CGContext(size: CGSize(width: 1000, height: 1000), coordinateSpace: .uiKit)
    context.setShadow(
      offset: CGSize(width: 500, height: 500), blur: 200, color: CGColor(gray: 0, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 300, height: 300))
    let pixels = try rgbaPixels(of: try #require(context.makeImage()))
    func alpha(_ x: Int, _ y: Int) -> Double { Double(pixels[(y * 1000 + x) * 4 + 3]) }
    // The square's shadow spans 500…800 on both axes; erf gives the coverage of a box blurred by
    // a Gaussian (centre: erf(150/(100√2))², edge: ½·erf(300/(100√2))·erf(150/(100√2))).
    let centre = erf(150 / (100 * 2.0.squareRoot()))
    #expect(abs(alpha(650, 650) - 255 * centre * centre) <= 5, "\(alpha(650, 650))")
    let edge = 0.5 * erf(300 / (100 * 2.0.squareRoot())) * centre
    #expect(abs(alpha(800, 650) - 255 * edge) <= 5, "\(alpha(800, 650))")
    #expect(abs(alpha(650, 800) - 255 * edge) <= 5, "\(alpha(650, 800))")
  }

  @Test func aWideBlurUnderAClipLandsWhereItDoesWithout() throws {
    // The reduced-resolution path scales the drawing's group into the mask: a group under a clip
    // starts at the clip's corner, and the shadow must not move with it.
    func shadowed(clip: CGRect?) throws -> [UInt8] {
      let context = try CGContext(size: CGSize(width: 400, height: 400), coordinateSpace: .uiKit)
      if let clip { context.clip(to: clip) }
      context.setShadow(
        offset: CGSize(width: 20, height: 20), blur: 200, color: CGColor(gray: 0, alpha: 1))
      context.fill(CGRect(x: 250, y: 250, width: 100, height: 100))
      return try rgbaPixels(of: try #require(context.makeImage()))
    }
    let whole = try shadowed(clip: nil)
    let clipped = try shadowed(clip: CGRect(x: 200, y: 200, width: 200, height: 200))
    for (x, y) in [(230, 230), (365, 365), (380, 380), (210, 390), (300, 205)] {
      let index = (y * 400 + x) * 4 + 3
      #expect(abs(Int(whole[index]) - Int(clipped[index])) <= 2, "(\(x), \(y))")
    }
    #expect(whole[(365 * 400 + 365) * 4 + 3] > 20)  // the shadow is there (σ 100: faint)
  }

  @Test func aClosedLongStrokeJoinsAtItsStart() throws {
    // A square traced as 3,000 segments is stroked in pieces; its start corner is closed by a
    // later piece, which must draw the join there, not two butt ends.
    func square(segments: Int) throws -> [UInt8] {
      let context = try CGContext(size: CGSize(width: 100, height: 100), coordinateSpace: .uiKit)
      context.move(to: CGPoint(x: 20, y: 20))
      let perSide = segments / 4
      let corners = [
        CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 20), CGPoint(x: 80, y: 80), CGPoint(x: 20, y: 80),
      ]
      for side in 0..<4 {
        let from = corners[side]
        let to = corners[(side + 1) % 4]
        for step in 1...perSide {
          let t = CGFloat(step) / CGFloat(perSide)
          context.addLine(
            to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
        }
      }
      context.closePath()
      context.setLineWidth(8)
      context.setLineJoin(.miter)
      context.strokePath()
      return try rgbaPixels(of: try #require(context.makeImage()))
    }
    let pieces = try square(segments: 3_000)
    let whole = try square(segments: 400)  // below the piecewise threshold: drawn at once
    // The outer corner at the start (17, 17) is covered by the miter join in both.
    let corner = (17 * 100 + 17) * 4 + 3
    #expect(whole[corner] == 255)
    #expect(pieces[corner] == 255)
  }

  @Test func aShadowBlurBeyondWhatCanBeSeenIsClampedNotAllocated() throws {
    // Blur 1e9 once allocated gigabytes for a 20×20 bitmap; it is drawn at σ = 1,000 (so thin it
    // does not show), like a layer shadow, and 1e300 or ∞ do not trap.
    for blur: CGFloat in [1e4, 1e9, 1e300, .greatestFiniteMagnitude, .infinity, .nan] {
      let bitmap = try RGBABitmap(width: 20, height: 20)
      bitmap.context.setShadow(
        offset: CGSize(width: 3, height: 3), blur: blur, color: CGColor(gray: 0, alpha: 1))
      bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
      bitmap.context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
      #expect(bitmap.pixel(10, 10) == [255, 0, 0, 255], "blur \(blur)")
      #expect(bitmap.pixel(1, 1)[3] <= 1, "blur \(blur)")
    }
  }

  @Test func aTransformBeyondWhatIsDrawnSkipsDrawingUntilItChanges() throws {
    // scaleBy(1e300) once put cairo's matrix into an error state for good: nothing was drawn again,
    // even after restoreGState. Now drawing is skipped only while the transform is out of range.
    let bitmap = try RGBABitmap(width: 10, height: 10)
    bitmap.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    bitmap.context.saveGState()
    bitmap.context.scaleBy(x: 1e300, y: 1e300)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(bitmap.pixel(5, 5) == [0, 0, 0, 0])
    bitmap.context.scaleBy(x: 1e-300, y: 1e-300)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 2, height: 10))
    bitmap.context.restoreGState()
    bitmap.context.fill(CGRect(x: 8, y: 0, width: 2, height: 10))
    #expect(bitmap.pixel(1, 5) == [0, 0, 255, 255])
    #expect(bitmap.pixel(9, 5) == [0, 0, 255, 255])
  }

  @Test func aLongStrokeIsDrawnWholeAndTranslucentOnce() throws {
    // 3,000 segments are stroked in pieces (cairo's stroker is quadratic in crossings): the joins
    // between pieces must be drawn, and a translucent color applied once, not per piece.
    let context = try CGContext(size: CGSize(width: 200, height: 200), coordinateSpace: .uiKit)
    let count = 3_000
    context.move(to: CGPoint(x: 180, y: 100))
    for index in 1...count {
      let angle = CGFloat(index) / CGFloat(count) * 2 * .pi
      context.addLine(to: CGPoint(x: 100 + 80 * cos(angle), y: 100 + 80 * sin(angle)))
    }
    context.setLineWidth(6)
    context.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    context.strokePath()
    let pixels = try rgbaPixels(of: try #require(context.makeImage()))
    var alphas = Set<UInt8>()
    for step in 0..<720 {
      let angle = Double(step) / 720 * 2 * .pi
      let x = Int((100 + 80 * cos(angle)).rounded())
      let y = Int((100 + 80 * sin(angle)).rounded())
      alphas.insert(pixels[(y * 200 + x) * 4 + 3])
    }
    #expect(alphas.isSubset(of: [127, 128]), "\(alphas.sorted())")
  }

  @Test func clearingLeavesNothingBehindForMaskClipsAndShadows() throws {
    // The inner-shadow seed's sequence: clear, then draw through an image mask with a shadow. The
    // clear used to leave cairo's CLEAR operator to the groups the next call pushed, so nothing
    // was drawn.
    let bitmap = try RGBABitmap(width: 20, height: 10)
    bitmap.context.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
    bitmap.context.clear(CGRect(x: 0, y: 0, width: 20, height: 10))
    let keepLeftHalf = try #require(grayImage([255, 0], width: 2, height: 1))
    bitmap.context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: keepLeftHalf)
    bitmap.context.setShadow(
      offset: CGSize(width: 0, height: -2), blur: 0, color: CGColor(gray: 0, alpha: 1))
    bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    bitmap.context.fill(CGRect(x: 0, y: 5, width: 20, height: 5))  // memory rows 0..4
    #expect(bitmap.pixel(2, 2) == [255, 0, 0, 255])  // drawn, left half
    #expect(bitmap.pixel(2, 6) == [0, 0, 0, 255])  // its shadow, 2 rows down
    #expect(bitmap.pixel(15, 2) == [0, 0, 0, 0])  // masked out
  }

  @Test func restoringTheStateTurnsTheShadowOff() throws {
    let bitmap = try RGBABitmap(width: 20, height: 20)
    bitmap.context.saveGState()
    bitmap.context.setShadow(offset: CGSize(width: 5, height: 5), blur: 0)
    bitmap.context.restoreGState()
    bitmap.context.fill(CGRect(x: 0, y: 10, width: 5, height: 5))
    #expect(bitmap.pixel(7, 7)[3] == 0)
  }

  /// Fills a 2x1 bitmap with `color` through `mask` stretched over it.
  func fill(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, clippedBy mask: CGImage) throws
    -> RGBABitmap
  {
    let bitmap = try RGBABitmap(width: 2, height: 1)
    bitmap.context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1), mask: mask)
    bitmap.context.setFillColor(red: red, green: green, blue: blue, alpha: 1)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    return bitmap
  }

  @Test func clipToAGrayMaskUsesLuminanceAndAnAlphaImageUsesAlpha() throws {
    // Gray image without alpha, 2x1: white (keeps), black (removes).
    let byGray = try fill(
      0, 0, 1, clippedBy: try #require(grayImage([255, 0], width: 2, height: 1)))
    #expect(byGray.pixel(0, 0) == [0, 0, 255, 255])
    #expect(byGray.pixel(1, 0) == [0, 0, 0, 0])
    // An RGBA image masks by alpha even where its color is black.
    let alphaMask = try #require(image(fromRGBA: [0, 0, 0, 0, 0, 0, 0, 255], width: 2, height: 1))
    let byAlpha = try fill(0, 0, 1, clippedBy: alphaMask)
    #expect(byAlpha.pixel(0, 0) == [0, 0, 0, 0])
    #expect(byAlpha.pixel(1, 0) == [0, 0, 255, 255])
  }

  @Test func imageMasksPaintTheFillColorWhereSamplesAreZero() throws {
    let mask = try #require(
      CGImage(
        maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
        provider: try provider(Data([0, 255])), decode: nil,
        shouldInterpolate: false))
    #expect(mask.isMask)
    let bitmap = try RGBABitmap(width: 2, height: 1)
    bitmap.context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
    bitmap.context.draw(mask, in: CGRect(x: 0, y: 0, width: 2, height: 1))
    #expect(bitmap.pixel(0, 0) == [0, 255, 0, 255])
    #expect(bitmap.pixel(1, 0) == [0, 0, 0, 0])
    // As a clip, an image mask is inverse alpha too.
    let clipped = try fill(1, 0, 0, clippedBy: mask)
    #expect(clipped.pixel(0, 0) == [255, 0, 0, 255])
    #expect(clipped.pixel(1, 0) == [0, 0, 0, 0])
  }

  @Test func transparencyLayersCompositeAsOneObject() throws {
    // Two overlapping opaque squares at alpha 0.5: in a layer the overlap
    // is not darker than the rest.
    let bitmap = try RGBABitmap(width: 3, height: 1)
    bitmap.context.setAlpha(0.5)
    bitmap.context.beginTransparencyLayer(auxiliaryInfo: nil)
    bitmap.context.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    bitmap.context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
    bitmap.context.endTransparencyLayer()
    #expect(bitmap.pixel(0, 0)[3] == bitmap.pixel(1, 0)[3])
    #expect(abs(Int(bitmap.pixel(1, 0)[3]) - 128) <= 1)
  }

  @Test func unboundedModesStayInsideTheShapeWithinATransparencyLayer() throws {
    let bitmap = try RGBABitmap(width: 4, height: 1)
    bitmap.context.beginTransparencyLayer(auxiliaryInfo: nil)
    bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
    bitmap.context.setBlendMode(.sourceIn)
    bitmap.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    bitmap.context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
    bitmap.context.endTransparencyLayer()
    #expect(bitmap.pixel(0, 0) == [255, 0, 0, 255])
    #expect(bitmap.pixel(2, 0) == [0, 0, 255, 255])
    #expect(bitmap.pixel(3, 0) == [255, 0, 0, 255])
  }

  @Test func shadowOffsetsAreInPointsInAScaledUIKitContext() throws {
    // At scale 2, an offset of 4 points down is 8 pixels down; blur 0 is sharp.
    let context = try CGContext(
      size: CGSize(width: 10, height: 10), scale: 2, coordinateSpace: .uiKit)
    context.setShadow(
      offset: CGSize(width: 0, height: 4), blur: 0, color: CGColor(gray: 0, alpha: 1))
    context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    context.fill(CGRect(x: 2, y: 0, width: 4, height: 2))  // pixel rows 0..3
    let pixels = try rgbaPixels(of: try #require(context.makeImage()))
    func alpha(_ x: Int, _ row: Int) -> UInt8 { pixels[(row * 20 + x) * 4 + 3] }
    #expect(alpha(8, 3) == 255)  // the rect
    #expect(alpha(8, 5) == 0)  // the gap
    #expect(alpha(8, 8) == 255 && alpha(8, 11) == 255)  // the shadow: rows 8..11
    #expect(alpha(8, 12) == 0)
  }
}
