import OpenUIKit
import OpenUIKitTesting
import Testing

// The shape of NVActivityIndicatorView (2016–2023): a protocol whose nonisolated conformers build
// `CAShapeLayer`s from `UIBezierPath`s into a host layer, a shape enum, a type enum that picks an
// animation, and a `UIView` that hands its layer to them. Isolation pattern: Core Animation and
// `UIColor`/`UIBezierPath` used from plain (nonisolated) classes and enums, called by a view.
// No `CAAnimation`s: only the layers they would animate, and the values they would animate through.

// MARK: - Library code

/// Builds an indicator's layers into `layer`.
protocol ActivityIndicatorAnimationDelegate {
  func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor)
}

/// The shapes the indicators are made of.
enum ActivityIndicatorShape {
  case circle
  case ringThirdFour
  case rectangle
  case line

  func layerWith(size: CGSize, color: UIColor) -> CALayer {
    let layer = CAShapeLayer()
    var path = UIBezierPath()
    let lineWidth: CGFloat = 2

    switch self {
    case .circle:
      path.addArc(
        withCenter: CGPoint(x: size.width / 2, y: size.height / 2), radius: size.width / 2,
        startAngle: 0, endAngle: CGFloat(2 * Double.pi), clockwise: false)
      layer.fillColor = color.cgColor
    case .ringThirdFour:
      path.addArc(
        withCenter: CGPoint(x: size.width / 2, y: size.height / 2), radius: size.width / 2,
        startAngle: CGFloat(-3 * Double.pi / 4), endAngle: CGFloat(-Double.pi / 4),
        clockwise: false)
      layer.fillColor = nil
      layer.strokeColor = color.cgColor
      layer.lineWidth = lineWidth
    case .rectangle:
      path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: size.width, height: size.height))
      layer.fillColor = color.cgColor
    case .line:
      path = UIBezierPath(
        roundedRect: CGRect(x: 0, y: 0, width: size.width, height: size.height),
        cornerRadius: size.width / 2)
      layer.fillColor = color.cgColor
    }

    layer.backgroundColor = nil
    layer.path = path.cgPath
    layer.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    return layer
  }
}

/// Three dots pulsing one after the other.
class ActivityIndicatorAnimationBallPulse: ActivityIndicatorAnimationDelegate {
  let duration: CFTimeInterval = 0.75
  let beginTimes: [CFTimeInterval] = [0.12, 0.24, 0.36]
  let repeatCount: Float = HUGE

  func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
    let circleSpacing: CGFloat = 2
    let circleSize: CGFloat = (size.width - 2 * circleSpacing) / 3
    let x: CGFloat = (layer.bounds.size.width - size.width) / 2
    let y: CGFloat = (layer.bounds.size.height - circleSize) / 2

    let beginTime = CACurrentMediaTime()
    let curve = CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)

    // Each dot shrinks to 30 % and grows back, a little after the one before it.
    let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
    pulse.keyTimes = [0, 0.3, 1]
    pulse.timingFunctions = [curve, curve]
    pulse.values = [1, 0.3, 1]
    pulse.duration = duration
    pulse.repeatCount = repeatCount
    pulse.isRemovedOnCompletion = false

    for i in 0..<3 {
      let circle = ActivityIndicatorShape.circle.layerWith(
        size: CGSize(width: circleSize, height: circleSize), color: color)
      let frame = CGRect(
        x: x + circleSize * CGFloat(i) + circleSpacing * CGFloat(i), y: y,
        width: circleSize, height: circleSize)
      pulse.beginTime = beginTime + beginTimes[i]
      circle.frame = frame
      circle.name = "pulse-\(i)"
      circle.add(pulse, forKey: "animation")
      layer.addSublayer(circle)
    }
  }
}

/// Five bars scaling up and down.
class ActivityIndicatorAnimationLineScale: ActivityIndicatorAnimationDelegate {
  func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
    let lineSize = size.width / 9
    let x = (layer.bounds.size.width - size.width) / 2
    let y = (layer.bounds.size.height - size.height) / 2

