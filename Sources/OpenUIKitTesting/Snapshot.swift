import Foundation
import OpenCoreGraphics
import Testing

/// Compares an image with the reference PNG `Snapshots/<name>.png` beside the tests, per channel
/// within `tolerance` (0-255).
///
/// A missing reference, or `RECORD_SNAPSHOTS=1`, records the image (creating the `Snapshots`
/// folder when needed) and fails the test with a message naming the file, so a new reference is
/// always looked at before it is accepted: the next run compares against it. On a mismatch the
/// actual image and a diff (differing pixels in red over a faded copy) are written to
/// `SnapshotFailures/` at the package root, and the failure names them.
public func assertSnapshot(
  _ image: CGImage?, named name: String, tolerance: Int = 2,
  filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let image = try #require(
    image, "nothing was rendered for \(name)", sourceLocation: sourceLocation)
  let testsDirectory = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
  let snapshots = snapshotsDirectory(from: testsDirectory)
  let reference = snapshots.appendingPathComponent("\(name).png")
  let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  if record || !FileManager.default.fileExists(atPath: reference.path) {
    try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try image.writePNG(to: reference)
    Issue.record(
      SnapshotIssue.recorded(reference.path, replaced: record), sourceLocation: sourceLocation)
    return
  }
  let expected = try CGImage.load(contentsOf: reference)
  guard expected.width == image.width, expected.height == image.height else {
    let failures = try writeFailure(name, actual: image, diff: nil, near: snapshots)
    Issue.record(
      SnapshotIssue.differentSize(
        name, actual: (image.width, image.height), reference: (expected.width, expected.height),
        see: failures.path),
      sourceLocation: sourceLocation)
    return
  }
  let actualPixels = try rgbaPixels(of: image)
  let expectedPixels = try rgbaPixels(of: expected)
  var worst = 0
  var differing = 0
  var diff = [UInt8](repeating: 0, count: actualPixels.count)
  for pixel in stride(from: 0, to: actualPixels.count, by: 4) {
    var largest = 0
    for channel in 0..<4 {
      largest = max(
        largest, abs(Int(actualPixels[pixel + channel]) - Int(expectedPixels[pixel + channel])))
    }
    worst = max(worst, largest)
    if largest > tolerance {
      differing += 1
      diff[pixel] = 255
      diff[pixel + 3] = 255
    } else {
      let faded = UInt8(min(255, 170 + Int(expectedPixels[pixel + 1]) / 3))
      (diff[pixel], diff[pixel + 1], diff[pixel + 2], diff[pixel + 3]) = (faded, faded, faded, 255)
    }
  }
  if differing > 0 {
    let diffImage = OpenUIKitTesting.image(
      fromRGBA: diff, width: image.width, height: image.height)
    let failures = try writeFailure(name, actual: image, diff: diffImage, near: snapshots)
    Issue.record(
      SnapshotIssue.differentPixels(
        name, count: differing, tolerance: tolerance, worst: worst, see: failures.path),
      sourceLocation: sourceLocation)
  }
}

/// Why a snapshot assertion failed, said in the failure's first line.
enum SnapshotIssue: Error, CustomStringConvertible {
  case recorded(String, replaced: Bool)
  case differentSize(String, actual: (Int, Int), reference: (Int, Int), see: String)
  case differentPixels(String, count: Int, tolerance: Int, worst: Int, see: String)

  var description: String {
    switch self {
    case .recorded(let path, let replaced):
      return
        "\(replaced ? "Re-recorded" : "Recorded a new") reference image \(path). Look at it; if "
        + "it is right, run the tests again to accept it (the next run compares against it). "
        + "Delete it, or set RECORD_SNAPSHOTS=1, to record again."
    case .differentSize(let name, let actual, let reference, let see):
      return
        "\(name): the image is \(actual.0)x\(actual.1), the reference \(reference.0)x"
        + "\(reference.1); the image is in \(see)/\(name)-actual.png"
    case .differentPixels(let name, let count, let tolerance, let worst, let see):
      return
        "\(name): \(count) pixels differ by more than \(tolerance) (worst \(worst)); see "
        + "\(see)/\(name)-actual.png and \(name)-diff.png. If the new image is right, record it "
        + "with RECORD_SNAPSHOTS=1."
    }
  }
}

