import Foundation

/// Cell and supplementary registrations (iOS 14): a registration names the class and the code that
/// configures it, and `dequeueConfigured…` dequeues and configures in one call; no identifier
/// strings. Each registration registers itself with a collection view the first time it is used
/// there, under an identifier of its own.
extension UICollectionView {
  /// How cells of class `Cell` are configured for items of type `Item`.
  @preconcurrency @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a dequeued cell for the item at an index path.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void

    let identifier = "CellRegistration-" + UUID().uuidString
    let handler: Handler

    /// Creates a registration whose cells `handler` configures.
    public init(handler: @escaping Handler) {
      self.handler = handler
    }
  }

  /// How supplementary views of class `Supplementary` and kind `elementKind` are configured.
  @preconcurrency @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a dequeued view of a kind at an index path.
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

    /// The kind of view registered.
    public let elementKind: String
    let identifier = "SupplementaryRegistration-" + UUID().uuidString
    let handler: Handler

    /// Creates a registration of views of `elementKind` that `handler` configures.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A cell of the registration's class for the item at `indexPath`, configured by its handler
  /// with `item` (not called when `item` is `nil`).
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let identifier = registration.identifier
    if !cellQueue.isRegistered(identifier) {
      cellQueue.register({ Cell(registeredWithReuseIdentifier: identifier) }, for: identifier)
    }
    let cell =
      takeReconfiguringCell(identifier) as? Cell ?? cellQueue.dequeue(identifier) as? Cell
      ?? Cell(registeredWithReuseIdentifier: identifier)
    applyAttributes(to: cell, kind: nil, at: indexPath)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of the registration's class and kind for `indexPath`, configured by its
  /// handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let identifier = registration.identifier
    let kind = registration.elementKind
    if supplementaryQueues[kind]?.isRegistered(identifier) != true {
      supplementaryQueues[kind, default: ReuseQueue()].register(
        { Supplementary(registeredWithReuseIdentifier: identifier) }, for: identifier)
    }
    let view =
      supplementaryQueues[kind]?.dequeue(identifier) as? Supplementary
      ?? Supplementary(registeredWithReuseIdentifier: identifier)
    applyAttributes(to: view, kind: kind, at: indexPath)
    registration.handler(view, kind, indexPath)
    return view
  }
}
