import Foundation
@_spi(Compositor) import OpenCoreGraphics
import Synchronization

/// How an associated value is held, as the Objective-C runtime's `objc_AssociationPolicy`.
///
/// The raw values are the runtime's, so code that stores a policy as a number still works.
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak reference to an object (the runtime's is unretained; here it reads `nil` once the
  /// value is gone, never a dangling pointer). Values that are not objects are stored as they are.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy (`NSCopying` objects are sent `copy()`; Swift values are copies already).
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference; reads and writes are atomic (all are, here).
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copy; reads and writes are atomic (all are, here).
  case OBJC_ASSOCIATION_COPY = 771
}

/// The value associated with `object` under `key`, or `nil`.
///
/// `key` is an address, as iOS code takes it: `&someStaticKey`, or a pointer kept in a constant.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  guard let owner = AssociatedObjects.owner(object, "objc_getAssociatedObject") else { return nil }
  return AssociatedObjects.value(of: owner, key)
}

/// Associates `value` with `object` under `key`, held as `policy` says; `nil` removes it.
///
/// The value is released when the owner is deallocated: at once for views, view controllers and
/// layers, and for other objects by the next association made after they are gone (see
/// `Docs/Porting.md`, "Associated objects").
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  guard let owner = AssociatedObjects.owner(object, "objc_setAssociatedObject") else { return }
  let value = value.map(AssociatedObjects.bridged)
  AssociatedObjects.set(value.map { AssociatedObjects.Held($0, policy) }, of: owner, key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
  guard let owner = AssociatedObjects.owner(object, "objc_removeAssociatedObjects") else { return }
  AssociatedObjects.removeAll(of: ObjectIdentifier(owner))
}

/// The table behind `objc_setAssociatedObject`: values by owner identity and key.
///
/// An entry holds its owner weakly, so an address reused by a new object never finds the old one's
/// values. Views, view controllers and layers remove their entry in `deinit`
/// (``ownerDidDeinit(_:)``); other owners' entries are swept when the table has doubled since the
/// last sweep, so it stays within twice the live entries (plus 64).
@_spi(OpenUIKit)
public enum AssociatedObjects {
  /// A stored value, held as its policy says.
  struct Held {
    private let strong: Any?
    private weak var weak: AnyObject?

    init(_ value: Any, _ policy: objc_AssociationPolicy) {
      switch policy {
      case .OBJC_ASSOCIATION_ASSIGN:
        if type(of: value) is AnyClass {
          strong = nil
          weak = value as AnyObject
        } else {
          strong = value
        }
      case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        strong = (value as? NSCopying)?.copy() ?? value
      case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        strong = value
      }
    }

    var value: Any? { strong ?? weak }
  }

