import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenUIKit
import Testing

/// Stored properties added in extensions, as iOS libraries write them with the Objective-C
/// runtime's associated objects.
@MainActor @Suite(.serialized) struct AssociatedObjectTests {
  /// Counts live instances, to see values released.
  final class Tracked {
    nonisolated(unsafe) static var live = 0
    let name: String
    init(_ name: String) {
      self.name = name
      Tracked.live += 1
    }
    deinit { Tracked.live -= 1 }
  }

  @Test func aViewExtensionStoresAPropertyByAStaticKeysAddress() {
    let view = UIView()
    #expect(view.toastTitle == nil)
    view.toastTitle = "Saved"
    #expect(view.toastTitle == "Saved")
    view.toastTitle = nil
    #expect(view.toastTitle == nil)
  }

  @Test func keysAreAddressesSoTwoKeysNeverCollide() {
    let layer = CALayer()
    objc_setAssociatedObject(
      layer, &AssociationKeys.first, "one", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(
      layer, &AssociationKeys.second, "two", .OBJC_ASSOCIATION_COPY_NONATOMIC)
    #expect(objc_getAssociatedObject(layer, &AssociationKeys.first) as? String == "one")
    #expect(objc_getAssociatedObject(layer, &AssociationKeys.second) as? String == "two")
    objc_removeAssociatedObjects(layer)
    #expect(objc_getAssociatedObject(layer, &AssociationKeys.first) == nil)
  }

  @Test func assignHoldsWeaklyAndRetainHoldsStrongly() {
    let owner = UIView()
    var value: Tracked? = Tracked("weak")
    objc_setAssociatedObject(owner, &AssociationKeys.first, value, .OBJC_ASSOCIATION_ASSIGN)
    #expect((objc_getAssociatedObject(owner, &AssociationKeys.first) as? Tracked)?.name == "weak")
    value = nil
    #expect(objc_getAssociatedObject(owner, &AssociationKeys.first) == nil)
    objc_setAssociatedObject(
      owner, &AssociationKeys.first, Tracked("strong"), .OBJC_ASSOCIATION_RETAIN)
    #expect((objc_getAssociatedObject(owner, &AssociationKeys.first) as? Tracked)?.name == "strong")
  }

  @Test func valuesGoWithTenThousandViewsAndLayersThatOwnedThem() {
    let before = Tracked.live
    let entriesBefore = AssociatedObjects.entryCount
    for round in 0..<2 {
      for index in 0..<5_000 {
        let view = UIView()
        objc_setAssociatedObject(
          view, &AssociationKeys.first, Tracked("\(round).\(index)"),
          .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        let layer = CALayer()
        objc_setAssociatedObject(
          layer, &AssociationKeys.second, Tracked("layer"), .OBJC_ASSOCIATION_RETAIN)
      }
      // New views wait in the trait phase's queue until a commit; then they go, and their values
      // with them: nothing left over and no growth between rounds. The table may shrink below
      // where it started: a sweep during the loop also drops dead owners left by other suites.
      CATransaction.flush()
      #expect(Tracked.live == before)
      #expect(AssociatedObjects.entryCount <= entriesBefore)
    }
  }

  @Test func theSweepThresholdComesBackDownWithTheTable() {
    final class Model {}
    var views: [UIView] = []
    for _ in 0..<2_000 {
      let view = UIView()
      objc_setAssociatedObject(view, &AssociationKeys.first, 1, .OBJC_ASSOCIATION_RETAIN)
      views.append(view)
    }
    // 2,000 live owners: sweeps keep them all, each waiting for twice as many.
    #expect(AssociatedObjects.sweepThreshold >= 2_000)
    views.removeAll()
    CATransaction.flush()
    // Released at their deinit: the next sweep is near again, so other owners cannot pile up.
    #expect(AssociatedObjects.sweepThreshold <= max(64, 2 * AssociatedObjects.entryCount))
    let model = Model()
    objc_setAssociatedObject(model, &AssociationKeys.first, 1, .OBJC_ASSOCIATION_RETAIN)
    objc_removeAssociatedObjects(model)
  }

  @Test func valuesOfOtherOwnersAreReleasedAndTheTableStaysBounded() {
    final class Model {}
    let before = Tracked.live
    let entriesBefore = AssociatedObjects.entryCount
    var peak = 0
    for index in 0..<10_000 {
      let model = Model()
      objc_setAssociatedObject(
        model, &AssociationKeys.first, Tracked("\(index)"), .OBJC_ASSOCIATION_RETAIN)
      peak = max(peak, AssociatedObjects.entryCount)
    }
    // Swept as the table grows: never more than twice the live entries plus 64.
    #expect(peak <= max(64, 2 * entriesBefore + 1))
    #expect(Tracked.live - before <= 64)
  }

  /// On Apple's platforms `NSNull()` is one object, so a value associated with one is found
  /// through another (Foundation on Linux makes a new one each time).
  @Test func everyNSNullIsTheSameOwner() {
    objc_setAssociatedObject(NSNull(), &AssociationKeys.second, "shared", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(NSNull(), &AssociationKeys.second) as? String == "shared")
    objc_setAssociatedObject(NSNull(), &AssociationKeys.second, nil, .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(NSNull(), &AssociationKeys.second) == nil)
  }

  /// Libraries keep an optional object in a property and hand it over as `Any`
  /// (`self.target as Any`); Apple's bridging unwraps it, for the owner and for the value, and an
  /// empty one arrives as `NSNull`.
  @Test func anOptionalObjectPassedAsAnyIsUnwrapped() {
    final class Binding {
      weak var target: AnyObject?
    }
    let binding = Binding()
    var target: Tracked? = Tracked("target")
    binding.target = target
    let view = UIView()
    // As the value, held weakly as ASSIGN says (an Optional box would have held it strongly).
    objc_setAssociatedObject(
      view, &AssociationKeys.first, binding.target as Any, .OBJC_ASSOCIATION_ASSIGN)
    #expect(objc_getAssociatedObject(view, &AssociationKeys.first) as? Tracked === target)
    // As the owner: found through the same object, wrapped or not.
    objc_setAssociatedObject(
      binding.target as Any, &AssociationKeys.second, "on the target", .OBJC_ASSOCIATION_RETAIN)
    let found = objc_getAssociatedObject(target!, &AssociationKeys.second)
    #expect(found as? String == "on the target")
    target = nil
    #expect(objc_getAssociatedObject(view, &AssociationKeys.first) == nil, "held weakly")
    // An empty optional is NSNull, as the runtime receives it.
    objc_setAssociatedObject(
      view, &AssociationKeys.first, binding.target as Any, .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(view, &AssociationKeys.first) is NSNull)
    // Held weakly, the NSNull stays: it is the one shared NSNull, as `[NSNull null]` is.
    objc_setAssociatedObject(
      view, &AssociationKeys.second, binding.target as Any, .OBJC_ASSOCIATION_ASSIGN)
    #expect(objc_getAssociatedObject(view, &AssociationKeys.second) is NSNull)
  }

  @Test func aValueTypeOwnerIsRefusedNotBoxed() {
    var point = CGPoint.zero
    objc_setAssociatedObject(point, &AssociationKeys.first, "x", .OBJC_ASSOCIATION_RETAIN)
    point.x = 1
    #expect(objc_getAssociatedObject(point, &AssociationKeys.first) == nil)
  }
}

/// Keys as iOS code declares them: statics whose addresses are the keys.
private enum AssociationKeys {
  nonisolated(unsafe) static var first: UInt8 = 0
  nonisolated(unsafe) static var second: UInt8 = 0
  nonisolated(unsafe) static var toastTitle: UInt8 = 0
}

extension UIView {
  /// A stored property in an extension, the way toast libraries add theirs.
  fileprivate var toastTitle: String? {
    get { objc_getAssociatedObject(self, &AssociationKeys.toastTitle) as? String }
    set {
      objc_setAssociatedObject(
        self, &AssociationKeys.toastTitle, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
}
