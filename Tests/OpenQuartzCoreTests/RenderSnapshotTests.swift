import Foundation
import OpenCoreGraphics
import OpenQuartzCore
import OpenUIKitTesting
import Testing

/// The compositor's output for each appearance property and layer kind,
/// compared with reference PNGs that were looked at before committing.
@MainActor @Suite struct RenderSnapshotTests {
  let canvas = CGRect(x: 0, y: 0, width: 240, height: 120)

  func root() -> CALayer {
    let root = CALayer()
    root.frame = canvas
    return root
  }

  @Test func backgroundCornersBorderAndOpacity() throws {
    let root = root()
    _ = layer(CGRect(x: 10, y: 10, width: 60, height: 45), rgb(0.2, 0.5, 0.9), in: root)
    _ = layer(CGRect(x: 90, y: 10, width: 60, height: 45), rgb(0.2, 0.5, 0.9), in: root) {
      $0.cornerRadius = 14
    }
    _ = layer(CGRect(x: 170, y: 10, width: 60, height: 45), rgb(0.2, 0.5, 0.9), in: root) {
      $0.cornerRadius = 18
      $0.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]  // top left, bottom right
    }
    _ = layer(CGRect(x: 10, y: 65, width: 60, height: 45), rgb(1, 0.9, 0.6), in: root) {
      $0.borderWidth = 4
      $0.borderColor = rgb(0.8, 0.2, 0.1)
    }
    _ = layer(CGRect(x: 90, y: 65, width: 60, height: 45), nil, in: root) {
      $0.cornerRadius = 12
      $0.borderWidth = 3  // default border color: opaque black
    }
    _ = layer(CGRect(x: 170, y: 65, width: 60, height: 45), rgb(0.2, 0.5, 0.9), in: root) {
      $0.opacity = 0.4
      $0.cornerRadius = 8
    }
    try assertSnapshot(
      try renderFrame(root, size: canvas.size).0, named: "backgroundCornersBorderAndOpacity")
  }

  @Test func masksToBoundsAndMaskLayers() throws {
    let root = root()
    // A sublayer overflowing a rounded parent, without and with masksToBounds.
    for (index, clips) in [false, true].enumerated() {
      let parent = layer(
        CGRect(x: 10 + CGFloat(index) * 80, y: 20, width: 60, height: 60), rgb(0.85, 0.85, 0.9),
        in: root
      ) {
        $0.cornerRadius = 20
        $0.masksToBounds = clips
        $0.borderWidth = 2
        $0.borderColor = rgb(0.3, 0.3, 0.4)
      }
      _ = layer(CGRect(x: 25, y: 25, width: 60, height: 60), rgb(0.9, 0.3, 0.2), in: parent)
    }
    // A mask: a gradient whose alpha fades to the right.
    let masked = layer(CGRect(x: 170, y: 20, width: 60, height: 80), rgb(0.1, 0.6, 0.3), in: root)
    let fade = CAGradientLayer()
    fade.frame = CGRect(x: 0, y: 0, width: 60, height: 70)
    fade.colors = [rgb(1, 0, 0, 1), rgb(0, 0, 1, 0)]  // colors are ignored, only alpha counts
    fade.startPoint = CGPoint(x: 0, y: 0.5)
    fade.endPoint = CGPoint(x: 1, y: 0.5)
    masked.mask = fade
    try assertSnapshot(
      try renderFrame(root, size: canvas.size).0, named: "masksToBoundsAndMaskLayers")
  }

  @Test func groupOpacity() throws {
    let root = root()
    for (index, grouped) in [true, false].enumerated() {
      let group = layer(
        CGRect(x: 20 + CGFloat(index) * 110, y: 20, width: 90, height: 80), nil, in: root
      ) {
        $0.opacity = 0.5
        $0.allowsGroupOpacity = grouped
      }
      _ = layer(CGRect(x: 0, y: 0, width: 60, height: 60), rgb(0.9, 0.2, 0.2), in: group)
      _ = layer(CGRect(x: 30, y: 20, width: 60, height: 60), rgb(0.2, 0.3, 0.9), in: group)
    }
    try assertSnapshot(try renderFrame(root, size: canvas.size).0, named: "groupOpacity")
  }

  @Test func contentsGravityAndContentsRect() throws {
    let image = try #require(quadrantImage())
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 70)
    let gravities: [CALayerContentsGravity] = [
      .resize, .resizeAspect, .resizeAspectFill, .center, .bottomRight,
    ]
    for (index, gravity) in gravities.enumerated() {
      _ = layer(
        CGRect(x: 10 + CGFloat(index) * 56, y: 10, width: 48, height: 32), rgb(0.9, 0.9, 0.9),
        in: root
      ) {
        $0.contents = image
        $0.contentsGravity = gravity
        $0.contentsScale = gravity == .center || gravity == .bottomRight ? 0.25 : 1  // 16x16 points
        $0.magnificationFilter = .nearest
        $0.masksToBounds = true
      }
    }
    // The top-right quarter only (green), stretched.
    _ = layer(CGRect(x: 10, y: 48, width: 40, height: 16), nil, in: root) {
      $0.contents = image
      $0.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
      $0.magnificationFilter = .nearest
    }
    try assertSnapshot(
      try renderFrame(root, size: root.bounds.size).0, named: "contentsGravityAndContentsRect")
  }

  @Test func shadows() throws {
    let root = root()
    // The rounded silhouette (shared cached mask), moved down.
    _ = layer(CGRect(x: 15, y: 20, width: 50, height: 50), rgb(1, 1, 1), in: root) {
      $0.cornerRadius = 10
      $0.shadowOpacity = 0.5
      $0.shadowOffset = CGSize(width: 0, height: 6)
      $0.shadowRadius = 4
    }
    // The default offset (0, -3) moves the shadow up.
    _ = layer(CGRect(x: 80, y: 20, width: 40, height: 40), rgb(0.95, 0.85, 0.3), in: root) {
      $0.shadowOpacity = 1
    }
    // Shaped by composited alpha: a background-less layer with a round sublayer.
    let holder = layer(CGRect(x: 135, y: 15, width: 40, height: 40), nil, in: root) {
      $0.shadowOpacity = 0.8
      $0.shadowColor = rgb(0.8, 0, 0.4)
      $0.shadowOffset = CGSize(width: 6, height: 6)
      $0.shadowRadius = 2
    }
    _ = layer(CGRect(x: 5, y: 5, width: 30, height: 30), rgb(0.3, 0.7, 1), in: holder) {
      $0.cornerRadius = 15
    }
    // shadowPath: an ellipse under a square, independent of the content.
    _ = layer(CGRect(x: 190, y: 20, width: 40, height: 40), rgb(0.4, 0.8, 0.4), in: root) {
      $0.shadowOpacity = 0.7
      $0.shadowOffset = CGSize(width: 0, height: 30)
      $0.shadowRadius = 3
      $0.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 20, width: 40, height: 16), transform: nil)
    }
    // An empty layer casts no shadow.
    _ = layer(CGRect(x: 80, y: 80, width: 40, height: 30), nil, in: root) { $0.shadowOpacity = 1 }
    try assertSnapshot(try renderFrame(root, size: canvas.size).0, named: "shadows")
  }

  @Test func gradientLayers() throws {
    let root = root()
    let colors = [rgb(1, 0.2, 0.2), rgb(1, 0.9, 0.1), rgb(0.1, 0.4, 1)]
    let configurations: [(CAGradientLayerType, CGPoint, CGPoint, [NSNumber]?)] = [
      (.axial, CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1), nil),
      (.axial, CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), [0, 0.2, 1]),
      (.radial, CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 1), nil),
      (.conic, CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 0.5), nil),
    ]
    for (index, (type, start, end, locations)) in configurations.enumerated() {
      let gradient = CAGradientLayer()
      gradient.frame = CGRect(x: 8 + CGFloat(index) * 58, y: 20, width: 50, height: 80)
      gradient.type = type
      gradient.colors = colors
      gradient.locations = locations
      gradient.startPoint = start
      gradient.endPoint = end
      gradient.cornerRadius = 10
      gradient.backgroundColor = rgb(0.2, 0.2, 0.2)
      root.addSublayer(gradient)
    }
    try assertSnapshot(try renderFrame(root, size: canvas.size).0, named: "gradientLayers")
  }

  @Test func shapeLayers() throws {
    let root = root()
    let star = CGMutablePath()
    for index in 0..<5 {
      let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
      let point = CGPoint(x: 30 + 28 * cos(angle), y: 30 + 28 * sin(angle))
      if index == 0 { star.move(to: point) } else { star.addLine(to: point) }
    }
    star.closeSubpath()
    let shapes: [(CAShapeLayer) -> Void] = [
      { $0.path = star },
      {
        $0.path = star; $0.fillRule = .evenOdd; $0.strokeColor = rgb(0, 0, 0); $0.lineJoin = .round
      },
      {
        $0.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 50, height: 50), transform: nil)
        $0.fillColor = nil
        $0.strokeColor = rgb(0.9, 0.3, 0.1)
        $0.lineWidth = 6
        $0.lineCap = .round
        $0.strokeStart = 0.1
        $0.strokeEnd = 0.7
      },
      {
        $0.path = CGPath(rect: CGRect(x: 5, y: 5, width: 50, height: 50), transform: nil)
        $0.fillColor = rgb(0.8, 0.9, 1)
        $0.strokeColor = rgb(0.1, 0.2, 0.6)
        $0.lineWidth = 3
        $0.lineDashPattern = [8, 4]
      },
    ]
    for (index, configure) in shapes.enumerated() {
      let shape = CAShapeLayer()
      shape.frame = CGRect(x: 0 + CGFloat(index) * 60, y: 30, width: 60, height: 60)
      configure(shape)
      root.addSublayer(shape)
    }
    try assertSnapshot(try renderFrame(root, size: canvas.size).0, named: "shapeLayers")
  }

  @Test func replicatorInstancesAndColorOffsets() throws {
    let root = root()
    // Apple's example: white source, 5 instances, blue and green falling to red.
    let row = CAReplicatorLayer()
    row.frame = CGRect(x: 10, y: 10, width: 220, height: 40)
    row.instanceCount = 5
    row.instanceTransform = CATransform3DMakeTranslation(44, 0, 0)
    row.instanceBlueOffset = -0.2
    row.instanceGreenOffset = -0.2
    _ = layer(CGRect(x: 0, y: 0, width: 36, height: 36), rgb(1, 1, 1), in: row) {
      $0.cornerRadius = 6
      $0.borderWidth = 1
    }
    root.addSublayer(row)
    // A ring of dots: rotation about the replicator's center, fading alpha.
    let ring = CAReplicatorLayer()
    ring.frame = CGRect(x: 60, y: 55, width: 60, height: 60)
    ring.instanceCount = 12
    ring.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
    ring.instanceAlphaOffset = -1.0 / 12
    _ = layer(CGRect(x: 26, y: 2, width: 8, height: 8), rgb(0.1, 0.3, 0.9), in: ring) {
      $0.cornerRadius = 4
    }
    root.addSublayer(ring)
    // instanceCount 0 draws nothing.
    let none = CAReplicatorLayer()
    none.frame = CGRect(x: 150, y: 60, width: 50, height: 50)
    none.instanceCount = 0
    _ = layer(CGRect(x: 0, y: 0, width: 50, height: 50), rgb(1, 0, 0), in: none)
    root.addSublayer(none)
    try assertSnapshot(
      try renderFrame(root, size: canvas.size).0, named: "replicatorInstancesAndColorOffsets")
  }

  @Test func textLayers() throws {
    let root = root()
    let texts: [(CGRect, String, (CATextLayer) -> Void)] = [
      (CGRect(x: 8, y: 6, width: 224, height: 26), "Left, DejaVu Sans 18", { $0.fontSize = 18 }),
      (
        CGRect(x: 8, y: 34, width: 224, height: 20), "Centered bold",
        {
          $0.fontSize = 14
          $0.font = "DejaVuSans-Bold"
          $0.alignmentMode = .center
          $0.foregroundColor = rgb(0.1, 0.4, 0.9)
        }
      ),
      (
        CGRect(x: 8, y: 56, width: 110, height: 60), "Wrapped text flows onto several lines",
        {
          $0.fontSize = 12
          $0.isWrapped = true
        }
      ),
      (
        CGRect(x: 124, y: 56, width: 108, height: 18), "Truncated at the end of the line",
        {
          $0.fontSize = 12
          $0.truncationMode = .end
        }
      ),
      (
        CGRect(x: 124, y: 80, width: 108, height: 18), "Right",
        {
          $0.fontSize = 12
          $0.alignmentMode = .right
          $0.backgroundColor = rgb(0.9, 0.9, 0.9)
        }
      ),
    ]
    for (frame, string, configure) in texts {
      let text = CATextLayer()
      text.frame = frame
      text.string = string
      text.foregroundColor = rgb(0, 0, 0)
      configure(text)
      root.addSublayer(text)
    }
    try assertSnapshot(try renderFrame(root, size: canvas.size).0, named: "textLayers")
  }

  @Test func transformsAndSublayerTransform() throws {
    let root = root()
    _ = layer(CGRect(x: 20, y: 30, width: 60, height: 40), rgb(0.9, 0.4, 0.2), in: root) {
      $0.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
      $0.borderWidth = 2
    }
    _ = layer(CGRect(x: 110, y: 40, width: 40, height: 40), rgb(0.2, 0.6, 0.4), in: root) {
      $0.transform = CATransform3DMakeScale(1.5, 0.75, 1)
      $0.anchorPoint = CGPoint(x: 0, y: 0)
    }
    let parent = layer(CGRect(x: 170, y: 20, width: 60, height: 80), rgb(0.9, 0.9, 0.95), in: root)
    {
      $0.sublayerTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
    }
    _ = layer(CGRect(x: 20, y: 30, width: 20, height: 20), rgb(0.3, 0.3, 0.9), in: parent)
    try assertSnapshot(
      try renderFrame(root, size: canvas.size).0, named: "transformsAndSublayerTransform")
  }

  @Test func scaleTwoRendersSharper() throws {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
    _ = layer(CGRect(x: 5, y: 5, width: 70, height: 30), rgb(1, 1, 1), in: root) {
      $0.cornerRadius = 8
      $0.borderWidth = 1
      $0.borderColor = rgb(0.6, 0.6, 0.6)
    }
    let text = CATextLayer()
    text.frame = CGRect(x: 12, y: 12, width: 60, height: 16)
    text.string = "Card 7"
    text.fontSize = 11
    text.foregroundColor = rgb(0, 0, 0)
    root.addSublayer(text)
    let (image, renderer) = try renderFrame(root, size: root.bounds.size, scale: 2)
    #expect(image.width == 160 && renderer.pixelHeight == 80)
    try assertSnapshot(image, named: "scaleTwoRendersSharper")
  }
}
