import Foundation

/// A trait: a named value every trait collection has, inherited down the
/// view tree, as UIKit's `UITraitDefinition` (iOS 17).
///
/// A custom trait needs only `defaultValue`; `name` and `identifier` default
/// to the type's name and `affectsColorAppearance` to `false`.
///
/// ```swift
/// struct ThemeTrait: UITraitDefinition {
///   static let defaultValue = Theme.standard
///   static let affectsColorAppearance = true
/// }
/// view.traitOverrides[ThemeTrait.self] = .ocean
/// ```
public protocol UITraitDefinition {
  /// The trait's value type; compared often, so keep it cheap.
  associatedtype Value: Equatable
  /// The value when nothing specifies the trait.
  static var defaultValue: Value { get }
  /// Whether dynamic colors may resolve differently when the trait changes.
  static var affectsColorAppearance: Bool { get }
  /// A readable name.
  static var name: String { get }
  /// A unique identifier.
  static var identifier: String { get }
}

extension UITraitDefinition {
  /// `false`: changing the trait does not re-resolve colors.
  public static var affectsColorAppearance: Bool { false }
  /// The type's name.
  public static var name: String { String(describing: Self.self) }
  /// The module-qualified type name.
  public static var identifier: String { String(reflecting: Self.self) }
}

/// A trait type, as passed to `registerForTraitChanges` (for example
/// `UITraitUserInterfaceStyle.self`).
public typealias UITrait = any UITraitDefinition.Type

/// The user interface style trait.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
  /// `.unspecified`.
  public static let defaultValue = UIUserInterfaceStyle.unspecified
  /// Style changes recolor.
  public static var affectsColorAppearance: Bool { true }
}

/// The user interface level trait.
public struct UITraitUserInterfaceLevel: UITraitDefinition {
  /// `.unspecified`.
  public static let defaultValue = UIUserInterfaceLevel.unspecified
  /// Level changes recolor (elevated backgrounds).
  public static var affectsColorAppearance: Bool { true }
}

/// The accessibility contrast trait.
public struct UITraitAccessibilityContrast: UITraitDefinition {
  /// `.unspecified`.
  public static let defaultValue = UIAccessibilityContrast.unspecified
  /// Contrast changes recolor.
  public static var affectsColorAppearance: Bool { true }
}

/// The display scale trait (0 when unspecified).
public struct UITraitDisplayScale: UITraitDefinition {
  /// 0.0.
  public static let defaultValue: CGFloat = 0
}

/// The layout direction trait.
public struct UITraitLayoutDirection: UITraitDefinition {
  /// `.unspecified`.
  public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}

/// The horizontal size class trait.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
  /// `.unspecified`.
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The vertical size class trait.
public struct UITraitVerticalSizeClass: UITraitDefinition {
  /// `.unspecified`.
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The preferred content size category trait.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
  /// `.unspecified`.
  public static let defaultValue = UIContentSizeCategory.unspecified
}

/// The user interface idiom trait.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
  /// `.unspecified`.
  public static let defaultValue = UIUserInterfaceIdiom.unspecified
}

/// The legibility weight trait.
public struct UITraitLegibilityWeight: UITraitDefinition {
  /// `.unspecified`.
  public static let defaultValue = UILegibilityWeight.unspecified
}
