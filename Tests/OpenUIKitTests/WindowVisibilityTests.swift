import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A window is hidden until shown, as in UIKit: a ported test that forgets to show it renders
/// nothing, here as on iOS.
@MainActor @Suite struct WindowVisibilityTests {
  func windowWithARedSquare() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let square = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    square.backgroundColor = .red
    window.addSubview(square)
    return window
  }

  /// The top-left pixel of the window rendered with `layer.render(in:)`.
  func renderedCorner(of window: UIWindow) throws -> [UInt8] {
    let context = try CGContext(size: CGSize(width: 20, height: 20), coordinateSpace: .uiKit)
    window.layoutIfNeeded()
    window.layer.render(in: context)
    return Array(try rgbaPixels(of: try #require(context.makeImage()))[0..<4])
  }

  @Test func aNewWindowIsHiddenAndRendersNothing() throws {
    let window = windowWithARedSquare()
    #expect(window.isHidden)
    #expect(!window.isKeyWindow)
    #expect(try renderedCorner(of: window) == [0, 0, 0, 0])
    #expect(window.renderImage() == nil)  // no framebuffer until it is shown
  }

  @Test func showingItWithIsHiddenRendersIt() throws {
    let window = windowWithARedSquare()
    window.isHidden = false
    #expect(!window.isKeyWindow)
    #expect(try renderedCorner(of: window) == [255, 0, 0, 255])
    let image = try #require(window.renderImage())
    #expect(Array(try rgbaPixels(of: image)[0..<4]) == [255, 0, 0, 255])
  }

  @Test func makeKeyAndVisibleShowsItAndMakesItKey() throws {
    let window = windowWithARedSquare()
    window.makeKeyAndVisible()
    #expect(!window.isHidden && window.isKeyWindow)
    #expect(try renderedCorner(of: window) == [255, 0, 0, 255])
    window.isHidden = true
    #expect(try renderedCorner(of: window) == [0, 0, 0, 0])
  }

  @Test func keyWindowsHearAboutIt() {
    final class LoggingWindow: UIWindow {
      var log: [String] = []
      override func becomeKey() { log.append("becomeKey") }
      override func resignKey() { log.append("resignKey") }
    }
    let first = LoggingWindow(frame: .zero)
    let second = LoggingWindow(frame: .zero)
    first.makeKeyAndVisible()
    second.makeKeyAndVisible()
    #expect(first.log == ["becomeKey", "resignKey"])
    #expect(second.log == ["becomeKey"])
    #expect(!first.isKeyWindow && second.isKeyWindow)
  }

  /// A window dropped before the commit goes at once, and its framebuffer with it: the commit's
  /// queues hold windows weakly (1,000 windows shown and dropped in one turn held 3 GB).
  @Test func aDroppedWindowGoesBeforeTheCommit() {
    weak var dropped: UIWindow?
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
      window.backgroundColor = .systemBackground
      window.makeKeyAndVisible()
      #expect(window.renderer != nil)
      window.isHidden = true
      dropped = window
    }
    #expect(dropped == nil)
    CATransaction.flush()
  }
}
