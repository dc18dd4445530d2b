import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// An image with a scale, as UIKit's `UIImage`: `size` is in points, `cgImage` holds the pixels.
public final class UIImage: Sendable, CustomStringConvertible {
  /// The pixels, as decoded (not turned by ``imageOrientation``).
  public let cgImage: CGImage?
  /// Pixels per point.
  public let scale: CGFloat
  /// How the pixels are turned for display; `size`, drawing and image views follow it.
  public let imageOrientation: Orientation
  /// Whether image views show the image mirrored in right-to-left content; default `false` (see
  /// ``imageFlippedForRightToLeftLayoutDirection()``).
  public let flipsForRightToLeftLayoutDirection: Bool
  /// How the image is drawn (template or original), its tint, and what symbol it is.
  let look: ImageLook
  /// The frames of an animated image (`animatedImage(with:duration:)`); `nil` for a still one.
  public let images: [UIImage]?
  /// How long one cycle through ``images`` takes, in seconds (0 for a still image).
  public let duration: TimeInterval

  /// The size in points, as displayed: pixels divided by `scale`, width and height swapped for the
  /// orientations that turn the image a quarter.
  public var size: CGSize {
    guard let cgImage else { return .zero }
    let width = CGFloat(cgImage.width) / scale
    let height = CGFloat(cgImage.height) / scale
    return imageOrientation.swapsAxes
      ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
  }

  /// Creates an image from pixels at a scale, turned by `orientation` for display.
  ///
  /// A scale that is not finite and positive counts as 1.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    self.init(cgImage: cgImage, scale: scale, orientation: orientation, flips: false)
  }

  /// The designated initializer: every derived image keeps what it does not change.
  init(
    cgImage: CGImage?, scale: CGFloat, orientation: Orientation, flips: Bool,
    look: ImageLook = ImageLook(), images: [UIImage]? = nil, duration: TimeInterval = 0
  ) {
    self.images = images
    self.duration = duration
    self.cgImage = cgImage
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    imageOrientation = orientation
    flipsForRightToLeftLayoutDirection = flips
    self.look = look
  }

  /// Creates an image from pixels at scale 1, upright.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }

  /// An image that plays `images` in turn over `duration` seconds in an image view, as UIKit's.
  ///
  /// Its pixels and size are the first frame's. `nil` without frames; a negative or non-finite
  /// duration counts as 0 (a thirtieth of a second per frame).
  public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
    guard let first = images.first else { return nil }
    return UIImage(
      cgImage: first.cgImage, scale: first.scale, orientation: first.imageOrientation,
      flips: first.flipsForRightToLeftLayoutDirection, look: first.look, images: images,
      duration: duration.isFinite && duration > 0 ? duration : 0)
  }

  /// An empty image: no pixels, size zero.
  public convenience init() {
    self.init(cgImage: nil, scale: 1, orientation: .up, flips: false)
  }

  /// Reads a PNG or JPEG file; a name ending in `@2x` or `@3x` sets the scale, as in UIKit.
  ///
  /// `nil` for a missing or unreadable file.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data, scale: Self.scale(fromFileName: path))
  }

  /// Decodes PNG or JPEG data; `nil` for anything else or corrupt data.
  ///
  /// A JPEG's EXIF orientation becomes ``imageOrientation``, as UIKit reads it (a photo taken in
  /// portrait shows upright).
  public convenience init?(data: Data, scale: CGFloat) {
    let image: CGImage
    do {
      image = try CGImage.decode(data)
    } catch {
      // Data that is no image at all is refused silently, as UIKit does; a damaged or oversized
      // image is said once.
      if error != .unrecognizedFormat {
        Diagnostics.report("UIImage(data:)", error, module: "OpenUIKit")
      }
      return nil
    }
    self.init(cgImage: image, scale: scale, orientation: Orientation(exifOrientationOf: data))
  }

  /// Decodes PNG or JPEG data at scale 1.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// Finds `name` among a bundle's resources (`name.png`, `name@2x.png`, `name@3x.png`,
  /// `name.jpg`, `name.jpeg`; a name with its extension, `"photo.jpg"`, finds that file and its
  /// `@2x`/`@3x` variants), preferring the scale of `traitCollection` (else the highest); `nil`
  /// when none is found.
  ///
  /// `bundle` `nil` is the main bundle.
  public convenience init?(
    named name: String, in bundle: Bundle? = nil,
    compatibleWith traitCollection: UITraitCollection? = nil
  ) {
    let bundle = bundle ?? .main
    guard let directory = bundle.resourceURL ?? Optional(bundle.bundleURL) else { return nil }
    let wanted = traitCollection?.displayScale ?? 0
    let givenExtension = (name as NSString).pathExtension.lowercased()
    let hasImageExtension = Self.fileExtensions.contains(givenExtension)
    let base = hasImageExtension ? (name as NSString).deletingPathExtension : name
    let extensions = hasImageExtension ? [(name as NSString).pathExtension] : Self.fileExtensions
    var candidates: [(scale: CGFloat, url: URL)] = []
    for (suffix, scale) in [("", 1), ("@2x", 2), ("@3x", 3)] as [(String, CGFloat)] {
      for ext in extensions {
        for folder in [directory, directory.appendingPathComponent("Resources")] {
          let url = folder.appendingPathComponent("\(base)\(suffix).\(ext)")
          if FileManager.default.fileExists(atPath: url.path) { candidates.append((scale, url)) }
        }
      }
    }
    let best =
      candidates.first { $0.scale == wanted } ?? candidates.max { $0.scale < $1.scale }
    guard let best, let data = FileManager.default.contents(atPath: best.url.path) else {
      return nil
    }
    self.init(data: data, scale: best.scale)
  }

  /// The file extensions `init(named:)` tries, in order.
  static let fileExtensions = ["png", "jpg", "jpeg"]

  /// The image encoded as PNG.
  public func pngData() -> Data? { try? cgImage?.pngData() }

  /// Draws the image into the current context (`UIGraphicsGetCurrentContext()`, origin top-left),
  /// stretched into `rect` and turned by `imageOrientation`.
  public func draw(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
    context.saveGState()
    // Quartz draws images y-up; the transform maps its unit square onto `rect`, turned upright.
    context.concatenate(orientationTransform(into: rect))
    context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 1, height: 1))
    context.restoreGState()
  }

  /// Draws the image at its size with its top-left corner at `point`.
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
  public var description: String {
    let symbol = look.symbol.map { " symbol(\($0.name))" } ?? ""
    return "<UIImage \(size.width)x\(size.height) @\(scale)x\(symbol)>"
  }
}
