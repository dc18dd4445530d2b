import Foundation
import OpenCoreGraphics

/// The corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a set of corners from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four corners.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path with its drawing attributes, drawn into the current context, as UIKit's `UIBezierPath`.
///
/// Coordinates are UIKit's (y down): angles grow clockwise on screen, so `clockwise: true` sweeps
/// from `startAngle` to a larger `endAngle`. Rounded rectangles use circular corners (UIKit's are
/// slightly smoother, continuous curves). `reversing()` and `flatness` are not provided.
open class UIBezierPath: CustomStringConvertible {
  /// The path's elements.
  private var path = CGMutablePath()

  /// The stroke width in points.
  ///
  /// Default 1.
  open var lineWidth: CGFloat = 1
  /// The shape of open ends of stroked lines.
  ///
  /// Default `.butt`.
  open var lineCapStyle: CGLineCap = .butt
  /// The shape of corners of stroked lines.
  ///
  /// Default `.miter`.
  open var lineJoinStyle: CGLineJoin = .miter
  /// The miter limit for `.miter` joins.
  ///
  /// Default 10.
  open var miterLimit: CGFloat = 10
  /// Whether filling, clipping and `contains(_:)` use the even-odd rule (else non-zero).
  ///
  /// Default `false`.
  open var usesEvenOddFillRule = false
  private var dashPattern: [CGFloat] = []
  private var dashPhase: CGFloat = 0

  /// Creates an empty path.
  public init() {}

