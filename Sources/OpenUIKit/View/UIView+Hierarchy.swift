import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

extension UIView {
  /// The window the view is in: the nearest ancestor (or this view) that is a window.
  var enclosingWindow: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.storedSuperview
    }
    return nil
  }

  /// Swaps the subviews at two indexes, and their layers.
  func exchangeSubviews(_ index1: Int, _ index2: Int) {
    guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2),
      index1 != index2
    else { return }
    storedSubviews.swapAt(index1, index2)
    syncSublayerOrder()
  }

  /// Removes the view from its superview, in UIKit's callback order.
  func detachFromSuperview() {
    guard let parent = storedSuperview else { return }
    parent.accessibilityNeedsUpdate()
    LayoutEngine.subtreeWillLeave(self)
    let leavingWindow = window
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if let leavingWindow {
      leavingWindow.subtreeWillLeave(self)
      subtreeWillMove(toWindow: nil)
    }
    if let index = parent.storedSubviews.firstIndex(where: { $0 === self }) {
      parent.storedSubviews.remove(at: index)
    }
    storedSuperview = nil
    layer.removeFromSuperlayer()
    if leavingWindow != nil { subtreeDidMoveToWindow() }
    didMoveToSuperview()
    setNeedsTraitUpdate()
  }

  /// The shared insertion path, in UIKit's callback order:
  /// willMove(toSuperview:), willMove(toWindow:), (removal from the old
  /// superview), didMoveToWindow, didMoveToSuperview, didAddSubview.
  func insert(_ view: UIView, at requestedIndex: Int) {
    guard !isDescendant(of: view) else {
      Diagnostics.log(
        "addSubview refused: a view cannot be added to itself or to one of its own descendants "
          + "(\(type(of: view)))", module: "OpenUIKit")
      return
    }
    if view.storedSuperview !== self, !layer.admitsSubtree(view.layer) {
      // Deeper than every phase's walk can go (`CALayer.maximumDepth`).
      Diagnostics.once(
        "view-depth",
        "addSubview refused: views may nest \(CALayer.maximumDepth) deep at most "
          + "(\(type(of: view)); further such refusals are not said)", module: "OpenUIKit")
      return
    }
    if view.storedSuperview === self,
      let current = storedSubviews.firstIndex(where: { $0 === view })
    {
      // Reordering within the same superview: no move callbacks; already there, nothing (a table
      // keeps its headers and indicators in front on every scroll frame).
      let target = min(
        max(requestedIndex > current ? requestedIndex - 1 : requestedIndex, 0),
        storedSubviews.count - 1)
      guard target != current else { return }
      storedSubviews.remove(at: current)
      storedSubviews.insert(view, at: target)
      syncSublayerOrder()
      accessibilityNeedsUpdate()  // reading order
      return
    }
    let oldWindow = view.window
    let newWindow = window
    accessibilityNeedsUpdate()
    view.storedSuperview?.accessibilityNeedsUpdate()
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow {
      oldWindow?.subtreeWillLeave(view)
      view.subtreeWillMove(toWindow: newWindow)
    }
    if view.storedSuperview != nil { LayoutEngine.subtreeWillLeave(view) }
    if let old = view.storedSuperview {
      old.willRemoveSubview(view)
      if let index = old.storedSubviews.firstIndex(where: { $0 === view }) {
        old.storedSubviews.remove(at: index)
      }
    }
    let index = min(max(requestedIndex, 0), storedSubviews.count)
    storedSubviews.insert(view, at: index)
    view.storedSuperview = self
    placeLayer(ofSubviewAt: index)
    if oldWindow !== newWindow { view.subtreeDidMoveToWindow() }
    LayoutEngine.subtreeDidJoin(view)
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
    if index > 0, index == storedSubviews.count - 1,
      layer.sublayers?.last === storedSubviews[index - 1].layer
    {
      // Appended after a subview whose layer is last: no search (a stack of thousands).
      layer.addSublayer(sublayer)
    } else if index > 0 {
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
    if isViewControllerRoot { owningController?.viewWillMove(toWindow: newWindow) }
    if let window = enclosingWindow, newWindow !== window { willLeaveWindow() }
    willMove(toWindow: newWindow)
    for subview in storedSubviews { subview.subtreeWillMove(toWindow: newWindow) }
  }

  /// Tells the controllers of this subtree's root views, parents first, that the window is about
  /// to be shown or hidden.
  func subtreeWindowVisibilityWillChange(visible: Bool) {
    if isViewControllerRoot { owningController?.windowVisibilityWillChange(visible: visible) }
    for subview in storedSubviews { subview.subtreeWindowVisibilityWillChange(visible: visible) }
  }

  private func subtreeDidMoveToWindow() {
    didMoveToWindow()
    for subview in storedSubviews { subview.subtreeDidMoveToWindow() }
  }
}
