import OpenUIKit
import OpenUIKitTesting
import Testing

// The shape of Cosmos (2015–2024), a star rating control: a settings struct whose defaults read
// `UIScreen.main.scale` in a static stored property, nonisolated static factories that build star
// `CAShapeLayer`s from points and a `CATextLayer`, a `UIView` that lays them out in
// `layoutSubviews()`, answers `intrinsicContentSize` and turns touch locations into a rating, and
// a delegate protocol with a weak delegate. Isolation pattern: main-actor UIKit state
// (`UIScreen.main`) read from static members of plain structs, as Swift 5 code does.

// MARK: - Library code

/// How a fractional rating fills the stars.
enum StarFillMode: Int {
  case full = 0
  case half = 1
  case precise = 2
}

/// The defaults, including the points of a five-pointed star in a 100 × 100 box.
struct RatingDefaultSettings {
  static let totalStars = 5
  static let starSize: Double = 20
  static let starMargin: Double = 5
  static let filledColor = UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
  static let emptyBorderColor = UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
  static let emptyBorderWidth: Double = 1 / Double(UIScreen.main.scale)
  static let textFont = UIFont.systemFont(ofSize: UIFont.smallSystemFontSize)
  static let textColor = UIColor.lightGray
  static let textMargin: Double = 5
  static let starPoints: [CGPoint] = (0..<10).map { index in
    let radius: CGFloat = index % 2 == 0 ? 50 : 20
    let angle = CGFloat(index) * CGFloat.pi / 5 - CGFloat.pi / 2
    return CGPoint(x: 50 + radius * cos(angle), y: 50 + radius * sin(angle))
  }
}

/// Everything the control can be told.
struct RatingSettings {
  static var `default`: RatingSettings { return RatingSettings() }

  init() {}

  var totalStars = RatingDefaultSettings.totalStars
  var starSize = RatingDefaultSettings.starSize
  var starMargin = RatingDefaultSettings.starMargin
  var fillMode = StarFillMode.full
  var filledColor = RatingDefaultSettings.filledColor
  var emptyColor = UIColor.clear
  var emptyBorderColor = RatingDefaultSettings.emptyBorderColor
  var emptyBorderWidth = RatingDefaultSettings.emptyBorderWidth
  var starPoints = RatingDefaultSettings.starPoints
  var textFont = RatingDefaultSettings.textFont
  var textColor = RatingDefaultSettings.textColor
  var textMargin = RatingDefaultSettings.textMargin
  var minTouchRating: Double = 1
  var updateOnTouch = true
}

/// Builds one star: a clipping container holding the star's shape layer.
struct StarLayer {
  static func create(
    _ starPoints: [CGPoint], size: Double, lineWidth: Double, fillColor: UIColor,
    strokeColor: UIColor
  ) -> CALayer {
    let container = CALayer()
    container.contentsScale = UIScreen.main.scale
    container.anchorPoint = CGPoint()
    container.masksToBounds = true
    container.bounds = CGRect(x: 0, y: 0, width: size, height: size)

    let shape = CAShapeLayer()
    shape.anchorPoint = CGPoint()
    shape.contentsScale = UIScreen.main.scale
    shape.bounds = container.bounds
    shape.path = starPath(starPoints, size: size, inset: lineWidth).cgPath
    shape.fillColor = fillColor.cgColor
    shape.strokeColor = strokeColor.cgColor
    shape.lineWidth = CGFloat(lineWidth)
    shape.fillRule = .evenOdd
    container.addSublayer(shape)
    return container
  }

  /// The star's outline, scaled from the 100-point box into `size` less `inset` on each side.
  static func starPath(_ points: [CGPoint], size: Double, inset: Double) -> UIBezierPath {
    let scale = CGFloat((size - 2 * inset) / 100)
    let scaled = points.map {
      CGPoint(x: $0.x * scale + CGFloat(inset), y: $0.y * scale + CGFloat(inset))
    }
    let path = UIBezierPath()
    guard let first = scaled.first else { return path }
    path.move(to: first)
    scaled.dropFirst().forEach { path.addLine(to: $0) }
    path.close()
    return path
  }
}

