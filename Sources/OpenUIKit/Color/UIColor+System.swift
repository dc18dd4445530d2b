import Foundation

// The semantic system colors with the exact values of
// `shared/reference/uikit-semantics.md` §9.1 (iOS 26 tint values): light,
// dark, dark elevated, and Increase Contrast variants. Generated from that
// table; edit the table, not the numbers here.

/// One system color's variants, in sRGB 0-255.
struct SystemColorVariants: Sendable {
  struct V: Sendable {
    let red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) {
      (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
    var color: UIColor {
      UIColor(
        red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
        alpha: CGFloat(alpha) / 255)
    }
  }

  let light: V
  let dark: V
  let darkElevated: V?
  let highContrastLight: V
  let highContrastDark: V
  let highContrastDarkElevated: V?

  /// The variant for `traits`: unspecified style resolves as light; tints
  /// and grays have no elevated variant (K-8).
  func resolve(_ traits: UITraitCollection) -> UIColor {
    let high = traits.accessibilityContrast == .high
    let elevated = traits.userInterfaceLevel == .elevated
    guard traits.userInterfaceStyle == .dark else {
      return (high ? highContrastLight : light).color
    }
    if high { return ((elevated ? highContrastDarkElevated : nil) ?? highContrastDark).color }
    return ((elevated ? darkElevated : nil) ?? dark).color
  }

  var dynamicColor: UIColor {
    let variants = self
    return UIColor { variants.resolve($0) }
  }
}

extension UIColor {
  /// The semantic color `systemBackground`.
  public static let systemBackground = SystemColorVariants(
    light: SystemColorVariants.V(255, 255, 255, 255), dark: SystemColorVariants.V(0, 0, 0, 255),
    darkElevated: SystemColorVariants.V(28, 28, 30, 255),
    highContrastLight: SystemColorVariants.V(255, 255, 255, 255),
    highContrastDark: SystemColorVariants.V(0, 0, 0, 255),
    highContrastDarkElevated: SystemColorVariants.V(36, 36, 38, 255)
  ).dynamicColor

  /// The semantic color `secondarySystemBackground`.
  public static let secondarySystemBackground = SystemColorVariants(
    light: SystemColorVariants.V(242, 242, 247, 255), dark: SystemColorVariants.V(28, 28, 30, 255),
    darkElevated: SystemColorVariants.V(44, 44, 46, 255),
    highContrastLight: SystemColorVariants.V(235, 235, 240, 255),
    highContrastDark: SystemColorVariants.V(36, 36, 38, 255),
    highContrastDarkElevated: SystemColorVariants.V(54, 54, 56, 255)
  ).dynamicColor

  /// The semantic color `tertiarySystemBackground`.
  public static let tertiarySystemBackground = SystemColorVariants(
    light: SystemColorVariants.V(255, 255, 255, 255), dark: SystemColorVariants.V(44, 44, 46, 255),
    darkElevated: SystemColorVariants.V(58, 58, 60, 255),
    highContrastLight: SystemColorVariants.V(255, 255, 255, 255),
    highContrastDark: SystemColorVariants.V(54, 54, 56, 255),
    highContrastDarkElevated: SystemColorVariants.V(68, 68, 70, 255)
  ).dynamicColor

  /// The semantic color `systemGroupedBackground`.
  public static let systemGroupedBackground = SystemColorVariants(
    light: SystemColorVariants.V(242, 242, 247, 255), dark: SystemColorVariants.V(0, 0, 0, 255),
    darkElevated: SystemColorVariants.V(28, 28, 30, 255),
    highContrastLight: SystemColorVariants.V(235, 235, 240, 255),
    highContrastDark: SystemColorVariants.V(0, 0, 0, 255),
    highContrastDarkElevated: SystemColorVariants.V(36, 36, 38, 255)
  ).dynamicColor

  /// The semantic color `secondarySystemGroupedBackground`.
  public static let secondarySystemGroupedBackground = SystemColorVariants(
    light: SystemColorVariants.V(255, 255, 255, 255), dark: SystemColorVariants.V(28, 28, 30, 255),
    darkElevated: SystemColorVariants.V(44, 44, 46, 255),
    highContrastLight: SystemColorVariants.V(255, 255, 255, 255),
    highContrastDark: SystemColorVariants.V(36, 36, 38, 255),
    highContrastDarkElevated: SystemColorVariants.V(54, 54, 56, 255)
  ).dynamicColor

  /// The semantic color `tertiarySystemGroupedBackground`.
  public static let tertiarySystemGroupedBackground = SystemColorVariants(
    light: SystemColorVariants.V(242, 242, 247, 255), dark: SystemColorVariants.V(44, 44, 46, 255),
    darkElevated: SystemColorVariants.V(58, 58, 60, 255),
    highContrastLight: SystemColorVariants.V(235, 235, 240, 255),
    highContrastDark: SystemColorVariants.V(54, 54, 56, 255),
    highContrastDarkElevated: SystemColorVariants.V(68, 68, 70, 255)
  ).dynamicColor

