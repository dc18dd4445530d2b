import Foundation

/// The page control's geometry, input and drawing.
extension UIPageControl {
  func dotsSize(_ pages: Int) -> CGSize {
    let shown = min(max(pages, 0), Self.maximumVisibleDots)
    let width = shown == 0 ? 0 : CGFloat(shown - 1) * Self.dotSpacing + Self.dotDiameter + 16
    return CGSize(width: width, height: Self.height)
  }

  func pagesDidChange() {
    isHidden = hidesForSinglePage && storedPages <= 1
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// The first page whose dot is drawn: the window of visible dots follows the current page.
  var firstVisiblePage: Int {
    let shown = min(storedPages, Self.maximumVisibleDots)
    return min(max(0, storedCurrent - shown / 2), max(0, storedPages - shown))
  }

  /// Where page `page`'s dot is centred, or `nil` when it is not drawn.
  func dotCentre(of page: Int) -> CGPoint? {
    let shown = min(storedPages, Self.maximumVisibleDots)
    let slot = page - firstVisiblePage
    guard slot >= 0, slot < shown else { return nil }
    let width = CGFloat(shown - 1) * Self.dotSpacing
    let start = bounds.midX - width / 2
    let visual = effectiveUserInterfaceLayoutDirection == .rightToLeft ? shown - 1 - slot : slot
    return CGPoint(x: start + CGFloat(visual) * Self.dotSpacing, y: bounds.midY)
  }

  /// A click after the current dot moves forward, before it back (mirrored right to left).
  func clicked(at point: CGPoint) {
    guard let current = dotCentre(of: storedCurrent) else { return }
    let after = point.x > current.x
    let forward = effectiveUserInterfaceLayoutDirection == .rightToLeft ? !after : after
    userMove(by: forward ? 1 : -1)
  }

  /// Moves by `step` pages as the user does: reported when the page changed.
  func userMove(by step: Int) {
    guard isEnabled else { return }
    let target = min(max(0, storedCurrent + step), max(0, storedPages - 1))
    guard target != storedCurrent else { return }
    currentPage = target
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  /// Left and right move a page (mirrored right to left); up and down too.
  func movesByArrowKey(_ key: UIKey) -> Bool {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch key.keyCode {
    case .keyboardRightArrow: userMove(by: rightToLeft ? -1 : 1)
    case .keyboardLeftArrow: userMove(by: rightToLeft ? 1 : -1)
    case .keyboardDownArrow: userMove(by: 1)
    case .keyboardUpArrow: userMove(by: -1)
    default: return false
    }
    return true
  }

  func drawDots() {
    let current = currentPageIndicatorTintColor ?? .label
    let others = pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3)
    let first = firstVisiblePage
    for page in first..<(first + min(storedPages, Self.maximumVisibleDots)) {
      guard let centre = dotCentre(of: page) else { continue }
      var color = page == storedCurrent ? current : others
      if !isEnabled { color = color.withAlphaComponent(0.4) }
      color.setFill()
      let radius = Self.dotDiameter / 2
      UIBezierPath(
        ovalIn: CGRect(
          x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
      ).fill()
    }
  }
}
