import OpenUIKit
import OpenUIKitTesting
import Testing

/// The RGBA pixel at (x, y), y from the top, of an image.
@MainActor
func pixel(_ image: CGImage?, _ x: Int, _ y: Int) throws -> [UInt8] {
  let image = try #require(image)
  let bytes = try rgbaPixels(of: image)
  let offset = (y * image.width + x) * 4
  return Array(bytes[offset..<offset + 4])
}

/// Whether two pixels differ by at most `tolerance` per channel.
func close(_ a: [UInt8], _ b: [UInt8], within tolerance: Int = 2) -> Bool {
  zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}

/// Opaque white, black and the primary colors, as RGBA bytes.
let white: [UInt8] = [255, 255, 255, 255]
let black: [UInt8] = [0, 0, 0, 255]
let red: [UInt8] = [255, 0, 0, 255]
let blue: [UInt8] = [0, 0, 255, 255]
let transparent: [UInt8] = [0, 0, 0, 0]
