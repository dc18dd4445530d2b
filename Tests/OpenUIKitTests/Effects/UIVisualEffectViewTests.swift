import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct UIVisualEffectViewTests {
  /// A 200 × 120 window striped black and white in 2-point columns.
  func stripedWindow(style: UIUserInterfaceStyle = .light) -> UIWindow {
    let window = makeWindow(size: CGSize(width: 200, height: 120), style: style)
    window.backgroundColor = .white
    for x in stride(from: 0, to: 200, by: 4) {
      let stripe = UIView(frame: CGRect(x: CGFloat(x), y: 0, width: 2, height: 120))
      stripe.backgroundColor = .black
      window.addSubview(stripe)
    }
    return window
  }

  /// The red, green, blue of pixel (x, y) of the window's picture.
  func pixel(_ window: UIWindow, _ x: Int, _ y: Int) throws -> [Int] {
    let image = try #require(window.renderImage())
    let bytes = try rgbaPixels(of: image)
    let index = (y * image.width + x) * 4
    return bytes[index..<index + 3].map(Int.init)
  }

  @Test func aBlurEffectBlursTheStripesBehindItAndTintsThem() throws {
    let window = stripedWindow()
    defer { window.isHidden = true }
    let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    effect.frame = CGRect(x: 40, y: 20, width: 120, height: 80)
    window.addSubview(effect)
    CATransaction.flush()
    // Outside: the stripes as they are.
    #expect(try pixel(window, 20, 60) == [0, 0, 0] && pixel(window, 22, 60) == [255, 255, 255])
    // Inside: two neighbouring columns have blurred into the same gray, lightened by the tint.
    let a = try pixel(window, 100, 60)
    let b = try pixel(window, 102, 60)
    #expect(abs(a[0] - b[0]) <= 2, "\(a) \(b)")
    #expect(a[0] > 150 && a[0] < 200, "half black, half white, under 30 % white: \(a)")
    effect.effect = nil
    CATransaction.flush()
    #expect(try pixel(window, 100, 60) == [0, 0, 0], "no effect: the stripes show")
  }

  @Test func whatMovesUnderTheBlurShowsThroughItOnTheNextFrame() throws {
    let window = makeWindow(size: CGSize(width: 200, height: 120))
    defer { window.isHidden = true }
    window.backgroundColor = .white
    let square = UIView(frame: CGRect(x: 0, y: 40, width: 40, height: 40))
    square.backgroundColor = .red
    window.addSubview(square)
    let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    effect.frame = CGRect(x: 80, y: 20, width: 100, height: 80)
    window.addSubview(effect)
    CATransaction.flush()
    _ = window.renderImage()
    #expect(try pixel(window, 130, 60) == [255, 255, 255])
    square.frame.origin.x = 110  // under the blur now (every partial frame is checked)
    CATransaction.flush()
    let reddish = try pixel(window, 130, 60)
    #expect(reddish[0] > 200 && reddish[1] < 200, "\(reddish)")
    square.frame.origin.x = 0
    CATransaction.flush()
    #expect(try pixel(window, 130, 60) == [255, 255, 255], "and gone again")
  }

  @Test func contentScrollingUnderABlurredBarIsBlurredWhereItIsNow() throws {
    let window = makeWindow(size: CGSize(width: 200, height: 200))
    defer { window.isHidden = true }
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.backgroundColor = .white
    scrollView.contentSize = CGSize(width: 200, height: 1_000)
    for row in 0..<25 {
      let band = UIView(frame: CGRect(x: 0, y: CGFloat(row * 40), width: 200, height: 20))
      band.backgroundColor = row % 2 == 0 ? .blue : .orange
      scrollView.addSubview(band)
    }
    window.addSubview(scrollView)
    let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    bar.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    window.addSubview(bar)
    CATransaction.flush()
    let before = try pixel(window, 100, 10)
    scrollView.contentOffset.y = 20  // a copy of pixels moves the bands; the bar is redone
    CATransaction.flush()
    let after = try pixel(window, 100, 10)
    #expect(before != after, "\(before) → \(after)")
    let below = try pixel(window, 100, 110)  // content y 130: an orange band
    #expect(below[0] > 240 && below[2] < 20, "the bands below the bar stay sharp: \(below)")
  }

  @Test func vibrancyDrawsTheContentAtItsLevel() {
    let blur = UIBlurEffect(style: .systemMaterial)
    let label = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
    #expect(label.contentView.alpha == 1)
    let secondary = UIVisualEffectView(
      effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
    #expect(abs(secondary.contentView.alpha - 0.6) < 1e-6)
    secondary.effect = blur
    #expect(secondary.contentView.alpha == 1)
    #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
    #expect(UIVibrancyEffectStyle.separator.rawValue == 7)
  }

  @Test func badRadiiAndTurnedBackdropsAreHarmless() throws {
    let layer = CABackdropLayer()
    layer.blurRadius = .nan
    #expect(layer.blurRadius == 0)
    layer.blurRadius = 1e9
    #expect(layer.blurRadius == CABackdropLayer.maximumBlurRadius)
    layer.blurRadius = -4
    #expect(layer.blurRadius == 0)
    let window = stripedWindow()
    defer { window.isHidden = true }
    let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    effect.frame = CGRect(x: 40, y: 20, width: 120, height: 80)
    effect.transform = CGAffineTransform(rotationAngle: 0.3)
    window.addSubview(effect)
    CATransaction.flush()
    // Turned, the backdrop is left out: the tint alone covers the stripes.
    #expect(try pixel(window, 100, 60) != pixel(window, 102, 60))
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func materialsLookRight(style: UIUserInterfaceStyle, scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 320, height: 140), style: style, scale: scale)
    defer { window.isHidden = true }
    window.backgroundColor = .systemBackground
    for (index, color) in [UIColor.systemRed, .systemOrange, .systemGreen, .systemBlue].enumerated()
    {
      let tile = UIView(frame: CGRect(x: 10 + CGFloat(index) * 76, y: 10, width: 70, height: 120))
      tile.backgroundColor = color
      window.addSubview(tile)
    }
    let styles: [UIBlurEffect.Style] = [
      .systemUltraThinMaterial, .systemMaterial, .systemChromeMaterial,
    ]
    for (index, blurStyle) in styles.enumerated() {
      let blur = UIBlurEffect(style: blurStyle)
      let effect = UIVisualEffectView(effect: blur)
      effect.frame = CGRect(x: 20 + CGFloat(index) * 98, y: 40, width: 88, height: 60)
      effect.layer.cornerRadius = 12
      effect.clipsToBounds = true
      let vibrant = UIVisualEffectView(
        effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
      vibrant.frame = effect.bounds
      let label = UILabel(frame: CGRect(x: 8, y: 20, width: 80, height: 20))
      label.text = "Aa \(index + 1)"
      label.textColor = style == .dark ? .white : .black
      vibrant.contentView.addSubview(label)
      effect.contentView.addSubview(vibrant)
      window.addSubview(effect)
    }
    let name = "visualEffect-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }

  @Test func aBlurAddedUnderALabelAndOneBesideAScrolledListReadOnlyWhatIsBehindThem() throws {
    // Every partial frame here is compared with a full redraw (OPENUIKIT_CHECK_DAMAGE=1).
    let window = makeWindow(size: CGSize(width: 200, height: 200))
    defer { window.isHidden = true }
    window.backgroundColor = .white
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    scrollView.backgroundColor = .white
    scrollView.contentSize = CGSize(width: 200, height: 1_000)
    for row in 0..<25 {
      let band = UIView(frame: CGRect(x: 0, y: CGFloat(row * 40), width: 200, height: 20))
      band.backgroundColor = row % 2 == 0 ? .blue : .orange
      scrollView.addSubview(band)
    }
    scrollView.showsVerticalScrollIndicator = false  // no other damage near the bar
    window.addSubview(scrollView)
    scrollView.contentOffset.y = 40
    let label = UILabel(frame: CGRect(x: 10, y: 120, width: 120, height: 20))
    label.text = "Above the blur"
    window.addSubview(label)
    CATransaction.flush()
    // Built under the label (whose pixels lie within its reach): it reads only what is behind.
    let bar = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    bar.frame = CGRect(x: 0, y: 104, width: 200, height: 60)  // apart from the list
    window.insertSubview(bar, belowSubview: label)
    CATransaction.flush()
    let before = try pixel(window, 180, 106)
    // The list scrolls back by a copy of pixels, exposing a strip at its top, far from the bar;
    // the copied pixels lie within the bar's reach (not its extent), so the bar is redone: without
    // that rule the damage check stops this frame at the bar's first row.
    let renderer = try #require(window.renderer)
    let blits = renderer.scrollBlitCount
    scrollView.contentOffset.y = 20
    CATransaction.flush()
    #expect(renderer.scrollBlitCount == blits + 1, "the scroll was a copy of pixels")
    let after = try pixel(window, 180, 106)
    #expect(before != after, "the bands' blur under the bar's top moved: \(before) → \(after)")
  }
}
