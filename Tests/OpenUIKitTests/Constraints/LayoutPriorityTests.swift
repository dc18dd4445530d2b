import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Priority arithmetic as iOS code writes it: `.required - 1` for "almost required",
/// `.defaultHigh + 1` to win over a default.
@MainActor @Suite struct LayoutPriorityTests {
  @Test func arithmeticWithAFloatMakesPriorities() {
    #expect((UILayoutPriority.required - 1).rawValue == 999)
    #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
    #expect((UILayoutPriority.defaultLow - 0.5).rawValue == 249.5)
    // Clamped as every priority here: never above required, never below 1.
    #expect(UILayoutPriority.required + 1 == .required)
    #expect((UILayoutPriority.fittingSizeLevel - 100).rawValue == 1)
  }

  /// One more than the compression resistance wins: the label is squeezed to the width the
  /// constraint asks for.
  @Test func onePointAboveADefaultWins() {
    let window = makeWindow(size: CGSize(width: 320, height: 200))
    let label = UILabel()
    label.text = "A title long enough to want more room than it gets"
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    let narrow = label.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = .defaultHigh - 1
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.topAnchor.constraint(equalTo: window.topAnchor), narrow,
    ])
    window.layoutIfNeeded()
    #expect(label.frame.width > 100, "compression resistance (750) beats 749")
    narrow.priority = .defaultHigh + 1
    window.layoutIfNeeded()
    #expect(label.frame.width == 100, "751 beats compression resistance")
  }
}
