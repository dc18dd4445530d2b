import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

/// Drawing routines rendered headless and compared with reference PNGs in `Snapshots/` (see
/// `Support/Snapshot.swift`).
///
/// Each reference was looked at before it was committed; `Docs/OpenCoreGraphics.md` shows them.
@Suite struct PixelSnapshotTests {
  let space = CGColorSpaceCreateDeviceRGB()

  func canvas(_ width: CGFloat = 96, _ height: CGFloat = 96) throws -> CGContext {
    let context = try CGContext(size: CGSize(width: width, height: height), coordinateSpace: .uiKit)
    context.setFillColor(CGColor.white)
    context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    return context
  }

  func gradient(_ colors: [CGColor], _ locations: [CGFloat]? = nil) throws -> CGGradient {
    try #require(CGGradient(colorsSpace: space, colors: colors as CFArray, locations: locations))
  }

  @Test func linearGradient() throws {
    let context = try canvas(128, 64)
    let stops = try gradient(
      [
        CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 0, alpha: 1),
        CGColor(red: 0, green: 0, blue: 1, alpha: 1),
      ], [0, 0.3, 1])
    // Top half: padded at both ends; bottom half: nothing before or after.
    context.saveGState()
    context.clip(to: CGRect(x: 0, y: 0, width: 128, height: 32))
    context.drawLinearGradient(
      stops, start: CGPoint(x: 24, y: 0), end: CGPoint(x: 104, y: 0),
      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    context.restoreGState()
    context.saveGState()
    context.clip(to: CGRect(x: 0, y: 32, width: 128, height: 32))
    context.drawLinearGradient(
      stops, start: CGPoint(x: 24, y: 40), end: CGPoint(x: 104, y: 56), options: [])
    context.restoreGState()
    try assertSnapshot(context.makeImage(), named: "linearGradient")
  }

