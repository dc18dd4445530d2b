import CGraphicsSupport

/// Makes a responder from its class alone, as UIKit makes the application delegate named by
/// `@main` and the scene delegate named by a scene configuration (Objective-C's `[[cls alloc]
/// init]`).
///
/// Swift constructs from a metatype only through `required` initializers, and `AppDelegate:
/// UIResponder, UIApplicationDelegate` has none: UIResponder's `init()` cannot be `required`
/// without breaking every view and controller subclass that declares an initializer of its own.
/// The class's metadata holds what is needed: the vtable entry of UIResponder's designated
/// `init()` is the *allocating* initializer of the class at hand (the subclass's own, or the one
/// Swift synthesizes when it inherits `init()`), and calling it with the metatype makes an instance
/// exactly as `AppDelegate()` would. The entry is found once, as `MethodOverrides` finds method
/// entries: the one slot where a probe subclass (which inherits `init()`) differs from UIResponder.
/// The call itself needs Swift's calling convention (the metatype in the self register), in
/// `CGraphicsSupport/dynamic_init.c`.
///
/// `DynamicInstantiationTests` fails if the layout or the convention changes; then `make` answers
/// `nil` and the caller says what to write instead.
@MainActor
enum DynamicInstantiation {
  private class ResponderProbe: UIResponder {
    var stored = 0
  }

  /// The vtable index of UIResponder's `init()`, when found.
  ///
  /// Only UIResponder's: `NSObject` (Foundation, built for library evolution) shows two entries
  /// that every subclass replaces, so its initializer cannot be told apart; an `NSObject`
  /// application delegate calls `UIApplication.main(delegate:)` instead (Docs/Porting.md).
  private static let responderSlot = slot(of: UIResponder.self, probe: ResponderProbe.self)

  /// The one entry where `probe` (a subclass inheriting `init()`) differs from `root`.
  private static func slot(of root: AnyClass, probe: AnyClass) -> Int? {
    guard let base = ClassMetadata(root), let subclass = ClassMetadata(probe),
      subclass.count >= base.count
    else { return nil }
    let candidates = (ClassMetadata.firstEntry..<base.count).filter { base[$0] != subclass[$0] }
    return candidates.count == 1 ? candidates[0] : nil
  }

  /// A new instance of `type` (a `UIResponder` subclass), made with its `init()`; `nil` for
  /// another class, or when the metadata cannot be read.
  static func make(_ type: AnyClass) -> AnyObject? {
    guard type is UIResponder.Type, let slot = responderSlot, let metadata = ClassMetadata(type),
      slot < metadata.count,
      let initializer = UnsafeRawPointer(bitPattern: metadata[slot])
    else { return nil }
    guard let object = cgs_call_allocating_initializer(initializer, metadata.base) else {
      return nil
    }
    return Unmanaged<AnyObject>.fromOpaque(object).takeRetainedValue()
  }
}
