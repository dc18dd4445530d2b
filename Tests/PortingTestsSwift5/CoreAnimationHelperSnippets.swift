import OpenUIKit
import OpenUIKitTesting
import Testing

// Core Animation helpers as Swift 5 code writes them: gradient layer factories (`colors` as
// `[CGColor]`, `locations` as `[NSNumber]`), `CATransaction` helpers that turn actions off or add a
// completion block, a plain `NSObject` as a standalone layer's `CALayerDelegate`, a
// SkeletonView-style placeholder kept on the layer with associated objects, and a pre-iOS 17 view
// reacting to `userInterfaceStyle` in `traitCollectionDidChange(_:)`. Isolation pattern: Core
// Animation is not actor-isolated, so extensions of `CALayer`, `CAGradientLayer` and
// `CATransaction`, and a delegate class, carry no isolation at all.

// MARK: - Library code

enum GradientDirection {
  case vertical
  case horizontal
  case diagonal

  var startPoint: CGPoint {
    switch self {
    case .vertical: return CGPoint(x: 0.5, y: 0.0)
    case .horizontal: return CGPoint(x: 0.0, y: 0.5)
    case .diagonal: return CGPoint(x: 0.0, y: 0.0)
    }
  }

  var endPoint: CGPoint {
    switch self {
    case .vertical: return CGPoint(x: 0.5, y: 1.0)
    case .horizontal: return CGPoint(x: 1.0, y: 0.5)
    case .diagonal: return CGPoint(x: 1.0, y: 1.0)
    }
  }
}

extension CAGradientLayer {
  convenience init(colors: [UIColor], locations: [Double]? = nil, direction: GradientDirection) {
    self.init()
    self.colors = colors.map { $0.cgColor }
    self.locations = locations?.map { NSNumber(value: $0) }
    self.startPoint = direction.startPoint
    self.endPoint = direction.endPoint
  }
}

extension UIView {
  @discardableResult
  func applyGradient(
    colors: [UIColor], locations: [Double]? = nil, direction: GradientDirection = .vertical
  ) -> CAGradientLayer {
    let gradient = CAGradientLayer(colors: colors, locations: locations, direction: direction)
    gradient.frame = bounds
    layer.insertSublayer(gradient, at: 0)
    return gradient
  }
}

extension CATransaction {
  /// Applies `changes` with implicit animations turned off.
  static func performWithoutAnimation(_ changes: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    changes()
    CATransaction.commit()
  }

  /// Applies `changes` and calls `completion` once they are committed.
  static func perform(_ changes: () -> Void, completion: @escaping () -> Void) {
    CATransaction.begin()
    CATransaction.setCompletionBlock {
      completion()
    }
    changes()
    CATransaction.commit()
  }
}

/// Draws a standalone layer's content: a progress bar filled from the left.
class ProgressBarDrawer: NSObject, CALayerDelegate {
  var progress: CGFloat = 0
  var fillColor: UIColor = .blue
  private(set) var drawCount = 0

  func draw(_ layer: CALayer, in ctx: CGContext) {
    drawCount += 1
    ctx.setFillColor(fillColor.cgColor)
    ctx.fill(
      CGRect(x: 0, y: 0, width: layer.bounds.width * progress, height: layer.bounds.height))
  }
}

private enum PlaceholderKeys {
  static var placeholder: UInt8 = 0
}

extension CALayer {
  var placeholderLayer: CALayer? {
    get { return objc_getAssociatedObject(self, &PlaceholderKeys.placeholder) as? CALayer }
    set {
      objc_setAssociatedObject(
        self, &PlaceholderKeys.placeholder, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  func showPlaceholder(color: UIColor, cornerRadius: CGFloat = 4) {
    guard placeholderLayer == nil else { return }
    let placeholder = CALayer()
    placeholder.frame = bounds
    placeholder.backgroundColor = color.cgColor
    placeholder.cornerRadius = cornerRadius
    addSublayer(placeholder)
    placeholderLayer = placeholder
  }

  func hidePlaceholder() {
    placeholderLayer?.removeFromSuperlayer()
    placeholderLayer = nil
  }
}

extension UIView {
  func showPlaceholders(color: UIColor = .lightGray) {
    subviews.forEach { $0.layer.showPlaceholder(color: color) }
  }

  func hidePlaceholders() {
    subviews.forEach { $0.layer.hidePlaceholder() }
  }
}

/// A card that recolors its layer when the appearance changes, as code written before iOS 17 does.
class OutlinedCardView: UIView {
  private(set) var appearanceUpdates = 0
  private(set) var traitChanges = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.borderWidth = 1
    updateAppearance()
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    traitChanges += 1
    if #available(iOS 13.0, *),
      traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection)
    {
      updateAppearance()
    }
  }

  private func updateAppearance() {
    appearanceUpdates += 1
    layer.borderColor = UIColor.separator.cgColor
    layer.shadowColor = UIColor.label.cgColor
  }
}

// MARK: - Tests

/// An action that records the events it is run for.
final class RecordingAction: CAAction {
  var events: [String] = []
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    events.append(event)
  }
}