  /// Creates a closed rectangle path, clockwise on screen from the top-left corner.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// Creates the ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// Creates a rounded rectangle; the radius is clamped to half the shorter side.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      roundedRect: rect, byRoundingCorners: .allCorners,
      cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// Creates a rectangle with `corners` rounded by `cornerRadii.width` (UIKit uses the width for
  /// both directions), clamped to half the shorter side.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    let r = rect.standardized
    guard !r.isNull, r.width.isFinite, r.height.isFinite else { return }
    let radius =
      cornerRadii.width.isFinite ? min(max(cornerRadii.width, 0), r.width / 2, r.height / 2) : 0
    func radiusOf(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
    let topLeft = radiusOf(.topLeft)
    let topRight = radiusOf(.topRight)
    let bottomRight = radiusOf(.bottomRight)
    let bottomLeft = radiusOf(.bottomLeft)
    path.move(to: CGPoint(x: r.minX + topLeft, y: r.minY))
    path.addLine(to: CGPoint(x: r.maxX - topRight, y: r.minY))
    if topRight > 0 { corner(r.maxX - topRight, r.minY + topRight, topRight, from: -.pi / 2) }
    path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomRight))
    if bottomRight > 0 { corner(r.maxX - bottomRight, r.maxY - bottomRight, bottomRight, from: 0) }
    path.addLine(to: CGPoint(x: r.minX + bottomLeft, y: r.maxY))
    if bottomLeft > 0 {
      corner(r.minX + bottomLeft, r.maxY - bottomLeft, bottomLeft, from: .pi / 2)
    }
    path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeft))
    if topLeft > 0 { corner(r.minX + topLeft, r.minY + topLeft, topLeft, from: .pi) }
    path.closeSubpath()
  }

  /// A quarter circle clockwise on screen, starting at angle `start`.
  private func corner(_ cx: CGFloat, _ cy: CGFloat, _ radius: CGFloat, from start: CGFloat) {
    path.addRelativeArc(
      center: CGPoint(x: cx, y: cy), radius: radius, startAngle: start, delta: .pi / 2)
  }

  /// Creates an arc of a circle; `clockwise` as seen on screen (y down).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Creates a path with the elements of `cgPath`.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// The path's elements as a Core Graphics path (a copy; setting it replaces the elements).
  open var cgPath: CGPath {
    get { path.copy() ?? CGMutablePath() }
    set {
      path = CGMutablePath()
      path.addPath(newValue)
    }
  }

  // MARK: Building

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) { path.move(to: point) }

  /// Adds a straight line to `point`.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }

  /// Adds a cubic Bézier curve to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds a quadratic Bézier curve to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// Adds an arc, joined to the current point by a line; `clockwise` as seen on screen (y down):
  /// the angle grows from `startAngle` to `endAngle`.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    // Core Graphics' `clockwise` is relative to y-up space: the opposite sense on screen.
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
  }

  /// Closes the current subpath with a line to its start.
  open func close() { path.closeSubpath() }

  /// Removes every element.
  open func removeAllPoints() { path = CGMutablePath() }

  /// Appends the elements of `bezierPath`.
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

  /// Maps every point through `transform`.
  open func apply(_ transform: CGAffineTransform) {
    let mapped = CGMutablePath()
    mapped.addPath(path, transform: transform)
    path = mapped
  }

  /// A copy of the path and its drawing attributes.
  open func copy() -> UIBezierPath {
    let copy = UIBezierPath(cgPath: path)
    copy.lineWidth = lineWidth
    copy.lineCapStyle = lineCapStyle
    copy.lineJoinStyle = lineJoinStyle
    copy.miterLimit = miterLimit
    copy.usesEvenOddFillRule = usesEvenOddFillRule
    copy.dashPattern = dashPattern
    copy.dashPhase = dashPhase
    return copy
  }

  // MARK: Reading

  /// Whether the path has no elements.
  open var isEmpty: Bool { path.isEmpty }

  /// The smallest rectangle enclosing every point of the path, control points included;
  /// `.zero` for an empty path, as UIKit reports it.
  open var bounds: CGRect {
    let box = path.boundingBox
    return box.isNull ? .zero : box
  }

  /// The end of the last element.
  open var currentPoint: CGPoint { path.currentPoint }

  /// Whether the area the path encloses (under its fill rule) contains `point`.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  // MARK: Dashes

  /// Sets the stroke's dash pattern: `count` lengths from `pattern`, starting `phase` into it; a
  /// `nil` pattern or a count of 0 draws solid lines.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    guard let pattern, count > 0 else {
      dashPattern = []
      dashPhase = 0
      return
    }
    dashPattern = Array(UnsafeBufferPointer(start: pattern, count: min(count, 1024)))
    dashPhase = phase
  }

  /// Reads the dash pattern: up to `count` lengths into `pattern` (pass `nil` to read the count
  /// only), the count into `count`, the phase into `phase`.
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern, let count {
      for (index, length) in dashPattern.prefix(max(count.pointee, 0)).enumerated() {
        pattern[index] = length
      }
    }
    count?.pointee = dashPattern.count
    phase?.pointee = dashPhase
  }

  // MARK: Drawing into the current context

  /// Fills the enclosed area with the context's fill color (the graphics state is saved and
  /// restored around it).
  open func fill() { fill(with: .normal, alpha: 1) }

  /// Fills with `blendMode` at `alpha`.
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    paint(blendMode, alpha) { context in
      context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
  }

  /// Strokes the path with the context's stroke color and this path's line attributes.
  open func stroke() { stroke(with: .normal, alpha: 1) }

  /// Strokes with `blendMode` at `alpha`.
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    paint(blendMode, alpha) { context in
      context.setLineWidth(lineWidth)
      context.setLineCap(lineCapStyle)
      context.setLineJoin(lineJoinStyle)
      context.setMiterLimit(miterLimit)
      context.setLineDash(phase: dashPhase, lengths: dashPattern)
      context.strokePath()
    }
  }

  /// Adds the path to the current context inside a saved graphics state with `blendMode` and
  /// `alpha`, and lets `body` paint it.
  private func paint(_ blendMode: CGBlendMode, _ alpha: CGFloat, _ body: (CGContext) -> Void) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    context.addPath(path)
    body(context)
    context.restoreGState()
  }

  /// Intersects the current context's clip with the enclosed area (it stays until the graphics
  /// state is restored).
  open func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.addPath(path)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// The path's elements.
  open var description: String { "<UIBezierPath \(path)>" }
}
