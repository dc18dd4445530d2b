import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

// UIImage as iOS code uses it: orientations (camera photos), data, files, bundles.

/// A 3x2 image whose six pixels are distinct colors, raw row 0 at the top.
@MainActor func sixColorImage() -> CGImage {
  let renderer = UIGraphicsImageRenderer(
    size: CGSize(width: 3, height: 2),
    format: {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      return format
    }())
  let colors: [[UIColor]] = [[.red, .green, .blue], [.yellow, .cyan, .magenta]]
  return renderer.image { context in
    for (y, row) in colors.enumerated() {
      for (x, color) in row.enumerated() {
        color.setFill()
        context.fill(CGRect(x: x, y: y, width: 1, height: 1))
      }
    }
  }.cgImage!
}

/// A grid of RGBA pixels, to turn by hand as Apple's orientation pages describe.
struct Grid: Equatable {
  var rows: [[[UInt8]]]

  init(rows: [[[UInt8]]]) { self.rows = rows }

  init(_ image: CGImage) throws {
    let bytes = try rgbaPixels(of: image)
    rows = (0..<image.height).map { y in
      (0..<image.width).map { x in
        Array(bytes[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4])
      }
    }
  }

  var clockwise: Grid {
    Grid(rows: (0..<rows[0].count).map { x in rows.indices.reversed().map { rows[$0][x] } })
  }
  var counterclockwise: Grid {
    Grid(rows: rows[0].indices.reversed().map { x in rows.indices.map { rows[$0][x] } })
  }
  var flippedHorizontally: Grid { Grid(rows: rows.map { $0.reversed() }) }
  var flippedVertically: Grid { Grid(rows: rows.reversed()) }
}

@MainActor @Suite struct ImageSnippets {
  /// What Apple's documentation says each orientation does to show the pixels upright.
  func upright(_ raw: Grid, _ orientation: UIImage.Orientation) -> Grid {
    switch orientation {
    case .up: raw
    case .down: raw.clockwise.clockwise
    case .left: raw.counterclockwise
    case .right: raw.clockwise
    case .upMirrored: raw.flippedHorizontally
    case .downMirrored: raw.flippedVertically
    case .leftMirrored: raw.clockwise.flippedHorizontally
    case .rightMirrored: raw.counterclockwise.flippedHorizontally
    @unknown default: raw
    }
  }

  @Test(arguments: [
    UIImage.Orientation.up, .down, .left, .right, .upMirrored, .downMirrored, .leftMirrored,
    .rightMirrored,
  ])
  func drawingAnImageTurnsItByItsOrientation(_ orientation: UIImage.Orientation) throws {
    let raw = sixColorImage()
    let image = UIImage(cgImage: raw, scale: 1, orientation: orientation)
    #expect(image.imageOrientation == orientation)
    #expect(image.cgImage === raw)  // cgImage stays the pixels as decoded
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
      image.draw(in: CGRect(origin: .zero, size: image.size))
    }
    let expected = upright(try Grid(raw), orientation)
    #expect(try Grid(drawn.cgImage!) == expected)
    // An image view shows the same upright pixels.
    let window = UIWindow.headless(size: image.size)
    let imageView = UIImageView(image: image)
    window.addSubview(imageView)
    #expect(try Grid(window.renderImage()!) == expected)
  }

  @Test func aPortraitPhotoIsSizedAsItIsShown() {
    // The classic camera case: landscape sensor pixels, `.right` for a portrait shot.
    let image = UIImage(cgImage: sixColorImage(), scale: 2, orientation: .right)
    #expect(image.size == CGSize(width: 1, height: 1.5))
    #expect(image.scale == 2)
    #expect(UIImageView(image: image).intrinsicContentSize == CGSize(width: 1, height: 1.5))
  }

  @Test func aJPEGsExifOrientationIsRead() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../OpenCoreGraphicsTests/Fixtures/red-blue-16x8.jpg")
    let jpeg = try Data(contentsOf: fixture)
    #expect(UIImage(data: jpeg)?.imageOrientation == .up)
    // An APP1 Exif segment right after SOI: big-endian TIFF, one IFD entry, orientation 6.
    let tiff: [UInt8] = [
      0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08,  // "MM", 42, IFD0 at 8
      0x00, 0x01,  // one entry
      0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00,  // orientation 6
      0x00, 0x00, 0x00, 0x00,  // no next IFD
    ]
    let payload = Array("Exif\0\0".utf8) + tiff
    let length = payload.count + 2
    let app1: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    var tagged = Data(jpeg.prefix(2))
    tagged.append(contentsOf: app1)
    tagged.append(jpeg.dropFirst(2))
    let photo = try #require(UIImage(data: tagged))
    #expect(photo.imageOrientation == .right)  // EXIF 6: turn 90° clockwise to show
    #expect(photo.size == CGSize(width: 8, height: 16))
    // A damaged block is ignored, not trusted.
    var damaged = Data(jpeg.prefix(2))
    damaged.append(contentsOf: Array(app1.prefix(12)) + [0xFF, 0xFF])
    #expect(UIImage(data: damaged) == nil || UIImage(data: damaged)?.imageOrientation == .up)
  }

  @Test func namedFindsAFileGivenWithItsExtension() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "openuikit-named-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pixels = try #require(UIImage(cgImage: sixColorImage()).pngData())
    try pixels.write(to: folder.appendingPathComponent("photo.png"))
    try pixels.write(to: folder.appendingPathComponent("icon@2x.png"))
    let bundle = try #require(Bundle(path: folder.path))
    #expect(UIImage(named: "photo.png", in: bundle, compatibleWith: nil)?.size.width == 3)
    #expect(UIImage(named: "photo", in: bundle, compatibleWith: nil) != nil)
    #expect(UIImage(named: "icon.png", in: bundle, compatibleWith: nil)?.scale == 2)
    #expect(UIImage(named: "photo.jpg", in: bundle, compatibleWith: nil) == nil)
    #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
  }
}
