import OpenUIKit
import OpenUIKitTesting
import Seeds
import Testing

// Seed 004, "The Fundamental Appearance Properties of Views and Layers", and Apple's dark-mode
// guidance: dynamic colors, resolving them for layers, borders, shadows.

/// A brand color that adapts to dark mode, as apps define them.
extension UIColor {
  static let brandBackground = UIColor { traitCollection in
    switch traitCollection.userInterfaceStyle {
    case .dark:
      return UIColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 1)
    default:
      return UIColor(red: 0.9, green: 0.9, blue: 1.0, alpha: 1)
    }
  }
}

/// Seed 004's second approach: a dynamic provider instead of a handler.
@MainActor func makeDynamicBackgroundView() -> UIView {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  view.backgroundColor = UIColor(dynamicProvider: { traitCollection in
    switch traitCollection.userInterfaceStyle {
    case .light, .unspecified:
      return UIColor.white
    case .dark:
      return UIColor.black
    @unknown default:
      fatalError("Unknown user interface style: \(traitCollection.userInterfaceStyle)")
    }
  })
  return view
}

/// Seed 004's border: a CGColor resolved by hand, re-applied when the colors change.
final class BorderedView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.borderWidth = 2
    applyBorderColor()
    registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) {
      (self: Self, _) in
      self.applyBorderColor()
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func applyBorderColor() {
    layer.borderColor = UIColor.darkGray.resolvedColor(with: traitCollection).cgColor
  }
}

@MainActor @Suite struct AppearanceSnippets {
  @Test func dynamicColorsResolvePerTraitCollection() {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    UIColor.brandBackground.resolvedColor(with: dark).getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(abs(b - 0.3) < 0.001)
    UIColor.brandBackground.resolvedColor(with: light).getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(abs(b - 1.0) < 0.001)
    // cgColor resolves against UITraitCollection.current: performAsCurrent sets it.
    var resolved: CGColor?
    dark.performAsCurrent { resolved = UIColor.systemBackground.cgColor }
    #expect(resolved == UIColor.black.cgColor)
    #expect(UIColor.systemBackground.resolvedColor(with: light).cgColor == UIColor.white.cgColor)
  }

  @Test func aViewOwnedDynamicColorFollowsDarkMode() throws {
    let window = UIWindow.headless(size: CGSize(width: 10, height: 10), style: .light)
    let view = makeDynamicBackgroundView()
    window.addSubview(view)
    #expect(try pixel(window.renderImage(), 5, 5) == white)
    window.overrideUserInterfaceStyle = .dark
    #expect(try pixel(window.renderImage(), 5, 5) == black)
    // The view keeps its dynamic color; its layer gets a new resolved CGColor.
    #expect(view.layer.backgroundColor == UIColor.black.cgColor)
  }

  @Test func aLayerBorderIsReResolvedByItsHandler() {
    let window = UIWindow.headless(size: CGSize(width: 20, height: 20), style: .light)
    let view = BorderedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    window.addSubview(view)
    #expect(view.layer.borderColor == UIColor.darkGray.cgColor)
    #expect(view.layer.borderWidth == 2)
  }

  @Test func shadowsFollowTheSublayersOrTheShadowPath() throws {
    for withPath in [false, true] {
      let window = UIWindow.headless(size: CGSize(width: 120, height: 120), style: .light)
      window.backgroundColor = .white
      let complexView = makeComplexShadowView(withPath: withPath)
      window.addSubview(complexView)
      let image = try #require(window.renderImage())
      // Below the second subview (y 80..85 after the 5-point offset): shadow.
      let under = try pixel(image, 60, 83)
      #expect(under[0] < 220 && under[0] > 60)
      // Below the empty top-right corner of the container: no shadow there.
      #expect(try pixel(image, 90, 25) == white)
      // The subviews themselves.
      #expect(try pixel(image, 30, 30) == white)
    }
  }
}
