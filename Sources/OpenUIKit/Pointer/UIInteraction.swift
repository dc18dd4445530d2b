import Foundation

/// Behaviour added to a view as an object, as UIKit's `UIInteraction` (pointer interactions here).
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
  /// The view the interaction is added to.
  var view: UIView? { get }
  /// Called before the interaction moves to `view` (`nil`: it is being removed).
  func willMove(to view: UIView?)
  /// Called after the interaction moved to `view` (`nil`: it was removed).
  func didMove(to view: UIView?)
}

extension UIView {
  /// The interactions of the views that have some (few do), by view.
  @exclusivity(unchecked) static var interactionTable: [ObjectIdentifier: [any UIInteraction]] =
    [:]

  /// The interactions added to the view, in the order added.
  public var interactions: [any UIInteraction] {
    get { hasInteractions ? UIView.interactionTable[ObjectIdentifier(self)] ?? [] : [] }
    set {
      for interaction in interactions where !newValue.contains(where: { $0 === interaction }) {
        removeInteraction(interaction)
      }
      for interaction in newValue where !interactions.contains(where: { $0 === interaction }) {
        addInteraction(interaction)
      }
    }
  }

  /// Adds `interaction` (moving it from the view it was on).
  public func addInteraction(_ interaction: any UIInteraction) {
    guard !interactions.contains(where: { $0 === interaction }) else { return }
    interaction.view?.removeInteraction(interaction)
    interaction.willMove(to: self)
    storeInteractions(interactions + [interaction])
    interaction.didMove(to: self)
  }

  /// Removes `interaction`.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    storeInteractions(interactions.filter { $0 !== interaction })
    interaction.didMove(to: nil)
  }

  private func storeInteractions(_ list: [any UIInteraction]) {
    hasInteractions = !list.isEmpty
    UIView.interactionTable[ObjectIdentifier(self)] = list.isEmpty ? nil : list
  }
}
