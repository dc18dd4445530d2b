import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@Suite struct ImageCodecTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// A 3x2 image with distinct, partly transparent pixels.
  func sampleImage() throws -> CGImage {
    try #require(
      image(
        fromRGBA: [
          255, 0, 0, 255, 0, 128, 0, 128, 0, 0, 0, 0,
          0, 0, 255, 255, 10, 20, 30, 255, 64, 64, 64, 64,
        ], width: 3, height: 2))
  }

  @Test func pngRoundTripKeepsPixels() throws {
    let original = try sampleImage()
    let data = try original.pngData()
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let decoded = try CGImage.decode(data)
    #expect(decoded.width == 3 && decoded.height == 2)
    #expect(try rgbaPixels(of: decoded) == rgbaPixels(of: original))
    let viaProvider = try #require(
      CGImage(
        pngDataProviderSource: try provider(data), decode: nil,
        shouldInterpolate: true, intent: .defaultIntent))
    #expect(try rgbaPixels(of: viaProvider) == rgbaPixels(of: original))
  }

  @Test(arguments: ["red-blue-16x8.jpg", "red-blue-16x8-cmyk.jpg"])
  func jpegDecodes(file: String) throws {
    let image = try CGImage.load(contentsOf: Self.fixtures.appendingPathComponent(file))
    #expect(image.width == 16 && image.height == 8)
    let pixels = try rgbaPixels(of: image)
    let left = Array(pixels[(4 * 16 + 2) * 4..<(4 * 16 + 2) * 4 + 4])
    let right = Array(pixels[(4 * 16 + 13) * 4..<(4 * 16 + 13) * 4 + 4])
    #expect(left[0] > 200 && left[2] < 60 && left[3] == 255, "left: \(left)")
    #expect(right[2] > 200 && right[0] < 60 && right[3] == 255, "right: \(right)")
  }

  @Test func croppingUsesTopLeftPixelCoordinatesAndKeepsTheLayout() throws {
    let cropped = try #require(
      try sampleImage().cropping(to: CGRect(x: 1, y: 1, width: 5, height: 5)))
    #expect(cropped.width == 2 && cropped.height == 1)
    #expect(try rgbaPixels(of: cropped) == [10, 20, 30, 255, 64, 64, 64, 64])
    #expect(cropped.alphaInfo == .premultipliedLast)
    #expect([UInt8](try #require(cropped.dataProvider?.data)) == [10, 20, 30, 255, 64, 64, 64, 64])
    #expect(try sampleImage().cropping(to: CGRect(x: 10, y: 10, width: 1, height: 1)) == nil)
  }

  @Test func dataProviderReturnsTheDeclaredLayoutByteForByte() throws {
    // Straight (non-premultiplied) alpha must come back unchanged.
    let bytes: [UInt8] = [200, 100, 50, 10, 1, 2, 3, 255]
    let image = try #require(
      CGImage(
        width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
        provider: try provider(Data(bytes)), decode: nil, shouldInterpolate: true,
        intent: .defaultIntent))
    #expect([UInt8](try #require(image.dataProvider?.data)) == bytes)
    // Drawn, it is premultiplied: 200 * 10 / 255 ≈ 8.
    #expect(Array(try rgbaPixels(of: image)[0..<4]) == [8, 4, 2, 10])
  }

  @Test func decodeArraysInvertComponents() throws {
    let inverted = try #require(grayImage([255], width: 1, height: 1, decode: [1, 0]))
    #expect(try rgbaPixels(of: inverted) == [0, 0, 0, 255])
  }
}

