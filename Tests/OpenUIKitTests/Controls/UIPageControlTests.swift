import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// An onboarding screen's page control, as apps wire it: `numberOfPages`, `currentPage` set as a
/// scroll view pages, `.valueChanged` scrolling to the page the user chose.
@MainActor @Suite(.serialized) struct UIPageControlTests {
  final class Counter {
    var changes: [Int] = []
  }

  func installed(pages: Int = 5) -> (UIWindow, UIPageControl, Counter) {
    let window = makeWindow(size: CGSize(width: 240, height: 60))
    let control = UIPageControl()
    control.numberOfPages = pages
    control.sizeToFit()
    control.center = CGPoint(x: 120, y: 30)
    window.addSubview(control)
    let counter = Counter()
    control.addAction(
      UIAction { [weak control] _ in counter.changes.append(control?.currentPage ?? -1) },
      for: .valueChanged)
    return (window, control, counter)
  }

  @Test func defaultsAndClamps() {
    let control = UIPageControl()
    #expect(control.numberOfPages == 0 && control.currentPage == 0 && !control.hidesForSinglePage)
    control.numberOfPages = 3
    control.currentPage = 7
    #expect(control.currentPage == 2, "clamped to the last page")
    control.currentPage = -4
    #expect(control.currentPage == 0)
    control.numberOfPages = -2
    #expect(control.numberOfPages == 0)
    #expect(control.size(forNumberOfPages: 3) == CGSize(width: 16 * 2 + 7 + 16, height: 26))
    control.hidesForSinglePage = true
    control.numberOfPages = 1
    #expect(control.isHidden)
    control.numberOfPages = 2
    #expect(!control.isHidden)
  }

  @Test func clicksBesideTheCurrentDotMoveAPageAndReportIt() {
    let (window, control, counter) = installed()
    defer { window.isHidden = true }
    let current = control.convert(control.dotCentre(of: 0)!, to: window)
    window.tap(at: CGPoint(x: current.x + 30, y: current.y))
    window.tap(at: CGPoint(x: current.x + 60, y: current.y), time: 1)
    #expect(control.currentPage == 2 && counter.changes == [1, 2])
    window.tap(at: CGPoint(x: current.x - 5, y: current.y), time: 2)
    #expect(control.currentPage == 1 && counter.changes == [1, 2, 1])
    control.currentPage = 4
    #expect(counter.changes.count == 3, "set in code: no event")
    #expect(control.accessibilityValue == "page 5 of 5")
    control.accessibilityIncrement()
    #expect(control.currentPage == 4 && counter.changes.count == 3, "already the last page")
    control.accessibilityDecrement()
    #expect(control.currentPage == 3 && counter.changes.last == 3)
    #expect(control.accessibilityTraits.contains(.adjustable))
  }

  @Test func rightToLeftTheFirstPageIsOnTheRightAndArrowsFollow() {
    let (window, control, counter) = installed()
    defer { window.isHidden = true }
    control.semanticContentAttribute = .forceRightToLeft
    #expect(control.dotCentre(of: 0)!.x > control.dotCentre(of: 1)!.x)
    #expect(
      control.handleArrowKey(UIKey(keyCode: .keyboardLeftArrow, characters: "", modifierFlags: [])))
    #expect(control.currentPage == 1 && counter.changes == [1], "left is forward right to left")
  }

  @Test func aMillionPagesDrawAWindowOfDots() throws {
    let (window, control, _) = installed(pages: 1_000_000)
    defer { window.isHidden = true }
    control.currentPage = 500_000
    #expect(control.intrinsicContentSize.width == CGFloat(39 * 16 + 7 + 16))
    #expect(control.dotCentre(of: 500_000) != nil && control.dotCentre(of: 0) == nil)
    _ = try #require(window.renderImage())
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func pageControlsLookRight(style: UIUserInterfaceStyle, scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 160, height: 60), style: style, scale: scale)
    defer { window.isHidden = true }
    window.backgroundColor = .systemBackground
    let plain = UIPageControl(frame: CGRect(x: 0, y: 2, width: 160, height: 26))
    plain.numberOfPages = 5
    plain.currentPage = 1
    let tinted = UIPageControl(frame: CGRect(x: 0, y: 32, width: 160, height: 26))
    tinted.numberOfPages = 4
    tinted.currentPage = 3
    tinted.currentPageIndicatorTintColor = .systemIndigo
    tinted.pageIndicatorTintColor = .systemGray4
    window.addSubview(plain)
    window.addSubview(tinted)
    let name = "pageControl-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }
}
