import Foundation

/// The pages in their scroll view: three slots (before, current, after; mirrored right to left),
/// neighbours asked for whenever a page settles, a neighbour added as a child when the content
/// moves toward it, and the turn finished (or cancelled) once the content rests on a slot.
extension UIPageViewController {
  /// The page control's height under the pages.
  static let pageControlHeight: CGFloat = 26

  var isHorizontal: Bool { navigationOrientation == .horizontal }
  /// Whether "before" is on the right (horizontal pages in right-to-left content).
  var isMirrored: Bool { isHorizontal && (viewIfLoaded?.isRightToLeft ?? false) }

  /// Whether the data source asks for a page control.
  var showsPageControl: Bool {
    guard let dataSource else { return false }
    return dataSource.presentationCount(for: self) != Self.notImplementedCount
      && dataSource.presentationIndex(for: self) != Self.notImplementedCount
  }

  func setUpPages(in container: UIView) {
    scrollView.isPagingEnabled = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.showsVerticalScrollIndicator = false
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.allowsKeyboardScrolling = false
    scrollView.clipsToBounds = false
    if isHorizontal {
      scrollView.alwaysBounceHorizontal = true
    } else {
      scrollView.alwaysBounceVertical = true
    }
    scrollView.delegate = coordinator
    container.addSubview(scrollView)
    pageControl.isHidden = true
    pageControl.addAction(
      UIAction { [weak self] _ in self?.pageControlChanged() }, for: .valueChanged)
    container.addSubview(pageControl)
    if let current { place(current, side: 0) }
    updatePageControl()
  }

  /// One page and the spacing after it.
  var slotLength: CGFloat {
    let size = pagesFrame.size
    return (isHorizontal ? size.width : size.height) + interPageSpacing
  }

  /// Where the pages go: the view, less the page control's strip when it shows.
  var pagesFrame: CGRect {
    guard let view = viewIfLoaded else { return .zero }
    var frame = view.bounds
    if !pageControl.isHidden { frame.size.height -= Self.pageControlHeight }
    return frame
  }

  /// The offset showing slot `side` (-1 before, 0 current, 1 after).
  func offset(showing side: Int) -> CGPoint {
    let visual = CGFloat(1 + (isMirrored ? -side : side)) * slotLength
    return isHorizontal ? CGPoint(x: visual, y: 0) : CGPoint(x: 0, y: visual)
  }

  func layOutPages() {
    guard let view = viewIfLoaded else { return }
    pageControl.isHidden = !showsPageControl
    let pages = pagesFrame
    let half = interPageSpacing / 2
    scrollView.frame =
      isHorizontal
      ? pages.insetBy(dx: -half, dy: 0) : pages.insetBy(dx: 0, dy: -half)
    scrollView.contentSize =
      isHorizontal
      ? CGSize(width: 3 * slotLength, height: pages.height)
      : CGSize(width: pages.width, height: 3 * slotLength)
    pageControl.frame = CGRect(
      x: 0, y: pages.maxY, width: view.bounds.width, height: Self.pageControlHeight)
    for (page, side) in [(current, 0), (pending, pendingSide)] {
      if let page, page.viewIfLoaded?.superview === scrollView { page.view.frame = frame(of: side) }
    }
    updateReach()
    if !scrollView.isDragging, !scrollView.isDecelerating, pending == nil {
      recentre()
    }
  }

  /// The frame of slot `side` in the content.
  func frame(of side: Int) -> CGRect {
    let origin = offset(showing: side)
    let pages = pagesFrame
    let half = interPageSpacing / 2
    return isHorizontal
      ? CGRect(x: origin.x + half, y: 0, width: pages.width, height: pages.height)
      : CGRect(x: 0, y: origin.y + half, width: pages.width, height: pages.height)
  }

  /// The content reaches only the slots that have a page (the wheel and drags stop there).
  func updateReach() {
    let blockBefore = (before ?? nil) == nil
    let blockAfter = (after ?? nil) == nil
    let (low, high) = isMirrored ? (blockAfter, blockBefore) : (blockBefore, blockAfter)
    let length = slotLength
    scrollView.contentInset =
      isHorizontal
      ? UIEdgeInsets(top: 0, left: low ? -length : 0, bottom: 0, right: high ? -length : 0)
      : UIEdgeInsets(top: low ? -length : 0, left: 0, bottom: high ? -length : 0, right: 0)
  }

  /// Shows the current page in the middle slot without moving anything on screen.
  func recentre() {
    isRecentring = true
    scrollView.setContentOffset(offset(showing: 0), animated: false)
    isRecentring = false
  }

  /// Adds `page` as a child in slot `side`.
  func place(_ page: UIViewController, side: Int) {
    if page.parent !== self { addChild(page) }
    page.view.frame = frame(of: side)
    if page.view.superview !== scrollView { scrollView.addSubview(page.view) }
    page.didMove(toParent: self)
  }

  /// Takes `page` out of the pages.
  func unplace(_ page: UIViewController) {
    page.willMove(toParent: nil)
    page.viewIfLoaded?.removeFromSuperview()
    page.removeFromParent()
  }

  /// A new data source: the neighbours and the page control are asked for again.
  func pagesDidChange() {
    guard current != nil else { return }
    loadNeighbours()
    updatePageControl()
  }

  /// Asks the data source for the current page's neighbours.
  func loadNeighbours() {
    guard let current, let dataSource else {
      (before, after) = (.some(nil), .some(nil))
      return updateReach()
    }
    before = .some(dataSource.pageViewController(self, viewControllerBefore: current))
    after = .some(dataSource.pageViewController(self, viewControllerAfter: current))
    updateReach()
  }

