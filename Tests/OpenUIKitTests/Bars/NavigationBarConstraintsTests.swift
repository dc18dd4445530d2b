import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A navigation bar's title view and custom bar button views as iOS 11+ code builds them, with
/// Auto Layout: a view that does not translate its mask is as large as its constraints say,
/// centred in the bar's row; one that does keeps its frame's size.
@MainActor @Suite struct NavigationBarConstraintsTests {
  func makeNavigation(_ configure: (UINavigationItem) -> Void) -> (UIWindow, UINavigationBar) {
    let window = makeWindow(size: CGSize(width: 400, height: 200))
    let controller = UIViewController()
    configure(controller.navigationItem)
    let navigation = UINavigationController(rootViewController: controller)
    window.rootViewController = navigation
    CATransaction.flush()
    return (window, navigation.navigationBar)
  }

  @Test func aCustomViewTakesTheSizeOfItsConstraints() {
    let avatar = UIButton(type: .system)
    avatar.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      avatar.widthAnchor.constraint(equalToConstant: 32),
      avatar.heightAnchor.constraint(equalToConstant: 32),
    ])
    let (window, bar) = makeNavigation { item in
      item.rightBarButtonItem = UIBarButtonItem(customView: avatar)
    }
    #expect(avatar.superview === bar)
    #expect(avatar.frame == CGRect(x: 400 - 16 - 32, y: 6, width: 32, height: 32))
    // Still there after another layout pass: the bar places it, the engine sizes it.
    window.setNeedsLayout()
    bar.setNeedsLayout()
    CATransaction.flush()
    #expect(avatar.frame == CGRect(x: 352, y: 6, width: 32, height: 32))
  }

  @Test func aTitleViewLaidOutByConstraintsIsAsWideAsItsContent() {
    let title = UIView()
    title.translatesAutoresizingMaskIntoConstraints = false
    let label = UILabel()
    label.text = "Inbox"
    label.translatesAutoresizingMaskIntoConstraints = false
    let dot = UIView()
    dot.translatesAutoresizingMaskIntoConstraints = false
    title.addSubview(label)
    title.addSubview(dot)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      label.topAnchor.constraint(equalTo: title.topAnchor),
      label.bottomAnchor.constraint(equalTo: title.bottomAnchor),
      dot.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 6),
      dot.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      dot.centerYAnchor.constraint(equalTo: label.centerYAnchor),
      dot.widthAnchor.constraint(equalToConstant: 8),
      dot.heightAnchor.constraint(equalToConstant: 8),
    ])
    let (_, _) = makeNavigation { item in item.titleView = title }
    let labelWidth = label.intrinsicContentSize.width
    #expect(abs(title.frame.width - (labelWidth + 14)) <= 1, "the label, 6 points, the dot")
    #expect(abs(title.frame.midX - 200) <= 1, "centred in the bar")
    #expect(dot.frame.maxX == title.bounds.maxX)
  }

  @Test func aViewThatTranslatesItsMaskKeepsItsFrameSize() {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
    let (_, _) = makeNavigation { item in
      item.leftBarButtonItem = UIBarButtonItem(customView: badge)
    }
    #expect(badge.frame == CGRect(x: 16, y: 12, width: 50, height: 20))
  }
}
