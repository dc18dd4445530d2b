import OpenUIKit
import OpenUIKitTesting
import Testing

// draw(_:) code as Apple's "Drawing shapes using Bézier paths" guide and countless apps write it.

/// A pie chart: arcs from the center, filled per slice.
final class PieChartView: UIView {
  var fractions: [CGFloat] = [0.25, 0.75]
  var colors: [UIColor] = [.red, .blue]

  override func draw(_ rect: CGRect) {
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = min(bounds.width, bounds.height) / 2
    var start = -CGFloat.pi / 2
    for (fraction, color) in zip(fractions, colors) {
      let end = start + fraction * 2 * .pi
      let slice = UIBezierPath()
      slice.move(to: center)
      slice.addArc(
        withCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
      slice.close()
      color.setFill()
      slice.fill()
      start = end
    }
  }
}

/// A dashed, rounded outline, inset so the stroke stays inside.
final class DashedBorderView: UIView {
  override func draw(_ rect: CGRect) {
    let path = UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 6)
    path.lineWidth = 4
    path.setLineDash([6, 6], count: 2, phase: 0)
    UIColor.black.setStroke()
    path.stroke()
  }
}

/// A checkerboard with UIRectFill, the oldest UIKit drawing idiom.
final class CheckerboardView: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.white.setFill()
    UIRectFill(bounds)
    UIColor.black.setFill()
    for row in 0..<4 {
      for column in 0..<4 where (row + column) % 2 == 0 {
        UIRectFill(CGRect(x: column * 10, y: row * 10, width: 10, height: 10))
      }
    }
  }
}

/// A round avatar: clip to an oval, then fill, and a 1-pt frame with UIRectFrame.
final class ClippedAvatarView: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.blue.set()
    UIRectFrame(bounds)
    UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).addClip()
    UIColor.red.setFill()
    UIRectFill(bounds)
  }
}

/// A round button that only takes touches inside its circle.
final class CircleButton: UIControl {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    UIBezierPath(ovalIn: bounds).contains(point)
  }
}

/// A ring drawn with the even-odd rule.
final class RingView: UIView {
  override func draw(_ rect: CGRect) {
    let ring = UIBezierPath(ovalIn: bounds)
    ring.append(UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)))
    ring.usesEvenOddFillRule = true
    UIColor.black.setFill()
    ring.fill()
  }
}

/// Content laid out with UIEdgeInsets, as views with padding do.
final class PaddedContainerView: UIView {
  let content = UIView()
  var padding = UIEdgeInsets(top: 4, left: 8, bottom: 12, right: 16)

  override func layoutSubviews() {
    super.layoutSubviews()
    if content.superview == nil { addSubview(content) }
    content.frame = bounds.inset(by: padding)
  }
}

@MainActor @Suite struct DrawingSnippets {
  @Test func aPieChartDrawsItsSlicesClockwiseFromTwelveOClock() throws {
    let pie = PieChartView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    pie.backgroundColor = .white
    let image = pie.renderImage()
    // The first quarter runs clockwise from 12 to 3 o'clock: the top-right quadrant is red.
    #expect(try pixel(image, 28, 12) == red)
    #expect(try pixel(image, 12, 12) == blue)
    #expect(try pixel(image, 28, 28) == blue)
    #expect(try pixel(image, 1, 1) == white)
  }

  @Test func aDashedRoundedStroke() throws {
    let view = DashedBorderView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    view.backgroundColor = .white
    let image = view.renderImage()
    // Along the top edge, dashes and gaps of 6 points alternate.
    let top = try (8..<50).map { try pixel(image, $0, 2) == black }
    #expect(top.contains(true) && top.contains(false))
    #expect(try pixel(image, 30, 15) == white)  // the inside is not filled
    var dash: [CGFloat] = [0, 0, 0]
    var count = 3
    var phase: CGFloat = -1
    let path = UIBezierPath()
    path.setLineDash([4, 2], count: 2, phase: 1)
    path.getLineDash(&dash, count: &count, phase: &phase)
    #expect(Array(dash.prefix(count)) == [4, 2] && phase == 1)
  }

  @Test func uiRectFillDrawsACheckerboard() throws {
    let view = CheckerboardView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let image = view.renderImage()
    #expect(try pixel(image, 5, 5) == black)
    #expect(try pixel(image, 15, 5) == white)
    #expect(try pixel(image, 15, 15) == black)
  }

  @Test func addClipAndUIRectFrame() throws {
    let view = ClippedAvatarView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let image = view.renderImage()
    #expect(try pixel(image, 20, 20) == red)  // inside the oval
    #expect(try pixel(image, 0, 20) == blue)  // the 1-point frame, drawn before the clip
    #expect(try pixel(image, 3, 3) == transparent)  // outside both
  }

  @Test func containsDecidesWhereACircularButtonTakesTouches() {
    let button = CircleButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(button.point(inside: CGPoint(x: 20, y: 20), with: nil))
    #expect(!button.point(inside: CGPoint(x: 2, y: 2), with: nil))  // the square's corner
    #expect(button.hitTest(CGPoint(x: 2, y: 2), with: nil) == nil)
  }

  @Test func evenOddLeavesTheHoleOfARing() throws {
    let ring = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let image = ring.renderImage()
    #expect(try pixel(image, 20, 20) == transparent)
    #expect(try pixel(image, 20, 4) == black)
  }

  @Test func pathsTransformAndReportTheirBounds() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
    path.apply(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 1))
    #expect(path.bounds == CGRect(x: 5, y: 5, width: 20, height: 20))
    #expect(path.contains(CGPoint(x: 20, y: 10)))
    #expect(path.cgPath.boundingBox == path.bounds)
    let arc = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    // Clockwise on screen (y down) from 3 to 6 o'clock.
    #expect(abs(arc.currentPoint.x) < 0.001 && abs(arc.currentPoint.y - 10) < 0.001)
    let corners = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft],
      cornerRadii: CGSize(width: 10, height: 10))
    #expect(!corners.contains(CGPoint(x: 1, y: 1)))
    #expect(corners.contains(CGPoint(x: 39, y: 1)))
    #expect(UIBezierPath().isEmpty && UIBezierPath().bounds == .zero)
  }

  @Test func insetByEdgeInsets() {
    let container = PaddedContainerView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    container.layoutIfNeeded()
    #expect(container.content.frame == CGRect(x: 8, y: 4, width: 76, height: 34))
    #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }
}
