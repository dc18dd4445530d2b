import Foundation

/// Swipe actions of list rows (`UICollectionLayoutListConfiguration`'s leading and trailing
/// providers), on a desktop: a sideways drag on a row slides it and reveals its actions (released
/// past half their width it stays open, most of the way across it performs the first action when
/// `performsFirstActionWithFullSwipe`); a sideways touchpad swipe opens or closes them at once,
/// as in Mac Catalyst lists. A click elsewhere, a scroll or a reload closes an open row; a
/// button runs its action, whose completion closes the row. VoiceOver and Orca offer the actions
/// as the row's custom actions.
extension UICollectionView {
  /// The row swiped open (or being swiped).
  final class SwipeState {
    let indexPath: IndexPath
    /// Whether the row slides left (its right side revealed).
    let towardLeft: Bool
    let configuration: UISwipeActionsConfiguration
    let actionsView: SwipeActionsView
    /// How far the row slid, in points, along its direction.
    var distance: CGFloat = 0
    /// Where the content was when it opened: a scroll closes it.
    let contentOffset: CGPoint

    init(
      indexPath: IndexPath, towardLeft: Bool, configuration: UISwipeActionsConfiguration,
      actionsView: SwipeActionsView, contentOffset: CGPoint
    ) {
      self.indexPath = indexPath
      self.towardLeft = towardLeft
      self.configuration = configuration
      self.actionsView = actionsView
      self.contentOffset = contentOffset
    }
  }

  /// How far across the row (a fraction of its width) a drag performs the first action.
  static let fullSwipeFraction: CGFloat = 0.6

  final func configureSwipe() {
    swipePan.allowedScrollTypesMask = .continuous
    swipePan.addTarget(self, action: UICollectionView.handleSwipe)
    addGestureRecognizer(swipePan)
  }

  /// The actions of the row at `indexPath` at the side a slide toward the left (or right) reveals.
  final func swipeConfiguration(for indexPath: IndexPath, towardLeft: Bool)
    -> UISwipeActionsConfiguration?
  {
    guard let list = listConfiguration(forSection: indexPath.section) else { return nil }
    // Sliding left reveals the right side: the trailing edge, left to right.
    let trailing = towardLeft != isRightToLeft
    let provider =
      trailing
      ? list.trailingSwipeActionsConfigurationProvider
      : list.leadingSwipeActionsConfigurationProvider
    guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else {
      return nil
    }
    return configuration
  }

