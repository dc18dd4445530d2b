import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Frames that once came out wrong, kept as they were found.
///
/// `Scripts/test` runs them with the damage check on (every partial frame compared with a full redraw into a fresh surface).
@MainActor @Suite struct CompositingRegressionTests {
  /// A label moving over a rounded background (a button's title when its subtitle appears): the
  /// background is composited by pixman straight into a surface cairo had just cleared whole, so
  /// cairo, still counting the surface clear, copied the label's transparent pixels over it.
  @Test func aLabelMovingOverARoundedBackgroundLeavesNoHole() throws {
    let window = makeWindow(size: CGSize(width: 200, height: 100))
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
    box.backgroundColor = .systemBlue
    box.layer.cornerRadius = 8
    let title = UILabel(frame: CGRect(x: 57, y: 20, width: 47, height: 20))
    title.text = "Save"
    box.addSubview(title)
    window.addSubview(box)
    _ = window.renderImage()
    title.frame = CGRect(x: 57, y: 12, width: 47, height: 20)
    let partial = try rgbaPixels(of: try #require(window.renderImage()))
    let index = (20 * 200 + 57) * 4  // the label's old corner: background shows through
    #expect(Array(partial[index..<index + 4]) == [0, 136, 255, 255])
    window.renderer?.setNeedsFullRender()
    #expect(try rgbaPixels(of: try #require(window.renderImage())) == partial)
  }
}
