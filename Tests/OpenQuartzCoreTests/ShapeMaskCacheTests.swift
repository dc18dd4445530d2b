import Foundation
import OpenCoreGraphics
import Testing

@testable import OpenQuartzCore

/// The shape-mask cache answers a repeated key from its last lookup, by identity.
@MainActor @Suite struct ShapeMaskCacheTests {
  func body(_ background: CGColor?, _ border: CGColor?) -> ShapeMaskCache.Key {
    .body(
      size: .init(CGSize(width: 8, height: 6)), radius: 0, corners: 15, width: 1,
      background: background, border: border, scale: 1)
  }

  @Test func keysWithTheSameColorObjectsAreTheSame() {
    let fill = rgb(1, 1, 1)
    let border = rgb(0.5, 0.5, 0.5)
    #expect(ShapeMaskCache.isSame(body(fill, border), body(fill, border)))
    #expect(ShapeMaskCache.isSame(body(nil, border), body(nil, border)))
    // Equal colors in other objects: not the same by identity (the cache then hashes), though
    // equal as keys.
    #expect(!ShapeMaskCache.isSame(body(rgb(1, 1, 1), border), body(fill, border)))
    #expect(body(rgb(1, 1, 1), border) == body(fill, border))
    #expect(!ShapeMaskCache.isSame(body(fill, border), body(border, fill)))
    #expect(!ShapeMaskCache.isSame(body(fill, nil), body(fill, border)))
    let ring = ShapeMaskCache.Key.ring(
      size: .init(CGSize(width: 8, height: 6)), radius: 0, corners: 15, width: 1, scale: 1)
    #expect(ShapeMaskCache.isSame(ring, ring))
    #expect(!ShapeMaskCache.isSame(ring, body(fill, border)))
  }

  @Test func aRepeatedKeyIsAnsweredWithoutMakingAgain() throws {
    let cache = ShapeMaskCache()
    var made = 0
    func make() -> RasterSurface? {
      made += 1
      return RasterSurface(covering: CGRect(x: 0, y: 0, width: 8, height: 6), scale: 1)
    }
    let fill = rgb(1, 1, 1)
    let first = try #require(cache.mask(for: body(fill, nil), make: make))
    #expect(cache.mask(for: body(fill, nil), make: make) === first)
    // An equal key in other color objects finds the same mask through the table.
    #expect(cache.mask(for: body(rgb(1, 1, 1), nil), make: make) === first)
    let other = try #require(cache.mask(for: body(rgb(0, 0, 0), nil), make: make))
    #expect(other !== first)
    #expect(cache.mask(for: body(fill, nil), make: make) === first)
    #expect(made == 2)
    cache.removeAll()
    _ = cache.mask(for: body(fill, nil), make: make)
    #expect(made == 3)
  }
}
