import OpenUIKit
import OpenUIKitTesting
import Testing

// Drawing code as Swift 5 apps and libraries write it: a PaintCode-generated `StyleKit` (class
// funcs drawing with `UIGraphicsGetCurrentContext()`, `setFill()` and `UIBezierPath.fill()`, a
// cached image made in an image context, a resizing enum), called from `draw(_:)` and from a
// `UIGraphicsImageRenderer`; the `UIColor(hex:)` and `getRed` helpers every app has; and `UIImage`
// helpers on `UIGraphicsBeginImageContextWithOptions`, also called on a background queue.
// Isolation pattern: UIKit's drawing API from nonisolated class funcs, free functions, extensions
// and other threads.
//
// PaintCode writes `@objc dynamic public class func` and `@objc(StyleKitResizingBehavior)`;
// Linux has no Objective-C runtime, so those attributes are dropped.

// MARK: - Library code: the style kit

public class StyleKit: NSObject {
  //// Cache

  private struct Cache {
    static let badgeFill: UIColor = UIColor(red: 1.000, green: 0.000, blue: 0.000, alpha: 1.000)
    static let badgeMark: UIColor = UIColor(red: 0.000, green: 0.000, blue: 1.000, alpha: 1.000)
    static var imageOfBadge: UIImage?
  }

  //// Colors

  public class var badgeFill: UIColor { return Cache.badgeFill }
  public class var badgeMark: UIColor { return Cache.badgeMark }

  //// Drawing Methods

  public class func drawBadge(
    frame targetFrame: CGRect = CGRect(x: 0, y: 0, width: 40, height: 40),
    resizing: ResizingBehavior = .aspectFit
  ) {
    //// General Declarations
    let context = UIGraphicsGetCurrentContext()!

    //// Resize to Target Frame
    context.saveGState()
    let resizedFrame: CGRect = resizing.apply(
      rect: CGRect(x: 0, y: 0, width: 40, height: 40), target: targetFrame)
    context.translateBy(x: resizedFrame.minX, y: resizedFrame.minY)
    context.scaleBy(x: resizedFrame.width / 40, y: resizedFrame.height / 40)

    //// Oval Drawing
    let ovalPath = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40))
    StyleKit.badgeFill.setFill()
    ovalPath.fill()

    //// Bar Drawing
    let barPath = UIBezierPath(
      roundedRect: CGRect(x: 16, y: 8, width: 8, height: 24), cornerRadius: 2)
    StyleKit.badgeMark.setFill()
    barPath.fill()

    context.restoreGState()
  }

  //// Generated Images

  public class var imageOfBadge: UIImage {
    if Cache.imageOfBadge != nil {
      return Cache.imageOfBadge!
    }

    UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 40), false, 0)
    StyleKit.drawBadge()

    Cache.imageOfBadge = UIGraphicsGetImageFromCurrentImageContext()!
    UIGraphicsEndImageContext()

    return Cache.imageOfBadge!
  }

  public enum ResizingBehavior: Int {
    /// Resized proportionally to fit into the target rectangle.
    case aspectFit
    /// Resized proportionally to fill the target rectangle.
    case aspectFill
    /// Stretched to match the target rectangle.
    case stretch
    /// Centered in the target rectangle, not resized.
    case center

    public func apply(rect: CGRect, target: CGRect) -> CGRect {
      if rect == target || target == CGRect.zero {
        return rect
      }

      var scales = CGSize.zero
      scales.width = abs(target.width / rect.width)
      scales.height = abs(target.height / rect.height)

      switch self {
      case .aspectFit:
        scales.width = min(scales.width, scales.height)
        scales.height = scales.width
      case .aspectFill:
        scales.width = max(scales.width, scales.height)
        scales.height = scales.width
      case .stretch:
        break
      case .center:
        scales.width = 1
        scales.height = 1
      }

      var result = rect.standardized
      result.size.width *= scales.width
      result.size.height *= scales.height
      result.origin.x = target.minX + (target.width - result.width) / 2
      result.origin.y = target.minY + (target.height - result.height) / 2
      return result
    }
  }
}

