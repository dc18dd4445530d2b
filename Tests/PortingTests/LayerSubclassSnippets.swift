import OpenUIKit
import OpenUIKitTesting
import Testing

// CALayer subclasses as Core Animation code writes them, and snapshots made with render(in:).

/// A layer that lays out its own sublayers: three bars sharing its width.
final class BarsLayer: CALayer {
  required init() {
    super.init()
    for _ in 0..<3 {
      let bar = CALayer()
      bar.backgroundColor = UIColor.systemBlue.cgColor
      addSublayer(bar)
    }
  }

  override init(layer: Any) {
    super.init(layer: layer)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  private(set) var layouts = 0

  override func layoutSublayers() {
    super.layoutSublayers()
    layouts += 1
    let bars = sublayers ?? []
    let width = bounds.width / CGFloat(bars.count)
    for (index, bar) in bars.enumerated() {
      bar.frame = CGRect(
        x: CGFloat(index) * width, y: 0, width: width - 2, height: bounds.height)
    }
  }
}

/// A layer whose property changes never animate: `action(forKey:)` answers nil for everything.
final class StillLayer: CALayer {
  private(set) var askedFor: [String] = []

  override func action(forKey event: String) -> CAAction? {
    askedFor.append(event)
    return nil
  }
}

/// A layer that renders a checkmark image as its contents in `display()`, as image-caching layers
/// do.
final class ContentsLayer: CALayer {
  private(set) var displays = 0

  override func display() {
    displays += 1
    let renderer = UIGraphicsImageRenderer(size: bounds.size)
    contents =
      renderer.image { context in
        UIColor.systemOrange.setFill()
        context.fill(CGRect(origin: .zero, size: bounds.size))
      }.cgImage
  }
}

/// The classic "snapshot of a view" helper.
extension UIView {
  func snapshotImage() -> UIImage {
    let renderer = UIGraphicsImageRenderer(bounds: bounds)
    return renderer.image { rendererContext in
      layer.render(in: rendererContext.cgContext)
    }
  }
}

/// The pre-iOS 10 way to render an image: an image context opened and closed by hand.
@MainActor func legacyCircleImage(diameter: CGFloat, color: UIColor) -> UIImage? {
  UIGraphicsBeginImageContextWithOptions(CGSize(width: diameter, height: diameter), false, 0)
  defer { UIGraphicsEndImageContext() }
  guard let context = UIGraphicsGetCurrentContext() else { return nil }
  context.setFillColor(color.cgColor)
  context.fillEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
  return UIGraphicsGetImageFromCurrentImageContext()
}

@MainActor @Suite struct LayerSubclassSnippets {
  @Test func layoutSublayersRunsOnceForManyChanges() {
    let bars = BarsLayer()
    bars.frame = CGRect(x: 0, y: 0, width: 90, height: 10)
    bars.setNeedsLayout()
    bars.setNeedsLayout()
    bars.layoutIfNeeded()
    #expect(bars.layouts == 1)
    #expect(bars.sublayers?[2].frame == CGRect(x: 60, y: 0, width: 28, height: 10))
    bars.bounds.size.width = 30  // a size change lays out again
    bars.layoutIfNeeded()
    #expect(bars.layouts == 2 && bars.sublayers?[1].frame.minX == 10)
  }

  @Test func actionForKeyIsAskedForEachChange() {
    let layer = StillLayer()
    layer.opacity = 0.5
    layer.position = CGPoint(x: 10, y: 10)
    #expect(layer.askedFor == ["opacity", "position"])
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.opacity = 1  // no action search with actions disabled
    CATransaction.commit()
    #expect(layer.askedFor == ["opacity", "position"])
  }

  @Test func displaySetsTheContentsOnce() throws {
    let layer = ContentsLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.setNeedsDisplay()
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    layer.displayIfNeeded()
    #expect(layer.displays == 1)
    #expect(layer.contents is CGImage)
  }

  @Test func aViewSnapshotWithRenderInContext() throws {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    card.backgroundColor = .red
    let badge = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
    badge.backgroundColor = .blue
    card.addSubview(badge)
    let snapshot = card.snapshotImage()
    #expect(snapshot.size == CGSize(width: 40, height: 20))
    let image = snapshot.cgImage
    let scale = Int(snapshot.scale)
    #expect(try pixel(image, 5 * scale, 5 * scale) == red)
    #expect(try pixel(image, 30 * scale, 5 * scale) == blue)
  }

  @Test func anImageFromALegacyImageContext() throws {
    let image = try #require(legacyCircleImage(diameter: 20, color: .red))
    #expect(image.size == CGSize(width: 20, height: 20))
    #expect(image.scale == UIScreen.main.scale)  // scale 0 means the main screen's
    let scale = Int(image.scale)
    #expect(try pixel(image.cgImage, 10 * scale, 10 * scale) == red)
    #expect(try pixel(image.cgImage, 0, 0) == transparent)
    #expect(UIGraphicsGetCurrentContext() == nil)  // the context was ended
  }
}