    let duration: CFTimeInterval = 1
    let beginTime = CACurrentMediaTime()
    let beginTimes = [0.1, 0.2, 0.3, 0.4, 0.5]
    let timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)

    let animation = CAKeyframeAnimation(keyPath: "transform.scale.y")
    animation.keyTimes = [0, 0.5, 1]
    animation.timingFunctions = [timingFunction, timingFunction]
    animation.values = [1, 0.4, 1]
    animation.duration = duration
    animation.repeatCount = HUGE
    animation.isRemovedOnCompletion = false

    for i in 0..<5 {
      let line = ActivityIndicatorShape.line.layerWith(
        size: CGSize(width: lineSize, height: size.height), color: color)
      line.frame = CGRect(
        x: x + lineSize * 2 * CGFloat(i), y: y, width: lineSize, height: size.height)
      animation.beginTime = beginTime + beginTimes[i]
      line.add(animation, forKey: "animation")
      layer.addSublayer(line)
    }
  }
}

/// A three-quarter ring that spins.
class ActivityIndicatorAnimationBallClipRotate: ActivityIndicatorAnimationDelegate {
  func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
    let duration: CFTimeInterval = 0.75

    // Shrinks a little halfway round while it turns once.
    let scaleAnimation = CAKeyframeAnimation(keyPath: "transform.scale")
    scaleAnimation.keyTimes = [0, 0.5, 1]
    scaleAnimation.values = [1, 0.6, 1]

    let rotateAnimation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
    rotateAnimation.keyTimes = scaleAnimation.keyTimes
    rotateAnimation.values = [0, CGFloat.pi, 2 * CGFloat.pi]

    let animation = CAAnimationGroup()
    animation.animations = [scaleAnimation, rotateAnimation]
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    animation.duration = duration
    animation.repeatCount = HUGE
    animation.isRemovedOnCompletion = false

    let ring = ActivityIndicatorShape.ringThirdFour.layerWith(size: size, color: color)
    ring.frame = CGRect(
      x: (layer.bounds.width - size.width) / 2, y: (layer.bounds.height - size.height) / 2,
      width: size.width, height: size.height)
    ring.add(animation, forKey: "animation")
    layer.addSublayer(ring)
  }
}

/// A square flipping about x, then y, in perspective.
class ActivityIndicatorAnimationSquareSpin: ActivityIndicatorAnimationDelegate {
  /// The key frames a `CAKeyframeAnimation` on `transform` would run through.
  var keyframes: [NSValue] {
    return [
      NSValue(caTransform3D: tilted(x: 0, y: 0)),
      NSValue(caTransform3D: tilted(x: CGFloat.pi, y: 0)),
      NSValue(caTransform3D: tilted(x: CGFloat.pi, y: CGFloat.pi)),
      NSValue(caTransform3D: tilted(x: 0, y: CGFloat.pi)),
      NSValue(caTransform3D: tilted(x: 0, y: 0)),
    ]
  }

  private func tilted(x: CGFloat, y: CGFloat) -> CATransform3D {
    var transform = CATransform3DIdentity
    transform.m34 = -1.0 / 100
    transform = CATransform3DRotate(transform, x, 1, 0, 0)
    return CATransform3DRotate(transform, y, 0, 1, 0)
  }

  func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
    let square = ActivityIndicatorShape.rectangle.layerWith(size: size, color: color)
    square.frame = CGRect(
      x: (layer.bounds.width - size.width) / 2, y: (layer.bounds.height - size.height) / 2,
      width: size.width, height: size.height)
    // Where the animation starts.
    square.transform = keyframes[0].caTransform3DValue

    let animation = CAKeyframeAnimation(keyPath: "transform")
    animation.keyTimes = [0, 0.25, 0.5, 0.75, 1]
    animation.timingFunctions = Array(
      repeating: CAMediaTimingFunction(controlPoints: 0.09, 0.57, 0.49, 0.9), count: 4)
    animation.values = keyframes
    animation.duration = 3
    animation.repeatCount = HUGE
    animation.isRemovedOnCompletion = false
    square.add(animation, forKey: "animation")
    layer.addSublayer(square)
  }
}

