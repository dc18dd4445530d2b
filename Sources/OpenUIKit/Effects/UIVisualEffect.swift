import Foundation

/// An effect a ``UIVisualEffectView`` applies, as UIKit's `UIVisualEffect`.
@preconcurrency @MainActor
open class UIVisualEffect {
  /// Creates an effect (the subclasses are the effects).
  public init() {}
}

/// A blur of what is behind the view, with a material's tint, as UIKit's `UIBlurEffect`.
///
/// Each style is a Gaussian blur (its standard deviation in points) under a translucent tint that
/// follows the view's light or dark appearance (the `…Light` and `…Dark` styles keep theirs).
/// The values are this project's reading of iOS's materials; Apple publishes none.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// The blur styles, as UIKit's `UIBlurEffect.Style` (raw values match).
  public enum Style: Int, Sendable, CaseIterable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }

  /// The style.
  public let style: Style

  /// Creates a blur of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// Content drawn to stand out over a blur, as UIKit's `UIVibrancyEffect`.
///
/// Approximated: the effect view's content is drawn at the opacity of the style's label or fill
/// colour (1 − its transparency), so white or black label text reads as iOS's vibrant text of
/// that level does over a material. The plus-lighter and plus-darker blends are left out.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the content stands over.
  public let blurEffect: UIBlurEffect
  /// The level of the content.
  public let style: UIVibrancyEffectStyle

  /// Vibrancy for `blurEffect` at `style`.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }

  /// Vibrancy for `blurEffect` at the label level (the iOS 8 initializer).
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, style: .label)
  }
}

/// The levels of vibrant content, as UIKit's `UIVibrancyEffectStyle` (raw values match).
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
  case label = 0
  case secondaryLabel = 1
  case tertiaryLabel = 2
  case quaternaryLabel = 3
  case fill = 4
  case secondaryFill = 5
  case tertiaryFill = 6
  case separator = 7

  /// The opacity the content is drawn at.
  var contentAlpha: CGFloat {
    switch self {
    case .label: 1
    case .secondaryLabel: 0.6
    case .tertiaryLabel: 0.3
    case .quaternaryLabel: 0.18
    case .fill: 0.2
    case .secondaryFill: 0.16
    case .tertiaryFill: 0.12
    case .separator: 0.29
    }
  }
}

extension UIBlurEffect.Style {
  /// The blur's standard deviation, in points.
  var blurRadius: CGFloat {
    switch self {
    case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark:
      10
    case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: 12
    default: 15
    }
  }

  /// The tint over the blur: gray levels and opacities for light and dark appearances.
  var tint: UIColor {
    let (light, dark): ((CGFloat, CGFloat), (CGFloat, CGFloat))
    switch self {
    case .extraLight: return UIColor(white: 0.97, alpha: 0.8)
    case .light: return UIColor(white: 1, alpha: 0.3)
    case .dark: return UIColor(white: 0.11, alpha: 0.73)
    case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark:
      (light, dark) = ((1, 0.35), (0.11, 0.4))
    case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark:
      (light, dark) = ((1, 0.55), (0.11, 0.6))
    case .regular, .systemMaterial, .systemMaterialLight, .systemMaterialDark:
      (light, dark) = ((0.98, 0.72), (0.12, 0.75))
    case .prominent, .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark:
      (light, dark) = ((0.97, 0.85), (0.1, 0.88))
    case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark:
      (light, dark) = ((0.96, 0.8), (0.15, 0.8))
    }
    let lightColor = UIColor(white: light.0, alpha: light.1)
    let darkColor = UIColor(white: dark.0, alpha: dark.1)
    switch rawValue {
    case 11...15: return lightColor
    case 16...20: return darkColor
    default:
      return UIColor { traits in traits.userInterfaceStyle == .dark ? darkColor : lightColor }
    }
  }
}
