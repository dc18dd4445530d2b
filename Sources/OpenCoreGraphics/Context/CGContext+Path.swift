import Foundation

extension CGContext {
  /// Discards the current path.
  public func beginPath() { devicePath = CGMutablePath() }

  /// Starts a subpath at `point`.
  public func move(to point: CGPoint) { devicePath.move(to: point, transform: deviceTransform) }

  /// Adds a line to `point`.
  public func addLine(to point: CGPoint) {
    devicePath.addLine(to: point, transform: deviceTransform)
  }

  /// Adds connected lines through `points`.
  public func addLines(between points: [CGPoint]) {
    devicePath.addLines(between: points, transform: deviceTransform)
  }

  /// Adds a closed rectangle.
  public func addRect(_ rect: CGRect) { devicePath.addRect(rect, transform: deviceTransform) }

  /// Adds closed rectangles.
  public func addRects(_ rects: [CGRect]) { devicePath.addRects(rects, transform: deviceTransform) }

  /// Adds the ellipse inscribed in `rect`.
  public func addEllipse(in rect: CGRect) {
    devicePath.addEllipse(in: rect, transform: deviceTransform)
  }

  /// Adds a quadratic curve.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    devicePath.addQuadCurve(to: end, control: control, transform: deviceTransform)
  }

  /// Adds a cubic curve.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    devicePath.addCurve(to: end, control1: control1, control2: control2, transform: deviceTransform)
  }

  /// Adds a circular arc; `clockwise` is relative to user space's y-up orientation, as in Quartz.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    devicePath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise, transform: deviceTransform)
  }

  /// Adds a tangent arc (see ``CGMutablePath/addArc(tangent1End:tangent2End:radius:transform:)``).
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    devicePath.addArc(
      tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: deviceTransform
    )
  }

  /// Closes the current subpath.
  public func closePath() { devicePath.closeSubpath() }

  /// Appends a path given in user space.
  public func addPath(_ path: CGPath) { devicePath.addPath(path, transform: deviceTransform) }

  /// Whether the current path is empty.
  public var isPathEmpty: Bool { devicePath.isEmpty }

  /// The current point of the path, in user space.
  public var currentPointOfPath: CGPoint {
    devicePath.currentPoint.applying(deviceTransform.inverted())
  }

  /// The bounding box of the current path, in user space.
  public var boundingBoxOfPath: CGRect {
    let box = devicePath.boundingBox
    return box.isNull ? box : box.applying(deviceTransform.inverted())
  }

  /// A copy of the current path in user space, or `nil` when it is empty.
  public var path: CGPath? {
    guard !devicePath.isEmpty else { return nil }
    return devicePath.copy(using: [deviceTransform.inverted()])
  }

  /// Takes the current path, leaving it empty, as painting does.
  func consumePath() -> CGPath {
    defer { devicePath = CGMutablePath() }
    return devicePath
  }

  /// A device path built by `build` in user space.
  func userPath(_ build: (CGMutablePath) -> Void) -> CGPath {
    let path = CGMutablePath()
    build(path)
    return path.copy(using: [deviceTransform]) ?? path
  }
}
