import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct UIImageTests {
  /// A 4x4 image: red top-left quadrant, green top-right, blue bottom-left, yellow bottom-right.
  func quadrants(scale: CGFloat = 1) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(
      size: CGSize(width: 4 / scale, height: 4 / scale), format: format
    )
    .image { context in
      let half = 2 / scale
      for (x, y, color) in [
        (0, 0, UIColor.red), (half, 0, UIColor.green), (0, half, UIColor.blue),
        (half, half, UIColor.yellow),
      ] as [(CGFloat, CGFloat, UIColor)] {
        context.cgContext.setFillColor(UITraitCollection().performAsCurrentValue { color.cgColor })
        context.fill(CGRect(x: x, y: y, width: half, height: half))
      }
    }
  }

  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func rendererDrawsInUIKitCoordinatesAtItsScale() throws {
    let image = quadrants(scale: 2)
    #expect(image.size == CGSize(width: 2, height: 2) && image.scale == 2)
    let pixels = try rgbaPixels(of: try #require(image.cgImage))
    #expect(Array(pixels[0..<4]) == [255, 0, 0, 255])  // top-left is red
    #expect(Array(pixels[(3 * 4 + 3) * 4..<(3 * 4 + 3) * 4 + 4]) == [255, 255, 0, 255])
  }

  @Test func imagesDrawUprightIntoUIKitContexts() throws {
    let source = quadrants()
    let drawn = UIGraphicsImageRenderer(
      size: CGSize(width: 8, height: 8),
      format: {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
      }()
    ).image { _ in source.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8)) }
    let pixels = try rgbaPixels(of: try #require(drawn.cgImage))
    #expect(Array(pixels[0..<4]) == [255, 0, 0, 255])
    #expect(Array(pixels[(7 * 8) * 4..<(7 * 8) * 4 + 4]) == [0, 0, 255, 255])
  }

  @Test func filesDataAndBundles() throws {
    let directory = try temporaryDirectory()
    let png = try #require(quadrants().pngData())
    try png.write(to: directory.appendingPathComponent("icon@2x.png"))
    try png.write(to: directory.appendingPathComponent("icon.png"))
    let file = try #require(
      UIImage(contentsOfFile: directory.appendingPathComponent("icon@2x.png").path))
    #expect(file.scale == 2 && file.size == CGSize(width: 2, height: 2))
    #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(data: png)?.size == CGSize(width: 4, height: 4))
    let bundle = try #require(Bundle(path: directory.path))
    let named = try #require(
      UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
    #expect(named.scale == 2)
    #expect(
      UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 1))?.scale
        == 1)
    #expect(UIImage(named: "nothing", in: bundle, compatibleWith: nil) == nil)
  }

  @Test func legacyImageContexts() throws {
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), false, 2)
    let context = try #require(UIGraphicsGetCurrentContext())
    context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.scale == 2 && image.size == CGSize(width: 3, height: 2))
    #expect(Array(try rgbaPixels(of: try #require(image.cgImage))[0..<4]) == [0, 0, 255, 255])
  }

  @Test func imageViewsInEachContentMode() throws {
    let window = UIWindow.headless(size: CGSize(width: 200, height: 40))
    let modes: [UIView.ContentMode] = [
      .scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .bottomRight,
    ]
    for (index, mode) in modes.enumerated() {
      let view = UIImageView(image: quadrants(scale: 0.25))  // 16x16 points
      view.frame = CGRect(x: 8 + CGFloat(index) * 38, y: 8, width: 32, height: 24)
      view.contentMode = mode
      view.clipsToBounds = true
      view.backgroundColor = .systemGray5
      window.addSubview(view)
      #expect(view.intrinsicContentSize == CGSize(width: 16, height: 16))
    }
    try assertSnapshot(window.renderImage(), named: "imageViewContentModes")
  }
}
