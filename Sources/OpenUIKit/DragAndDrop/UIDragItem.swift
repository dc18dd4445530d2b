import Foundation

/// One item of a drag or a drop, as UIKit's `UIDragItem`: here, a file dropped on the window.
///
/// Drags within the app are not provided, so `localObject` is left out.
@preconcurrency @MainActor
open class UIDragItem {
  /// What the item can be loaded as.
  public let itemProvider: NSItemProvider

  /// Creates an item for `itemProvider`.
  public init(itemProvider: NSItemProvider) {
    self.itemProvider = itemProvider
  }
}
