import OpenUIKit
import OpenUIKitTesting
import Testing

// Helpers for the tests only. The snippets in the other files carry no isolation annotations;
// these helpers may, as test code does.

/// The RGBA bytes of the pixel at (x, y), y from the top, of an image.
func rgbaAt(_ image: CGImage?, _ x: Int, _ y: Int) throws -> [UInt8] {
  let image = try #require(image)
  let bytes = try rgbaPixels(of: image)
  let offset = (y * image.width + x) * 4
  return Array(bytes[offset..<offset + 4])
}

/// Whether two pixels differ by at most `tolerance` per channel.
func isClose(_ a: [UInt8], _ b: [UInt8], within tolerance: Int = 3) -> Bool {
  zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}

/// Whether two numbers differ by at most `tolerance`.
func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.001) -> Bool {
  abs(a - b) <= tolerance
}

/// Opaque red, blue, white and fully transparent, as premultiplied RGBA bytes.
let opaqueRed: [UInt8] = [255, 0, 0, 255]
let opaqueBlue: [UInt8] = [0, 0, 255, 255]
let opaqueWhite: [UInt8] = [255, 255, 255, 255]
let clearPixel: [UInt8] = [0, 0, 0, 0]

/// Lets the main queue run every block queued on it so far: the main actor's executor is the
/// main queue, so a block queued now runs after them, and the test resumes after it.
@MainActor
func drainMainQueue() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { continuation.resume() }
  }
}

/// A value written on another thread and read after a semaphore says it is there.
final class CrossThreadBox<Value>: @unchecked Sendable {
  var value: Value?
  var ranOnMainThread = true
  let done = DispatchSemaphore(value: 0)
}
