import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Views rendered headless through their window's renderer.
@MainActor @Suite struct ViewSnapshotTests {
  /// A small settings-like hierarchy with semantic colors and custom drawing.
  func makeHierarchy() -> UIWindow {
    let window = makeWindow(size: CGSize(width: 160, height: 100))
    window.backgroundColor = .systemGroupedBackground
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 140, height: 80))
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 10
    window.addSubview(card)
    let accent = UIView(frame: CGRect(x: 10, y: 10, width: 24, height: 24))
    accent.backgroundColor = .systemBlue
    accent.layer.cornerRadius = 6
    card.addSubview(accent)
    let separator = UIView(frame: CGRect(x: 10, y: 44, width: 120, height: 1))
    separator.backgroundColor = .separator
    card.addSubview(separator)
    let drawn = DrawingView(
      "drawn", log: ViewLog(), frame: CGRect(x: 44, y: 10, width: 86, height: 24))
    card.addSubview(drawn)  // draws its left half in `label`
    let fill = UIView(frame: CGRect(x: 10, y: 54, width: 120, height: 16))
    fill.backgroundColor = .systemFill
    fill.layer.cornerRadius = 8
    card.addSubview(fill)
    return window
  }

  @Test func hierarchyInLightAndDark() throws {
    let window = makeHierarchy()
    CATransaction.flush()
    try assertSnapshot(window.renderer?.makeImage(), named: "hierarchyLight")
    window.screen.userInterfaceStyle = .dark  // the desktop switches to dark at runtime
    CATransaction.flush()
    try assertSnapshot(window.renderer?.makeImage(), named: "hierarchyDark")
  }
}
