import Foundation

/// Pull to refresh: the scroll view's refresh control sits above the content (at y = −60 in
/// content coordinates, behind it), fades in as the content is pulled down, starts a refresh
/// once pulled past its height, and holds its room (an extra top inset in
/// `adjustedContentInset`) from the release until `endRefreshing()`.
extension UIScrollView {
  /// The control that refreshes the content when it is pulled down (iOS 10).
  ///
  /// Setting one adds it behind the content and lets the content be pulled down even when it is
  /// shorter than the view (with `bounces`); `nil` removes it.
  public var refreshControl: UIRefreshControl? {
    get { storedRefreshControl }
    set {
      guard newValue !== storedRefreshControl else { return }
      if let old = storedRefreshControl, old.superview === self {
        old.removeFromSuperview()
      }
      storedRefreshControl = newValue
      if let control = newValue {
        // A control shows in one scroll view: the one it was in lets go of it.
        if let previous = control.superview as? UIScrollView, previous !== self,
          previous.storedRefreshControl === control
        {
          previous.storedRefreshControl = nil
          control.removeFromSuperview()
          previous.updateAdjustedContentInset(followsSafeArea: false)
        }
        control.autoresizingMask = [.flexibleWidth]
        control.frame = CGRect(
          x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        insertSubview(control, at: 0)
      }
      updateAdjustedContentInset(followsSafeArea: false)
    }
  }

  /// The room a refresh holds above the content, part of `adjustedContentInset`'s top.
  var refreshInset: CGFloat { storedRefreshControl?.heldInset ?? 0 }

  /// The content moved: the control follows the pull, and a drag past its height starts a refresh.
  func refreshPullDidChange() {
    guard let control = storedRefreshControl else { return }
    let pulled = max(0, -(contentOffset.y + adjustedContentInset.top))
    control.pullDistance = pulled
    control.updatePullLook()
    if isDragging, pulled >= UIRefreshControl.height, control.isEnabled,
      !control.storedIsRefreshing
    {
      control.startRefreshing(byUser: true)
    }
  }

  /// Whether a touchpad step (`delta`: how far the content should move) pulls for the refresh
  /// control: down from the top, or any way once a pull is under way (even on short content).
  func takesTouchpadPull(_ delta: CGPoint) -> Bool {
    guard let control = storedRefreshControl, bounces, delta.y != 0 else { return false }
    return control.touchpadFinger != nil
      || (delta.y > 0 && contentOffset.y <= offsetRange.min.y + 0.5)
  }

  /// The offset a touchpad step shows while it pulls the content down past its top for a refresh
  /// control, rubber-banded as a drag's; `nil` when the step does not pull (it clamps).
  func touchpadPullOffset(from y: CGFloat, step: CGFloat) -> CGFloat? {
    guard let control = storedRefreshControl, bounces else { return nil }
    let range = offsetRange
    let start =
      control.touchpadFinger
      ?? fingerOffset(showing: y, min: range.min.y, max: range.max.y, length: bounds.height)
    let finger = start + step
    guard finger < range.min.y else {
      control.touchpadFinger = nil
      return nil
    }
    control.touchpadFinger = finger
    return shownOffset(finger: finger, min: range.min.y, max: range.max.y, length: bounds.height)
  }

  /// The drag or touchpad gesture ended: a refresh it started holds its room from now on, so the
  /// content settles below the spinner.
  func holdRefreshRoomAfterPull() {
    storedRefreshControl?.touchpadFinger = nil
    guard let control = storedRefreshControl, control.holdsAfterPull else { return }
    control.holdsAfterPull = false
    guard control.storedIsRefreshing else { return }
    control.heldInset = UIRefreshControl.height
    updateAdjustedContentInset(followsSafeArea: false)
  }

  /// A refresh asked for without a pull (F5, Ctrl+R, accessibility): the room is held, the
  /// content glides to show the spinner, and `.valueChanged` is sent.
  func refreshFromCommand() {
    guard let control = storedRefreshControl, control.isEnabled, !control.storedIsRefreshing
    else { return }
    control.startRefreshing(byUser: false)
    setContentOffset(CGPoint(x: contentOffset.x, y: -adjustedContentInset.top), animated: true)
    control.sendActions(for: .valueChanged)
  }

  /// The refresh ended: the room goes, and content resting at or above the old top glides up.
  func refreshDidEnd() {
    let wasShowing = contentOffset.y < -(adjustedContentInset.top - UIRefreshControl.height) + 0.5
    updateAdjustedContentInset(followsSafeArea: false)
    if wasShowing, !isDragging {
      setContentOffset(CGPoint(x: contentOffset.x, y: -adjustedContentInset.top), animated: true)
    }
  }
}

extension UIRefreshControl {
  /// The scroll view showing the control.
  var scrollView: UIScrollView? {
    guard let scrollView = superview as? UIScrollView, scrollView.refreshControl === self else {
      return nil
    }
    return scrollView
  }

