import Foundation
import OpenCoreGraphics

/// An image with a scale, as UIKit's `UIImage`: `size` is in points, `cgImage` holds the pixels.
public final class UIImage: Sendable, CustomStringConvertible {
  /// The pixels.
  public let cgImage: CGImage?
  /// Pixels per point.
  public let scale: CGFloat

  /// The size in points: pixels divided by `scale`.
  public var size: CGSize {
    guard let cgImage else { return .zero }
    return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
  }

  /// Creates an image from pixels at a scale.
  public init(cgImage: CGImage, scale: CGFloat = 1) {
    self.cgImage = cgImage
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  /// An empty image: no pixels, size zero.
  public init() {
    cgImage = nil
    scale = 1
  }

  /// Reads a PNG or JPEG file; a name ending in `@2x` or `@3x` sets the scale, as in UIKit.
  ///
  /// `nil` for a missing or unreadable file.
  public convenience init?(contentsOfFile path: String) {
    guard let image = try? CGImage.load(contentsOf: URL(fileURLWithPath: path)) else { return nil }
    self.init(cgImage: image, scale: Self.scale(fromFileName: path))
  }

  /// Decodes PNG or JPEG data; `nil` for anything else or corrupt data.
  public convenience init?(data: Data, scale: CGFloat = 1) {
    guard let image = try? CGImage.decode(data) else { return nil }
    self.init(cgImage: image, scale: scale)
  }

  /// Finds `name` among a bundle's resources (`name.png`, `name@2x.png`, `name@3x.png`,
  /// `name.jpg`), preferring the scale of `traitCollection` (else the highest); `nil` when none is
  /// found.
  ///
  /// `bundle` `nil` is the main bundle.
  public convenience init?(
    named name: String, in bundle: Bundle? = nil,
    compatibleWith traitCollection: UITraitCollection? = nil
  ) {
    let bundle = bundle ?? .main
    guard let directory = bundle.resourceURL ?? Optional(bundle.bundleURL) else { return nil }
    let wanted = traitCollection?.displayScale ?? 0
    var candidates: [(scale: CGFloat, url: URL)] = []
    for (suffix, scale) in [("", 1), ("@2x", 2), ("@3x", 3)] as [(String, CGFloat)] {
      for ext in ["png", "jpg", "jpeg"] {
        for folder in [directory, directory.appendingPathComponent("Resources")] {
          let url = folder.appendingPathComponent("\(name)\(suffix).\(ext)")
          if FileManager.default.fileExists(atPath: url.path) { candidates.append((scale, url)) }
        }
      }
    }
    let best =
      candidates.first { $0.scale == wanted } ?? candidates.max { $0.scale < $1.scale }
    guard let best, let image = try? CGImage.load(contentsOf: best.url) else { return nil }
    self.init(cgImage: image, scale: best.scale)
  }

  /// The image encoded as PNG.
  public func pngData() -> Data? { try? cgImage?.pngData() }

  /// Draws the image upright into the current context (`UIGraphicsGetCurrentContext()`, origin
  /// top-left), stretched into `rect`.
  @MainActor
  public func draw(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
    context.saveGState()
    // A UIKit context is flipped; Quartz draws images y-up: flip around the rect.
    context.translateBy(x: 0, y: rect.maxY)
    context.scaleBy(x: 1, y: -1)
    context.draw(cgImage, in: CGRect(x: rect.minX, y: 0, width: rect.width, height: rect.height))
    context.restoreGState()
  }

  /// Draws the image at its size with its top-left corner at `point`.
  @MainActor
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  static func scale(fromFileName path: String) -> CGFloat {
    let base = (path as NSString).deletingPathExtension
    if base.hasSuffix("@3x") { return 3 }
    if base.hasSuffix("@2x") { return 2 }
    return 1
  }

  /// Size and scale.
  public var description: String { "<UIImage \(size.width)x\(size.height) @\(scale)x>" }
}
