import CSDL2
import Foundation
@_spi(Platform) import OpenUIKit
import Testing

@testable import OpenUIKitSDL

/// The window icon: OpenUIKit's default when the app has no `AppIcon`, given to SDL as straight
/// (not premultiplied) ARGB, as window managers read `_NET_WM_ICON`.
@MainActor @Suite(.serialized) struct WindowIconTests {
  func pixel(_ surface: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> UInt32 {
    let pitch = Int(surface.pointee.pitch) / 4
    return surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)[y * pitch + x]
  }

  @Test func theDefaultIconIsABlueSquareWithAWhiteWindow() throws {
    let surface = try #require(WindowIcon.makeSurface(from: WindowIcon.defaultImage))
    defer { SDL_FreeSurface(surface) }
    #expect(surface.pointee.w == 64 && surface.pointee.h == 64)
    #expect(pixel(surface, 0, 0) == 0)  // outside the rounded square: clear
    #expect(pixel(surface, 15, 20) == 0xFFFF_FFFF)  // the window's frame
    let blue = pixel(surface, 6, 32)
    #expect(blue >> 24 == 0xFF && blue & 0xFF == 0xFF && (blue >> 16) & 0xFF < 0x10)
  }

  @Test func halfTransparentPixelsAreStraightened() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64), format: format)
      .image { _ in
        UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 64, height: 64))
      }
    let surface = try #require(WindowIcon.makeSurface(from: image))
    defer { SDL_FreeSurface(surface) }
    let red = pixel(surface, 10, 10)
    #expect((red >> 24) & 0xFF >= 0x7F && (red >> 24) & 0xFF <= 0x80)  // half alpha
    #expect((red >> 16) & 0xFF >= 0xFE)  // full red, not 0x80
  }
}
