import Foundation
@_spi(Compositor) import OpenCoreGraphics

extension UIViewController {
  /// Adds `child`, as UIKit.
  ///
  /// A child of another container is removed from it first (Apple
  /// documents this), `willMove(toParent:)` is called, and the container calls
  /// `didMove(toParent:)` once the child's view is in place. Refused, with UIKit's message: adding
  /// the controller to itself or to one of its own children, and adding a presented controller.
  func addChildController(_ child: UIViewController) {
    guard child.storedParent !== self else { return }
    guard child !== self, !isDescendant(of: child) else {
      return Diagnostics.log(
        "addChild: \(type(of: child)) cannot be a child of \(type(of: self)): it is that "
          + "controller or one of its parents (UIViewControllerHierarchyInconsistency)",
        module: "OpenUIKit")
    }
    if let presenter = child.storedPresentingViewController {
      return Diagnostics.log(
        "addChild: child view controller \(type(of: child)) should have parent view controller "
          + "nil but it is presented by \(type(of: presenter)) "
          + "(UIViewControllerHierarchyInconsistency)", module: "OpenUIKit")
    }
    // A controller that presents this one (or its container), directly or through others,
    // cannot be its child: the chain would loop.
    if isInPresentationChain(of: child) {
      return Diagnostics.log(
        "addChild: \(type(of: child)) presents \(type(of: self)) (directly or through others) "
          + "and cannot be its child (UIViewControllerHierarchyInconsistency)", module: "OpenUIKit")
    }
    if child.storedParent != nil { child.removeFromParentController() }
    child.isMovingToParentFlag = true
    child.willMove(toParent: self)
    storedChildren.append(child)
    child.storedParent = self
  }

  /// Unlinks the controller from its parent and calls `didMove(toParent: nil)`.
  func removeFromParentController() {
    guard let parent = storedParent else { return }
    // From the end: a container removes its newest children most (a pop), at any depth.
    if let index = parent.storedChildren.lastIndex(where: { $0 === self }) {
      parent.storedChildren.remove(at: index)
    }
    storedParent = nil
    // The container's safe area went with it.
    if containerSafeAreaInsets != .zero {
      containerSafeAreaInsets = .zero
      viewIfLoaded?.safeAreaMayHaveChanged()
    }
    didMove(toParent: nil)
  }

  /// Whether `ancestor` is this controller's parent, or its parent's, and so on.
  func isDescendant(of ancestor: UIViewController) -> Bool {
    var current = storedParent
    while let controller = current {
      if controller === ancestor { return true }
      current = controller.storedParent
    }
    return false
  }

  /// The outermost container of this controller.
  var rootContainer: UIViewController {
    var root = self
    while let parent = root.storedParent { root = parent }
    return root
  }
}

extension UIViewController {
  /// The nearest container, among the parents, of class `Container`.
  func nearestContainer<Container: UIViewController>(of type: Container.Type) -> Container? {
    var current = storedParent
    while let controller = current {
      if let container = controller as? Container { return container }
      current = controller.storedParent
    }
    return nil
  }
}