/// A view that draws the badge, as PaintCode's generated code is meant to be used.
class BadgeIconView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    backgroundColor = .clear
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func draw(_ rect: CGRect) {
    StyleKit.drawBadge(frame: bounds, resizing: .aspectFit)
  }
}

// MARK: - Library code: color and image helpers

extension UIColor {
  convenience init(hex: String, alpha: CGFloat = 1.0) {
    var hexString = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
    if hexString.hasPrefix("#") {
      hexString.removeFirst()
    }
    if hexString.count == 3 {
      hexString = hexString.map { "\($0)\($0)" }.joined()
    }
    let value = UInt64(hexString, radix: 16) ?? 0
    self.init(
      red: CGFloat((value & 0xFF0000) >> 16) / 255.0,
      green: CGFloat((value & 0x00FF00) >> 8) / 255.0,
      blue: CGFloat(value & 0x0000FF) / 255.0,
      alpha: alpha)
  }

  var hexString: String {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return String(
      format: "#%02X%02X%02X", Int((red * 255).rounded()), Int((green * 255).rounded()),
      Int((blue * 255).rounded()))
  }

  func lighter(by percentage: CGFloat = 30.0) -> UIColor? {
    return adjust(by: abs(percentage))
  }

  func darker(by percentage: CGFloat = 30.0) -> UIColor? {
    return adjust(by: -1 * abs(percentage))
  }

  func adjust(by percentage: CGFloat = 30.0) -> UIColor? {
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    if getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
      return UIColor(
        red: min(red + percentage / 100, 1.0), green: min(green + percentage / 100, 1.0),
        blue: min(blue + percentage / 100, 1.0), alpha: alpha)
    } else {
      return nil
    }
  }
}

/// Black or white text, whichever reads better on `background` (a free function, as apps write).
func contrastingTextColor(for background: UIColor) -> UIColor {
  var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
  background.getRed(&red, green: &green, blue: &blue, alpha: nil)
  let luminance = 0.299 * red + 0.587 * green + 0.114 * blue
  return luminance > 0.6 ? .black : .white
}

extension UIImage {
  static func image(with color: UIColor, size: CGSize = CGSize(width: 1, height: 1)) -> UIImage {
    UIGraphicsBeginImageContextWithOptions(size, false, 0)
    color.setFill()
    UIRectFill(CGRect(origin: .zero, size: size))
    let image = UIGraphicsGetImageFromCurrentImageContext()!
    UIGraphicsEndImageContext()
    return image
  }

  convenience init?(color: UIColor, size: CGSize = CGSize(width: 1, height: 1)) {
    guard let cgImage = UIImage.image(with: color, size: size).cgImage else { return nil }
    self.init(cgImage: cgImage)
  }

  func resized(to newSize: CGSize) -> UIImage {
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = scale
    return UIGraphicsImageRenderer(size: newSize, format: format).image { _ in
      draw(in: CGRect(origin: .zero, size: newSize))
    }
  }

  func tinted(with color: UIColor) -> UIImage {
    return UIGraphicsImageRenderer(size: size).image { context in
      draw(at: .zero)
      color.setFill()
      context.fill(CGRect(origin: .zero, size: size), blendMode: .sourceIn)
    }
  }
}

// MARK: - Tests

