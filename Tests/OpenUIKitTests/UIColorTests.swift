import Foundation
import OpenUIKit
import Testing

@MainActor @Suite struct UIColorTests {
  /// The sRGB components of `color` under `traits`, as 0-255 integers.
  func rgba(_ color: UIColor, _ traits: UITraitCollection = UITraitCollection()) -> [Int] {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    traits.performAsCurrent { color.getRed(&r, green: &g, blue: &b, alpha: &a) }
    return [r, g, b, a].map { Int(($0 * 255).rounded()) }
  }

  let light = UITraitCollection(userInterfaceStyle: .light)
  let dark = UITraitCollection(userInterfaceStyle: .dark)
  var darkElevated: UITraitCollection {
    UITraitCollection {
      $0.userInterfaceStyle = .dark; $0.userInterfaceLevel = .elevated
    }
  }
  var highContrastDark: UITraitCollection {
    UITraitCollection {
      $0.userInterfaceStyle = .dark; $0.accessibilityContrast = .high
    }
  }
  var highContrastDarkElevated: UITraitCollection {
    UITraitCollection {
      $0.userInterfaceStyle = .dark
      $0.accessibilityContrast = .high
      $0.userInterfaceLevel = .elevated
    }
  }
  var highContrastLight: UITraitCollection {
    UITraitCollection {
      $0.userInterfaceStyle = .light; $0.accessibilityContrast = .high
    }
  }

  @Test func initializersAndComponents() {
    #expect(rgba(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)) == [255, 128, 0, 64])
    #expect(rgba(UIColor(white: 0.2, alpha: 1)) == [51, 51, 51, 255])
    #expect(
      rgba(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)) == [0, 255, 0, 255])
    #expect(rgba(UIColor(cgColor: CGColor(gray: 1, alpha: 0.5))) == [255, 255, 255, 128])
    #expect(rgba(UIColor(red: 2, green: -1, blue: .nan, alpha: 1)) == [255, 0, 0, 255])
    var h: CGFloat = 0
    var s: CGFloat = 0
    var v: CGFloat = 0
    var a: CGFloat = 0
    _ = UIColor(red: 0, green: 0, blue: 1, alpha: 1).getHue(
      &h, saturation: &s, brightness: &v, alpha: &a)
    #expect(abs(h - 2.0 / 3.0) < 1e-9 && s == 1 && v == 1)
    var white: CGFloat = 0
    #expect(UIColor.gray.getWhite(&white, alpha: &a) && white == 0.5)
    #expect(!UIColor.red.getWhite(&white, alpha: &a))
  }

  @Test func equalityAndHashing() {
    #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
    #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
    #expect(UIColor.systemRed == UIColor.systemRed)
    let dynamic = UIColor { _ in .red }
    #expect(dynamic != UIColor { _ in .red })  // dynamic colors compare by identity
  }

  @Test func dynamicColorsResolvePerTraitsAndAgainstCurrent() {
    let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    #expect(color.resolvedColor(with: dark) == .white)
    #expect(color.resolvedColor(with: light) == .black)
    dark.performAsCurrent { #expect(color.cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1)) }
    light.performAsCurrent {
      #expect(color.cgColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    }
    let faded = color.withAlphaComponent(0.5)
    #expect(rgba(faded, dark) == [255, 255, 255, 128])
  }

  @Test func semanticColorsHaveTheReferenceValues() {
    #expect(rgba(.systemBackground, light) == [255, 255, 255, 255])
    #expect(rgba(.systemBackground, dark) == [0, 0, 0, 255])
    #expect(rgba(.systemBackground, darkElevated) == [28, 28, 30, 255])
    #expect(rgba(.systemBackground, highContrastDarkElevated) == [36, 36, 38, 255])
    #expect(rgba(.secondarySystemBackground, highContrastLight) == [235, 235, 240, 255])
    #expect(rgba(.secondaryLabel, light) == [60, 60, 67, 153])
    #expect(rgba(.secondaryLabel, highContrastDark) == [235, 235, 245, 173])
    #expect(rgba(.quaternaryLabel, dark) == [235, 235, 245, 40])
    #expect(rgba(.separator, dark) == [84, 84, 88, 153])
    #expect(rgba(.label, UITraitCollection()) == [0, 0, 0, 255])  // unspecified resolves as light
    #expect(rgba(.systemRed, light) == [255, 56, 60, 255])  // iOS 26 values
    #expect(rgba(.systemRed, dark) == [255, 66, 69, 255])
    #expect(rgba(.systemBlue, highContrastDark) == [92, 184, 255, 255])
    // tints have no elevated variant
    #expect(rgba(.systemBlue, darkElevated) == [0, 145, 255, 255])
    #expect(rgba(.systemGray4, highContrastLight) == [188, 188, 192, 255])
    #expect(rgba(.systemGray6, dark) == [28, 28, 30, 255])
    #expect(UIColor.tintColor == UIColor.systemBlue)
  }
}
