import Foundation
@_spi(Compositor) import OpenCoreGraphics

extension UIViewController {
  /// The controller owning each root view, by the view's identity, weakly: a view does not keep
  /// its controller alive, and `UIView` gets no stored reference (a pointer more per view makes
  /// every view a size class larger; see `UIView.hasGestureRecognizers`).
  static var owners: [ObjectIdentifier: WeakController] = [:]

  /// A weak reference to a controller.
  final class WeakController {
    weak var controller: UIViewController?
    init(_ controller: UIViewController) { self.controller = controller }
  }

  /// `loadView()` then `viewDidLoad()`; a `loadView()` that leaves no view is reported and a plain
  /// view used, so `view` is never nil after loading.
  func loadViewNow() {
    isLoadingView = true
    loadView()
    isLoadingView = false
    if storedView == nil {
      Diagnostics.log(
        "\(type(of: self)).loadView() did not set the view: a plain UIView is used (loadView() "
          + "must assign self.view)", module: "OpenUIKit")
      setView(UIView(frame: UIScreen.main.bounds))
    }
    viewDidLoad()
  }

  /// Makes `newView` the root view: it answers to the controller (responder chain, layout and
  /// appearance callbacks, traits), and the old one no longer does.
  func setView(_ newView: UIView?) {
    guard newView !== storedView else { return }
    if let newView, let other = newView.owningController, other !== self {
      Diagnostics.log(
        "\(type(of: self)).view: the view is already the view of a \(type(of: other)); "
          + "it now belongs to this controller", module: "OpenUIKit")
      other.storedView = nil
    }
    if let old = storedView {
      Self.owners[ObjectIdentifier(old)] = nil
      old.isViewControllerRoot = false
      old.overridesDidChange()
      // 8 points again, not the system minimum (a view in no hierarchy is told nothing: it is
      // laid out when it is added).
      if old.storedSuperview != nil { old.effectiveMarginsDidChange() }
    }
    storedView = newView
    guard let newView else { return }
    Self.owners[ObjectIdentifier(newView)] = WeakController(self)
    newView.isViewControllerRoot = true
    newView.overridesDidChange()
    if newView.storedSuperview != nil { newView.effectiveMarginsDidChange() }
    if needsUpdatePropertiesFlag { TraitPhase.shared.setNeedsUpdateProperties(newView) }
  }
}

extension UIView {
  /// The controller whose root view this is.
  var owningController: UIViewController? {
    guard isViewControllerRoot else { return nil }
    return UIViewController.owners[ObjectIdentifier(self)]?.controller
  }
}
