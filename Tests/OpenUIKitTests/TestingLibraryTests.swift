import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The testing library as a user's test would use it (this is the README's example).
@MainActor @Suite struct TestingLibraryTests {
  @Test func badgeLooksRightInDarkMode() throws {
    let window = UIWindow.headless(size: CGSize(width: 120, height: 60), style: .dark)
    let badge = UIView(frame: CGRect(x: 20, y: 15, width: 80, height: 30))
    badge.backgroundColor = .systemRed
    badge.layer.cornerRadius = 15
    window.addSubview(badge)
    try assertSnapshot(window.renderImage(), named: "badgeDark")
  }

  @Test func viewsRenderAlone() throws {
    let view = UIView(frame: CGRect(x: 50, y: 50, width: 4, height: 2))
    view.backgroundColor = .systemGreen
    let image = try #require(view.renderImage(scale: 2))
    #expect(image.width == 8 && image.height == 4)
    let pixels = try rgbaPixels(of: image)
    #expect(Array(pixels[0..<4]) == [52, 199, 89, 255])  // systemGreen, light
  }
}
