// Seed 003, "Inner shadows for any shape" (JTAInnerShadowLayer): a layer that draws its delegate
// into a bitmap, inverts the alpha by hand, and composes an outer and an inner shadow through
// masks, for an indented look; and the article's JTAIndentLabel. Translated from Objective-C.
import OpenUIKit

/// Seed 003 (JTAInnerShadowLayer), ported: a layer that draws its delegate into a bitmap, inverts
/// the alpha by hand, and composes an outer and an inner shadow through masks, for an indented
/// look.
open class InnerShadowLayer: CALayer {
  public var clipForAnyAlpha = false
  public var drawOriginalImage = false
  public var outsideShadowColor: UIColor?
  public var outsideShadowSize = CGSize(width: 0, height: 1)
  public var outsideShadowRadius: CGFloat = 1
  public var insideShadowColor: UIColor?
  public var insideShadowSize = CGSize(width: 0, height: 4)
  public var insideShadowRadius: CGFloat = 6

  open override func display() {
    let bounds = self.bounds
    let width = Int(ceil(bounds.size.width))
    let height = Int(ceil(bounds.size.height))
    guard width > 0, height > 0 else { return }
    let dataBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height * 4)
    dataBytes.initialize(repeating: 0, count: width * height * 4)
    defer { dataBytes.deallocate() }
    let bytesPerDrawingRow = width * 4
    let bytesPerDrawingComponent = 4
    let rgbSpace = CGColorSpaceCreateDeviceRGB()
    let bitmapCtx = CGContext(
      data: dataBytes, width: width, height: height, bitsPerComponent: 8,
      bytesPerRow: bytesPerDrawingRow, space: rgbSpace,
      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!

    // Call the correct drawing method.
    bitmapCtx.saveGState()
    draw(in: bitmapCtx)
    let mask = bitmapCtx.makeImage()!
    bitmapCtx.restoreGState()

    // Invert the alpha channel.
    var shadowImageData = [UInt32](repeating: 0, count: width * height)
    for row in 0..<height {
      for column in 0..<width {
        let alpha = dataBytes[row * bytesPerDrawingRow + column * bytesPerDrawingComponent + 3]
        let inverse: UInt8 = clipForAnyAlpha ? (alpha > 1 ? 0 : 255) : 255 - alpha
        // The fourth byte of the little-endian word: alpha, with black color bytes before it.
        shadowImageData[row * width + column] = UInt32(inverse) << 24
      }
    }
    let dataProvider = CGDataProvider(
      data: shadowImageData.withUnsafeBytes { Data($0) } as CFData)!
    let image = CGImage(
      width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4 * width,
      space: rgbSpace,
      bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
      provider: dataProvider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)!

    // Draw the original image with the outside shadow.
    bitmapCtx.clear(bounds)
    bitmapCtx.saveGState()
    // Flip the y-axis so that things draw the right way up.
    bitmapCtx.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    if !drawOriginalImage {
      bitmapCtx.clip(to: bounds, mask: image)
    }
    let outsideShadow =
      outsideShadowColor?.cgColor ?? CGColor(
        colorSpace: rgbSpace, components: [1.0, 1.0, 1.0, 0.4])!
    bitmapCtx.setShadow(
      offset: CGSize(width: outsideShadowSize.width, height: -outsideShadowSize.height),
      blur: outsideShadowRadius, color: outsideShadow)
    bitmapCtx.draw(mask, in: bounds)
    bitmapCtx.restoreGState()

    // Clip to the original image and draw the inverted image with a shadow: the inside shadow.
    bitmapCtx.saveGState()
    bitmapCtx.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    bitmapCtx.clip(to: bounds, mask: mask)
    let shadowColor =
      insideShadowColor?.cgColor ?? CGColor(
        colorSpace: rgbSpace, components: [0.0, 0.0, 0.0, 0.75])!
    bitmapCtx.setShadow(
      offset: CGSize(width: insideShadowSize.width, height: -insideShadowSize.height),
      blur: insideShadowRadius, color: shadowColor)
    bitmapCtx.draw(image, in: bounds)
    bitmapCtx.restoreGState()

    // Set the image for drawing.
    contents = bitmapCtx.makeImage()
  }
}

/// Seed 003's JTAIndentLabel: a label whose layer is the inner-shadow layer.
open class IndentLabel: UILabel {
  open override class var layerClass: AnyClass { InnerShadowLayer.self }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    backgroundColor = .clear
    let innerShadow = layer as! InnerShadowLayer
    innerShadow.clipForAnyAlpha = true
    innerShadow.outsideShadowSize = CGSize(width: 0, height: 1)
    innerShadow.outsideShadowRadius = 1
    innerShadow.insideShadowSize = CGSize(width: 0, height: 4)
    innerShadow.insideShadowRadius = 6
  }
}
