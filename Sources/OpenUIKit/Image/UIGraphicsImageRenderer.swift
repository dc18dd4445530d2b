import Foundation
import OpenCoreGraphics

/// The settings of a `UIGraphicsImageRenderer`.
public final class UIGraphicsImageRendererFormat {
  /// Pixels per point.
  ///
  /// Default: the main screen's scale.
  public var scale: CGFloat
  /// Whether the image is opaque (drawn over black).
  ///
  /// Default `false`.
  public var opaque = false

  /// Creates a format at the main screen's scale.
  public init() {
    scale = UIScreen.mainScreenScale
  }

  /// The default format.
  public static func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
}

/// The context a `UIGraphicsImageRenderer` hands to its drawing closure.
public final class UIGraphicsImageRendererContext {
  /// The drawing context: origin top-left, y down, scaled by the format's scale.
  public let cgContext: CGContext
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// The image drawn so far.
  public var currentImage: UIImage {
    cgContext.makeImage().map { UIImage(cgImage: $0, scale: format.scale, orientation: .up) }
      ?? UIImage()
  }

  /// Fills `rect` with the current fill color.
  public func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Fills `rect` with the current fill color in `blendMode`.
  public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }

  /// Strokes `rect` with the current stroke color.
  public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Intersects the clip with `rect`.
  public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images with a closure, as UIKit's `UIGraphicsImageRenderer`.
public final class UIGraphicsImageRenderer {
  /// The drawing area in points.
  public let bounds: CGRect
  /// The format.
  public let format: UIGraphicsImageRendererFormat

  /// Creates a renderer for `size` points in the default format.
  public convenience init(size: CGSize) {
    self.init(size: size, format: .default())
  }

  /// Creates a renderer for `size` points in `format`.
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    bounds = CGRect(origin: .zero, size: size)
    self.format = format
  }

  /// Creates a renderer for `bounds` (its origin is the drawing origin).
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
    self.bounds = bounds
    self.format = format
  }

  /// Runs `actions` with a fresh context (also current for UIKit drawing) and returns what it drew.
  ///
  /// Sizes beyond the bitmap limit give an empty image.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    guard
      let context = try? CGContext(size: bounds.size, scale: format.scale, coordinateSpace: .uiKit)
    else { return UIImage() }
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    if format.opaque {
      context.setFillColor(CGColor.black)
      context.fill(bounds)
    }
    let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
    UIGraphicsPushContext(context)
    actions(rendererContext)
    UIGraphicsPopContext()
    return rendererContext.currentImage
  }

  /// Runs `actions` and returns the image as PNG data.
  public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }
}

/// Image contexts opened with `UIGraphicsBeginImageContextWithOptions`, one stack per thread.
enum ImageContextStack {
  static let storage = PerThread<[(context: CGContext, scale: CGFloat)]>("ImageContextStack") { [] }
  /// The calling thread's stack.
  static var scales: [(context: CGContext, scale: CGFloat)] {
    get { storage.value }
    set { storage.value = newValue }
  }
}

/// Starts an image context of `size` points and makes it current; `scale` 0 means the main screen's
/// scale; an opaque context starts black.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let scale = scale > 0 ? scale : UIScreen.mainScreenScale
  guard let context = try? CGContext(size: size, scale: scale, coordinateSpace: .uiKit) else {
    return
  }
  if opaque {
    context.setFillColor(CGColor.black)
    context.fill(CGRect(origin: .zero, size: size))
  }
  ImageContextStack.scales.append((context, scale))
  UIGraphicsPushContext(context)
}

/// Starts an image context at scale 1, not opaque.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the current image context; `nil` outside one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let top = ImageContextStack.scales.last, top.context === UIGraphicsGetCurrentContext(),
    let image = top.context.makeImage()
  else { return nil }
  return UIImage(cgImage: image, scale: top.scale, orientation: .up)
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
  guard let top = ImageContextStack.scales.popLast() else { return }
  if UIGraphicsGetCurrentContext() === top.context { UIGraphicsPopContext() }
}
