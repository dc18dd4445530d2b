import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A scroll view laid out by constraints, as iOS 11 and later code writes it: content pinned to
/// `contentLayoutGuide`, its width to `frameLayoutGuide`, overlays pinned to the frame guide.
@MainActor @Suite struct ScrollViewGuideTests {
  /// A 320 × 480 screen holding a full-screen scroll view and a 1,000-point-tall content view.
  func scrollingScreen() -> (root: UIView, scrollView: UIScrollView, content: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    return (root, scrollView, content)
  }

  @Test func theContentGuideGivesTheContentSize() {
    let (root, scrollView, content) = scrollingScreen()
    root.layoutIfNeeded()
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
    #expect(scrollView.contentSize == CGSize(width: 320, height: 1000))
    #expect(
      scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1000))
    // The content grows: the content size follows at the next layout.
    content.constraints.first { $0.firstAttribute == .height }?.constant = 1200
    root.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 320, height: 1200))
    // The screen narrows: the content's width follows the frame guide.
    root.frame.size.width = 200
    root.layoutIfNeeded()
    #expect(content.frame.width == 200)
    #expect(scrollView.contentSize == CGSize(width: 200, height: 1200))
  }

  @Test func whatIsPinnedToTheFrameGuideStaysPutWhileTheContentScrolls() {
    let (root, scrollView, _) = scrollingScreen()
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.trailingAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -8),
      badge.bottomAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.bottomAnchor, constant: -8),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 272, y: 432, width: 40, height: 40))
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    root.layoutIfNeeded()
    // In the content's coordinates it moved down by the offset: on screen it did not move.
    #expect(badge.frame == CGRect(x: 272, y: 732, width: 40, height: 40))
    #expect(badge.convert(badge.bounds, to: root) == CGRect(x: 272, y: 432, width: 40, height: 40))
    #expect(
      scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 300, width: 320, height: 480))
  }

  /// A view outside the scroll view aligned with one inside follows it as it scrolls (the
  /// constraint reads the offset, not the one it was made with).
  @Test func aConstraintAcrossTheScrollViewFollowsTheOffset() {
    let (root, scrollView, content) = scrollingScreen()
    let row = UIView()
    row.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(row)
    let marker = UIView()
    marker.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(marker)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: content.topAnchor, constant: 200),
      row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      row.widthAnchor.constraint(equalToConstant: 100),
      row.heightAnchor.constraint(equalToConstant: 30),
      marker.centerYAnchor.constraint(equalTo: row.centerYAnchor),
      marker.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      marker.widthAnchor.constraint(equalToConstant: 10),
      marker.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(marker.frame.minY == 210)
    scrollView.contentOffset = CGPoint(x: 0, y: 120)
    root.layoutIfNeeded()
    #expect(marker.frame.minY == 90)
  }

  /// With no constraint sizing the content guide, it is as large as `contentSize` set by code.
  @Test func anUnsizedContentGuideFollowsTheContentSize() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = UIScrollView(frame: root.bounds)
    root.addSubview(scrollView)
    scrollView.contentSize = CGSize(width: 640, height: 900)
    let footer = UIView()
    footer.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(footer)
    NSLayoutConstraint.activate([
      footer.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      footer.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      footer.widthAnchor.constraint(equalToConstant: 50),
      footer.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(footer.frame == CGRect(x: 590, y: 880, width: 50, height: 20))
    scrollView.contentSize = CGSize(width: 640, height: 1000)
    root.layoutIfNeeded()
    #expect(footer.frame.minY == 980)
    #expect(scrollView.contentSize == CGSize(width: 640, height: 1000))
  }
}

/// `readableContentGuide`: inside the margins, centred, at most a readable line wide.
@MainActor @Suite struct ReadableContentGuideTests {
  @Test func wideViewsCentreAReadableColumnNarrowOnesUseTheirMargins() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 300))
    view.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    let text = UIView()
    text.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(text)
    NSLayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
      text.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor),
      text.heightAnchor.constraint(equalToConstant: 20),
    ])
    view.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 164, y: 10, width: 672, height: 20))
    #expect(view.readableContentGuide.layoutFrame == CGRect(x: 164, y: 10, width: 672, height: 280))
    view.frame.size.width = 400
    view.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 20, y: 10, width: 360, height: 20))
  }

  @Test func theReadableWidthGrowsWithTheTextSize() {
    let window = makeWindow(size: CGSize(width: 1400, height: 300))
    window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    let text = UIView()
    text.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(text)
    NSLayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: window.readableContentGuide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: window.readableContentGuide.trailingAnchor),
      text.topAnchor.constraint(equalTo: window.topAnchor),
      text.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    let body = UIFont.preferredFont(
      forTextStyle: .body,
      compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
    #expect(text.frame.width > 672)
    #expect(abs(text.frame.width - 672 * body.pointSize / 17) < 1)
  }
}

/// A scroll view's margins, like its edges, belong to its content area (Apple's "Working with
/// Scroll Views"): content pinned to them scrolls with the content.
@MainActor @Suite struct ScrollViewMarginsTests {
  @Test func contentPinnedToTheMarginsGuideStaysInTheContent() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = UIScrollView(frame: root.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    root.addSubview(scrollView)
    let header = UIView()
    header.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(header)
    let height = header.heightAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.leadingAnchor),
      header.widthAnchor.constraint(equalToConstant: 100), height,
    ])
    root.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 8, y: 8, width: 100, height: 40))
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    height.constant = 50  // the engine solves again after the scroll
    root.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 8, y: 8, width: 100, height: 50))
  }
}
