import OpenUIKit
import OpenUIKitTesting
import Seeds
import Testing

// Bitmap Core Graphics code as iOS apps and the seeds write it: contexts over memory, makeImage,
// masks, gradients, shadows and transparency layers.

@MainActor @Suite struct QuartzSnippets {
  @Test func seed003IndentsALabelWithAnInnerShadow() throws {
    let window = UIWindow.headless(size: CGSize(width: 160, height: 80))
    window.backgroundColor = UIColor(white: 0.6, alpha: 1)
    let label = IndentLabel(frame: CGRect(x: 10, y: 5, width: 140, height: 70))
    label.text = "IN"
    label.font = .boldSystemFont(ofSize: 60)
    label.textAlignment = .center
    window.addSubview(label)
    let image = try #require(window.renderImage())
    try assertSnapshot(image, named: "innerShadowIndentedLabel")
    // The glyphs' own color is not drawn: inside the stem of the "I", the background shows,
    // darkened by the inner shadow near the top edge and lighter further down.
    let bytes = try rgbaPixels(of: image)
    func redAt(_ x: Int, _ y: Int) -> UInt8 { bytes[(y * image.width + x) * 4] }
    let background: UInt8 = 153
    let stem = try #require(
      (0..<160).first { x in (20..<60).contains { redAt(x, $0) < background - 40 } })
    let top = redAt(stem + 2, 22)
    let lower = redAt(stem + 2, 52)
    #expect(top < background - 40)  // the inner shadow under the top edge
    #expect(lower > top + 20)  // fading towards the bottom
    // Under the glyphs' bottom edge, the light outside shadow; far from them, plain background.
    let bottom = try #require(
      (40..<80).last { redAt(stem + 2, $0) != background && redAt(stem + 2, $0) < background })
    #expect(redAt(stem + 2, bottom + 1) > background)
    #expect(redAt(150, 40) == background)
  }

  @Test func seed000ReflectedImageFadesAndFlips() throws {
    let view = ReflectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
    view.reflectionHeight = 20
    let top = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    top.backgroundColor = .red
    let bottom = UIView(frame: CGRect(x: 0, y: 20, width: 20, height: 20))
    bottom.backgroundColor = .blue
    view.addSubview(top)
    view.addSubview(bottom)
    let reflection = try #require(view.reflectedImage()?.cgImage)
    // Quartz's y-up space flips the layer: the reflection's top row mirrors the view's bottom
    // edge (blue)…
    let first = try pixel(reflection, 10, 0)
    #expect(first[2] > 200 && first[0] < 20 && first[3] > 200)
    // …only the bottom 20 points are reflected (no red)…
    #expect(try pixel(reflection, 10, 10)[0] < 20)
    // …and fades out towards the bottom under the gradient mask.
    #expect(try pixel(reflection, 10, 19)[3] < 30)
  }

  @Test func clipToAGrayscaleMask() throws {
    // Apple's "Masking an image with an image": white keeps, black removes.
    let maskContext = CGContext(
      data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
    maskContext.setFillColor(gray: 1, alpha: 1)
    maskContext.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let mask = maskContext.makeImage()!
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { context in
      context.cgContext.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1), mask: mask)
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    }
    #expect(try pixel(image.cgImage, 0, 0) == red)
    #expect(try pixel(image.cgImage, 1, 0) == transparent)
  }

  @Test func anImageMaskPaintsTheFillColor() throws {
    // CGImage(maskWidth:…): samples of 0 paint, 1 masks out.
    let bits: [UInt8] = [0b0101_0000]
    let mask = CGImage(
      maskWidth: 4, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
      provider: CGDataProvider(data: Data(bits) as CFData)!, decode: nil,
      shouldInterpolate: false)!
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 1)).image { context in
      context.cgContext.setFillColor(UIColor.blue.cgColor)
      context.cgContext.draw(mask, in: CGRect(x: 0, y: 0, width: 4, height: 1))
    }
    #expect(try pixel(image.cgImage, 0, 0) == blue)
    #expect(try pixel(image.cgImage, 1, 0) == transparent)
  }

  @Test func gradientsFromCGColorArrays() throws {
    let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
    let gradient = CGGradient(
      colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format)
      .image { context in
        context.cgContext.drawLinearGradient(
          gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
      }
    #expect(close(try pixel(image.cgImage, 0, 50), red, within: 6))
    #expect(close(try pixel(image.cgImage, 99, 50), blue, within: 6))
    let radial = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format)
      .image { context in
        context.cgContext.drawRadialGradient(
          gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
          endCenter: CGPoint(x: 50, y: 50), endRadius: 50, options: [])
      }
    #expect(close(try pixel(radial.cgImage, 50, 50), red, within: 6))
  }

  @Test func aShadowFallsBelowInAUIKitContext() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: format)
      .image { context in
        let cg = context.cgContext
        cg.setShadow(offset: CGSize(width: 0, height: 8), blur: 4, color: UIColor.black.cgColor)
        UIColor.white.setFill()
        UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 40, height: 20), cornerRadius: 4)
          .fill()
      }
    #expect(try pixel(image.cgImage, 30, 34)[3] > 150)  // under the card
    #expect(try pixel(image.cgImage, 30, 5)[3] < 20)  // above it
  }

  @Test func aTransparencyLayerAppliesAlphaToTheGroup() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10), format: format)
      .image { context in
        let cg = context.cgContext
        cg.setAlpha(0.5)
        cg.beginTransparencyLayer(auxiliaryInfo: nil)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 10))
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 10, y: 0, width: 20, height: 10))
        cg.endTransparencyLayer()
      }
    // Where the squares overlap, only the blue shows, at half alpha: the group is composited once.
    #expect(close(try pixel(image.cgImage, 15, 5), [0, 0, 128, 128], within: 2))
  }
}
