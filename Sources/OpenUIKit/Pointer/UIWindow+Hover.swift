import Foundation

@_spi(OpenUIKit) import OpenQuartzCore

/// The pointer over a window while no button is down: hover recognizers, controls' hovered
/// look, and the cursor the window asks its host for.
///
/// The views under the pointer are the hit-tested view and its superviews. Each move compares
/// them with the last move's: views left end their hover recognizers and lose the hovered look,
/// views entered begin theirs, views still under the pointer get `.changed`. The nearest enabled
/// control under the pointer is the hovered one (`UIButton.isHovered`). The cursor is the nearest
/// view's that has one: a pointer interaction's style where its region holds the pointer, the
/// I-beam over an enabled text field, else the arrow.
extension UIWindow {
  /// Feeds the pointer's location while no button is down (`nil`: it left the window).
  @_spi(Platform)
  public func handleHover(at location: CGPoint?, timestamp: TimeInterval) {
    guard pointerTouch == nil else { return }
    if let location, !(location.x.isFinite && location.y.isFinite) { return }
    hoverPoint = location
    let event = UIEvent(type: .hover, timestamp: timestamp)
    var chain: [UIView] = []
    var view = location.flatMap { hitTest($0, with: event) }
    while let current = view {
      chain.append(current)
      view = current.superview
    }
    let previous = hoveredChain.compactMap(\.view)
    hoveredChain = chain.map { WeakView(view: $0) }
    for old in previous where !chain.contains(where: { $0 === old }) {
      for case let hover as UIHoverGestureRecognizer in old.attachedGestureRecognizers {
        hover.hover(at: nil, entered: false)
      }
      (old as? UIScrollView)?.pointerHoverChanged(inside: false)
      (old as? ScrollIndicatorView)?.isExpanded = false
    }
    for new in chain where !previous.contains(where: { $0 === new }) {
      // Scroll bars show while the pointer is over their scroll view, wider over the bar.
      (new as? UIScrollView)?.pointerHoverChanged(inside: true)
      (new as? ScrollIndicatorView)?.isExpanded = true
    }
    if let location {
      for current in chain {
        let entered = !previous.contains { $0 === current }
        for case let hover as UIHoverGestureRecognizer in current.attachedGestureRecognizers {
          hover.hover(at: location, entered: entered)
        }
      }
    }
    let control = chain.first { ($0 as? UIControl)?.isEnabled == true } as? UIControl
    if hoveredControl !== control {
      let old = hoveredControl
      hoveredControl = control
      old?.pointerHoverDidChange()
      control?.pointerHoverDidChange()
    }
    updatePointerCursor()
  }

  /// Works out the cursor for the views under the pointer and tells the host when it changed.
  func updatePointerCursor() {
    var cursor = PointerCursor.arrow
    if let point = hoverPoint {
      search: for weak in hoveredChain {
        guard let view = weak.view else { continue }
        for case let interaction as UIPointerInteraction in view.interactions {
          if let style = interaction.style(at: view.convert(point, from: self)) {
            cursor = style?.cursor ?? .arrow
            break search
          }
        }
        if view is SplitDividerView {
          cursor = .resizeLeftRight
          break
        }
        if let field = view as? UITextField, field.isEnabled {
          cursor = .iBeam
          break
        }
      }
    }
    guard cursor != pointerCursor else { return }
    pointerCursor = cursor
    attachedHost?.pointerCursorDidChange(self)
  }
}

/// A view held weakly, for the views under the pointer.
struct WeakView {
  weak var view: UIView?
}

/// Windows whose content moved under a resting pointer (a scroll): after the commit, the views
/// under the pointer are found again, so hover looks, scroll bars, hover recognizers and the
/// cursor follow content that scrolls beneath a pointer that does not move.
@MainActor
enum HoverRefresh {
  private static var pending: [WeakView] = []
  private static var isHookInstalled = false

  /// Asks for `window`'s hover to be recomputed after the next commit.
  static func schedule(_ window: UIWindow) {
    guard window.hoverPoint != nil, !pending.contains(where: { $0.view === window }) else {
      return
    }
    if !isHookInstalled {
      isHookInstalled = true
      CommitPhases.addAfterCommit { HoverRefresh.run() }
    }
    pending.append(WeakView(view: window))
    CommitPhases.requestCommit()
  }

  private static func run() {
    let windows = pending.compactMap { $0.view as? UIWindow }
    pending = []
    for window in windows {
      guard let point = window.hoverPoint else { continue }
      window.handleHover(at: point, timestamp: CACurrentMediaTime())
    }
  }
}