  /// The list configuration of `section`, when the layout is a list there.
  final func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      layout.sections.indices.contains(section)
    else { return nil }
    return layout.sections[section].list
  }

  /// Whether `recognizer`'s motion is a swipe: mostly sideways, over a row with actions that way
  /// (or over the open row, to close it).
  final func isSwipe(_ recognizer: UIPanGestureRecognizer) -> Bool {
    let moved = recognizer.translation(in: self)
    guard abs(moved.x) > abs(moved.y) else { return false }
    let start = CGPoint(
      x: recognizer.location(in: self).x - moved.x, y: recognizer.location(in: self).y - moved.y)
    guard let indexPath = indexPathForItem(at: start) else { return false }
    if let open = swipe, open.indexPath == indexPath { return true }
    return swipeConfiguration(for: indexPath, towardLeft: moved.x < 0) != nil
  }

  final func handleSwipe(_ pan: UIPanGestureRecognizer) {
    let moved = pan.translation(in: self)
    if pan.scrollStepType != nil {
      // A touchpad swipe opens or closes at once.
      guard pan.state == .began else { return }
      let location = pan.location(in: self)
      if let open = swipe, indexPathForItem(at: location) == open.indexPath,
        (moved.x < 0) != open.towardLeft
      {
        closeSwipe(animated: true)
      } else if let indexPath = indexPathForItem(at: location) {
        openSwipe(at: indexPath, towardLeft: moved.x < 0, animated: true)
      }
      return
    }
    switch pan.state {
    case .began:
      let start = CGPoint(
        x: pan.location(in: self).x - moved.x, y: pan.location(in: self).y - moved.y)
      guard let indexPath = indexPathForItem(at: start) else { return }
      if let open = swipe, open.indexPath != indexPath { closeSwipe(animated: false) }
      if swipe == nil { beginSwipe(at: indexPath, towardLeft: moved.x < 0) }
      swipe.map { dragSwipe($0, by: moved.x) }
    case .changed:
      swipe.map { dragSwipe($0, by: moved.x) }
    case .ended, .cancelled:
      settleSwipe()
    case .possible, .failed:
      break
    }
  }

  /// Opens the row's actions fully.
  final func openSwipe(at indexPath: IndexPath, towardLeft: Bool, animated: Bool) {
    if swipe?.indexPath != indexPath { closeSwipe(animated: false) }
    if swipe == nil { beginSwipe(at: indexPath, towardLeft: towardLeft) }
    guard let state = swipe else { return }
    slide(state, to: state.actionsView.actionsWidth, animated: animated)
  }

  /// Closes the open row.
  final func closeSwipe(animated: Bool) {
    guard let state = swipe else { return }
    swipe = nil
    let cell = cellForItem(at: state.indexPath)
    let finish = {
      state.actionsView.removeFromSuperview()
      cell?.clipsToBounds = false
    }
    guard animated, window != nil else {
      (cell as? UICollectionViewListCell)?.swipeOffset = 0
      finish()
      return
    }
    UIView.animate(
      withDuration: 0.25,
      animations: {
        (cell as? UICollectionViewListCell)?.swipeOffset = 0
        state.actionsView.revealed = 0
        state.actionsView.layoutIfNeeded()
        cell?.layoutIfNeeded()
      }, completion: { _ in finish() })
  }

  /// Closes an open row when the content scrolled since it opened.
  final func closeSwipeIfScrolled() {
    if let state = swipe, state.contentOffset != contentOffset {
      closeSwipe(animated: false)
    }
  }

  private func beginSwipe(at indexPath: IndexPath, towardLeft: Bool) {
    guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell,
      let configuration = swipeConfiguration(for: indexPath, towardLeft: towardLeft)
    else { return }
    let actionsView = SwipeActionsView(configuration: configuration, onRight: towardLeft) {
      [weak self] action, button in
      self?.perform(action, from: button)
    }
    actionsView.frame = cell.bounds
    cell.insertSubview(actionsView, at: 0)
    cell.clipsToBounds = true
    swipe = SwipeState(
      indexPath: indexPath, towardLeft: towardLeft, configuration: configuration,
      actionsView: actionsView, contentOffset: contentOffset)
  }

  private func dragSwipe(_ state: SwipeState, by translation: CGFloat) {
    let along = state.towardLeft ? -translation : translation
    slide(state, to: max(along, 0), animated: false)
  }

  private func settleSwipe() {
    guard let state = swipe, let cell = cellForItem(at: state.indexPath) else { return }
    let width = state.actionsView.actionsWidth
    if state.configuration.performsFirstActionWithFullSwipe,
      state.distance > cell.bounds.width * Self.fullSwipeFraction,
      let first = state.configuration.actions.first, let button = state.actionsView.buttons.first
    {
      perform(first, from: button)
    } else if state.distance > width / 2 {
      slide(state, to: width, animated: true)
    } else {
      closeSwipe(animated: true)
    }
  }

  private func slide(_ state: SwipeState, to distance: CGFloat, animated: Bool) {
    state.distance = distance
    let cell = cellForItem(at: state.indexPath) as? UICollectionViewListCell
    let apply = {
      cell?.swipeOffset = state.towardLeft ? -distance : distance
      state.actionsView.revealed = distance
      state.actionsView.layoutIfNeeded()
      cell?.layoutIfNeeded()
    }
    if animated, window != nil {
      UIView.animate(withDuration: 0.25, animations: apply)
    } else {
      apply()
    }
  }

  /// Runs `action`; its completion closes the row.
  final func perform(_ action: UIContextualAction, from source: UIView) {
    action.handler(action, source) { [weak self] _ in
      self?.closeSwipe(animated: true)
    }
  }

  /// The swipe actions of the row at `indexPath` as accessibility custom actions: leading, then
  /// trailing.
  final func swipeAccessibilityActions(for indexPath: IndexPath) -> [UIAccessibilityCustomAction]? {
    let configurations = [false, true].compactMap {
      swipeConfiguration(for: indexPath, towardLeft: $0 == !isRightToLeft)
    }
    let actions = configurations.flatMap(\.actions)
    guard !actions.isEmpty else { return nil }
    return actions.map { action in
      UIAccessibilityCustomAction(name: action.title ?? "") { [weak self] _ in
        guard let self, let cell = self.cellForItem(at: indexPath) else { return false }
        self.perform(action, from: cell)
        return true
      }
    }
  }
}
