import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Traits a window or view sets for itself and its subviews, as UIKit's `traitOverrides`:
/// `view.traitOverrides.userInterfaceStyle = .dark`, `view.traitOverrides[MyTrait.self] = value`.
public struct UITraitOverrides: UIMutableTraits {
  var storage = TraitStorage()

  /// Creates empty overrides.
  public init() {}

  /// Reads or sets an override.
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    get { storage.value(trait) }
    set { storage.set(trait, newValue) }
  }

  /// Whether `trait` is overridden.
  public func contains(_ trait: UITrait) -> Bool { storage.contains(trait) }

  /// Removes the override of `trait`: it is inherited again.
  public mutating func remove(_ trait: UITrait) { storage.remove(trait) }
}

/// A trait-change registration, to pass to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// Objects that can register for trait changes (views, windows and view controllers).
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UITraitChangeObservable {
  /// The closure a trait-change registration calls: the observed object with its updated traits,
  /// and the traits it had before the change.
  public typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) ->
    Void
}

extension UITraitChangeObservable where Self: UITraitEnvironment {
  /// Calls `handler` with the view (or controller) and its previous traits whenever one of
  /// `traits` changes: once per change, during the commit's trait phase (before layout), with
  /// `UITraitCollection.current` set.
  ///
  /// The handler's first parameter may be the view's class, `Self` (the iOS 17 idiom
  /// `{ (self: Self, previousTraitCollection: UITraitCollection) in … }`, also inside `init`) or
  /// a protocol the view conforms to, as in UIKit. A type the view is not an instance of is
  /// reported and the handler is never called. Registrations end with the view.
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    let registration = TypedTraitRegistration<TraitEnvironment>(traits: traits, handler: handler)
    if self is TraitEnvironment, let owner = self as? UIView {
      owner.traitRegistrations.append(registration)
    } else if self is TraitEnvironment, let owner = self as? UIViewController {
      owner.traitRegistrations.append(registration)
    } else {
      Diagnostics.log(
        "registerForTraitChanges on a \(type(of: self)) with a handler for "
          + "\(TraitEnvironment.self): it is not one, so the handler never runs",
        module: "OpenUIKit")
    }
    return registration
  }
}

/// An object with traits, as passed to a trait-change action: views, windows, view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The object's current traits.
  var traitCollection: UITraitCollection { get }
}

// Target-action registration. UIKit's forms take an Objective-C `Selector`,
// which does not exist on Linux; these take the unbound method instead, so
// `action: #selector(MyView.refresh)` ports as `action: MyView.refresh`. As in
// UIKit, the action takes no argument, the environment, or the environment and
// the previous traits.
extension UITraitChangeObservable where Self: UITraitEnvironment {
  /// Calls `action` on `target` whenever one of `traits` changes, at the same moment as a
  /// handler registered with `registerForTraitChanges(_:handler:)` would run.
  ///
  /// The target is held weakly: the registration does nothing once the target is gone.
  @discardableResult
  public func registerForTraitChanges<Target: AnyObject>(
    _ traits: [UITrait], target: Target, action: @escaping (Target) -> @MainActor () -> Void
  ) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits, target: target) { target, _, _ in action(target)() }
  }

  /// Calls `action` on `target` with the view whenever one of `traits` changes.
  ///
  /// The target is held weakly: the registration does nothing once the target is gone.
  @discardableResult
  public func registerForTraitChanges<Target: AnyObject>(
    _ traits: [UITrait], target: Target,
    action: @escaping (Target) -> @MainActor (any UITraitEnvironment) -> Void
  ) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits, target: target) { target, view, _ in action(target)(view) }
  }

  /// Calls `action` on `target` with the view and its previous traits whenever one of `traits`
  /// changes.
  ///
  /// The target is held weakly: the registration does nothing once the target is gone.
  @discardableResult
  public func registerForTraitChanges<Target: AnyObject>(
    _ traits: [UITrait], target: Target,
    action: @escaping (Target) -> @MainActor (any UITraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits, target: target) { target, view, previous in
      action(target)(view, previous)
    }
  }

  /// Calls `action` on the view itself whenever one of `traits` changes.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait], action: @escaping (Self) -> @MainActor () -> Void
  ) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits) { (view: Self, _) in action(view)() }
  }

  /// Calls `action` on the view itself, with the view, whenever one of `traits` changes.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait], action: @escaping (Self) -> @MainActor (any UITraitEnvironment) -> Void
  ) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits) { (view: Self, _) in action(view)(view) }
  }

  /// Calls `action` on the view itself, with the view and its previous traits, whenever one of
  /// `traits` changes.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait],
    action: @escaping (Self) -> @MainActor (any UITraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits) { (view: Self, previous) in action(view)(view, previous) }
  }

  /// The shared body of the target forms: a handler that holds `target` weakly.
  private func registerForTraitChanges<Target: AnyObject>(
    _ traits: [UITrait], target: Target,
    call: @escaping @MainActor (Target, any UITraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits) { [weak target] (view: Self, previous) in
      if let target { call(target, view, previous) }
    }
  }
}

extension UIView: UITraitEnvironment {}

extension UIScreen: UITraitEnvironment {}

extension UIView: UITraitChangeObservable {
  /// Removes a registration made with `registerForTraitChanges`.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitRegistrations.removeAll { $0 === registration }
  }
}
