import Foundation

extension IndexPath {
  /// An index path to `row` in `section`, as UIKit's table views use.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// An index path to `item` in `section`, as UIKit's collection views use.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index (0 for an empty path).
  public var section: Int {
    get { count > 0 ? self[0] : 0 }
    set { self = IndexPath(indexes: [newValue, row]) }
  }

  /// The row: the second index (0 for a shorter path).
  public var row: Int {
    get { count > 1 ? self[1] : 0 }
    set { self = IndexPath(indexes: [section, newValue]) }
  }

  /// The item: the second index, as ``row``.
  public var item: Int {
    get { row }
    set { row = newValue }
  }
}
