/// An ordered list of objects held weakly: the one registry type for windows, screens' windows and
/// renderers (SPI for OpenUIKit).
///
/// Released objects drop out as the list is read or changed.
@_spi(OpenUIKit)
public struct WeakObjects<Element: AnyObject> {
  private struct Entry {
    weak var object: Element?
  }
  private var entries: [Entry] = []

  /// Creates an empty list.
  public init() {}

  /// The live objects, in order.
  public var elements: [Element] { entries.compactMap(\.object) }

  /// Appends `object`, or moves it to the end when it is in the list already.
  public mutating func append(_ object: Element) {
    remove(object)
    entries.append(Entry(object: object))
  }

  /// Removes `object` (and every released entry).
  public mutating func remove(_ object: Element) {
    entries.removeAll { $0.object == nil || $0.object === object }
  }
}
