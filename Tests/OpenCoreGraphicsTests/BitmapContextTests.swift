import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKitTesting
import Testing

/// The bitmap API as iOS pixel code uses it: caller memory, layouts, and Quartz's bottom-left
/// origin.
@Suite struct BitmapContextTests {
  @Test func quartzOriginIsBottomLeftAndRowZeroIsTheTop() throws {
    let bitmap = try RGBABitmap(width: 4, height: 4)
    bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))  // y = 0 is the bottom row
    #expect(bitmap.pixel(0, 3) == [255, 0, 0, 255])
    #expect(bitmap.pixel(0, 0) == [0, 0, 0, 0])
    #expect(bitmap.context.ctm == .identity)
  }

  @Test func callerMemoryIsReadBeforeAndWrittenAfterEachDrawingCall() throws {
    let bitmap = try RGBABitmap(width: 4, height: 4)
    // Fill the buffer with opaque blue by hand, then draw over part of it.
    for pixel in 0..<16 {
      bitmap.bytes[pixel * 4 + 2] = 255
      bitmap.bytes[pixel * 4 + 3] = 255
    }
    bitmap.context.setFillColor(red: 0, green: 1, blue: 0, alpha: 0.5)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(bitmap.pixel(3, 0) == [0, 0, 255, 255])  // untouched
    let blended = bitmap.pixel(0, 3)  // green at 50% over blue
    #expect(
      blended[0] == 0 && abs(Int(blended[1]) - 128) <= 1 && abs(Int(blended[2]) - 127) <= 1
        && blended[3] == 255)
    #expect(bitmap.context.data == UnsafeMutableRawPointer(bitmap.bytes.baseAddress))
  }

  @Test(arguments: [
    (CGImageAlphaInfo.premultipliedLast, CGBitmapInfo.byteOrderDefault, [UInt8]([255, 0, 0, 255])),
    (.premultipliedFirst, .byteOrderDefault, [255, 255, 0, 0]),
    (.premultipliedFirst, .byteOrder32Little, [0, 0, 255, 255]),
    (.premultipliedLast, .byteOrder32Little, [255, 0, 0, 255]),
    (.noneSkipLast, .byteOrderDefault, [255, 0, 0, 255]),
    (.noneSkipFirst, .byteOrder32Little, [0, 0, 255, 255]),
  ])
  func pixelLayoutsPutChannelsWhereQuartzDoes(
    alpha: CGImageAlphaInfo, order: CGBitmapInfo, red: [UInt8]
  ) throws {
    var bytes = [UInt8](repeating: 0, count: 4)
    try bytes.withUnsafeMutableBytes { buffer in
      let context = try #require(
        CGContext(
          data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: alpha.rawValue | order.rawValue))
      context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(bytes == red)
  }

  @Test func premultipliedLastStoresPremultipliedColor() throws {
    let bitmap = try RGBABitmap(width: 1, height: 1)
    bitmap.context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let p = bitmap.pixel(0, 0)
    #expect(
      abs(Int(p[0]) - 128) <= 1 && abs(Int(p[1]) - 64) <= 1 && p[2] == 0
        && abs(Int(p[3]) - 128) <= 1)
  }

  @Test func grayAndAlphaOnlyContexts() throws {
    var gray = [UInt8](repeating: 0, count: 6)
    try draw(
      into: &gray, width: 3, height: 2, bytesPerRow: 3, space: CGColorSpaceCreateDeviceGray(),
      bitmapInfo: CGImageAlphaInfo.none.rawValue
    ) { context in
      context.setFillColor(gray: 0.5, alpha: 1)
      context.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
    }
    #expect(gray == [0, 0, 0, 128, 128, 128])
    // Odd width and bytesPerRow == width: not cairo's alignment, still exact.
    var alpha = [UInt8](repeating: 0, count: 6)
    try draw(
      into: &alpha, width: 3, height: 2, bytesPerRow: 3, space: CGColorSpaceCreateDeviceGray(),
      bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue
    ) { context in
      context.setFillColor(gray: 0, alpha: 0.5)
      context.fill(CGRect(x: 1, y: 1, width: 2, height: 1))
    }
    #expect(alpha == [0, 128, 128, 0, 0, 0])
  }

  @Test func nilDataGivesOwnedZeroedMemory() throws {
    let context = try #require(
      CGContext(
        data: nil, width: 5, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    #expect(context.bytesPerRow >= 20)
    let data = try #require(context.data)
    #expect(
      (0..<context.bytesPerRow * 3).allSatisfy {
        data.load(fromByteOffset: $0, as: UInt8.self) == 0
      })
    context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 5, height: 3))
    #expect(data.load(fromByteOffset: 2, as: UInt8.self) == 255)
  }

  @Test func makeImageKeepsTheContextLayoutAndBytes() throws {
    let bitmap = try RGBABitmap(width: 3, height: 2)
    bitmap.context.setFillColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let image = try #require(bitmap.context.makeImage())
    #expect(image.alphaInfo == .premultipliedLast)
    #expect(image.bytesPerRow == 12)
    let data = try #require(image.dataProvider?.data)
    #expect([UInt8](data) == [UInt8](bitmap.bytes))
  }

  /// A layer's backing store: the image takes the context's pixels without a copy, and the
  /// context draws nothing after (an image never changes).
  @Test func anImageEndingDrawingTakesThePixelsAndFreezesThem() throws {
    let context = try CGContext(size: CGSize(width: 3, height: 2), scale: 2)
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let copy = try #require(context.makeImage())
    let image = try #require(context.makeImageEndingDrawing())
    #expect(image.width == 6 && image.height == 4)
    #expect(image.alphaInfo == copy.alphaInfo && image.bytesPerRow == copy.bytesPerRow)
    let pixels = try rgbaPixels(of: image)
    #expect(pixels == (try rgbaPixels(of: copy)))
    #expect(Array(pixels[(3 * 6 * 4)..<(3 * 6 * 4 + 4)]) == [255, 0, 0, 255])  // bottom-left
    context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
    #expect((try rgbaPixels(of: image)) == pixels)
    // A context in another layout copies, as makeImage does.
    let bitmap = try RGBABitmap(width: 2, height: 1)
    bitmap.context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
    bitmap.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let other = try #require(bitmap.context.makeImageEndingDrawing())
    #expect((try rgbaPixels(of: other)) == [0, 255, 0, 255, 0, 0, 0, 0])
  }

  @Test func imagesAreDrawnUprightInQuartzSpaceAndFlippedInUIKitSpace() throws {
    // A 1x2 image: top pixel red, bottom pixel blue (rows top first).
    let source = try #require(
      image(fromRGBA: [255, 0, 0, 255, 0, 0, 255, 255], width: 1, height: 2))
    let quartz = try RGBABitmap(width: 1, height: 2)
    quartz.context.draw(source, in: CGRect(x: 0, y: 0, width: 1, height: 2))
    #expect(quartz.pixel(0, 0) == [255, 0, 0, 255])
    #expect(quartz.pixel(0, 1) == [0, 0, 255, 255])
    // A UIKit-style context (top-left origin) shows it upside down, as on iOS.
    let uikit = try CGContext(size: CGSize(width: 1, height: 2), coordinateSpace: .uiKit)
    uikit.draw(source, in: CGRect(x: 0, y: 0, width: 1, height: 2))
    let pixels = try rgbaPixels(of: try #require(uikit.makeImage()))
    #expect(Array(pixels[0..<4]) == [0, 0, 255, 255])
    // Flipping first, as iOS code does, draws it upright.
    let fixed = try CGContext(size: CGSize(width: 1, height: 2), coordinateSpace: .uiKit)
    fixed.translateBy(x: 0, y: 2)
    fixed.scaleBy(x: 1, y: -1)
    fixed.draw(source, in: CGRect(x: 0, y: 0, width: 1, height: 2))
    #expect(Array(try rgbaPixels(of: try #require(fixed.makeImage()))[0..<4]) == [255, 0, 0, 255])
  }

  @Test func uikitContextsReportAFlippedScaledCTM() throws {
    let context = try CGContext(
      size: CGSize(width: 10, height: 5), scale: 2, coordinateSpace: .uiKit)
    #expect(context.width == 20 && context.height == 10)
    #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 10))
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 1))  // the top point row
    let pixels = try rgbaPixels(of: try #require(context.makeImage()))
    #expect(Array(pixels[0..<4]) == [255, 0, 0, 255])
    #expect(Array(pixels[(9 * 20) * 4..<(9 * 20) * 4 + 4]) == [0, 0, 0, 0])
    #expect(Array(pixels[(1 * 20) * 4..<(1 * 20) * 4 + 4]) == [255, 0, 0, 255])
  }

  @Test func graphicsStateSaveAndRestore() throws {
    let bitmap = try RGBABitmap(width: 2, height: 1)
    let context = bitmap.context
    context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
    context.saveGState()
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.translateBy(x: 1, y: 0)
    context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
    context.restoreGState()
    context.restoreGState()  // unbalanced: ignored
    #expect(context.ctm == .identity)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    #expect(bitmap.pixel(0, 0) == [0, 255, 0, 255])
    #expect(bitmap.pixel(1, 0) == [0, 255, 0, 255])
  }

  @Test func pathsKeepTheCTMOfWhenTheyWereBuilt() throws {
    let bitmap = try RGBABitmap(width: 4, height: 1)
    let context = bitmap.context
    context.translateBy(x: 2, y: 0)
    context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
    context.translateBy(x: -2, y: 0)  // does not move the path already built
    #expect(context.boundingBoxOfPath == CGRect(x: 2, y: 0, width: 1, height: 1))
    context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
    context.fillPath()
    #expect(context.isPathEmpty)
    #expect(bitmap.pixel(2, 0) == [255, 255, 255, 255])
    #expect(bitmap.pixel(0, 0) == [0, 0, 0, 0])
  }

  @Test func readmeExampleBehavesAsDescribed() throws {
    var pixels = [UInt8](repeating: 0, count: 64 * 64 * 4)
    try pixels.withUnsafeMutableBytes { buffer in
      let context = try #require(
        CGContext(
          data: buffer.baseAddress, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 256,
          space: CGColorSpaceCreateDeviceRGB(),
          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
      context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
      context.fill(CGRect(x: 0, y: 0, width: 64, height: 32))
    }
    #expect(pixels[32 * 256] == 255)
    #expect(pixels[31 * 256] == 0)
  }
}
