import OpenUIKit
import OpenUIKitTesting
import Testing

// Trait-change registration as iOS 17 code writes it: Apple's "Unleash the UIKit trait system"
// (WWDC23), the registerForTraitChanges(_:handler:) documentation, and seed 004.

/// WWDC23's idiom: register in `init` of a non-final view, with `Self` as the handler's first
/// parameter so that the closure does not capture the view.
class BorderedCardView: UIView {
  private(set) var borderUpdates = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.borderWidth = 2
    updateBorderColor()
    registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) {
      (self: Self, previousTraitCollection: UITraitCollection) in
      self.updateBorderColor()
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func updateBorderColor() {
    borderUpdates += 1
    layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
  }
}

/// The same in a final class, reading the previous traits.
final class StyleLoggingView: UIView {
  var transitions: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (self: Self, previousTraitCollection: UITraitCollection) in
      self.transitions.append(
        (previousTraitCollection.userInterfaceStyle, self.traitCollection.userInterfaceStyle))
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// Seed 004: colors by hand in a handler, the first of the article's two approaches.
final class ManuallyThemedView: UIView {
  func configure() {
    let view = self
    view.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) {
      (self: Self, _) in
      switch self.traitCollection.userInterfaceStyle {
      case .light, .unspecified:
        self.backgroundColor = UIColor.white
      case .dark:
        self.backgroundColor = UIColor.black
      @unknown default:
        fatalError("Unknown user interface style: \(self.traitCollection.userInterfaceStyle)")
      }
    }
  }
}

/// The target-action form.
///
/// UIKit takes a `Selector`; here the unbound method of a main-actor target (Docs/Porting.md).
@MainActor final class SizeClassObserver {
  var layouts = 0
  func updateLayout() { layouts += 1 }
}

/// The action form, the view's own method called on a change (`#selector(updateFonts)` on iOS).
final class DynamicTypeView: UIView {
  private(set) var fontUpdates = 0

  func observeContentSize() {
    registerForTraitChanges(
      [UITraitPreferredContentSizeCategory.self], action: DynamicTypeView.updateFonts)
  }

  func updateFonts() { fontUpdates += 1 }
}

/// A custom trait, as WWDC23's `ContainedInSettingsTrait`.
struct ContainedInSettingsTrait: UITraitDefinition {
  static let defaultValue = false
}

extension UITraitCollection {
  var isContainedInSettings: Bool { self[ContainedInSettingsTrait.self] }
}

extension UIMutableTraits {
  var isContainedInSettings: Bool {
    get { self[ContainedInSettingsTrait.self] }
    set { self[ContainedInSettingsTrait.self] = newValue }
  }
}

@MainActor @Suite struct TraitChangeSnippets {
  @Test func aNonFinalViewRegistersWithSelfInInit() {
    let window = UIWindow.headless(size: CGSize(width: 100, height: 100))
    let card = BorderedCardView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(card)
    let updatesBefore = card.borderUpdates
    window.overrideUserInterfaceStyle = .dark
    runCommit()
    #expect(card.borderUpdates == updatesBefore + 1)
    #expect(
      card.layer.borderColor == UIColor.separator.resolvedColor(with: card.traitCollection).cgColor)
    #expect(card.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func aFinalViewGetsThePreviousTraits() {
    let window = UIWindow.headless(size: CGSize(width: 100, height: 100))
    let view = StyleLoggingView(frame: .zero)
    window.addSubview(view)
    window.overrideUserInterfaceStyle = .dark
    runCommit()
    window.overrideUserInterfaceStyle = .light
    runCommit()
    #expect(view.transitions.map(\.0) == [.light, .dark])
    #expect(view.transitions.map(\.1) == [.dark, .light])
  }

  @Test func seed004SetsColorsInTheHandler() throws {
    let window = UIWindow.headless(size: CGSize(width: 20, height: 20), style: .light)
    let view = ManuallyThemedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.configure()
    window.addSubview(view)
    window.overrideUserInterfaceStyle = .dark
    let pixels = try rgbaPixels(of: try #require(window.renderImage()))
    #expect(Array(pixels[0..<4]) == [0, 0, 0, 255])
    window.overrideUserInterfaceStyle = .light
    let light = try rgbaPixels(of: try #require(window.renderImage()))
    #expect(Array(light[0..<4]) == [255, 255, 255, 255])
  }

  @Test func aRegistrationMadeLaterFromOutsideWithTheViewsClass() {
    let window = UIWindow.headless(size: CGSize(width: 100, height: 100))
    let label = UILabel()
    window.addSubview(label)
    var calls = 0
    label.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
      (label: UILabel, previousTraitCollection: UITraitCollection) in
      calls += 1
      label.font = .systemFont(ofSize: 20)
    }
    window.traitOverrides.preferredContentSizeCategory = .extraLarge
    runCommit()
    #expect(calls == 1)
    #expect(label.font.pointSize == 20)
  }

  @Test func targetActionAndUnregistering() {
    let window = UIWindow.headless(size: CGSize(width: 100, height: 100))
    let observer = SizeClassObserver()
    let registration = window.registerForTraitChanges(
      [UITraitHorizontalSizeClass.self], target: observer, action: SizeClassObserver.updateLayout)
    window.traitOverrides.horizontalSizeClass = .compact
    runCommit()
    #expect(observer.layouts == 1)
    window.unregisterForTraitChanges(registration)
    window.traitOverrides.horizontalSizeClass = .regular
    runCommit()
    #expect(observer.layouts == 1)
  }

  @Test func theActionFormCallsTheViewsMethod() {
    let window = UIWindow.headless(size: CGSize(width: 100, height: 100))
    let view = DynamicTypeView()
    window.addSubview(view)
    view.observeContentSize()
    window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    runCommit()
    #expect(view.fontUpdates == 1)
    #expect(view.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  @Test func aWindowRegistersAndACustomTraitFlowsDown() {
    let window = UIWindow.headless(size: CGSize(width: 100, height: 100))
    let settings = UIView()
    let row = UIView()
    settings.addSubview(row)
    window.addSubview(settings)
    var windowStyles: [UIUserInterfaceStyle] = []
    window.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (window: UIWindow, _: UITraitCollection) in
      windowStyles.append(window.traitCollection.userInterfaceStyle)
    }
    settings.traitOverrides.isContainedInSettings = true
    window.overrideUserInterfaceStyle = .dark
    runCommit()
    #expect(row.traitCollection.isContainedInSettings)
    #expect(!window.traitCollection.isContainedInSettings)
    #expect(windowStyles == [.dark])
  }
}