/// The fill of each star for a rating.
struct RatingMath {
  static func fillLevels(_ rating: Double, settings: RatingSettings) -> [Double] {
    let clamped = min(max(rating, 0), Double(settings.totalStars))
    let shown: Double
    switch settings.fillMode {
    case .full: shown = clamped.rounded()
    case .half: shown = (clamped * 2).rounded() / 2
    case .precise: shown = clamped
    }
    return (0..<settings.totalStars).map { min(max(shown - Double($0), 0), 1) }
  }
}

/// The star layers for a rating: filled, empty, or an empty star under a clipped filled one.
struct RatingLayers {
  static func createStarLayers(_ rating: Double, settings: RatingSettings) -> [CALayer] {
    return RatingMath.fillLevels(rating, settings: settings).map { level -> CALayer in
      if level >= 1 { return star(filled: true, settings: settings) }
      if level <= 0 { return star(filled: false, settings: settings) }
      let parent = CALayer()
      parent.contentsScale = UIScreen.main.scale
      parent.anchorPoint = CGPoint()
      parent.bounds = CGRect(x: 0, y: 0, width: settings.starSize, height: settings.starSize)
      let filled = star(filled: true, settings: settings)
      parent.addSublayer(star(filled: false, settings: settings))
      parent.addSublayer(filled)
      filled.bounds.size.width *= CGFloat(level)
      return parent
    }
  }

  static func star(filled: Bool, settings: RatingSettings) -> CALayer {
    return StarLayer.create(
      settings.starPoints, size: settings.starSize,
      lineWidth: filled ? 0 : settings.emptyBorderWidth,
      fillColor: filled ? settings.filledColor : settings.emptyColor,
      strokeColor: filled ? settings.filledColor : settings.emptyBorderColor)
  }
}

/// The text beside the stars.
struct RatingText {
  static func create(_ text: String, font: UIFont, color: UIColor) -> CATextLayer {
    let layer = CATextLayer()
    layer.bounds = CGRect(origin: CGPoint(), size: size(text, font: font))
    layer.anchorPoint = CGPoint()
    layer.string = text
    layer.font = font
    layer.fontSize = font.pointSize
    layer.foregroundColor = color.cgColor
    layer.contentsScale = UIScreen.main.scale
    return layer
  }

  static func size(_ text: String, font: UIFont) -> CGSize {
    return NSString(string: text).size(withAttributes: [NSAttributedString.Key.font: font])
  }
}

/// Touch locations to ratings.
struct RatingTouch {
  static func touchRating(_ locationX: CGFloat, settings: RatingSettings) -> Double {
    let step = settings.starSize + settings.starMargin
    let position = Double(locationX)
    guard position > 0 else { return settings.minTouchRating }
    let whole = (position / step).rounded(.down)
    let partial = min((position - whole * step) / settings.starSize, 1)
    let precise = min(whole + partial, Double(settings.totalStars))
    let rating: Double
    switch settings.fillMode {
    case .full: rating = precise.rounded(.up)
    case .half: rating = (precise * 2).rounded(.up) / 2
    case .precise: rating = precise
    }
    return max(settings.minTouchRating, rating)
  }
}

protocol RatingViewDelegate: AnyObject {
  func ratingView(_ ratingView: RatingView, didFinishTouchingWith rating: Double)
}

/// The control.
class RatingView: UIView {
  var rating: Double = 0 {
    didSet { if oldValue != rating { update() } }
  }
  var text: String? {
    didSet { if oldValue != text { update() } }
  }
  var settings = RatingSettings.default {
    didSet { update() }
  }
  weak var delegate: RatingViewDelegate?
  var didTouchRating: ((Double) -> Void)?
  var didFinishTouchingRating: ((Double) -> Void)?

  private var viewSize = CGSize()
  private var previousTouchRating: Double = -1
  private var starLayers: [CALayer] = []
  private var textLayer: CATextLayer?

  override init(frame: CGRect) {
    super.init(frame: frame)
    update()
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    update()
  }