/// A three-by-three grid of dots.
class ActivityIndicatorAnimationBallGridPulse: ActivityIndicatorAnimationDelegate {
  func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
    let circleSpacing: CGFloat = 2
    let circleSize = (size.width - circleSpacing * 2) / 3
    let x = (layer.bounds.size.width - size.width) / 2
    let y = (layer.bounds.size.height - size.height) / 2

    for i in 0..<3 {
      for j in 0..<3 {
        let circle = ActivityIndicatorShape.circle.layerWith(
          size: CGSize(width: circleSize, height: circleSize), color: color)
        circle.frame = CGRect(
          x: x + circleSize * CGFloat(j) + circleSpacing * CGFloat(j),
          y: y + circleSize * CGFloat(i) + circleSpacing * CGFloat(i),
          width: circleSize, height: circleSize)
        layer.addSublayer(circle)
      }
    }
  }
}

/// The indicator styles, and the animation that draws each.
enum ActivityIndicatorType: CaseIterable {
  case ballPulse
  case lineScale
  case ballClipRotate
  case squareSpin
  case ballGridPulse

  func animation() -> ActivityIndicatorAnimationDelegate {
    switch self {
    case .ballPulse:
      return ActivityIndicatorAnimationBallPulse()
    case .lineScale:
      return ActivityIndicatorAnimationLineScale()
    case .ballClipRotate:
      return ActivityIndicatorAnimationBallClipRotate()
    case .squareSpin:
      return ActivityIndicatorAnimationSquareSpin()
    case .ballGridPulse:
      return ActivityIndicatorAnimationBallGridPulse()
    }
  }
}

/// The view: hidden until started, its layer rebuilt by the chosen animation.
class ActivityIndicatorView: UIView {
  static var defaultType: ActivityIndicatorType = .ballPulse
  static var defaultColor = UIColor.white
  static var defaultPadding: CGFloat = 0

  var type: ActivityIndicatorType = ActivityIndicatorView.defaultType
  var color: UIColor = ActivityIndicatorView.defaultColor
  var padding: CGFloat = ActivityIndicatorView.defaultPadding
  private(set) var isAnimating: Bool = false

  init(
    frame: CGRect, type: ActivityIndicatorType? = nil, color: UIColor? = nil,
    padding: CGFloat? = nil
  ) {
    self.type = type ?? ActivityIndicatorView.defaultType
    self.color = color ?? ActivityIndicatorView.defaultColor
    self.padding = padding ?? ActivityIndicatorView.defaultPadding
    super.init(frame: frame)
    isHidden = true
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    backgroundColor = UIColor.clear
    isHidden = true
  }

  override var intrinsicContentSize: CGSize {
    return CGSize(width: bounds.width, height: bounds.height)
  }

  override var bounds: CGRect {
    didSet {
      if oldValue != bounds && isAnimating {
        setUpAnimation()
      }
    }
  }

  final func startAnimating() {
    guard !isAnimating else { return }
    isHidden = false
    isAnimating = true
    setUpAnimation()
  }

  final func stopAnimating() {
    guard isAnimating else { return }
    isHidden = true
    isAnimating = false
    layer.sublayers?.removeAll()
  }

  private final func setUpAnimation() {
    let animation: ActivityIndicatorAnimationDelegate = type.animation()
    var animationRect = frame.inset(
      by: UIEdgeInsets(top: padding, left: padding, bottom: padding, right: padding))
    let minEdge = min(animationRect.width, animationRect.height)

    layer.sublayers = nil
    animationRect.size = CGSize(width: minEdge, height: minEdge)
    animation.setUpAnimation(in: layer, size: animationRect.size, color: color)
  }
}

// MARK: - Tests

@MainActor @Suite struct ActivityIndicatorSnippets {
  /// A host layer made and filled without any view: Core Animation from nonisolated code.
  private func host(_ animation: ActivityIndicatorAnimationDelegate, side: CGFloat = 60)
    -> CALayer
  {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
    animation.setUpAnimation(in: layer, size: CGSize(width: side, height: side), color: .red)
    return layer
  }