  @Test func radialGradient() throws {
    let context = try canvas(128, 64)
    let stops = try gradient([
      CGColor(red: 1, green: 1, blue: 1, alpha: 1),
      CGColor(red: 0.1, green: 0.5, blue: 0.2, alpha: 1),
    ])
    // Left: a highlight off-center, extended after the end circle.
    context.drawRadialGradient(
      stops, startCenter: CGPoint(x: 24, y: 22), startRadius: 2, endCenter: CGPoint(x: 32, y: 32),
      endRadius: 26, options: [.drawsAfterEndLocation])
    // Right: a ring between two concentric circles, not extended.
    let ring = try gradient([
      CGColor(red: 0.9, green: 0.2, blue: 0.5, alpha: 1),
      CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 0.2),
    ])
    context.drawRadialGradient(
      ring, startCenter: CGPoint(x: 96, y: 32), startRadius: 10, endCenter: CGPoint(x: 96, y: 32),
      endRadius: 28, options: [])
    try assertSnapshot(context.makeImage(), named: "radialGradient")
  }

  @Test func roundedRectWithStrokedBorder() throws {
    let context = try canvas()
    let rect = CGRect(x: 12, y: 16, width: 72, height: 56)
    let path = CGPath(roundedRect: rect, cornerWidth: 14, cornerHeight: 14, transform: nil)
    context.addPath(path)
    context.setFillColor(CGColor(red: 0.98, green: 0.85, blue: 0.3, alpha: 1))
    context.setStrokeColor(CGColor(red: 0.55, green: 0.25, blue: 0.05, alpha: 1))
    context.setLineWidth(4)
    context.drawPath(using: .fillStroke)
    try assertSnapshot(context.makeImage(), named: "roundedRectWithStrokedBorder")
  }

  /// An 8x8 checkerboard of two colors, with a red top-left square so that orientation shows.
  func checkerboard() throws -> CGImage {
    var bytes: [UInt8] = []
    for row in 0..<8 {
      for column in 0..<8 {
        if row < 2 && column < 2 {
          bytes += [230, 30, 30, 255]
        } else if (row + column) % 2 == 0 {
          bytes += [40, 60, 140, 255]
        } else {
          bytes += [240, 240, 250, 255]
        }
      }
    }
    return try #require(image(fromRGBA: bytes, width: 8, height: 8))
  }

  @Test func imageDrawnClipped() throws {
    // A raw Quartz context (origin bottom-left): the image appears upright.
    let bitmap = try RGBABitmap(width: 96, height: 96)
    let context = bitmap.context
    context.interpolationQuality = .none
    context.addEllipse(in: CGRect(x: 8, y: 8, width: 80, height: 80))
    context.clip()
    context.draw(try checkerboard(), in: CGRect(x: 8, y: 8, width: 80, height: 80))
    try assertSnapshot(context.makeImage(), named: "imageDrawnClipped")
  }

  @Test func transparencyLayerUnderAMask() throws {
    let context = try canvas()
    // A horizontal ramp as a gray mask: transparent on the left, opaque on the right.
    let ramp = (0..<96).map { UInt8($0 * 255 / 95) }
    let mask = try #require(grayImage(ramp, width: 96, height: 1))
    context.clip(to: CGRect(x: 0, y: 0, width: 96, height: 96), mask: mask)
    context.setAlpha(0.8)
    context.beginTransparencyLayer(auxiliaryInfo: nil)
    context.setFillColor(CGColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1))
    context.fillEllipse(in: CGRect(x: 8, y: 20, width: 56, height: 56))
    context.setFillColor(CGColor(red: 0.95, green: 0.3, blue: 0.2, alpha: 1))
    context.fillEllipse(in: CGRect(x: 32, y: 20, width: 56, height: 56))
    context.endTransparencyLayer()
    try assertSnapshot(context.makeImage(), named: "transparencyLayerUnderAMask")
  }

  @Test func blurredShadow() throws {
    let context = try canvas()
    context.setShadow(
      offset: CGSize(width: 4, height: 6), blur: 10, color: CGColor(gray: 0, alpha: 0.6))
    context.setFillColor(CGColor(red: 0.3, green: 0.7, blue: 0.95, alpha: 1))
    context.addPath(
      CGPath(
        roundedRect: CGRect(x: 20, y: 18, width: 52, height: 44), cornerWidth: 8, cornerHeight: 8,
        transform: nil))
    context.fillPath()
    try assertSnapshot(context.makeImage(), named: "blurredShadow")
  }

  @Test func dashedStroke() throws {
    let context = try canvas()
    context.setStrokeColor(CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1))
    context.setLineWidth(3)
    context.setLineDash(phase: 0, lengths: [10, 5])
    context.strokeEllipse(in: CGRect(x: 12, y: 12, width: 72, height: 72))
    context.setStrokeColor(CGColor(red: 0.85, green: 0.2, blue: 0.2, alpha: 1))
    context.setLineWidth(5)
    context.setLineCap(.round)
    context.setLineDash(phase: 4, lengths: [1, 9, 12, 9])
    context.strokeLineSegments(between: [CGPoint(x: 16, y: 48), CGPoint(x: 80, y: 48)])
    try assertSnapshot(context.makeImage(), named: "dashedStroke")
  }

  @Test func blendModes() throws {
    // One cell per mode, in CGBlendMode order: a translucent magenta square
    // blended over a cyan disc on a half-transparent yellow backdrop.
    let cell: CGFloat = 40
    let columns = 7
    let rows = (CGBlendMode.allCases.count + columns - 1) / columns
    let context = try CGContext(
      size: CGSize(width: cell * CGFloat(columns), height: cell * CGFloat(rows)),
      coordinateSpace: .uiKit)
    for (index, mode) in CGBlendMode.allCases.enumerated() {
      let origin = CGPoint(x: CGFloat(index % columns) * cell, y: CGFloat(index / columns) * cell)
      context.saveGState()
      context.clip(to: CGRect(origin: origin, size: CGSize(width: cell, height: cell)))
      context.translateBy(x: origin.x, y: origin.y)
      context.setFillColor(CGColor(red: 1, green: 0.85, blue: 0.2, alpha: 0.5))
      context.fill(CGRect(x: 2, y: 2, width: 36, height: 36))
      context.setFillColor(CGColor(red: 0.1, green: 0.7, blue: 0.9, alpha: 1))
      context.fillEllipse(in: CGRect(x: 4, y: 4, width: 22, height: 22))
      context.setBlendMode(mode)
      context.setFillColor(CGColor(red: 0.9, green: 0.1, blue: 0.6, alpha: 0.75))
      context.fill(CGRect(x: 14, y: 14, width: 22, height: 22))
      context.restoreGState()
    }
    try assertSnapshot(context.makeImage(), named: "blendModes")
  }
}
