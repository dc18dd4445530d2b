import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A loading indicator made of frames, as older apps animate one: `animationImages`, a duration,
/// a repeat count, `startAnimating()` and `stopAnimating()`, on the virtual clock.
@MainActor @Suite(.serialized) struct ImageViewAnimationTests {
  func solid(_ color: UIColor) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      color.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
  }

  func centre(_ window: UIWindow) throws -> [UInt8] {
    let image = try #require(window.renderImage())
    let bytes = try rgbaPixels(of: image)
    let offset = (5 * image.width + 5) * 4
    return Array(bytes[offset..<offset + 3])
  }

  @Test func framesShowInTurnAndTheImageComesBackWhenTheCyclesEnd() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = makeWindow(size: CGSize(width: 10, height: 10))
    defer { window.isHidden = true }
    let view = UIImageView(image: solid(.white))
    window.addSubview(view)
    view.animationImages = [solid(.red), solid(.green), solid(.blue)]
    view.animationDuration = 0.3
    view.animationRepeatCount = 2
    #expect(!view.isAnimating)
    view.startAnimating()
    #expect(view.isAnimating)
    #expect(try centre(window) == [255, 0, 0])
    clock.advance(by: 0.12)
    #expect(try centre(window) == [0, 255, 0])
    clock.advance(by: 0.1)
    #expect(try centre(window) == [0, 0, 255])
    clock.advance(by: 0.1)
    #expect(try centre(window) == [255, 0, 0], "the second cycle")
    clock.advance(by: 0.3)
    #expect(!view.isAnimating)
    #expect(try centre(window) == [255, 255, 255], "two cycles, then the image")
  }

  @Test func stoppingShowsTheImageAndTheDefaultsAreUIKits() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let view = UIImageView(image: nil)
    #expect(view.animationDuration == 0 && view.animationRepeatCount == 0)
    view.startAnimating()
    #expect(!view.isAnimating, "nothing to animate")
    view.animationImages = (0..<6).map { _ in solid(.orange) }
    #expect(view.cycleDuration == 0.2, "a thirtieth of a second per image")
    #expect(view.intrinsicContentSize == CGSize(width: 10, height: 10), "the first frame's size")
    view.startAnimating()
    clock.advance(by: 5)
    #expect(view.isAnimating, "repeats until stopped")
    view.stopAnimating()
    #expect(!view.isAnimating && view.layer.contents == nil)
    view.animationDuration = .nan
    #expect(view.cycleDuration == 0.2)
  }

  @Test func anAnimatedImagePlaysItsFramesOnceSetAndAStillImageEndsThem() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = makeWindow(size: CGSize(width: 10, height: 10))
    defer { window.isHidden = true }
    #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    let spinner = try #require(
      UIImage.animatedImage(with: [solid(.red), solid(.green)], duration: 0.4))
    #expect(spinner.images?.count == 2 && spinner.duration == 0.4)
    #expect(spinner.size == CGSize(width: 10, height: 10), "the first frame's")
    #expect(UIImage.animatedImage(with: [solid(.red)], duration: .nan)?.duration == 0)
    let view = UIImageView(image: spinner)
    window.addSubview(view)
    #expect(view.isAnimating, "an animated image plays by itself")
    #expect(try centre(window) == [255, 0, 0])
    clock.advance(by: 0.25)
    #expect(try centre(window) == [0, 255, 0])
    clock.advance(by: 0.2)
    #expect(try centre(window) == [255, 0, 0], "round again")
    view.image = solid(.blue)
    #expect(!view.isAnimating)
    #expect(try centre(window) == [0, 0, 255])
    view.image = spinner
    #expect(view.isAnimating)
  }
}