@MainActor @Suite struct DrawingKitSnippets {
  @Test func resizingBehaviorsFitFillStretchAndCenter() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
    let target = CGRect(x: 0, y: 0, width: 80, height: 40)
    let results = [StyleKit.ResizingBehavior.aspectFit, .aspectFill, .stretch, .center].map {
      $0.apply(rect: rect, target: target)
    }
    #expect(results[0] == CGRect(x: 20, y: 0, width: 40, height: 40))
    #expect(results[1] == CGRect(x: 0, y: -20, width: 80, height: 80))
    #expect(results[2] == target)
    #expect(results[3] == CGRect(x: 20, y: 0, width: 40, height: 40))
    #expect(StyleKit.ResizingBehavior.aspectFit.apply(rect: rect, target: .zero) == rect)
  }

  @Test func aViewDrawsTheBadgeInDraw() throws {
    let view = BadgeIconView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    let image = view.renderImage()
    #expect(try rgbaAt(image, 40, 20) == opaqueBlue)  // the bar, centered by aspect fit
    #expect(try rgbaAt(image, 30, 20) == opaqueRed)  // the oval
    #expect(try rgbaAt(image, 10, 20) == clearPixel)  // left of the fitted oval
  }

  @Test func theGeneratedImageIsDrawnOnceAndCached() throws {
    let image = StyleKit.imageOfBadge
    #expect(image === StyleKit.imageOfBadge)
    #expect(image.size == CGSize(width: 40, height: 40) && image.scale == UIScreen.main.scale)
    let scale = Int(image.scale)
    #expect(try rgbaAt(image.cgImage, 20 * scale, 4 * scale) == opaqueRed)
    #expect(try rgbaAt(image.cgImage, 20 * scale, 20 * scale) == opaqueBlue)
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func aRendererStretchesTheBadge() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 80), format: format)
    let image = renderer.image { _ in
      StyleKit.drawBadge(frame: CGRect(x: 0, y: 0, width: 20, height: 80), resizing: .stretch)
    }
    #expect(try rgbaAt(image.cgImage, 10, 4) == opaqueRed)  // stretched: the oval's top is at y 0
    #expect(try rgbaAt(image.cgImage, 10, 40) == opaqueBlue)
  }

  @Test func hexColorsAndTheirComponents() {
    let orange = UIColor(hex: "#FF8000")
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    #expect(orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(red == 1 && isClose(green, 128 / 255) && blue == 0 && alpha == 1)
    #expect(UIColor(hex: "0f8").hexString == "#00FF88")
    #expect(UIColor(hex: " #336699 ", alpha: 0.5).withAlphaComponent(1).hexString == "#336699")
    #expect(UIColor(hex: "#000000").lighter(by: 50)?.hexString == "#808080")
    #expect(UIColor(hex: "#FFFFFF").darker(by: 20)?.hexString == "#CCCCCC")
    #expect(contrastingTextColor(for: UIColor(hex: "#FFEE88")) == .black)
    #expect(contrastingTextColor(for: UIColor(hex: "#223344")) == .white)
  }

  @Test func imageHelpersFillResizeAndTint() throws {
    let solid = UIImage.image(with: .red, size: CGSize(width: 4, height: 2))
    #expect(solid.size == CGSize(width: 4, height: 2))
    #expect(try rgbaAt(solid.cgImage, 0, 0) == opaqueRed)
    let pixel = try #require(UIImage(color: .blue))
    #expect(pixel.size.width == UIScreen.main.scale && pixel.scale == 1)
    let bigger = solid.resized(to: CGSize(width: 8, height: 8))
    #expect(bigger.size == CGSize(width: 8, height: 8) && bigger.scale == solid.scale)
    let badge = StyleKit.imageOfBadge.tinted(with: .blue)
    let scale = Int(badge.scale)
    #expect(try rgbaAt(badge.cgImage, 20 * scale, 4 * scale) == opaqueBlue)  // was red
    #expect(try rgbaAt(badge.cgImage, 1, 1) == clearPixel)  // outside the oval: still clear
  }

  @Test func drawingHelpersWorkOffTheMainThread() throws {
    let box = CrossThreadBox<UIImage>()
    DispatchQueue.global().async {
      box.ranOnMainThread = Thread.isMainThread
      box.value = UIImage.image(with: .red, size: CGSize(width: 3, height: 3))
      box.done.signal()
    }
    box.done.wait()
    #expect(!box.ranOnMainThread)
    let image = try #require(box.value)
    #expect(image.size == CGSize(width: 3, height: 3))
    #expect(try rgbaAt(image.cgImage, 1, 1) == opaqueRed)
  }
}
