import Foundation

/// Told of a presentation the user dismisses (a click outside a sheet or popover, Escape), as
/// UIKit's `UIAdaptivePresentationControllerDelegate`; every method is optional.
///
/// Presentations do not adapt on the desktop: a window is always regular width, as on Mac
/// Catalyst, so `adaptivePresentationStyle(for:traitCollection:)` is left out (Docs/Porting.md).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Whether the user may dismiss now. Default `true`.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// The user is dismissing the presentation.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// The user dismissed the presentation (after its dismissal completed).
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The user tried to dismiss it while it refuses (`isModalInPresentation`, or
  /// ``presentationControllerShouldDismiss(_:)`` said no).
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Returns `true`.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

/// What manages a controller's presentation, as UIKit's `UIPresentationController`: here, the
/// delegate told when the user dismisses it.
///
/// A controller's `UIViewController.presentationController` makes one on first use (a
/// ``UIPopoverPresentationController`` for `.popover`).
@preconcurrency @MainActor
open class UIPresentationController {
  /// The controller presented.
  public private(set) unowned var presentedViewController: UIViewController
  /// The controller presenting it, while presented.
  open var presentingViewController: UIViewController? {
    presentedViewController.presentingViewController
  }
  /// Told when the user dismisses the presentation.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// The style the presentation has.
  open var presentationStyle: UIModalPresentationStyle {
    presentedViewController.modalPresentationStyle
  }

  /// Creates the presentation controller of `presentedViewController`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
  }

  /// The user asked to dismiss (a click outside, Escape): UIKit's order of delegate calls, then
  /// the dismissal, unless the controller is `isModalInPresentation` or the delegate refuses.
  func userRequestedDismissal() {
    let presented = presentedViewController
    guard presented.presentingViewController != nil, !presented.isBeingDismissed else { return }
    if presented.isModalInPresentation
      || delegate?.presentationControllerShouldDismiss(self) == false
    {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return
    }
    delegate?.presentationControllerWillDismiss(self)
    presented.dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.delegate?.presentationControllerDidDismiss(self)
    }
  }
}

extension UIViewController {
  /// The controller managing this one's presentation, made on first use: a
  /// ``UIPopoverPresentationController`` while `modalPresentationStyle` is `.popover`, a
  /// ``UISheetPresentationController`` for the sheets (one made before the style changed is
  /// replaced, keeping its delegate).
  public var presentationController: UIPresentationController? {
    let kind: ObjectIdentifier =
      modalPresentationStyle == .popover
      ? ObjectIdentifier(UIPopoverPresentationController.self)
      : presentsAsSheet
        ? ObjectIdentifier(UISheetPresentationController.self)
        : ObjectIdentifier(UIPresentationController.self)
    if let existing = storedPresentationController, ObjectIdentifier(type(of: existing)) == kind {
      return existing
    }
    let made: UIPresentationController =
      modalPresentationStyle == .popover
      ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
      : presentsAsSheet
        ? UISheetPresentationController(presentedViewController: self, presenting: nil)
        : UIPresentationController(presentedViewController: self, presenting: nil)
    made.delegate = storedPresentationController?.delegate
    storedPresentationController = made
    return made
  }

  /// The popover presentation controller, when the controller is presented (or to be) as a
  /// popover; `nil` otherwise.
  public var popoverPresentationController: UIPopoverPresentationController? {
    modalPresentationStyle == .popover
      ? presentationController as? UIPopoverPresentationController : nil
  }
}