/// Bad input never traps: it gives nil, a thrown error, or a documented clamp.
@Suite struct BadInputTests {
  @Test func corruptAndTruncatedFilesThrow() throws {
    let png = try #require(
      image(fromRGBA: [UInt8](repeating: 200, count: 64 * 4), width: 8, height: 8)
    ).pngData()
    #expect(throws: CGImageCodecError.self) { try CGImage.decode(png.prefix(png.count / 2)) }
    #expect(throws: CGImageCodecError.self) { try CGImage.decode(png.prefix(20)) }
    var damaged = png
    damaged[40] ^= 0xFF
    damaged[41] ^= 0xFF
    #expect(throws: CGImageCodecError.self) { try CGImage.decode(damaged) }
    #expect(throws: CGImageCodecError.unrecognizedFormat) { try CGImage.decode(Data("hello".utf8)) }
    #expect(throws: CGImageCodecError.unrecognizedFormat) { try CGImage.decode(Data()) }
    let jpeg = try Data(
      contentsOf: ImageCodecTests.fixtures.appendingPathComponent("red-blue-16x8.jpg"))
    #expect(throws: CGImageCodecError.self) { try CGImage.decode(jpeg.prefix(jpeg.count - 40)) }
    #expect(throws: CGImageCodecError.self) { try CGImage.decode(jpeg.prefix(3)) }
    #expect(
      CGImage(
        jpegDataProviderSource: try provider(jpeg.prefix(100)), decode: nil,
        shouldInterpolate: true, intent: .defaultIntent) == nil)
  }

  @Test func hugeDeclaredSizesAreRefusedBeforeAllocating() throws {
    // A PNG header claiming 100000 x 100000 pixels.
    var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    header.append(contentsOf: Array("IHDR".utf8))
    header.append(contentsOf: [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0])
    #expect(
      throws: CGImageCodecError.refused(.tooLarge(width: 100_000, height: 100_000, limit: 16384))
    ) {
      try CGImage.decode(header)
    }
    #expect(throws: CGBitmapError.tooLarge(width: 20000, height: 20000, limit: 16384)) {
      try CGContext(size: CGSize(width: 10000, height: 10000), scale: 2)
    }
    #expect(
      CGContext(
        data: nil, width: 1 << 20, height: 1 << 20, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    #expect(
      CGImage(
        width: 100_000, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 400_000,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: 1),
        provider: try provider(Data()), decode: nil, shouldInterpolate: true,
        intent: .defaultIntent) == nil)
  }

  @Test func aProviderOverCallerBytesCopiesThemAndCallsReleaseWhenItGoesAway() throws {
    final class Counter { var releases = 0 }
    let counter = Counter()
    var bytes: [UInt8] = [255, 0, 0, 255]
    var provider: CGDataProvider? = try bytes.withUnsafeBytes { buffer in
      CGDataProvider(
        dataInfo: Unmanaged.passUnretained(counter).toOpaque(),
        data: try #require(buffer.baseAddress), size: 4,
        releaseData: { info, _, size in
          guard let info, size == 4 else { return }
          Unmanaged<Counter>.fromOpaque(info).takeUnretainedValue().releases += 1
        })
    }
    bytes[0] = 0  // the provider copied the bytes
    #expect(provider?.data == Data([255, 0, 0, 255]))
    #expect(counter.releases == 0)
    provider = nil
    #expect(counter.releases == 1)
  }

  /// An RGB bitmap context with owned memory, or `nil` as Quartz refuses it.
  func rgbContext(
    width: Int = 4, bitsPerComponent: Int = 8, bytesPerRow: Int = 0,
    alpha: CGImageAlphaInfo = .premultipliedLast
  ) -> CGContext? {
    CGContext(
      data: nil, width: width, height: 4, bitsPerComponent: bitsPerComponent,
      bytesPerRow: bytesPerRow, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: alpha.rawValue)
  }

  @Test func unsupportedParametersGiveNil() throws {
    let space = CGColorSpaceCreateDeviceRGB()
    #expect(rgbContext() != nil)
    // Straight alpha is not a bitmap-context format in Quartz.
    #expect(rgbContext(alpha: .last) == nil)
    #expect(rgbContext(bitsPerComponent: 16) == nil)
    #expect(rgbContext(bytesPerRow: 8) == nil)
    #expect(rgbContext(width: -1) == nil)
    // Too few bytes for the image.
    #expect(
      CGImage(
        width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16, space: space,
        bitmapInfo: CGBitmapInfo(rawValue: 1),
        provider: try provider(Data(count: 10)), decode: nil,
        shouldInterpolate: true, intent: .defaultIntent) == nil)
  }

  @Test func zeroSizedContextsDrawNothingAndDoNotCrash() throws {
    let empty = try CGContext(size: .zero)
    empty.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    empty.setShadow(offset: .zero, blur: 3)
    empty.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(empty.makeImage() == nil)
    #expect(empty.data == nil)
    let nan = try CGContext(size: CGSize(width: CGFloat.nan, height: -5))
    #expect(nan.width == 0 && nan.height == 0)
  }

  @Test func nonFiniteGeometryAndSingularTransformsAreIgnored() throws {
    let bitmap = try RGBABitmap(width: 4, height: 4)
    let context = bitmap.context
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2))
    context.fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 2))
    context.addArc(
      center: CGPoint(x: 2, y: 2), radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
    context.translateBy(x: .nan, y: 0)
    context.setLineWidth(-3)
    context.setLineDash(phase: 0, lengths: [0, 0])
    context.setShadow(offset: CGSize(width: CGFloat.infinity, height: 0), blur: 2)
    context.saveGState()
    context.scaleBy(x: 0, y: 0)
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))  // singular CTM: draws nothing
    #expect(bitmap.pixel(1, 1) == [0, 0, 0, 0])
    context.restoreGState()
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))  // and the context still works
    #expect(bitmap.pixel(1, 1) == [255, 0, 0, 255])
    #expect(context.ctm == .identity)
  }
}

/// A data provider over `bytes` (Quartz declares the initializer failable).
func provider(_ bytes: Data) throws -> CGDataProvider {
  try #require(CGDataProvider(data: bytes as CFData))
}
