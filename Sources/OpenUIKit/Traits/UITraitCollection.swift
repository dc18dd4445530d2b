import Foundation

/// The traits of an environment (screen, window, view): appearance, scale, size classes and custom
/// traits, as UIKit's `UITraitCollection`.
///
/// Immutable. A trait not specified reads as its default (for example `displayScale` 0 and
/// `userInterfaceStyle` `.unspecified`).
public final class UITraitCollection: Equatable, @unchecked Sendable, CustomStringConvertible {
  let storage: TraitStorage
  // The color-affecting traits, read by every dynamic color's provider: stored typed, so a read
  // is neither a dictionary lookup nor a cast from `Any`.
  private let style: UIUserInterfaceStyle
  private let level: UIUserInterfaceLevel
  private let contrast: UIAccessibilityContrast

  init(storage: TraitStorage) {
    self.storage = storage
    style = storage.value(UITraitUserInterfaceStyle.self)
    level = storage.value(UITraitUserInterfaceLevel.self)
    contrast = storage.value(UITraitAccessibilityContrast.self)
  }

  /// An empty collection: every trait unspecified.
  public convenience init() {
    self.init(storage: TraitStorage())
  }

  /// Combines collections; later ones win where several specify a trait.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init(storage: traitCollections.reduce(TraitStorage()) { $0.merging($1.storage) })
  }

  /// Builds a collection by mutating traits.
  public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
    var traits: any UIMutableTraits = MutableTraitValues()
    mutations(&traits)
    self.init(storage: (traits as? MutableTraitValues)?.storage ?? TraitStorage())
  }

  /// A collection with only the user interface style.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init { $0.userInterfaceStyle = userInterfaceStyle }
  }

  /// A collection with only the user interface level.
  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
    self.init { $0.userInterfaceLevel = userInterfaceLevel }
  }

  /// A collection with only the accessibility contrast.
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init { $0.accessibilityContrast = accessibilityContrast }
  }

  /// A collection with only the display scale.
  public convenience init(displayScale: CGFloat) {
    self.init { $0.displayScale = displayScale }
  }

  /// A collection with only the horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init { $0.horizontalSizeClass = horizontalSizeClass }
  }

  /// A collection with only the vertical size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init { $0.verticalSizeClass = verticalSizeClass }
  }

  /// A collection with only the content size category.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
  }

  /// A collection with only the layout direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init { $0.layoutDirection = layoutDirection }
  }

  /// A collection with only the user interface idiom.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init { $0.userInterfaceIdiom = userInterfaceIdiom }
  }

  /// A copy with `mutations` applied.
  public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void)
    -> UITraitCollection
  {
    var traits: any UIMutableTraits = MutableTraitValues(storage: storage)
    mutations(&traits)
    return UITraitCollection(storage: (traits as? MutableTraitValues)?.storage ?? storage)
  }

  /// The value of any trait, custom ones included: `traits[MyTrait.self]`.
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    TraitTracking.record(trait)
    return storage.value(trait)
  }

  /// Light or dark.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    TraitTracking.record(UITraitUserInterfaceStyle.self)
    return style
  }
  /// Base or elevated.
  public var userInterfaceLevel: UIUserInterfaceLevel {
    TraitTracking.record(UITraitUserInterfaceLevel.self)
    return level
  }
  /// Normal or high contrast.
  public var accessibilityContrast: UIAccessibilityContrast {
    TraitTracking.record(UITraitAccessibilityContrast.self)
    return contrast
  }
  /// Pixels per point; 0 when unspecified.
  public var displayScale: CGFloat { self[UITraitDisplayScale.self] }
  /// Left to right or right to left.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    self[UITraitLayoutDirection.self]
  }
  /// The horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    self[UITraitHorizontalSizeClass.self]
  }
  /// The vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass { self[UITraitVerticalSizeClass.self] }
  /// The preferred text size.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    self[UITraitPreferredContentSizeCategory.self]
  }
  /// Regular or bold text.
  public var legibilityWeight: UILegibilityWeight { self[UITraitLegibilityWeight.self] }
  /// The kind of device the interface is for (`.pad` from every screen here).
  public var userInterfaceIdiom: UIUserInterfaceIdiom { self[UITraitUserInterfaceIdiom.self] }

  /// The system traits that change how dynamic colors resolve.
  public static var systemTraitsAffectingColorAppearance: [UITrait] {
    [
      UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self,
      UITraitAccessibilityContrast.self,
    ]
  }

  /// The spelling seed 004 uses for ``systemTraitsAffectingColorAppearance``; not UIKit API, kept
  /// so that the article's code compiles, with a warning that names UIKit's property.
  @available(*, deprecated, renamed: "systemTraitsAffectingColorAppearance")
  public static var traitsAffectingColorAppearance: [UITrait] {
    systemTraitsAffectingColorAppearance
  }

  /// Whether colors may resolve differently under `traitCollection`: a trait that affects color
  /// appearance differs.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    let other = traitCollection?.storage ?? TraitStorage()
    return storage.changedTraits(from: other).contains { $0.affectsColorAppearance }
  }

  /// The traits UIKit sets while it calls `draw(_:)`, `layoutSubviews()`, `updateProperties()`,
  /// `tintColorDidChange()` and trait-change handlers.
  ///
  /// Dynamic colors resolve against it (`UIColor.cgColor`).
  ///
  /// One per thread, as in UIKit: the main thread's is the one UIKit sets; another thread's starts
  /// unspecified.
  public static var current: UITraitCollection {
    get { currentStorage.value }
    set { currentStorage.value = newValue }
  }
  private static let currentStorage = PerThread("UITraitCollection.current") { UITraitCollection() }

  /// Runs `body`, then restores ``current`` to its value before (for the trait phase, whose
  /// handlers set it per view).
  static func restoringCurrent(_ body: () -> Void) {
    let saved = current
    defer { current = saved }
    body()
  }

  /// Runs `actions` with this collection as ``current``, then restores it.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let saved = UITraitCollection.current
    UITraitCollection.current = self
    defer { UITraitCollection.current = saved }
    try actions()
  }

  /// Collections are equal when every trait has the same value.
  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    lhs.storage == rhs.storage
  }

  /// The specified traits.
  public var description: String {
    let traits = storage.entries.values.map { "\($0.trait.name) = \($0.value)" }.sorted()
    return "<UITraitCollection \(traits.joined(separator: ", "))>"
  }
}