  private struct Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Held]
  }

  private struct Table {
    var entries: [ObjectIdentifier: Entry] = [:]
    var sweepAt = 64
  }

  // Values are any type, so the lock's state is not `Sendable`: an `NSLock` guards it instead of
  // a `Mutex`, and released values are dropped after unlocking (their `deinit` may associate).
  nonisolated(unsafe) private static var table = Table()
  private static let lock = NSLock()
  /// Whether any entry may exist: lets every view, controller and layer `deinit` skip the lock.
  private static let mayHaveEntries = Atomic<Bool>(false)

  /// `object` as an owner, or `nil` (said once) when it is not a class instance.
  static func owner(_ object: Any, _ function: String) -> AnyObject? {
    // Objects go straight through; only a value (an Optional, perhaps) is bridged.
    let object = type(of: object) is AnyClass ? object : bridged(object)
    guard type(of: object) is AnyClass else {
      Diagnostics.once(
        "associated-value-type", "\(function): \(type(of: object)) is not a class; ignored")
      return nil
    }
    // On Apple's platforms `NSNull()` is one object (the `[NSNull null]` singleton); Foundation
    // on Linux makes a new one each time, so every NSNull stands for one shared owner here.
    return (object is NSNull ? sharedNull : object) as AnyObject
  }

  /// `value` as Objective-C bridging hands it to the runtime.
  ///
  /// An `Optional` wrapped in `Any` (`target as Any`, with `target: AnyObject?`) is unwrapped,
  /// and an empty one is `NSNull`. Every `NSNull` is the shared one, as `[NSNull null]` is: held weakly (`ASSIGN`), it stays.
  static func bridged(_ value: Any) -> Any {
    if value is NSNull { return sharedNull }
    guard let optional = value as? any OptionalBridging else { return value }
    return optional.bridgedValue
  }

  /// The one `NSNull` every `NSNull` stands for, as owner and as value.
  fileprivate static let sharedNull = NSNull()

  static func value(of owner: AnyObject, _ key: UnsafeRawPointer) -> Any? {
    guard mayHaveEntries.load(ordering: .relaxed) else { return nil }
    lock.lock()
    defer { lock.unlock() }
    guard let entry = table.entries[ObjectIdentifier(owner)], entry.owner === owner else {
      return nil
    }
    return entry.values[key]?.value
  }

  static func set(_ held: Held?, of owner: AnyObject, _ key: UnsafeRawPointer) {
    var released: [Any] = []
    lock.lock()
    let id = ObjectIdentifier(owner)
    var entry = table.entries.removeValue(forKey: id) ?? Entry(owner: owner, values: [:])
    if entry.owner !== owner {  // a dead owner's entry at a reused address
      released.append(entry.values)
      entry = Entry(owner: owner, values: [:])
    }
    if let old = entry.values[key] { released.append(old) }
    entry.values[key] = held
    if !entry.values.isEmpty {
      table.entries[id] = entry
      mayHaveEntries.store(true, ordering: .relaxed)
    }
    if table.entries.count >= table.sweepAt { released.append(sweep()) }
    lock.unlock()
    released.removeAll()
  }

  static func removeAll(of id: ObjectIdentifier) {
    lock.lock()
    let removed = table.entries.removeValue(forKey: id)
    // The sweep threshold follows the table down as well as up: 5,000 views released at their
    // deinit once left it at 10,000, and other owners' entries then piled up to it (an allocator
    // that reuses addresses hides this; AddressSanitizer's quarantine does not).
    if removed != nil {
      table.sweepAt = max(64, min(table.sweepAt, 2 * table.entries.count))
    }
    lock.unlock()
    _ = removed
  }

  /// Called by the `deinit` of views, view controllers and layers: their values go with them.
  @inline(__always)
  public static func ownerDidDeinit(_ id: ObjectIdentifier) {
    guard mayHaveEntries.load(ordering: .relaxed) else { return }
    removeAll(of: id)
  }

  /// The table size at which the next association sweeps dead owners (tests).
  public static var sweepThreshold: Int {
    lock.lock()
    defer { lock.unlock() }
    return table.sweepAt
  }

  /// The number of entries (tests).
  public static var entryCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return table.entries.count
  }

  /// Drops the entries of owners that are gone; returns their values, to release unlocked.
  private static func sweep() -> [Entry] {
    var dead: [Entry] = []
    table.entries = table.entries.filter { _, entry in
      guard entry.owner == nil else { return true }
      dead.append(entry)
      return false
    }
    table.sweepAt = max(64, table.entries.count * 2)
    return dead
  }
}

/// An `Optional` of any wrapped type, seen through `Any`.
private protocol OptionalBridging {
  /// The wrapped value, itself unwrapped if it is an optional; `NSNull` when there is none.
  var bridgedValue: Any { get }
}

extension Optional: OptionalBridging {
  fileprivate var bridgedValue: Any {
    switch self {
    case .some(let wrapped): AssociatedObjects.bridged(wrapped)
    case .none: AssociatedObjects.sharedNull
    }
  }
}
