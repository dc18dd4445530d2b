import Foundation
@_spi(Compositor) import OpenCoreGraphics

extension UIWindow {
  /// Installs `controller`'s view in place of the old root's (see `rootViewController`).
  func setRootViewController(_ controller: UIViewController?) {
    guard controller !== storedRootViewController else { return }
    if let controller, controller.storedParent != nil || controller.presentingViewController != nil
    {
      return Diagnostics.log(
        "rootViewController: \(type(of: controller)) is a child or is presented; a root view "
          + "controller must stand alone", module: "OpenUIKit")
    }
    let old = storedRootViewController
    storedRootViewController = controller
    windowScene?.statusBarManager?.setNeedsUpdate()
    if let old {
      if old.storedPresentedViewController != nil {
        old.dismissController(animated: false, completion: nil)
      }
      if let view = old.storedView, view.superview === self { view.removeFromSuperview() }
    }
    guard let controller else { return }
    let view: UIView = controller.view
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(view, at: 0)
  }
}