  func update() {
    starLayers = RatingLayers.createStarLayers(rating, settings: settings)
    textLayer = text.map {
      RatingText.create($0, font: settings.textFont, color: settings.textColor)
    }
    layer.sublayers = nil
    for sublayer in starLayers { layer.addSublayer(sublayer) }
    if let textLayer = textLayer { layer.addSublayer(textLayer) }

    let count = CGFloat(settings.totalStars)
    var size = CGSize(
      width: count * CGFloat(settings.starSize) + (count - 1) * CGFloat(settings.starMargin),
      height: CGFloat(settings.starSize))
    if let textLayer = textLayer {
      size.width += CGFloat(settings.textMargin) + textLayer.bounds.width
      size.height = max(size.height, textLayer.bounds.height)
    }
    viewSize = size
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  override var intrinsicContentSize: CGSize {
    return viewSize
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    var x: CGFloat = 0
    for star in starLayers {
      star.position = CGPoint(x: x, y: ((bounds.height - star.bounds.height) / 2).rounded())
      x += star.bounds.width + CGFloat(settings.starMargin)
    }
    if let textLayer = textLayer {
      let textX = x - CGFloat(settings.starMargin) + CGFloat(settings.textMargin)
      textLayer.position = CGPoint(
        x: textX, y: ((bounds.height - textLayer.bounds.height) / 2).rounded())
    }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    if let touch = touches.first {
      onDidTouch(touch.location(in: self).x)
    }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesMoved(touches, with: event)
    if let touch = touches.first {
      onDidTouch(touch.location(in: self).x)
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    previousTouchRating = -1
    didFinishTouchingRating?(rating)
    delegate?.ratingView(self, didFinishTouchingWith: rating)
  }

  private func onDidTouch(_ locationX: CGFloat) {
    let touchRating = RatingTouch.touchRating(locationX, settings: settings)
    if settings.updateOnTouch {
      rating = touchRating
    }
    if touchRating == previousTouchRating { return }
    didTouchRating?(touchRating)
    previousTouchRating = touchRating
  }
}

// MARK: - Tests

/// A delegate as an app writes one: a plain class.
final class RatingRecorder: RatingViewDelegate {
  var finished: [Double] = []
  func ratingView(_ ratingView: RatingView, didFinishTouchingWith rating: Double) {
    finished.append(rating)
  }
}

@MainActor @Suite struct RatingSnippets {
  @Test func aStarIsBuiltFromItsPoints() throws {
    let star = StarLayer.create(
      RatingDefaultSettings.starPoints, size: 20, lineWidth: 1, fillColor: .red,
      strokeColor: .blue)
    #expect(star.bounds.size == CGSize(width: 20, height: 20))
    #expect(star.anchorPoint == .zero && star.masksToBounds)
    #expect(star.contentsScale == UIScreen.main.scale)
    let shape = try #require(star.sublayers?.first as? CAShapeLayer)
    let path = try #require(shape.path)
    #expect(path.boundingBox.minY == 1)  // the top point, inset by the line width
    #expect(star.bounds.insetBy(dx: 1, dy: 1).contains(path.boundingBox))
    #expect(path.contains(CGPoint(x: 10, y: 10)))
    #expect(!path.contains(CGPoint(x: 10, y: 16.3)))  // between the two lower points
    #expect(shape.fillColor == UIColor.red.cgColor && shape.strokeColor == UIColor.blue.cgColor)
    #expect(RatingDefaultSettings.emptyBorderWidth == 1 / Double(UIScreen.main.scale))
  }

  @Test func touchRatingsAreClampedAndRounded() {
    var settings = RatingSettings()
    #expect(RatingTouch.touchRating(-5, settings: settings) == 1)  // the minimum touch rating
    #expect(RatingTouch.touchRating(22, settings: settings) == 1)  // in the first margin
    #expect(RatingTouch.touchRating(26, settings: settings) == 2)
    #expect(RatingTouch.touchRating(500, settings: settings) == 5)
    settings.fillMode = .precise
    settings.minTouchRating = 0
    #expect(RatingTouch.touchRating(35, settings: settings) == 1.5)
  }

  @Test func fillLevelsFollowTheFillMode() throws {
    var settings = RatingSettings()
    #expect(RatingMath.fillLevels(3.7, settings: settings) == [1, 1, 1, 1, 0])
    settings.fillMode = .half
    #expect(RatingMath.fillLevels(3.7, settings: settings) == [1, 1, 1, 0.5, 0])
    settings.fillMode = .precise
    let levels = RatingMath.fillLevels(3.7, settings: settings)
    #expect(abs(levels[3] - 0.7) < 0.000_001 && levels[4] == 0)
    let layers = RatingLayers.createStarLayers(3.7, settings: settings)
    #expect(layers.count == 5)
    #expect(layers[0].sublayers?.count == 1)  // a whole star
    let partial = try #require(layers[3].sublayers)
    #expect(partial.count == 2)  // empty underneath, filled on top, clipped
    #expect(isClose(partial[1].bounds.width, 14) && partial[1].masksToBounds)
  }

  @Test func theTextLayerIsSizedForItsString() {
    let font = UIFont.systemFont(ofSize: 12)
    let layer = RatingText.create("(132)", font: font, color: .gray)
    #expect(layer.string as? String == "(132)")
    #expect(layer.fontSize == 12 && (layer.font as? UIFont) == font)
    #expect(layer.foregroundColor == UIColor.gray.cgColor)
    #expect(layer.contentsScale == UIScreen.main.scale)
    #expect(layer.bounds.size == RatingText.size("(132)", font: font))
    #expect(layer.bounds.width > 20 && layer.bounds.height >= 12)
  }

  @Test func theViewLaysOutStarsAndText() throws {
    let window = UIWindow.headless(size: CGSize(width: 300, height: 100))
    let rating = RatingView(frame: CGRect(x: 10, y: 10, width: 250, height: 40))
    rating.rating = 3
    rating.text = "3.0"
    window.addSubview(rating)
    rating.layoutIfNeeded()
    let textWidth = RatingText.size("3.0", font: RatingDefaultSettings.textFont).width
    #expect(isClose(rating.intrinsicContentSize.width, 5 * 20 + 4 * 5 + 5 + textWidth))
    #expect(rating.intrinsicContentSize.height == 20)
    let layers = try #require(rating.layer.sublayers)
    #expect(layers.count == 6)
    #expect(layers.prefix(5).map { $0.frame.minX } == [0, 25, 50, 75, 100])
    #expect(layers.prefix(5).allSatisfy { $0.frame.minY == 10 })  // centered in 40 points
    #expect(layers[5].frame.minX == 125)
    rating.settings.starSize = 30
    rating.layoutIfNeeded()
    #expect(rating.layer.sublayers?[1].frame.minX == 35)
  }

  @Test func touchesTurnIntoARating() {
    let window = UIWindow.headless(size: CGSize(width: 300, height: 100))
    let rating = RatingView(frame: CGRect(x: 10, y: 10, width: 150, height: 20))
    rating.settings.fillMode = .half
    let recorder = RatingRecorder()
    rating.delegate = recorder
    var touched: [Double] = []
    rating.didTouchRating = { touched.append($0) }
    var finished: [Double] = []
    rating.didFinishTouchingRating = { finished.append($0) }
    window.addSubview(rating)

    window.touchDown(at: CGPoint(x: 10 + 55, y: 20))  // a quarter into the third star
    window.touchMove(to: CGPoint(x: 10 + 56, y: 20), time: 0.05)  // same half star
    window.touchMove(to: CGPoint(x: 10 + 93, y: 20), time: 0.1)  // nine tenths into the fourth
    window.touchUp(at: CGPoint(x: 10 + 93, y: 20), time: 0.15)
    #expect(touched == [2.5, 4])
    #expect(finished == [4] && recorder.finished == [4])
    #expect(rating.rating == 4)
  }

  @Test func filledStarsRender() throws {
    let window = UIWindow.headless(size: CGSize(width: 150, height: 40))
    let rating = RatingView(frame: CGRect(x: 0, y: 0, width: 150, height: 40))
    var settings = RatingSettings()
    settings.filledColor = .red
    rating.settings = settings
    rating.rating = 2
    window.addSubview(rating)
    let image = window.renderImage()
    #expect(try rgbaAt(image, 10, 20) == opaqueRed)  // the first star's middle
    #expect(try rgbaAt(image, 35, 20) == opaqueRed)  // the second's
    #expect(try rgbaAt(image, 85, 20) == opaqueWhite)  // the fourth, empty
  }
}
