import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The margins a view answers, as UIKit's: a root view's system minimum, margins measured from
/// the safe area, and a superview's margins preserved.
@MainActor @Suite struct LayoutMarginsTests {
  final class MarginsSpy: UIView {
    var changes = 0
    override func layoutMarginsDidChange() {
      super.layoutMarginsDidChange()
      changes += 1
    }
  }

  @Test func aRootViewTakesTheSystemMinimumMargins() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let controller = UIViewController()
    window.rootViewController = controller
    CATransaction.flush()
    #expect(
      controller.systemMinimumLayoutMargins
        == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    #expect(controller.viewRespectsSystemMinimumLayoutMargins)
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    // Smaller margins set on the root view are raised to the minimum; larger ones stay.
    controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 4, bottom: 4, trailing: 40)
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 20, bottom: 4, right: 40))
    controller.viewRespectsSystemMinimumLayoutMargins = false
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 40))
    // A plain view keeps UIKit's 8 points.
    #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  @Test func aCompactWidthHasSixteenPointMargins() {
    let window = makeWindow(size: CGSize(width: 320, height: 300))
    let controller = UIViewController()
    window.rootViewController = controller
    controller.traitOverrides.horizontalSizeClass = .compact
    CATransaction.flush()
    #expect(controller.systemMinimumLayoutMargins.leading == 16)
    #expect(controller.view.layoutMargins.left == 16 && controller.view.layoutMargins.right == 16)
  }

  @Test func contentOnTheMarginsGuideSitsTwentyPointsInAndBelowTheBar() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let controller = UIViewController()
    let label = UILabel()
    label.text = "Name"
    label.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(label)
    let margins = controller.view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.topAnchor.constraint(equalTo: margins.topAnchor),
    ])
    let navigation = UINavigationController(rootViewController: controller)
    window.rootViewController = navigation
    CATransaction.flush()
    let barBottom = navigation.navigationBar.frame.maxY
    #expect(controller.view.safeAreaInsets.top == barBottom)
    #expect(controller.view.layoutMargins.top == barBottom, "measured from the safe area")
    #expect(label.frame.origin == CGPoint(x: 20, y: barBottom))
    // More safe area moves the margins, and what is placed by them.
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    CATransaction.flush()
    #expect(label.frame.minY == barBottom + 10)
    controller.view.insetsLayoutMarginsFromSafeArea = false
    CATransaction.flush()
    #expect(controller.view.layoutMargins.top == 0)
    #expect(label.frame.minY == 0)
  }

  @Test func marginAttributesFollowTheSafeArea() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let controller = UIViewController()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    NSLayoutConstraint(
      item: box, attribute: .top, relatedBy: .equal, toItem: controller.view,
      attribute: .topMargin, multiplier: 1, constant: 0
    ).isActive = true
    NSLayoutConstraint(
      item: box, attribute: .leading, relatedBy: .equal, toItem: controller.view,
      attribute: .leadingMargin, multiplier: 1, constant: 0
    ).isActive = true
    window.rootViewController = controller
    CATransaction.flush()
    #expect(box.frame.origin == CGPoint(x: 20, y: 0))
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 5, bottom: 0, right: 0)
    CATransaction.flush()
    #expect(box.frame.origin == CGPoint(x: 25, y: 30))
  }

  @Test func aViewUnderABarAddsTheCoveredPartToItsMargins() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let controller = UIViewController()
    let header = MarginsSpy(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    controller.view.addSubview(header)
    let navigation = UINavigationController(rootViewController: controller)
    window.rootViewController = navigation
    CATransaction.flush()
    let covered = header.safeAreaInsets.top
    #expect(covered > 0)
    #expect(header.layoutMargins.top == 8 + covered)
    #expect(header.changes >= 1, "told when the safe area moved its margins")
    header.insetsLayoutMarginsFromSafeArea = false
    #expect(header.layoutMargins.top == 8)
  }

  @Test func aViewPreservesItsSuperviewsMargins() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    container.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
    let child = MarginsSpy(frame: CGRect(x: 10, y: 0, width: 280, height: 200))
    container.addSubview(child)
    #expect(!child.preservesSuperviewLayoutMargins)
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    child.preservesSuperviewLayoutMargins = true
    // 10 points in from the container's left edge, whose margin is 30: 20 left to keep.
    #expect(child.layoutMargins == UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
    let before = child.changes
    container.layoutMargins = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 40, bottom: 8, right: 8))
    #expect(child.changes == before + 1)
  }

  /// The form a person builds from Apple's documentation: fields on the root view's margins guide
  /// in a navigation controller sit 20 points from the window's edges.
  @Test func aFormOnTheMarginsSitsTwentyPointsIn() throws {
    let window = makeWindow(size: CGSize(width: 360, height: 200))
    let form = UIViewController()
    form.view.backgroundColor = .systemBackground
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.placeholder = "Name"
    field.translatesAutoresizingMaskIntoConstraints = false
    form.view.addSubview(field)
    let guide = form.view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      field.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
    ])
    let navigation = UINavigationController(rootViewController: form)
    form.title = "Profile"
    window.rootViewController = navigation
    CATransaction.flush()
    #expect(field.frame.minX == 20 && field.frame.maxX == 340)
    try assertSnapshot(window.renderImage(), named: "formOnSystemMargins")
  }

  /// Content in a scroll view under a bar keeps its margins as it scrolls: the scroll view's
  /// adjusted content inset already keeps it clear of the bar, so that part of the safe area is
  /// not passed on (as UIKit's).
  @Test func contentInAScrollViewKeepsItsMarginsAsItScrolls() {
    let window = makeWindow(size: CGSize(width: 300, height: 300))
    let controller = UIViewController()
    let scrollView = UIScrollView()
    controller.view = scrollView
    let content = MarginsSpy(frame: CGRect(x: 0, y: 0, width: 300, height: 1000))
    scrollView.addSubview(content)
    scrollView.contentSize = content.frame.size
    let navigation = UINavigationController(rootViewController: controller)
    window.rootViewController = navigation
    CATransaction.flush()
    #expect(scrollView.adjustedContentInset.top > 0)
    #expect(content.safeAreaInsets.top == 0)
    #expect(content.layoutMargins.top == 8)
    let changes = content.changes
    scrollView.contentOffset.y = 200
    CATransaction.flush()
    #expect(content.safeAreaInsets.top == 0 && content.layoutMargins.top == 8)
    #expect(content.changes == changes, "scrolling does not move its margins")
  }

  /// A stack that arranges within its margins grows when its margins do.
  @Test func aStackArrangedWithinItsMarginsFollowsThem() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let stack = UIStackView()
    stack.isLayoutMarginsRelativeArrangement = true
    stack.translatesAutoresizingMaskIntoConstraints = false
    let box = UIView()
    box.heightAnchor.constraint(equalToConstant: 20).isActive = true
    stack.addArrangedSubview(box)
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      stack.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    #expect(stack.frame.height == 36)
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 20, leading: 8, bottom: 20, trailing: 8)
    container.layoutIfNeeded()
    #expect(stack.frame.height == 60)
    #expect(box.frame == CGRect(x: 8, y: 20, width: 284, height: 20))
  }
}
