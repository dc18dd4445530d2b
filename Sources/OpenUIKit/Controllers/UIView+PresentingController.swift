import Foundation

extension UIView {
  /// The controller a control presents its editor over (a compact date picker's popover, a
  /// color well's picker): the topmost one presented over the nearest controller up the
  /// responder chain, else over the window's root.
  var presentingControllerForView: UIViewController? {
    var responder: UIResponder? = next
    while let current = responder, !(current is UIViewController) { responder = current.next }
    var controller = (responder as? UIViewController) ?? window?.rootViewController
    while let presented = controller?.presentedViewController, !presented.isBeingDismissed {
      controller = presented
    }
    return controller
  }

  /// Presents `controller` as a popover hung from this view, over ``presentingControllerForView``
  /// (`directions`: the sides it may hang on); returns whether it was presented.
  @discardableResult
  func presentPopover(
    _ controller: UIViewController, directions: UIPopoverArrowDirection = .any
  ) -> Bool {
    guard let presenter = presentingControllerForView else { return false }
    controller.modalPresentationStyle = .popover
    controller.popoverPresentationController?.sourceView = self
    controller.popoverPresentationController?.permittedArrowDirections = directions
    presenter.present(controller, animated: true)
    return true
  }
}
