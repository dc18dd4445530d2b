import Foundation
import OpenQuartzCore

extension UIView {
  /// The subviews, back to front.
  public var subviews: [UIView] { storedSubviews }

  /// The superview.
  public var superview: UIView? { storedSuperview }

  /// The window the view is in.
  public var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.storedSuperview
    }
    return nil
  }

  /// Whether this view is `view` or inside it.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.storedSuperview
    }
    return false
  }

  /// The first view with `tag`, searching this view then its subtree depth first.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in storedSubviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Adds `view` in front of the other subviews.
  public func addSubview(_ view: UIView) {
    insert(view, at: storedSubviews.count)
  }

  /// Inserts `view` at `index` (clamped).
  public func insertSubview(_ view: UIView, at index: Int) {
    insert(view, at: index)
  }

  /// Inserts `view` just in front of `siblingSubview`.
  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let index = storedSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 }
    insert(view, at: index ?? storedSubviews.count)
  }

  /// Inserts `view` just behind `siblingSubview`.
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insert(view, at: storedSubviews.firstIndex { $0 === siblingSubview } ?? 0)
  }

  /// Moves a subview to the front.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.storedSuperview === self else { return }
    insert(view, at: storedSubviews.count)
  }

  /// Moves a subview to the back.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.storedSuperview === self else { return }
    insert(view, at: 0)
  }

  /// Swaps the subviews at two indexes.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2),
      index1 != index2
    else { return }
    storedSubviews.swapAt(index1, index2)
    syncSublayerOrder()
  }

  /// Removes the view from its superview.
  public func removeFromSuperview() {
    guard let parent = storedSuperview else { return }
    let leavingWindow = window
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if let leavingWindow {
      leavingWindow.subtreeWillLeave(self)
      subtreeWillMove(toWindow: nil)
    }
    parent.storedSubviews.removeAll { $0 === self }
    storedSuperview = nil
    layer.removeFromSuperlayer()
    if leavingWindow != nil { subtreeDidMoveToWindow() }
    didMoveToSuperview()
    setNeedsTraitUpdate()
  }

  /// The shared insertion path, in UIKit's callback order:
  /// willMove(toSuperview:), willMove(toWindow:), (removal from the old
  /// superview), didMoveToWindow, didMoveToSuperview, didAddSubview.
  private func insert(_ view: UIView, at requestedIndex: Int) {
    guard !isDescendant(of: view) else {
      FileHandle.standardError.write(
        Data(
          "OpenUIKit: addSubview refused: a view cannot be added to itself or to one of its own descendants (\(type(of: view)))\n"
            .utf8))
      return
    }
    if view.storedSuperview === self,
      let current = storedSubviews.firstIndex(where: { $0 === view })
    {
      // Reordering within the same superview: no move callbacks.
      storedSubviews.remove(at: current)
      storedSubviews.insert(
        view,
        at: min(
          max(requestedIndex > current ? requestedIndex - 1 : requestedIndex, 0),
          storedSubviews.count))
      syncSublayerOrder()
      return
    }
    let oldWindow = view.window
    let newWindow = window
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow {
      oldWindow?.subtreeWillLeave(view)
      view.subtreeWillMove(toWindow: newWindow)
    }
    if let old = view.storedSuperview {
      old.willRemoveSubview(view)
      old.storedSubviews.removeAll { $0 === view }
    }
    let index = min(max(requestedIndex, 0), storedSubviews.count)
    storedSubviews.insert(view, at: index)
    view.storedSuperview = self
    placeLayer(ofSubviewAt: index)
    if oldWindow !== newWindow { view.subtreeDidMoveToWindow() }
    view.didMoveToSuperview()
    didAddSubview(view)
    view.setNeedsLayout()
    view.setNeedsTraitUpdate()
    view.updateTraitsIfNeeded()  // UIKit updates a moved subtree's traits at once
  }

  /// Puts one subview's layer just above the previous subview's layer (or
  /// below the next one's): one insertion instead of a full re-sync.
  private func placeLayer(ofSubviewAt index: Int) {
    let sublayer = storedSubviews[index].layer
    if index > 0 {
      layer.insertSublayer(sublayer, above: storedSubviews[index - 1].layer)
    } else if storedSubviews.count > 1 {
      layer.insertSublayer(sublayer, below: storedSubviews[1].layer)
    } else {
      layer.addSublayer(sublayer)
    }
  }

  /// Places the subviews' layers in subview order, above any other sublayers.
  private func syncSublayerOrder() {
    var previous: CALayer?
    for subview in storedSubviews {
      if let previous {
        layer.insertSublayer(subview.layer, above: previous)
      } else {
        let firstViewLayerIndex =
          (layer.sublayers ?? []).firstIndex { sublayer in
            storedSubviews.contains { $0.layer === sublayer } && sublayer !== subview.layer
          } ?? (layer.sublayers?.count ?? 0)
        layer.insertSublayer(subview.layer, at: UInt32(firstViewLayerIndex))
      }
      previous = subview.layer
    }
  }

  private func subtreeWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for subview in storedSubviews { subview.subtreeWillMove(toWindow: newWindow) }
  }

  private func subtreeDidMoveToWindow() {
    didMoveToWindow()
    for subview in storedSubviews { subview.subtreeDidMoveToWindow() }
  }
}
