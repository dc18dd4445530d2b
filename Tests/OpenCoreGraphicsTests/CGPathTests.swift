import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@Suite struct CGPathTests {
  @Test func rectangleElements() {
    let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
    let types = path.pathElements.map(\.type)
    #expect(
      types == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
    #expect(path.pathElements[2].points == [CGPoint(x: 4, y: 6)])
    #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(path.currentPoint == CGPoint(x: 1, y: 2))
  }

  @Test func applyWithBlockReportsEveryElementAndItsPoints() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
    path.addCurve(
      to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 12, y: 3), control2: CGPoint(x: 18, y: 3))
    path.closeSubpath()
    var seen: [(CGPathElementType, [CGPoint])] = []
    path.applyWithBlock { element in
      let e = element.pointee
      let count =
        [
          CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2,
          .addCurveToPoint: 3, .closeSubpath: 0,
        ][e.type] ?? 0
      seen.append((e.type, (0..<count).map { e.points[$0] }))
    }
    #expect(seen.map(\.0) == [.moveToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
    #expect(seen[1].1 == [CGPoint(x: 5, y: 5), CGPoint(x: 10, y: 0)])
    #expect(seen[2].1.last == CGPoint(x: 20, y: 0))
  }

  @Test func boundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    // The curve's apex is at t = 0.5: y = 2 * 0.25 * 10 = 5.
    let tight = path.boundingBoxOfPath
    #expect(abs(tight.height - 5) < 1e-9)
    #expect(CGMutablePath().boundingBox.isNull)
  }

  @Test func ellipseIsFourCubicCurvesWithinItsRect() {
    let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
    #expect(path.pathElements.filter { $0.type == .addCurveToPoint }.count == 4)
    let box = path.boundingBoxOfPath
    #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 20) < 1e-9)
    #expect(abs(box.minY) < 1e-9 && abs(box.maxY - 10) < 1e-9)
  }

  @Test func aWholeTurnEitherWayIsAFullCircle() {
    // As iOS code draws circles: 0 to 2π, whichever direction.
    for clockwise in [false, true] {
      let path = CGMutablePath()
      path.addArc(
        center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: 2 * .pi,
        clockwise: clockwise)
      let box = path.boundingBoxOfPath
      #expect(abs(box.width - 20) < 0.01 && abs(box.height - 20) < 0.01, "clockwise \(clockwise)")
    }
    // Equal angles sweep nothing.
    let point = CGMutablePath()
    point.addArc(
      center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 1, endAngle: 1, clockwise: true)
    #expect(point.boundingBoxOfPath.width < 0.01)
  }

  @Test func arcsEndWhereTheyShouldInBothDirections() {
    let ccw = CGMutablePath()
    ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(abs(ccw.currentPoint.x) < 1e-9 && abs(ccw.currentPoint.y - 10) < 1e-9)
    // Counterclockwise quarter stays in the first quadrant.
    #expect(ccw.boundingBoxOfPath.minY > -1e-9)
    let cw = CGMutablePath()
    cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    // Clockwise from 0 to π/2 goes the long way round: three quarters.
    #expect(abs(cw.currentPoint.y - 10) < 1e-9)
    #expect(cw.boundingBoxOfPath.minY < -9.99)
    #expect(cw.boundingBoxOfPath.minX < -9.99)
  }

  @Test func tangentArcTouchesBothLines() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
    let elements = path.pathElements
    #expect(elements[1].type == .addLineToPoint)
    #expect(abs(elements[1].points[0].x - 6) < 1e-9 && elements[1].points[0].y == 0)
    let end = path.currentPoint
    #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 4) < 1e-9)
    // The corner is rounded: the path never reaches (10, 0).
    #expect(path.boundingBoxOfPath.maxX <= 10 + 1e-9)
  }

  @Test func containsUsesTheFillRule() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
    #expect(path.contains(CGPoint(x: 5, y: 5), using: .winding))
    #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
    #expect(path.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
    #expect(!path.contains(CGPoint(x: 11, y: 5)))
    let moved = CGAffineTransform(translationX: 100, y: 0)
    #expect(path.contains(CGPoint(x: 101, y: 1), transform: moved))
    #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 1)))
  }

  @Test func roundedRectCornersAreCut() {
    let path = CGPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 20, cornerHeight: 20,
      transform: nil)
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.contains(CGPoint(x: 10, y: 10)))
    #expect(path.contains(CGPoint(x: 50, y: 1)))
  }

  @Test func addPathAppliesTheTransformAndEqualityComparesElements() {
    let square = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
    let path = CGMutablePath()
    path.addPath(square, transform: CGAffineTransform(scaleX: 3, y: 3))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 3, height: 3))
    var scale = CGAffineTransform(scaleX: 3, y: 3)
    #expect(path == CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &scale))
    #expect(path != square)
    #expect(path.copy() == path)
  }

  @Test func nonFinitePointsAreDroppedAndEmptyPathsStayEmpty() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: CGFloat.nan, y: 0))
    path.addLine(to: CGPoint(x: CGFloat.infinity, y: 1))
    path.addRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
    #expect(path.isEmpty)
    #expect(path.currentPoint == .zero)
    path.addLine(to: CGPoint(x: 2, y: 2))
    #expect(path.pathElements.map(\.type) == [.moveToPoint, .addLineToPoint])
  }
}
