import Foundation
import OpenUIKit
import Testing

struct ThemeTrait: UITraitDefinition {
  static let defaultValue = "standard"
  static let affectsColorAppearance = true
}

struct CountTrait: UITraitDefinition {
  static let defaultValue = 0
}

@MainActor @Suite struct UITraitCollectionTests {
  @Test func emptyCollectionsAreUnspecified() {
    let traits = UITraitCollection()
    #expect(traits.userInterfaceStyle == .unspecified)  // TR-2
    #expect(traits.displayScale == 0)
    #expect(traits.horizontalSizeClass == .unspecified)
    #expect(
      traits.userInterfaceLevel == .unspecified && traits.accessibilityContrast == .unspecified)
    // TR-1
    #expect(UIUserInterfaceStyle.dark.rawValue == 2 && UIUserInterfaceLevel.elevated.rawValue == 1)
    #expect(UIAccessibilityContrast.unspecified.rawValue == -1)
  }

  @Test func combiningAndModifying() {
    let a = UITraitCollection(userInterfaceStyle: .dark)
    let b = UITraitCollection(displayScale: 2)
    let c = UITraitCollection(userInterfaceStyle: .light)
    let combined = UITraitCollection(traitsFrom: [a, b, c])
    #expect(combined.userInterfaceStyle == .light && combined.displayScale == 2)
    let modified = combined.modifyingTraits { $0.horizontalSizeClass = .compact }
    #expect(modified.horizontalSizeClass == .compact && modified.displayScale == 2)
    #expect(combined.horizontalSizeClass == .unspecified)  // immutable
    #expect(UITraitCollection(displayScale: 2) == UITraitCollection(displayScale: 2))
    // a default equals unspecified
    #expect(UITraitCollection(displayScale: 0) == UITraitCollection())
  }

  @Test func customTraits() {
    let traits = UITraitCollection { $0[ThemeTrait.self] = "ocean" }
    #expect(traits[ThemeTrait.self] == "ocean")
    #expect(UITraitCollection()[ThemeTrait.self] == "standard")
    #expect(ThemeTrait.name == "ThemeTrait" && ThemeTrait.identifier.hasSuffix("ThemeTrait"))
    #expect(!CountTrait.affectsColorAppearance)
    // A custom trait that affects color appearance counts for color changes.
    #expect(traits.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
    let counted = UITraitCollection { $0[CountTrait.self] = 3 }
    #expect(!counted.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
  }

  @Test func colorAppearance() {
    let light = UITraitCollection(userInterfaceStyle: .light)
    #expect(
      light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(
      !light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.displayScale = 3 }))
    #expect(UITraitCollection.systemTraitsAffectingColorAppearance.count == 3)
  }

  @Test func performAsCurrentRestores() {
    let before = UITraitCollection.current
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
      #expect(UITraitCollection.current.userInterfaceStyle == .dark)
    }
    #expect(UITraitCollection.current == before)
  }
}
