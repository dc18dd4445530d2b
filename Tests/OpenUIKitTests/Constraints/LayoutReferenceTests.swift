import Foundation
import OpenQuartzCore
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Constraints, anchors and guides hold their views and guides weakly, as UIKit's do: they keep
/// nothing alive and read `nil` once the object is gone (`LayoutReference.swift` holds them
/// without weak references; these tests read every kind of reference after its object went).
@MainActor @Suite struct LayoutReferenceTests {
  @Test func aConstraintDoesNotKeepItsItemsAlive() {
    weak var gone: UIView?
    let kept = UIView()
    var constraint: NSLayoutConstraint?
    do {
      let view = UIView()
      gone = view
      constraint = view.widthAnchor.constraint(equalTo: kept.widthAnchor, multiplier: 2)
      #expect(constraint?.firstItem === view)
    }
    // A new view waits for the next commit's trait phase, which holds it until then.
    CATransaction.flush()
    #expect(gone == nil)
    #expect(constraint?.firstItem == nil)
    #expect(constraint?.secondItem === kept)
    #expect(constraint?.firstAnchor.item == nil)
  }

  /// An item that is neither a view nor a guide (UIKit takes none) is held weakly too.
  @Test func anyOtherItemIsHeldWeakly() {
    final class Thing {}
    var thing: Thing? = Thing()
    let constraint = NSLayoutConstraint(
      item: thing as Any, attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 10)
    #expect(constraint.firstItem === thing)
    thing = nil
    #expect(constraint.firstItem == nil)
  }

  @Test func anAnchorDoesNotKeepItsViewAlive() throws {
    weak var gone: UIView?
    var anchor: NSLayoutXAxisAnchor?
    var distance: NSLayoutDimension?
    do {
      let view = UIView()
      gone = view
      anchor = view.leadingAnchor
      distance = view.leadingAnchor.anchorWithOffset(to: view.trailingAnchor)
    }
    // A new view waits for the next commit's trait phase, which holds it until then.
    CATransaction.flush()
    #expect(gone == nil)
    #expect(anchor?.item == nil)
    #expect(distance?.item == nil)
    // A constraint made from a dead view's anchor has no first item, and activating it is
    // refused with a diagnostic instead of a crash.
    let orphan = try #require(anchor).constraint(equalTo: UIView().leadingAnchor)
    #expect(orphan.firstItem == nil)
    orphan.isActive = true
    #expect(!orphan.isActive)
  }

  @Test func aGuideForgetsItsViewAndAConstraintItsGuide() {
    weak var goneView: UIView?
    weak var goneGuide: UILayoutGuide?
    var margins: UILayoutGuide?
    var toGuide: NSLayoutConstraint?
    let other = UIView()
    do {
      let view = UIView()
      goneView = view
      margins = view.layoutMarginsGuide
      #expect(margins?.owningView === view)
      let guide = UILayoutGuide()
      view.addLayoutGuide(guide)
      goneGuide = guide
      toGuide = guide.widthAnchor.constraint(equalTo: other.widthAnchor)
      view.removeLayoutGuide(guide)
    }
    CATransaction.flush()
    #expect(goneView == nil)
    #expect(goneGuide == nil)
    #expect(margins?.owningView == nil)
    #expect(toGuide?.firstItem == nil)
    #expect(toGuide?.secondItem === other)
  }

  /// A view removed and released while its constraints were active: the holder's engine and the
  /// constraints that named it forget it, and layout goes on.
  @Test func anEngineForgetsAViewThatWent() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    var held: [NSLayoutConstraint] = []
    weak var gone: UIView?
    do {
      let view = UIView()
      gone = view
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      held = [
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.widthAnchor.constraint(equalToConstant: 50),
        view.heightAnchor.constraint(equalToConstant: 20),
        box.leadingAnchor.constraint(equalTo: view.trailingAnchor, constant: 5),
        box.topAnchor.constraint(equalTo: root.topAnchor),
        box.widthAnchor.constraint(equalToConstant: 30),
        box.heightAnchor.constraint(equalToConstant: 30),
      ]
      NSLayoutConstraint.activate(held)
      root.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 65, y: 0, width: 30, height: 30))
      view.removeFromSuperview()
    }
    // A new view waits for the next commit's trait phase, which holds it until then.
    CATransaction.flush()
    #expect(gone == nil)
    #expect(held[0].firstItem == nil)
    #expect(held[4].secondItem == nil)
    #expect(!held[4].isActive)
    box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7).isActive = true
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 7, y: 0, width: 30, height: 30))
  }

  /// A holder released with its constraints active: they are no longer active, and their items
  /// are still there.
  @Test func aConstraintForgetsAHolderThatWent() {
    let child = UIView()
    var constraint: NSLayoutConstraint?
    weak var gone: UIView?
    do {
      let holder = UIView()
      gone = holder
      holder.addSubview(child)
      constraint = child.widthAnchor.constraint(equalTo: holder.widthAnchor)
      constraint?.isActive = true
      #expect(constraint?.isActive == true)
      child.removeFromSuperview()
    }
    // A new view waits for the next commit's trait phase, which holds it until then.
    CATransaction.flush()
    #expect(gone == nil)
    #expect(constraint?.isActive == false)
    #expect(constraint?.firstItem === child)
  }
}