@MainActor @Suite struct CoreAnimationHelperSnippets {
  @Test func aGradientFactorySetsColorsLocationsAndPoints() throws {
    let gradient = CAGradientLayer(
      colors: [.red, .blue], locations: [0.25, 0.75], direction: .horizontal)
    let colors = try #require(gradient.colors as? [CGColor])
    #expect(colors == [UIColor.red.cgColor, UIColor.blue.cgColor])
    #expect(gradient.locations?.map { $0.doubleValue } == [0.25, 0.75])
    #expect(gradient.startPoint == CGPoint(x: 0, y: 0.5))
    #expect(gradient.endPoint == CGPoint(x: 1, y: 0.5))
    #expect(GradientDirection.diagonal.endPoint == CGPoint(x: 1, y: 1))
  }

  @Test func aViewsGradientRendersBehindItsContent() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    let gradient = view.applyGradient(colors: [.red, .blue], direction: .horizontal)
    let badge = CALayer()
    view.layer.addSublayer(badge)
    #expect(view.layer.sublayers?.first === gradient && gradient.frame == view.bounds)
    let image = view.renderImage()
    #expect(isClose(try rgbaAt(image, 0, 5), opaqueRed, within: 8))
    #expect(isClose(try rgbaAt(image, 99, 5), opaqueBlue, within: 8))
    let middle = try rgbaAt(image, 50, 5)
    #expect(middle[0] > 100 && middle[2] > 100)  // both colors mixed halfway
  }

  @Test func actionsAreOffInsideTheHelperOnly() {
    let layer = CALayer()
    let recorder = RecordingAction()
    layer.actions = ["opacity": recorder, "position": recorder]
    layer.opacity = 0.5
    #expect(recorder.events == ["opacity"])
    CATransaction.performWithoutAnimation {
      layer.opacity = 1
      layer.position = CGPoint(x: 10, y: 10)
    }
    #expect(recorder.events == ["opacity"])
    #expect(layer.opacity == 1 && layer.position == CGPoint(x: 10, y: 10))
    layer.position = .zero
    #expect(recorder.events == ["opacity", "position"])
  }

  @Test func theCompletionBlockRunsWhenTheTransactionCommits() {
    var log: [String] = []
    let layer = CALayer()
    CATransaction.perform(
      {
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        log.append("changes")
      },
      completion: {
        log.append("completion")
      })
    #expect(log == ["changes", "completion"])
  }

  @Test func aPlainObjectDrawsAStandaloneLayer() throws {
    let drawer = ProgressBarDrawer()
    drawer.progress = 0.25
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
    layer.delegate = drawer
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    #expect(drawer.drawCount == 1 && layer.contents is CGImage)
    drawer.progress = 0.5
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    #expect(drawer.drawCount == 2)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: layer.bounds.size, format: format).image {
      layer.render(in: $0.cgContext)
    }
    #expect(try rgbaAt(image.cgImage, 40, 5) == opaqueBlue)
    #expect(try rgbaAt(image.cgImage, 60, 5) == clearPixel)
  }

  @Test func placeholdersAreKeptOnTheLayer() throws {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let title = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
    title.text = "Loading"
    card.addSubview(title)
    card.showPlaceholders(color: .red)
    card.showPlaceholders(color: .red)  // once only
    let placeholder = try #require(title.layer.placeholderLayer)
    #expect(title.layer.sublayers?.filter { $0 === placeholder }.count == 1)
    #expect(placeholder.frame == title.bounds && placeholder.cornerRadius == 4)
    #expect(try rgbaAt(card.renderImage(), 50, 20) == opaqueRed)
    card.hidePlaceholders()
    #expect(title.layer.placeholderLayer == nil && placeholder.superlayer == nil)
  }

  @Test func traitCollectionDidChangeRecolorsTheLayer() {
    let window = UIWindow.headless(size: CGSize(width: 100, height: 100))
    let card = OutlinedCardView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    window.addSubview(card)
    CATransaction.flush()
    let updates = card.appearanceUpdates
    window.overrideUserInterfaceStyle = .dark
    CATransaction.flush()
    #expect(card.appearanceUpdates == updates + 1)
    let separator = UIColor.separator.resolvedColor(with: card.traitCollection)
    #expect(card.layer.borderColor == separator.cgColor)
    #expect(card.layer.shadowColor == UIColor.white.cgColor)  // the label color in dark
    let changes = card.traitChanges
    window.traitOverrides.horizontalSizeClass = .compact  // not a color trait
    CATransaction.flush()
    #expect(card.traitChanges == changes + 1 && card.appearanceUpdates == updates + 1)
  }
}