/// Traits that can be set: the argument of `UITraitCollection(mutations:)` and the type of
/// `traitOverrides`.
public protocol UIMutableTraits {
  /// Reads or writes any trait: `traits[MyTrait.self] = value`.
  subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
  /// Light or dark.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { self[UITraitUserInterfaceStyle.self] }
    set { self[UITraitUserInterfaceStyle.self] = newValue }
  }
  /// Base or elevated.
  public var userInterfaceLevel: UIUserInterfaceLevel {
    get { self[UITraitUserInterfaceLevel.self] }
    set { self[UITraitUserInterfaceLevel.self] = newValue }
  }
  /// Normal or high contrast.
  public var accessibilityContrast: UIAccessibilityContrast {
    get { self[UITraitAccessibilityContrast.self] }
    set { self[UITraitAccessibilityContrast.self] = newValue }
  }
  /// Pixels per point.
  public var displayScale: CGFloat {
    get { self[UITraitDisplayScale.self] }
    set { self[UITraitDisplayScale.self] = newValue }
  }
  /// The layout direction.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { self[UITraitLayoutDirection.self] }
    set { self[UITraitLayoutDirection.self] = newValue }
  }
  /// The horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { self[UITraitHorizontalSizeClass.self] }
    set { self[UITraitHorizontalSizeClass.self] = newValue }
  }
  /// The vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { self[UITraitVerticalSizeClass.self] }
    set { self[UITraitVerticalSizeClass.self] = newValue }
  }
  /// The preferred text size.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { self[UITraitPreferredContentSizeCategory.self] }
    set { self[UITraitPreferredContentSizeCategory.self] = newValue }
  }
  /// The kind of device the interface is for.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { self[UITraitUserInterfaceIdiom.self] }
    set { self[UITraitUserInterfaceIdiom.self] = newValue }
  }
  /// Regular or bold text.
  public var legibilityWeight: UILegibilityWeight {
    get { self[UITraitLegibilityWeight.self] }
    set { self[UITraitLegibilityWeight.self] = newValue }
  }
}

/// The plain mutable traits used to build collections.
struct MutableTraitValues: UIMutableTraits {
  var storage = TraitStorage()

  subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    get { storage.value(trait) }
    set { storage.set(trait, newValue) }
  }
}
