import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `UIImage(systemName:)` as apps use it: tab and toolbar icons tinted by their view, sized by a
/// symbol configuration, following dark mode; drawn from the desktop's Adwaita symbolic icons.
@MainActor @Suite(.serialized) struct SystemImageTests {
  /// The centre pixel's colour of `view` as rendered, RGBA.
  func centrePixel(of window: UIWindow, at point: CGPoint) throws -> [UInt8] {
    let image = try #require(window.renderImage())
    let bytes = try rgbaPixels(of: image)
    let scale = window.screen.scale
    let offset = (Int(point.y * scale) * image.width + Int(point.x * scale)) * 4
    return Array(bytes[offset..<offset + 4])
  }

  /// `color` resolved for `style`, as 8-bit RGBA.
  func bytes(_ color: UIColor, _ style: UIUserInterfaceStyle = .light) -> [UInt8] {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
      .getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha].map { UInt8(($0 * 255).rounded()) }
  }

  @Test func namesAreLookedUpWithTheirVariantsAndUnknownOnesAreNil() throws {
    let house = try #require(UIImage(systemName: "house"))
    #expect(house.isSymbolImage && house.renderingMode == .automatic)
    #expect(house.size == CGSize(width: 20, height: 20), "17 points, a fifth more")
    for name in [
      "house.fill", "trash.fill", "plus.circle", "plus.circle.fill", "xmark.square.fill",
      "circle", "circle.fill", "square", "checkmark.square", "person.crop.circle",
    ] {
      #expect(UIImage(systemName: name) != nil, "\(name)")
    }
    for name in [
      "", "no.such.symbol", "house.fill.fill.circle.", String(repeating: "a", count: 500),
    ] {
      #expect(UIImage(systemName: name) == nil, "\(name)")
    }
    #expect((UIImage(systemName: "circle")?.size.width ?? 0) > 0)
  }

  @Test func everyNameInTheTableHasAnIcon() {
    #expect(SymbolNames.icons.count >= 200)
    let missing = SymbolNames.icons.keys.filter { UIImage(systemName: $0) == nil }
    #expect(missing.isEmpty, "\(missing.sorted())")
  }

  @Test func configurationsSizeAndCombine() throws {
    let large = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)
    let image = try #require(UIImage(systemName: "star", withConfiguration: large))
    #expect(image.size.width == CGFloat(47), "30 points, large (1.3), a fifth more")
    #expect(image.symbolConfiguration == large)
    let small = try #require(image.applyingSymbolConfiguration(.init(scale: .small)))
    #expect(small.size.width == CGFloat(29), "the point size is kept")
    #expect(small.symbolConfiguration?.weight == .bold)
    let body = UIImage.SymbolConfiguration(textStyle: .largeTitle)
    let title = try #require(UIImage(systemName: "star", withConfiguration: body))
    #expect(
      title.size.width
        == (UIFont.preferredFont(forTextStyle: .largeTitle).pointSize * 1.2).rounded())
    // A heavier weight thickens the glyph: more coverage.
    let regular = try #require(
      UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
    let heavy = try #require(
      UIImage(
        systemName: "xmark",
        withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .black)))
    func coverage(_ image: UIImage) throws -> Int {
      try rgbaPixels(of: try #require(image.cgImage)).enumerated()
        .filter { $0.offset % 4 == 3 }.reduce(0) { $0 + Int($1.element) }
    }
    #expect(try coverage(heavy) > coverage(regular) * 5 / 4)
    #expect(UIImage.SymbolConfiguration(pointSize: .nan) == .unspecified, "NaN is unspecified")
  }

  @Test func anImageViewTintsASymbolAndFollowsTheTintAndDarkMode() throws {
    let window = makeWindow(size: CGSize(width: 100, height: 100))
    defer { window.isHidden = true }
    let configuration = UIImage.SymbolConfiguration(pointSize: 60)
    let view = UIImageView(
      image: UIImage(systemName: "square.fill", withConfiguration: configuration))
    view.frame.origin = CGPoint(x: 10, y: 10)
    window.addSubview(view)
    let centre = CGPoint(x: view.frame.midX, y: view.frame.midY)
    #expect(try centrePixel(of: window, at: centre) == bytes(.systemBlue), "the system blue tint")
    view.tintColor = .systemRed
    #expect(try centrePixel(of: window, at: centre) == bytes(.systemRed))
    window.overrideUserInterfaceStyle = .dark
    #expect(try centrePixel(of: window, at: centre) == bytes(.systemRed, .dark), "dark mode's red")
    #expect(bytes(.systemRed, .dark) != bytes(.systemRed))
    view.image = view.image?.withTintColor(.systemGreen)
    #expect(try centrePixel(of: window, at: centre)[1] > 200, "its own tint wins")
    view.image = UIImage(
      systemName: "square.fill",
      withConfiguration: configuration.applying(
        UIImage.SymbolConfiguration(paletteColors: [.systemYellow])))
    #expect(try centrePixel(of: window, at: centre)[0] > 200, "the palette's first colour")
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func symbolsLookRight(style: UIUserInterfaceStyle, scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 260, height: 64), style: style, scale: scale)
    defer { window.isHidden = true }
    window.backgroundColor = .systemBackground
    let names = [
      "house", "magnifyingglass", "gearshape", "trash", "plus.circle.fill", "star.fill",
      "person.crop.circle", "heart", "square.and.arrow.up", "xmark.circle",
    ]
    for (index, name) in names.enumerated() {
      let view = UIImageView(image: UIImage(systemName: name))
      view.frame.origin = CGPoint(x: 6 + CGFloat(index % 5) * 50, y: 6 + CGFloat(index / 5) * 30)
      if index == 3 { view.tintColor = .systemRed }
      window.addSubview(view)
    }
    let name = "systemImages-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }
}