  /// The neighbour on `side`, if there is one.
  func neighbour(_ side: Int) -> UIViewController? {
    side < 0 ? before ?? nil : side > 0 ? after ?? nil : current
  }

  /// The content moved: the neighbour it moves toward joins (the delegate hears of a turn by
  /// the user's hand), replacing one it moved away from.
  func contentScrolled() {
    guard !isRecentring, viewIfLoaded != nil else { return }
    let centre = offset(showing: 0)
    let delta =
      isHorizontal ? scrollView.contentOffset.x - centre.x : scrollView.contentOffset.y - centre.y
    guard abs(delta) > 0.5 else { return }
    let side = (delta > 0 ? 1 : -1) * (isMirrored ? -1 : 1)
    guard side != pendingSide, let page = neighbour(side) else { return }
    if let old = pending { unplace(old) }
    pending = page
    pendingSide = side
    pendingByUser = true
    place(page, side: side)
    delegate?.pageViewController(self, willTransitionTo: [page])
  }

  /// The content came to rest: off a slot it glides to the nearest; on a neighbour's slot the
  /// turn completes, on the current one it is cancelled.
  func contentSettled() {
    guard !isRecentring, viewIfLoaded != nil, slotLength > 0 else { return }
    let offset = isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
    let visual = Int((offset / slotLength).rounded()) - 1
    let target = self.offset(showing: isMirrored ? -visual : visual)
    let aligned = isHorizontal ? target.x : target.y
    if abs(offset - aligned) > 0.5 {
      return scrollView.setContentOffset(target, animated: true)
    }
    let side = isMirrored ? -visual : visual
    let byUser = pendingByUser
    let completion = programmaticCompletion
    programmaticCompletion = nil
    guard side != 0, side == pendingSide, let arrived = pending, let previous = current else {
      // A turn made in code put its page in a neighbour's slot: the real neighbours come back.
      let cancelledInCode = pending != nil && !byUser
      if let page = pending { unplace(page) }
      let previous = current.map { [$0] } ?? []
      clearPending()
      recentre()
      if cancelledInCode { loadNeighbours() }
      if byUser {
        delegate?.pageViewController(
          self, didFinishAnimating: true, previousViewControllers: previous,
          transitionCompleted: false)
      }
      completion?(false)
      return
    }
    unplace(previous)
    current = arrived
    clearPending()
    arrived.view.frame = frame(of: 0)
    recentre()
    if byUser {
      shownDot = max(0, min(shownDot + side, pageControl.numberOfPages - 1))
      pageControl.currentPage = shownDot
    } else {
      updatePageControl()  // a turn in code may jump: the data source says where
    }
    if byUser {
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: [previous],
        transitionCompleted: true)
    }
    // After the delegate, which may update what the data source counts from.
    loadNeighbours()
    completion?(true)
  }

  func clearPending() {
    pending = nil
    pendingSide = 0
    pendingByUser = false
  }

  /// Shows `page`: at once, or turning to it from `direction`'s side.
  func show(
    _ page: UIViewController?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)?
  ) {
    let side = direction == .forward ? 1 : -1
    if let pending { unplace(pending) }
    clearPending()
    guard animated, let page, current != nil, viewIfLoaded?.window != nil, page !== current
    else {
      if let old = current, old !== page { unplace(old) }
      current = page
      if let page, isViewLoaded { place(page, side: 0) }
      loadNeighbours()
      updatePageControl()
      if isViewLoaded { recentre() }
      completion?(true)
      return
    }
    if side < 0 { before = .some(page) } else { after = .some(page) }
    updateReach()
    pending = page
    pendingSide = side
    programmaticCompletion = completion
    place(page, side: side)
    scrollView.setContentOffset(offset(showing: side), animated: true)
  }

  func updatePageControl() {
    guard let dataSource else { return }
    let count = dataSource.presentationCount(for: self)
    let index = dataSource.presentationIndex(for: self)
    guard count != Self.notImplementedCount, index != Self.notImplementedCount else { return }
    pageControl.numberOfPages = max(count, 0)
    pageControl.currentPage = index
    shownDot = pageControl.currentPage
    viewIfLoaded?.setNeedsLayout()
  }

  /// A click on the page control turns one page its way (the dot moves once the page settles).
  func pageControlChanged() {
    let side = pageControl.currentPage > shownDot ? 1 : -1
    pageControl.currentPage = shownDot
    turn(side)
  }

  /// Turns to the neighbour on `side` as the user's hand would (the delegate hears of it).
  func turn(_ side: Int) {
    guard pending == nil, neighbour(side) != nil, let view = viewIfLoaded, view.window != nil
    else { return }
    scrollView.setContentOffset(offset(showing: side), animated: true)
  }

  /// Left and Right (mirrored right to left), or Up and Down for vertical pages.
  func turnByKey(_ key: UIKey) -> Bool {
    let modifiers = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
    guard modifiers.isEmpty else { return false }
    let mirror = isMirrored ? -1 : 1
    let side: Int
    switch key.keyCode {
    case .keyboardLeftArrow where isHorizontal: side = -mirror
    case .keyboardRightArrow where isHorizontal: side = mirror
    case .keyboardUpArrow where !isHorizontal: side = -1
    case .keyboardDownArrow where !isHorizontal: side = 1
    default: return false
    }
    guard neighbour(side) != nil else { return false }
    turn(side)
    return true
  }
}

/// The page controller's scroll view delegate (kept apart: the controller does not conform).
@MainActor
final class PageScrollCoordinator: UIScrollViewDelegate {
  unowned let pages: UIPageViewController
  init(pages: UIPageViewController) { self.pages = pages }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { pages.contentScrolled() }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { pages.contentSettled() }
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { pages.contentSettled() }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { pages.contentSettled() }
}