  /// The semantic color `label`.
  public static let label = SystemColorVariants(
    light: SystemColorVariants.V(0, 0, 0, 255), dark: SystemColorVariants.V(255, 255, 255, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(0, 0, 0, 255),
    highContrastDark: SystemColorVariants.V(255, 255, 255, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The semantic color `secondaryLabel`.
  public static let secondaryLabel = SystemColorVariants(
    light: SystemColorVariants.V(60, 60, 67, 153), dark: SystemColorVariants.V(235, 235, 245, 153),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(60, 60, 67, 173),
    highContrastDark: SystemColorVariants.V(235, 235, 245, 173),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The semantic color `tertiaryLabel`.
  public static let tertiaryLabel = SystemColorVariants(
    light: SystemColorVariants.V(60, 60, 67, 76), dark: SystemColorVariants.V(235, 235, 245, 76),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(60, 60, 67, 96),
    highContrastDark: SystemColorVariants.V(235, 235, 245, 96),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The semantic color `quaternaryLabel`.
  public static let quaternaryLabel = SystemColorVariants(
    light: SystemColorVariants.V(60, 60, 67, 45), dark: SystemColorVariants.V(235, 235, 245, 40),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(60, 60, 67, 66),
    highContrastDark: SystemColorVariants.V(235, 235, 245, 61),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The semantic color `placeholderText`.
  public static let placeholderText = SystemColorVariants(
    light: SystemColorVariants.V(60, 60, 67, 76), dark: SystemColorVariants.V(235, 235, 245, 76),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(60, 60, 67, 96),
    highContrastDark: SystemColorVariants.V(235, 235, 245, 96),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The semantic color `separator`.
  public static let separator = SystemColorVariants(
    light: SystemColorVariants.V(60, 60, 67, 73), dark: SystemColorVariants.V(84, 84, 88, 153),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(60, 60, 67, 94),
    highContrastDark: SystemColorVariants.V(84, 84, 88, 173),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The semantic color `opaqueSeparator`.
  public static let opaqueSeparator = SystemColorVariants(
    light: SystemColorVariants.V(198, 198, 200, 255), dark: SystemColorVariants.V(56, 56, 58, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(198, 198, 200, 255),
    highContrastDark: SystemColorVariants.V(56, 56, 58, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The semantic color `link`.
  public static let link = SystemColorVariants(
    light: SystemColorVariants.V(0, 122, 255, 255), dark: SystemColorVariants.V(9, 132, 255, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(0, 122, 255, 255),
    highContrastDark: SystemColorVariants.V(9, 132, 255, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The semantic color `systemFill`.
  public static let systemFill = SystemColorVariants(
    light: SystemColorVariants.V(120, 120, 128, 51), dark: SystemColorVariants.V(120, 120, 128, 91),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(120, 120, 128, 71),
    highContrastDark: SystemColorVariants.V(120, 120, 128, 112),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The semantic color `secondarySystemFill`.
  public static let secondarySystemFill = SystemColorVariants(
    light: SystemColorVariants.V(120, 120, 128, 40), dark: SystemColorVariants.V(120, 120, 128, 81),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(120, 120, 128, 61),
    highContrastDark: SystemColorVariants.V(120, 120, 128, 102),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The semantic color `tertiarySystemFill`.
  public static let tertiarySystemFill = SystemColorVariants(
    light: SystemColorVariants.V(118, 118, 128, 30), dark: SystemColorVariants.V(118, 118, 128, 61),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(118, 118, 128, 51),
    highContrastDark: SystemColorVariants.V(118, 118, 128, 81),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The semantic color `quaternarySystemFill`.
  public static let quaternarySystemFill = SystemColorVariants(
    light: SystemColorVariants.V(116, 116, 128, 20), dark: SystemColorVariants.V(118, 118, 128, 45),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(116, 116, 128, 40),
    highContrastDark: SystemColorVariants.V(118, 118, 128, 66),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system gray `systemGray`.
  public static let systemGray = SystemColorVariants(
    light: SystemColorVariants.V(142, 142, 147, 255),
    dark: SystemColorVariants.V(142, 142, 147, 255), darkElevated: nil,
    highContrastLight: SystemColorVariants.V(108, 108, 112, 255),
    highContrastDark: SystemColorVariants.V(174, 174, 178, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system gray `systemGray2`.
  public static let systemGray2 = SystemColorVariants(
    light: SystemColorVariants.V(174, 174, 178, 255), dark: SystemColorVariants.V(99, 99, 102, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(142, 142, 147, 255),
    highContrastDark: SystemColorVariants.V(124, 124, 128, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system gray `systemGray3`.
  public static let systemGray3 = SystemColorVariants(
    light: SystemColorVariants.V(199, 199, 204, 255), dark: SystemColorVariants.V(72, 72, 74, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(174, 174, 178, 255),
    highContrastDark: SystemColorVariants.V(84, 84, 86, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system gray `systemGray4`.
  public static let systemGray4 = SystemColorVariants(
    light: SystemColorVariants.V(209, 209, 214, 255), dark: SystemColorVariants.V(58, 58, 60, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(188, 188, 192, 255),
    highContrastDark: SystemColorVariants.V(68, 68, 70, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system gray `systemGray5`.
  public static let systemGray5 = SystemColorVariants(
    light: SystemColorVariants.V(229, 229, 234, 255), dark: SystemColorVariants.V(44, 44, 46, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(216, 216, 220, 255),
    highContrastDark: SystemColorVariants.V(54, 54, 56, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system gray `systemGray6`.
  public static let systemGray6 = SystemColorVariants(
    light: SystemColorVariants.V(242, 242, 247, 255), dark: SystemColorVariants.V(28, 28, 30, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(235, 235, 240, 255),
    highContrastDark: SystemColorVariants.V(36, 36, 38, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system tint `systemRed` (iOS 26 values).
  public static let systemRed = SystemColorVariants(
    light: SystemColorVariants.V(255, 56, 60, 255), dark: SystemColorVariants.V(255, 66, 69, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(233, 21, 45, 255),
    highContrastDark: SystemColorVariants.V(255, 97, 101, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system tint `systemOrange` (iOS 26 values).
  public static let systemOrange = SystemColorVariants(
    light: SystemColorVariants.V(255, 141, 40, 255), dark: SystemColorVariants.V(255, 146, 48, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(197, 83, 0, 255),
    highContrastDark: SystemColorVariants.V(255, 160, 86, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system tint `systemYellow` (iOS 26 values).
  public static let systemYellow = SystemColorVariants(
    light: SystemColorVariants.V(255, 204, 0, 255), dark: SystemColorVariants.V(255, 214, 0, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(161, 106, 0, 255),
    highContrastDark: SystemColorVariants.V(254, 223, 67, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system tint `systemGreen` (iOS 26 values).
  public static let systemGreen = SystemColorVariants(
    light: SystemColorVariants.V(52, 199, 89, 255), dark: SystemColorVariants.V(48, 209, 88, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(0, 137, 50, 255),
    highContrastDark: SystemColorVariants.V(74, 217, 104, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system tint `systemMint` (iOS 26 values).
  public static let systemMint = SystemColorVariants(
    light: SystemColorVariants.V(0, 200, 179, 255), dark: SystemColorVariants.V(0, 218, 195, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(0, 133, 117, 255),
    highContrastDark: SystemColorVariants.V(84, 223, 203, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system tint `systemTeal` (iOS 26 values).
  public static let systemTeal = SystemColorVariants(
    light: SystemColorVariants.V(0, 195, 208, 255), dark: SystemColorVariants.V(0, 210, 224, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(0, 129, 152, 255),
    highContrastDark: SystemColorVariants.V(59, 221, 236, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system tint `systemCyan` (iOS 26 values).
  public static let systemCyan = SystemColorVariants(
    light: SystemColorVariants.V(0, 192, 232, 255), dark: SystemColorVariants.V(60, 211, 254, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(0, 126, 174, 255),
    highContrastDark: SystemColorVariants.V(109, 217, 255, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system tint `systemBlue` (iOS 26 values).
  public static let systemBlue = SystemColorVariants(
    light: SystemColorVariants.V(0, 136, 255, 255), dark: SystemColorVariants.V(0, 145, 255, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(30, 110, 244, 255),
    highContrastDark: SystemColorVariants.V(92, 184, 255, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system tint `systemIndigo` (iOS 26 values).
  public static let systemIndigo = SystemColorVariants(
    light: SystemColorVariants.V(97, 85, 245, 255), dark: SystemColorVariants.V(109, 124, 255, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(86, 74, 222, 255),
    highContrastDark: SystemColorVariants.V(167, 170, 255, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system tint `systemPurple` (iOS 26 values).
  public static let systemPurple = SystemColorVariants(
    light: SystemColorVariants.V(203, 48, 224, 255), dark: SystemColorVariants.V(219, 52, 242, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(176, 47, 194, 255),
    highContrastDark: SystemColorVariants.V(234, 141, 255, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system tint `systemPink` (iOS 26 values).
  public static let systemPink = SystemColorVariants(
    light: SystemColorVariants.V(255, 45, 85, 255), dark: SystemColorVariants.V(255, 55, 95, 255),
    darkElevated: nil,
    highContrastLight: SystemColorVariants.V(231, 18, 77, 255),
    highContrastDark: SystemColorVariants.V(255, 138, 196, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The system tint `systemBrown` (iOS 26 values).
  public static let systemBrown = SystemColorVariants(
    light: SystemColorVariants.V(172, 127, 94, 255),
    dark: SystemColorVariants.V(183, 138, 102, 255), darkElevated: nil,
    highContrastLight: SystemColorVariants.V(149, 109, 81, 255),
    highContrastDark: SystemColorVariants.V(219, 166, 121, 255),
    highContrastDarkElevated: nil
  ).dynamicColor

  /// The default tint: `systemBlue`.
  public static var tintColor: UIColor { systemBlue }
}
