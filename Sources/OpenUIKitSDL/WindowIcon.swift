import CSDL2
import Foundation
import OpenCoreGraphics
@_spi(Platform) import OpenUIKit

/// The icon a window shows in the desktop's task bar, window switcher and title bar.
///
/// The app's icon as an iOS app names it, an `AppIcon` image among the main bundle's resources
/// (`AppIcon.png`, `AppIcon@2x.png`, …), else OpenUIKit's default: a blue rounded square with a
/// white window in it. Made once, 64 × 64 pixels, and given to SDL (which copies it) for each
/// window.
@MainActor
enum WindowIcon {
  /// The icon's side in pixels.
  static let side = 64

  /// The icon image: the app's, else the default.
  static let image: UIImage = UIImage(named: "AppIcon") ?? defaultImage

  /// OpenUIKit's default icon.
  static var defaultImage: UIImage {
    let size = CGSize(width: side, height: side)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { _ in
      UIColor.systemBlue.setFill()
      UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 60, height: 60), cornerRadius: 14).fill()
      UIColor.white.setFill()
      UIBezierPath(roundedRect: CGRect(x: 14, y: 18, width: 36, height: 28), cornerRadius: 4)
        .fill()
      UIColor.systemBlue.setFill()
      UIRectFill(CGRect(x: 17, y: 25, width: 30, height: 18))
    }
  }

  /// Sets the icon of `window`.
  static func apply(to window: OpaquePointer) {
    guard let surface = makeSurface(from: image) else { return }
    SDL_SetWindowIcon(window, surface)
    SDL_FreeSurface(surface)
  }

  /// An SDL surface (ARGB8888, straight alpha, as window managers take icons) of `image` drawn
  /// at the icon's side; `nil` when the image has no pixels.
  static func makeSurface(from image: UIImage) -> UnsafeMutablePointer<SDL_Surface>? {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(
      size: CGSize(width: side, height: side), format: format
    ).image { _ in
      image.draw(in: CGRect(x: 0, y: 0, width: side, height: side))
    }
    guard let cgImage = drawn.cgImage, cgImage.width == side, cgImage.height == side,
      cgImage.bitsPerPixel == 32, let bytes = cgImage.dataProvider?.data,
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(side), Int32(side), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    let layout = PixelLayout(cgImage.bitmapInfo)
    let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    let pitch = Int(surface.pointee.pitch) / 4
    bytes.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
      for y in 0..<side {
        for x in 0..<side {
          let offset = y * cgImage.bytesPerRow + x * 4
          let (a, r, g, b) = layout.argb(
            source[offset], source[offset + 1], source[offset + 2], source[offset + 3])
          pixels[y * pitch + x] = straight(a: a, r: r, g: g, b: b)
        }
      }
    }
    return surface
  }

  /// An ARGB8888 pixel with the color divided by alpha.
  private static func straight(a: UInt8, r: UInt8, g: UInt8, b: UInt8) -> UInt32 {
    func divide(_ c: UInt8) -> UInt32 {
      a == 0 ? 0 : min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a))
    }
    return UInt32(a) << 24 | divide(r) << 16 | divide(g) << 8 | divide(b)
  }
}

/// Where a 32-bit pixel's channels sit in memory, from a bitmap's info (premultiplied alpha).
private struct PixelLayout {
  let alphaFirst: Bool
  let littleEndian: Bool

  init(_ info: CGBitmapInfo) {
    let alpha = info.alphaInfo
    alphaFirst = alpha == .premultipliedFirst || alpha == .first || alpha == .noneSkipFirst
    littleEndian = info.byteOrderInfo == .order32Little
  }

  /// The channels of the four bytes of one pixel, in memory order.
  func argb(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8, _ b3: UInt8) -> (UInt8, UInt8, UInt8, UInt8) {
    switch (alphaFirst, littleEndian) {
    case (true, true): (b3, b2, b1, b0)  // BGRA in memory
    case (true, false): (b0, b1, b2, b3)  // ARGB
    case (false, true): (b0, b3, b2, b1)  // ABGR
    case (false, false): (b3, b0, b1, b2)  // RGBA
    }
  }
}