  @Test func ballPulseLaysThreeCirclesSideBySide() throws {
    let pulse = ActivityIndicatorAnimationBallPulse()
    let layer = host(pulse)
    let circles = try #require(layer.sublayers as? [CAShapeLayer])
    let side = (60 - 4) / CGFloat(3)
    #expect(circles.count == 3)
    #expect(circles.map { $0.name } == ["pulse-0", "pulse-1", "pulse-2"])
    for (index, circle) in circles.enumerated() {
      #expect(isClose(circle.frame.minX, CGFloat(index) * (side + 2)))
      #expect(isClose(circle.frame.minY, (60 - side) / 2))
      #expect(isClose(circle.frame.width, side))
      #expect(circle.fillColor == UIColor.red.cgColor)
      let outline = try #require(circle.path?.boundingBoxOfPath)
      #expect(isClose(outline.width, side, within: 0.01))
      #expect(isClose(outline.midX, side / 2, within: 0.01))
    }
    #expect(pulse.repeatCount == .greatestFiniteMagnitude)
    #expect(pulse.beginTimes == pulse.beginTimes.sorted() && pulse.duration == 0.75)
  }

  @Test func linesAndGridAreSpacedEvenly() throws {
    let lines = try #require(host(ActivityIndicatorAnimationLineScale(), side: 45).sublayers)
    #expect(lines.count == 5)
    #expect(lines.map { $0.frame.minX } == [0, 10, 20, 30, 40])
    #expect(lines.allSatisfy { $0.frame.size == CGSize(width: 5, height: 45) })
    let grid = try #require(host(ActivityIndicatorAnimationBallGridPulse(), side: 34).sublayers)
    #expect(grid.count == 9)
    #expect(grid[4].frame == CGRect(x: 12, y: 12, width: 10, height: 10))
    #expect(grid[8].frame.maxX == 34 && grid[8].frame.maxY == 34)
  }

