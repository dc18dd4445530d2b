import Foundation

/// Scrolling with the keyboard, as on a desktop and on iPadOS 17 with a hardware keyboard.
///
/// Keys no responder took reach the window, which scrolls the scroll view they are meant for:
/// the nearest one enclosing the key chain's start (the first responder or focused view) that can
/// scroll that way, else the largest visible one in the front view controller's view. Each key
/// moves the target offset and the content glides there as after a wheel notch; held, it scrolls
/// on.
///
/// | key | scrolls |
/// |---|---|
/// | Up, Down / Left, Right | one line (40 points, a wheel notch) |
/// | Page Up, Page Down; Shift+Space, Space | a page: the visible height less one line |
/// | Home, End | to the top, to the bottom |
///
/// With a text field first responder only Page Up and Page Down scroll (Space types, the arrows
/// move the caret). Keys with Control, Option or Command do not scroll. A scroll view with
/// ``UIScrollView/allowsKeyboardScrolling`` or ``UIScrollView/isScrollEnabled`` off is passed
/// over.
extension UIScrollView {
  /// One line of keyboard scrolling, in points: a wheel notch.
  static let keyboardLineStep: CGFloat = 40

  /// What a scrolling key does.
  enum KeyboardScroll {
    case lines(CGFloat, horizontal: Bool)
    case pages(CGFloat)
    case top
    case bottom
  }

  /// The scrolling `key` asks for, if any; `takesText`: a text field is first responder.
  static func keyboardScroll(for key: UIKey, takesText: Bool) -> KeyboardScroll? {
    let modifiers = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
    guard modifiers.isSubset(of: .shift) else { return nil }
    let shift = modifiers == .shift
    switch key.keyCode {
    case .keyboardPageUp where !shift: return .pages(-1)
    case .keyboardPageDown where !shift: return .pages(1)
    case _ where takesText: return nil
    case .keyboardSpacebar: return .pages(shift ? -1 : 1)
    case .keyboardUpArrow where !shift: return .lines(-1, horizontal: false)
    case .keyboardDownArrow where !shift: return .lines(1, horizontal: false)
    case .keyboardLeftArrow where !shift: return .lines(-1, horizontal: true)
    case .keyboardRightArrow where !shift: return .lines(1, horizontal: true)
    case .keyboardHome where !shift: return .top
    case .keyboardEnd where !shift: return .bottom
    default: return nil
    }
  }

  /// Whether keys may scroll this view along one axis now.
  func canScrollWithKeys(horizontally: Bool) -> Bool {
    guard allowsKeyboardScrolling, isScrollEnabled, !isHidden, alpha > 0.01, window != nil
    else { return false }
    let range = offsetRange
    return horizontally ? range.max.x > range.min.x : range.max.y > range.min.y
  }

  /// Scrolls as `scroll` asks, gliding from where a glide under way is headed.
  func scroll(with scroll: KeyboardScroll) {
    let range = offsetRange
    var target = contentOffset
    if let motion, motion.kind == .wheel {
      target = CGPoint(x: motion.x.target ?? target.x, y: motion.y.target ?? target.y)
    }
    let visible = bounds.inset(by: adjustedContentInset)
    let line = Self.keyboardLineStep
    var step = CGPoint.zero
    switch scroll {
    case .lines(let count, let horizontal):
      if horizontal { step.x = count * line } else { step.y = count * line }
    case .pages(let count):
      step.y = count * max(visible.height - line, line)
    case .top:
      step.y = range.min.y - target.y
    case .bottom:
      step.y = range.max.y - target.y
    }
    guard step != .zero else { return }
    wheelStep(step)
  }
}

extension UIWindow {
  /// Scrolls for the first scrolling key among `presses`; returns whether one scrolled.
  func scrollWithKeys(_ presses: Set<UIPress>) -> Bool {
    let takesText = firstResponder is any UIKeyInput
    for press in presses {
      guard let key = press.key,
        let scroll = UIScrollView.keyboardScroll(for: key, takesText: takesText)
      else { continue }
      var horizontal = false
      if case .lines(_, let isHorizontal) = scroll { horizontal = isHorizontal }
      guard let scrollView = keyboardScrollView(horizontally: horizontal) else { continue }
      scrollView.scroll(with: scroll)
      return true
    }
    return false
  }

  /// The scroll view scrolling keys are for: the nearest one enclosing the key chain's start,
  /// else the largest visible one in the front controller's view.
  private func keyboardScrollView(horizontally: Bool) -> UIScrollView? {
    keyTargetScrollView { $0.canScrollWithKeys(horizontally: horizontally) }
  }

  /// The scroll view keys are for among those `accepts`: the nearest one enclosing the key
  /// chain's start, else the largest visible one in the front controller's view.
  func keyTargetScrollView(where accepts: (UIScrollView) -> Bool) -> UIScrollView? {
    // A first responder or focused view (a controller start has no view to climb from).
    var view = keyChainStart as? UIView
    while let current = view {
      if let scrollView = current as? UIScrollView, accepts(scrollView) { return scrollView }
      view = current.superview
    }
    guard let root = frontController?.viewIfLoaded ?? subviews.first else { return nil }
    var best: (view: UIScrollView, area: CGFloat)?
    var stack = [root]
    while let current = stack.popLast() {
      guard !current.isHidden, current.alpha > 0.01 else { continue }
      if let scrollView = current as? UIScrollView, scrollView.window != nil, accepts(scrollView) {
        let area = scrollView.bounds.width * scrollView.bounds.height
        if area > (best?.area ?? 0) { best = (scrollView, area) }
      }
      stack += current.subviews
    }
    return best?.view
  }
}
