import Foundation
import OpenCoreGraphics

extension UIImage {
  /// How an image's pixels are turned for display, as UIKit's `UIImage.Orientation` (the EXIF
  /// orientations; raw values as UIKit's).
  public enum Orientation: Int, Sendable {
    /// The pixels as they are.
    case up = 0
    /// Turned 180°.
    case down = 1
    /// Turned 90° counterclockwise for display.
    case left = 2
    /// Turned 90° clockwise for display.
    case right = 3
    /// Flipped horizontally.
    case upMirrored = 4
    /// Flipped vertically.
    case downMirrored = 5
    /// Turned 90° clockwise, then flipped horizontally.
    case leftMirrored = 6
    /// Turned 90° counterclockwise, then flipped horizontally.
    case rightMirrored = 7

    /// Whether the displayed width is the pixels' height.
    var swapsAxes: Bool {
      switch self {
      case .left, .right, .leftMirrored, .rightMirrored: true
      default: false
      }
    }

    /// Where a point of the raw pixels lands in the displayed image, both in unit coordinates with
    /// y down: `(s, t)` maps to `(xs·s + xt·t + x0, ys·s + yt·t + y0)`.
    var unitMapping: (xs: CGFloat, xt: CGFloat, x0: CGFloat, ys: CGFloat, yt: CGFloat, y0: CGFloat)
    {
      switch self {
      case .up: (1, 0, 0, 0, 1, 0)
      case .down: (-1, 0, 1, 0, -1, 1)
      case .left: (0, 1, 0, -1, 0, 1)
      case .right: (0, -1, 1, 1, 0, 0)
      case .upMirrored: (-1, 0, 1, 0, 1, 0)
      case .downMirrored: (1, 0, 0, 0, -1, 1)
      case .leftMirrored: (0, 1, 0, 1, 0, 0)
      case .rightMirrored: (0, -1, 1, -1, 0, 1)
      }
    }

    /// The orientation of an EXIF orientation tag (1...8), `.up` for anything else.
    init(exifOrientation: Int) {
      let byTag: [Orientation] = [
        .up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored, .left,
      ]
      self = (1...8).contains(exifOrientation) ? byTag[exifOrientation - 1] : .up
    }
  }

  /// The transform that draws the raw image, as `CGContext.draw(_:in:)` places it in the unit
  /// square (row 0 at the top of a y-up square), upright and turned by `imageOrientation` into
  /// `rect` of a y-down (UIKit) user space.
  func orientationTransform(into rect: CGRect) -> CGAffineTransform {
    let m = imageOrientation.unitMapping
    // The unit square's (a, b), y up, is the raw image's (s, t) = (a, 1 - b).
    return CGAffineTransform(
      a: m.xs * rect.width, b: m.ys * rect.height, c: -m.xt * rect.width, d: -m.yt * rect.height,
      tx: rect.minX + (m.xt + m.x0) * rect.width, ty: rect.minY + (m.yt + m.y0) * rect.height)
  }

  /// The pixels turned upright for display: `cgImage` itself when the orientation is `.up`.
  ///
  /// What an image view shows, as its layer's contents; `nil` when the pixels cannot be redrawn.
  func uprightCGImage() -> CGImage? {
    guard let cgImage else { return nil }
    guard imageOrientation != .up else { return cgImage }
    let width = imageOrientation.swapsAxes ? cgImage.height : cgImage.width
    let height = imageOrientation.swapsAxes ? cgImage.width : cgImage.height
    guard
      let context = try? CGContext(
        size: CGSize(width: width, height: height), coordinateSpace: .uiKit)
    else { return nil }
    context.setBlendMode(.copy)
    context.concatenate(
      orientationTransform(into: CGRect(x: 0, y: 0, width: width, height: height)))
    context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 1, height: 1))
    return context.makeImage()
  }
}

extension UIImage.Orientation {
  /// The orientation a JPEG's EXIF block records, or `.up`.
  ///
  /// Tag 0x0112 of IFD0 in the APP1 "Exif" segment; `.up` for other formats, no tag, or a damaged
  /// block. Reads only within `data`'s bounds.
  init(exifOrientationOf data: Data) {
    self.init(exifOrientation: Self.exifOrientationTag(in: [UInt8](data.prefix(1 << 20))) ?? 1)
  }

  private static func exifOrientationTag(in bytes: [UInt8]) -> Int? {
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }  // SOI
    var offset = 2
    // Segments until the first scan: marker (FF xx), then a big-endian length that counts itself.
    while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
      let marker = bytes[offset + 1]
      if marker == 0xDA || marker == 0xD9 { return nil }  // start of scan, end of image
      let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
      let body = offset + 4
      if marker == 0xE1, length >= 8, Array(bytes[body..<body + 6]) == Array("Exif\0\0".utf8) {
        return orientation(inTIFF: Array(bytes[(body + 6)..<(offset + 2 + length)]))
      }
      offset += 2 + length
    }
    return nil
  }

  /// The orientation entry of a TIFF structure's first IFD.
  private static func orientation(inTIFF tiff: [UInt8]) -> Int? {
    guard tiff.count >= 8 else { return nil }
    let littleEndian: Bool
    switch (tiff[0], tiff[1]) {
    case (0x49, 0x49): littleEndian = true  // "II"
    case (0x4D, 0x4D): littleEndian = false  // "MM"
    default: return nil
    }
    func read(_ at: Int, _ count: Int) -> Int? {
      guard at >= 0, at + count <= tiff.count else { return nil }
      let field = tiff[at..<at + count]
      return (littleEndian ? field.reversed() : Array(field)).reduce(0) { $0 << 8 | Int($1) }
    }
    guard let ifd = read(4, 4), let entries = read(ifd, 2) else { return nil }
    for index in 0..<min(entries, 1024) {
      let entry = ifd + 2 + index * 12
      guard let tag = read(entry, 2) else { return nil }
      if tag == 0x0112 { return read(entry + 8, 2) }  // SHORT value, left-justified
    }
    return nil
  }
}