/// The image's pixels as premultiplied RGBA bytes, top row first.
public func rgbaPixels(of image: CGImage) throws -> [UInt8] {
  var bytes = [UInt8](repeating: 0, count: image.width * image.height * 4)
  try bytes.withUnsafeMutableBytes { buffer in
    let context = try #require(
      CGContext(
        data: buffer.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
        bytesPerRow: image.width * 4, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    context.setBlendMode(.copy)
    context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
  }
  return bytes
}

/// An image over premultiplied RGBA bytes, top row first.
public func image(fromRGBA bytes: [UInt8], width: Int, height: Int) -> CGImage? {
  guard let provider = CGDataProvider(data: Data(bytes) as CFData) else { return nil }
  return CGImage(
    width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
    space: CGColorSpaceCreateDeviceRGB(),
    bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
    provider: provider, decode: nil, shouldInterpolate: false,
    intent: .defaultIntent)
}

/// `Tests/<Target>/Snapshots` for a test file anywhere under `Tests/<Target>/`;
/// `Snapshots` beside the test file when it is not under a `Tests` folder.
func snapshotsDirectory(from testsDirectory: URL) -> URL {
  var directory = testsDirectory
  while directory.deletingLastPathComponent().lastPathComponent != "Tests", directory.path != "/" {
    directory.deleteLastPathComponent()
  }
  if directory.path == "/" { return testsDirectory.appendingPathComponent("Snapshots") }
  return directory.appendingPathComponent("Snapshots")
}

/// Writes the actual image and the diff to `SnapshotFailures/` at the package root, and returns
/// that folder.
private func writeFailure(_ name: String, actual: CGImage, diff: CGImage?, near snapshots: URL)
  throws -> URL
{
  let packageRoot = snapshots.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()  // Snapshots -> <Target> -> Tests -> root
  let failures = packageRoot.appendingPathComponent("SnapshotFailures")
  try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
  try actual.writePNG(to: failures.appendingPathComponent("\(name)-actual.png"))
  try diff?.writePNG(to: failures.appendingPathComponent("\(name)-diff.png"))
  return failures
}

/// A context over owned RGBA bytes for tests that read pixels back.
public final class RGBABitmap {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The pixels, premultiplied RGBA, row 0 at the top.
  public var bytes: UnsafeMutableRawBufferPointer
  /// A `CGContext(data:…)` over ``bytes`` (Quartz origin: bottom-left).
  public let context: CGContext

  /// Allocates zeroed pixels and wraps them in a context.
  public init(width: Int, height: Int, alphaInfo: CGImageAlphaInfo = .premultipliedLast) throws {
    self.width = width
    self.height = height
    bytes = .allocate(byteCount: width * height * 4, alignment: 16)
    bytes.initializeMemory(as: UInt8.self, repeating: 0)
    context = try #require(
      CGContext(
        data: bytes.baseAddress, width: width, height: height, bitsPerComponent: 8,
        bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: alphaInfo.rawValue))
  }

  deinit { bytes.deallocate() }

  /// The four bytes of the pixel at column `x`, memory row `row` (0 = top).
  public func pixel(_ x: Int, _ row: Int) -> [UInt8] {
    let offset = (row * width + x) * 4
    return Array(bytes[offset..<offset + 4])
  }
}

/// A gray image without alpha over `bytes`, one byte per pixel, top row first.
public func grayImage(_ bytes: [UInt8], width: Int, height: Int, decode: [CGFloat]? = nil)
  -> CGImage?
{
  guard let provider = CGDataProvider(data: Data(bytes) as CFData) else { return nil }
  return CGImage(
    width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: width,
    space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: 0),
    provider: provider, decode: decode,
    shouldInterpolate: true, intent: .defaultIntent)
}

/// Wraps `bytes` in a `CGContext(data:…)`, as iOS pixel code does, and draws into it.
public func draw(
  into bytes: inout [UInt8], width: Int, height: Int, bytesPerRow: Int, space: CGColorSpace,
  bitmapInfo: UInt32, _ body: (CGContext) -> Void
) throws {
  try bytes.withUnsafeMutableBytes { buffer in
    let context = try #require(
      CGContext(
        data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
        bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo))
    body(context)
  }
}
