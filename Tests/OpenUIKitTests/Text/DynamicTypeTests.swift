import Foundation
import OpenUIKit
import Testing

/// Dynamic Type: text styles, `UIFontMetrics`, and fonts that follow the content size category at
/// runtime, as iOS apps write them.
@MainActor @Suite(.serialized) struct DynamicTypeTests {
  @Test func preferredFontsHaveIOSSizesAtTheDefaultCategory() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    let headline = UIFont.preferredFont(forTextStyle: .headline)
    #expect(headline.pointSize == 17)
    #expect(headline.fontName != UIFont.preferredFont(forTextStyle: .body).fontName)  // semibold
  }

  @Test func preferredFontsFollowTheTraitsTheyAreAskedWith() {
    let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize == 53)
    let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: small).pointSize == 12)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(UIContentSizeCategory.extraLarge > .large)
  }

  @Test func fontMetricsScaleCustomFontsAndValues() {
    let custom = UIFont.systemFont(ofSize: 20, weight: .bold)
    let metrics = UIFontMetrics(forTextStyle: .body)
    let xxl = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
    let scaled = metrics.scaledFont(for: custom, compatibleWith: xxl)
    #expect(abs(scaled.pointSize - 20 * 21 / 17) < 0.001)
    #expect(scaled.fontName == custom.fontName)
    let capped = metrics.scaledFont(for: custom, maximumPointSize: 22, compatibleWith: xxl)
    #expect(capped.pointSize == 22)
    #expect(
      UIFontMetrics.default.scaledValue(for: 10, compatibleWith: xxl) == CGFloat(10) * 21 / 17)
    #expect(metrics.scaledFont(for: custom).pointSize == 20)  // at the default category
  }

  @Test func anAdjustingLabelResizesWhenItsWindowsCategoryChanges() {
    let window = makeWindow(size: CGSize(width: 320, height: 200))
    let label = UILabel()
    label.font = UIFont.preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.text = "Dynamic"
    let fixed = UILabel()
    fixed.font = UIFont.preferredFont(forTextStyle: .body)  // not adjusting
    let field = UITextField()
    field.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28))
    field.adjustsFontForContentSizeCategory = true
    window.addSubview(label)
    window.addSubview(fixed)
    window.addSubview(field)
    CATransaction.flush()
    let before = label.intrinsicContentSize.height
    window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    CATransaction.flush()
    #expect(label.font.pointSize == 33)
    #expect(label.intrinsicContentSize.height > before)
    #expect(fixed.font.pointSize == 17)
    #expect(field.font?.pointSize == CGFloat(43))
    window.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
    CATransaction.flush()
    #expect(label.font.pointSize == 17)
  }

  @Test func theUsersTextSizeChangesAtRuntimeLikeDarkMode() async {
    let screen = UIScreen.main
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .headline)
    label.adjustsFontForContentSizeCategory = true
    window.addSubview(label)
    CATransaction.flush()
    var notified: [UIContentSizeCategory] = []
    let observer = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
    ) { note in
      if let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey]
        as? UIContentSizeCategory
      {
        MainActor.assumeIsolated { notified.append(category) }
      }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    screen.preferredContentSizeCategory = .extraExtraExtraLarge
    defer { screen.preferredContentSizeCategory = .large }
    CATransaction.flush()
    #expect(notified == [.extraExtraExtraLarge])
    #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraExtraLarge)
    #expect(label.font.pointSize == 23)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 23)
  }
}