  func setUp() {
    backgroundColor = .clear
    isOpaque = false
    spinner.hidesWhenStopped = false
    spinner.alpha = 0
    titleLabel.font = .systemFont(ofSize: 13)
    titleLabel.textColor = .secondaryLabel
    titleLabel.textAlignment = .center
    titleLabel.alpha = 0
    addSubview(spinner)
    addSubview(titleLabel)
  }

  /// Starts a refresh; by a pull, `.valueChanged` is sent now and the room is held at release.
  func startRefreshing(byUser: Bool) {
    guard !storedIsRefreshing else { return }
    storedIsRefreshing = true
    spinner.startAnimating()
    updatePullLook()
    if byUser {
      holdsAfterPull = true
      sendActions(for: .valueChanged)
    } else {
      heldInset = Self.height
      scrollView?.updateAdjustedContentInset(followsSafeArea: false)
    }
  }

  func stopRefreshing() {
    guard storedIsRefreshing else { return }
    storedIsRefreshing = false
    holdsAfterPull = false
    heldInset = 0
    spinner.stopAnimating()
    scrollView?.refreshDidEnd()
    updatePullLook()
  }

  /// Fully shown while refreshing; otherwise fading in with the pull.
  func updatePullLook() {
    let shown = storedIsRefreshing ? 1 : min(1, pullDistance / Self.height)
    spinner.alpha = shown
    titleLabel.alpha = shown
  }

  func layOutSpinner() {
    let size = spinner.sizeThatFits(bounds.size)
    let hasTitle = attributedTitle?.string.isEmpty == false
    let titleHeight: CGFloat = hasTitle ? 18 : 0
    let top = ((bounds.height - size.height - titleHeight) / 2).rounded()
    spinner.frame = CGRect(
      x: ((bounds.width - size.width) / 2).rounded(), y: top, width: size.width,
      height: size.height)
    titleLabel.frame = CGRect(
      x: 8, y: top + size.height + 2, width: max(0, bounds.width - 16), height: titleHeight)
    titleLabel.isHidden = !hasTitle
  }
}

extension UIWindow {
  /// Starts a refresh for F5 or Ctrl+R among `presses` (Mac Catalyst's Command-R); returns
  /// whether one started.
  func refreshWithKeys(_ presses: Set<UIPress>) -> Bool {
    let asks = presses.contains { press in
      guard let key = press.key else { return false }
      let modifiers = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
      return (key.keyCode == .keyboardF5 && modifiers.isEmpty)
        || (key.keyCode == .keyboardR && modifiers == .control)
    }
    guard asks,
      let scrollView = keyTargetScrollView(where: {
        $0.refreshControl?.isEnabled == true && $0.refreshControl?.isRefreshing == false
      })
    else { return false }
    scrollView.refreshFromCommand()
    return true
  }
}
