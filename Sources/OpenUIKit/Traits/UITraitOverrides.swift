import Foundation

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

/// One registered handler and the traits it watches.
final class TraitRegistration: UITraitChangeRegistration {
  let traits: Set<ObjectIdentifier>
  let handler: @MainActor (UIView, UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping @MainActor (UIView, UITraitCollection) -> Void) {
    self.traits = Set(traits.map { ObjectIdentifier($0) })
    self.handler = handler
  }
}

/// Objects that can register for trait changes (views and windows).
@MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UITraitChangeObservable where Self: UIView {
  /// Calls `handler` with the view and its previous traits whenever one of `traits` changes: once
  /// per change, during the commit's trait phase (before layout), with `UITraitCollection.current`
  /// set.
  ///
  /// Registrations end with the view.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait], handler: @escaping @MainActor (Self, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitRegistration(traits: traits) { view, previous in
      if let typed = view as? Self { handler(typed, previous) }
    }
    traitRegistrations.append(registration)
    return registration
  }
}

extension UIView: UITraitChangeObservable {
  /// Removes a registration made with `registerForTraitChanges`.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitRegistrations.removeAll { $0 === registration }
  }
}
