import OpenUIKit
import OpenUIKitTesting
import Seeds
import Testing

// `override class var layerClass: AnyClass` for every layer kind, the canonical way to back a
// view with a gradient, shape, replicator, text or custom layer.

/// Seed 002's GradientView: "a very simple subclass of UIView that sets the UIView's layerClass
/// to CAGradientLayer".
final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A ring backed by a shape layer whose path follows the bounds.
final class RingLayerView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }

  private var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

  override func layoutSubviews() {
    super.layoutSubviews()
    shapeLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath
    shapeLayer.fillColor = nil
    shapeLayer.strokeColor = UIColor.black.cgColor
    shapeLayer.lineWidth = 4
  }
}

/// A title drawn by a text layer, with a UIFont as its font.
final class TitleLayerView: UIView {
  override class var layerClass: AnyClass { CATextLayer.self }

  var title: String = "" {
    didSet {
      let textLayer = layer as! CATextLayer
      textLayer.string = title
      textLayer.font = UIFont.boldSystemFont(ofSize: 20)
      textLayer.fontSize = 20
      textLayer.foregroundColor = UIColor.black.cgColor
      textLayer.alignmentMode = .center
    }
  }
}

/// A custom layer class that draws itself.
final class CheckLayer: CALayer {
  override func draw(in ctx: CGContext) {
    ctx.setStrokeColor(UIColor.systemGreen.cgColor)
    ctx.setLineWidth(4)
    ctx.move(to: CGPoint(x: 4, y: bounds.midY))
    ctx.addLine(to: CGPoint(x: bounds.midX, y: bounds.maxY - 4))
    ctx.addLine(to: CGPoint(x: bounds.maxX - 4, y: 4))
    ctx.strokePath()
  }
}

/// A view backed by it, which asks it to redraw when resized.
final class CheckView: UIView {
  override class var layerClass: AnyClass { CheckLayer.self }
}

@MainActor @Suite struct LayerClassSnippets {
  @Test func aGradientView() throws {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    #expect(view.layer is CAGradientLayer)
    let image = view.renderImage()
    #expect(close(try pixel(image, 5, 0), red, within: 8))
    #expect(close(try pixel(image, 5, 99), blue, within: 8))
  }

  @Test func aShapeLayerView() throws {
    let ring = RingLayerView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    ring.backgroundColor = .white
    ring.layoutIfNeeded()
    let image = ring.renderImage()
    #expect(try pixel(image, 20, 4) != white)  // on the ring
    #expect(try pixel(image, 20, 20) == white)  // its inside is not filled
  }

  @Test func seed001ReflectingViewMirrorsItsSubviewsLive() throws {
    let window = UIWindow.headless(size: CGSize(width: 100, height: 80))
    let reflecting = ReflectingView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 20))  // top half
    bar.backgroundColor = .white
    reflecting.addSubview(bar)
    window.backgroundColor = .black
    window.addSubview(reflecting)
    reflecting.setupReflection()
    // The reflection is 40 × 0.25 = 10 points tall, 10 points below the view (y 60..70),
    // flipped: the bar, at the top of the view, shows at the reflection's bottom, darkened.
    let image = try #require(window.renderImage())
    let reflectedBar = try pixel(image, 50, 68)
    #expect(reflectedBar[0] > 40 && reflectedBar[0] < 90)  // white × (1 - 0.75)
    #expect(try pixel(image, 50, 62) == black)  // the empty lower half, flipped to the top
    // Live: a change of the subview shows in the reflection without any call.
    bar.backgroundColor = .red
    let changed = try pixel(window.renderImage(), 50, 68)
    #expect(changed[0] > 40 && changed[1] < 10)
  }

  @Test func aTextLayerView() throws {
    let view = TitleLayerView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    view.title = "Title"
    view.backgroundColor = .white
    let image = try #require(view.renderImage())
    let bytes = try rgbaPixels(of: image)
    let dark = stride(from: 0, to: bytes.count, by: 4).filter { bytes[$0] < 100 }.map {
      ($0 / 4) % image.width
    }
    // Centered text: its ink is spread around the middle.
    let middle = (dark.min()! + dark.max()!) / 2
    #expect(abs(middle - 60) <= 3)
  }

  @Test func aCustomLayerClassDraws() throws {
    let check = CheckView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(check.layer is CheckLayer)
    check.layer.setNeedsDisplay()
    let image = check.renderImage()
    #expect(try pixel(image, 20, 35)[1] > 100)  // the stroke passes the bottom middle
  }
}
