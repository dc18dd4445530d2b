import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// View layers draw at their screen's scale, as UIKit gives every view layer its window's scale.
@MainActor @Suite struct ContentsScaleTests {
  final class HairlineView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
      draws += 1
      let context = UIGraphicsGetCurrentContext()
      context?.setFillColor(CGColor(gray: 0, alpha: 1))
      context?.fill(CGRect(x: 10, y: 0, width: 1, height: bounds.height))
    }
  }

  /// The alpha of every pixel of row `row` of an image.
  func row(_ row: Int, of image: CGImage) throws -> [UInt8] {
    let pixels = try rgbaPixels(of: image)
    return (0..<image.width).map { pixels[(row * image.width + $0) * 4] }
  }

  @Test func aOnePointLineIsTwoDevicePixelsAtScale2() throws {
    let window = UIWindow.headless(size: CGSize(width: 20, height: 10), scale: 2)
    let view = HairlineView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.backgroundColor = .white
    window.addSubview(view)
    let image = try #require(window.renderImage())
    #expect(view.layer.contentsScale == 2)
    let red = try row(10, of: image)
    // Exactly pixels 20 and 21 are black; their neighbours are white, not a blur of gray.
    #expect(Array(red[18...23]) == [255, 255, 0, 0, 255, 255])
  }

  @Test func movingToAWindowOfAnotherScaleRedraws() throws {
    let view = HairlineView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    let first = UIWindow.headless(size: CGSize(width: 20, height: 10), scale: 1)
    first.addSubview(view)
    runCommit()
    let drawsAtScale1 = view.draws
    #expect(view.layer.contentsScale == 1)
    let second = UIWindow.headless(size: CGSize(width: 20, height: 10), scale: 3)
    second.addSubview(view)
    runCommit()
    #expect(view.layer.contentsScale == 3)
    #expect(view.draws == drawsAtScale1 + 1)
  }

  @Test func imageViewsKeepTheirImagesScale() throws {
    let window = UIWindow.headless(size: CGSize(width: 20, height: 10), scale: 2)
    let image = UIGraphicsImageRenderer(
      size: CGSize(width: 4, height: 4),
      format: {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return format
      }()
    ).image { context in context.fill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
    let imageView = UIImageView(image: image)
    window.addSubview(imageView)
    runCommit()
    #expect(imageView.layer.contentsScale == 3)
  }
}