  @Test func theRingIsStrokedNotFilled() throws {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 50)
    ActivityIndicatorAnimationBallClipRotate().setUpAnimation(
      in: layer, size: CGSize(width: 40, height: 40), color: .blue)
    let ring = try #require(layer.sublayers?.first as? CAShapeLayer)
    #expect(ring.frame == CGRect(x: 20, y: 5, width: 40, height: 40))
    #expect(ring.fillColor == nil)
    #expect(ring.strokeColor == UIColor.blue.cgColor && ring.lineWidth == 2)
    // Three quarters of a circle: the arc's gap is at the top, so it reaches the bottom only.
    let outline = try #require(ring.path?.boundingBoxOfPath)
    #expect(isClose(outline.maxY, 40, within: 0.01) && outline.minY > 0)
  }

  @Test func squareSpinStartsAtItsFirstKeyframe() throws {
    let spin = ActivityIndicatorAnimationSquareSpin()
    let frames = spin.keyframes
    #expect(frames.count == 5)
    #expect(frames.first == frames.last)
    #expect(frames[0].caTransform3DValue.m34 == -0.01)
    #expect(isClose(frames[1].caTransform3DValue.m22, -1))
    let square = try #require(host(spin, side: 30).sublayers?.first)
    #expect(square.transform == frames[0].caTransform3DValue)
    #expect(square.bounds.size == CGSize(width: 30, height: 30))
  }

  @Test func theDotsPulseOneAfterAnotherForever() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let pulse = ActivityIndicatorAnimationBallPulse()
    let circles = try #require(host(pulse).sublayers)
    let animation = try #require(circles[0].animation(forKey: "animation") as? CAKeyframeAnimation)
    #expect(animation.repeatCount == HUGE && !animation.isRemovedOnCompletion)
    func scale(_ layer: CALayer) -> CGFloat {
      layer.presentation()?.value(forKeyPath: "transform.scale") as? CGFloat ?? .nan
    }
    // 0.12 s + 30 % of 0.75 s in: the first dot is at its smallest; the last has not begun.
    clock.advance(by: 0.12 + 0.225)
    #expect(isClose(scale(circles[0]), 0.3, within: 1e-6))
    #expect(scale(circles[2]) == 1)
    // A minute later the pulse still runs (HUGE repeats): one period on, the same point.
    clock.advance(by: 60)
    let now = scale(circles[0])
    clock.advance(by: 0.75)
    #expect(isClose(scale(circles[0]), now, within: 1e-6))
    #expect(now < 1)
  }

  @Test func theRingTurnsAndTheSquareFlips() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let ring = try #require(host(ActivityIndicatorAnimationBallClipRotate()).sublayers?.first)
    let square = try #require(
      host(ActivityIndicatorAnimationSquareSpin(), side: 30).sublayers?.first)
    clock.advance(by: 0.375)  // half a turn of the ring
    let shown = try #require(ring.presentation())
    let angle = try #require(shown.value(forKeyPath: "transform.rotation.z") as? CGFloat)
    #expect(isClose(abs(angle), .pi, within: 1e-6))
    #expect(isClose(shown.value(forKeyPath: "transform.scale") as? CGFloat ?? 0, 0.6, within: 1e-6))
    clock.advance(by: 0.375)  // the square's first quarter ends: flipped about x
    let flipped = try #require(square.presentation()).transform
    #expect(isClose(flipped.m22, -1, within: 1e-6))
  }

  @Test func theTypeEnumPicksTheAnimation() throws {
    #expect(ActivityIndicatorType.ballPulse.animation() is ActivityIndicatorAnimationBallPulse)
    #expect(ActivityIndicatorType.squareSpin.animation() is ActivityIndicatorAnimationSquareSpin)
    for type in ActivityIndicatorType.allCases {
      let layer = host(type.animation(), side: 48)
      let sublayers = try #require(layer.sublayers, "\(type) built nothing")
      let area = layer.bounds.insetBy(dx: -0.01, dy: -0.01)
      #expect(sublayers.allSatisfy { area.contains($0.frame) })
    }
  }

  @Test func theViewStartsAndStops() {
    let indicator = ActivityIndicatorView(
      frame: CGRect(x: 0, y: 0, width: 60, height: 60), type: .ballGridPulse, color: .red,
      padding: 10)
    #expect(indicator.isHidden && !indicator.isAnimating)
    #expect(indicator.intrinsicContentSize == CGSize(width: 60, height: 60))
    indicator.startAnimating()
    #expect(!indicator.isHidden && indicator.isAnimating)
    #expect(indicator.layer.sublayers?.count == 9)
    // 60 points less 10 of padding on each side: a 40-point grid, centered.
    #expect(indicator.layer.sublayers?.first?.frame.origin == CGPoint(x: 10, y: 10))
    indicator.stopAnimating()
    #expect(indicator.isHidden && (indicator.layer.sublayers ?? []).isEmpty)
  }

  @Test func aNewSizeRebuildsTheLayers() throws {
    ActivityIndicatorView.defaultColor = .blue
    defer { ActivityIndicatorView.defaultColor = .white }
    let indicator = ActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    #expect(indicator.type == .ballPulse && indicator.color == .blue)
    indicator.startAnimating()
    indicator.bounds = CGRect(x: 0, y: 0, width: 90, height: 90)
    let circles = try #require(indicator.layer.sublayers)
    #expect(circles.count == 3)
    #expect(isClose(circles[0].frame.width, (90 - 4) / 3))
  }

  @Test func itRendersInAWindow() throws {
    let window = UIWindow.headless(size: CGSize(width: 100, height: 100))
    let indicator = ActivityIndicatorView(
      frame: CGRect(x: 20, y: 20, width: 60, height: 60), type: .ballPulse, color: .red)
    window.addSubview(indicator)
    indicator.startAnimating()
    let image = window.renderImage()
    #expect(try rgbaAt(image, 50, 50) == opaqueRed)  // the middle dot
    #expect(try rgbaAt(image, 22, 22) == opaqueWhite)  // outside the dots
  }
}
