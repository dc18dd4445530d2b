import Foundation

/// What drags and drops share, as UIKit's `UIDragDropSession`.
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
  /// The items.
  var items: [UIDragItem] { get }
  /// Where the drop is, in `view`'s coordinates.
  func location(in view: UIView) -> CGPoint
  /// Whether the source allows `.move`.
  var allowsMoveOperation: Bool { get }
  /// Whether only the app that started the drag may take it.
  var isRestrictedToDraggingApplication: Bool { get }
  /// Whether some item has a representation of one of `typeIdentifiers`.
  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
  /// Whether some item can be loaded as a URL.
  func canLoadObjects(ofClass aClass: URL.Type) -> Bool
  /// Whether some item can be loaded as a string.
  func canLoadObjects(ofClass aClass: String.Type) -> Bool
  /// Whether some item can be loaded as an object of `aClass` (`UIImage`).
  func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// A drop in progress, as UIKit's `UIDropSession`: here, files dropped on the window from another
/// application.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
  /// Loads every item that can be a URL, and hands them over on the main queue.
  @discardableResult
  func loadObjects(ofClass aClass: URL.Type, completion: @escaping @MainActor ([URL]) -> Void)
    -> Progress
  /// Loads every item that can be a string, and hands them over on the main queue.
  @discardableResult
  func loadObjects(
    ofClass aClass: String.Type, completion: @escaping @MainActor ([String]) -> Void
  ) -> Progress
  /// Loads every item that can be an object of `aClass` (`UIImage`), and hands them over on the
  /// main queue, to be cast (`items as! [UIImage]`).
  @discardableResult
  func loadObjects(
    ofClass aClass: any NSItemProviderReading.Type,
    completion: @escaping @MainActor ([any NSItemProviderReading]) -> Void
  ) -> Progress
}

/// Files dropped on a window: from another application, so never restricted to this one and
/// never a move.
@MainActor
final class FileDropSession: UIDropSession {
  let items: [UIDragItem]
  /// Where the files were dropped, in window coordinates.
  let windowLocation: CGPoint
  weak var window: UIWindow?

  init(urls: [URL], at location: CGPoint, in window: UIWindow) {
    items = urls.compactMap(NSItemProvider.init(contentsOf:)).map(UIDragItem.init(itemProvider:))
    windowLocation = location
    self.window = window
  }

  var allowsMoveOperation: Bool { false }
  var isRestrictedToDraggingApplication: Bool { false }

  func location(in view: UIView) -> CGPoint {
    guard let window else { return windowLocation }
    return view.convert(windowLocation, from: window)
  }

  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
    items.contains { item in
      typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) }
    }
  }

  func canLoadObjects(ofClass aClass: URL.Type) -> Bool {
    items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
  }

  func canLoadObjects(ofClass aClass: String.Type) -> Bool {
    items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
  }

  func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
  }

  func loadObjects(ofClass aClass: URL.Type, completion: @escaping @MainActor ([URL]) -> Void)
    -> Progress
  {
    gather(items.filter { $0.itemProvider.canLoadObject(ofClass: aClass) }, completion) {
      $0.loadObject(ofClass: aClass, completionHandler: $1)
    }
  }

  func loadObjects(
    ofClass aClass: String.Type, completion: @escaping @MainActor ([String]) -> Void
  ) -> Progress {
    gather(items.filter { $0.itemProvider.canLoadObject(ofClass: aClass) }, completion) {
      $0.loadObject(ofClass: aClass, completionHandler: $1)
    }
  }

  func loadObjects(
    ofClass aClass: any NSItemProviderReading.Type,
    completion: @escaping @MainActor ([any NSItemProviderReading]) -> Void
  ) -> Progress {
    gather(items.filter { $0.itemProvider.canLoadObject(ofClass: aClass) }, completion) {
      $0.loadObject(ofClass: aClass, completionHandler: $1)
    }
  }

  /// Loads each item with `load`, then hands the values that loaded, in item order, to
  /// `completion` on the main queue.
  private func gather<Value: Sendable>(
    _ items: [UIDragItem], _ completion: @escaping @MainActor ([Value]) -> Void,
    _ load: (NSItemProvider, @escaping @Sendable (Value?, (any Error)?) -> Void) -> Progress
  ) -> Progress {
    let progress = Progress(totalUnitCount: Int64(items.count))
    let results = DropResults<Value>(count: items.count)
    let group = DispatchGroup()
    for (index, item) in items.enumerated() {
      group.enter()
      _ = load(item.itemProvider) { value, _ in
        results.set(value, at: index)
        group.leave()
      }
    }
    group.notify(queue: .main) {
      progress.completedUnitCount = progress.totalUnitCount
      MainActor.assumeIsolated { completion(results.values) }
    }
    return progress
  }
}

/// Values loaded on background queues, collected under a lock.
private final class DropResults<Value: Sendable>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ value: Value?, at index: Int) {
    lock.withLock { slots[index] = value }
  }

  var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}
