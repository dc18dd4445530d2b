import Foundation
import OpenCoreGraphics
import OpenQuartzCore
import Testing

@MainActor @Suite struct LayoutPhaseTests {
  @Test func layoutCoalescesAndRunsParentsBeforeChildren() {
    let log = CallLog()
    let root = SpyLayer("root", log: log)
    let child = SpyLayer("child", log: log)
    let grandchild = SpyLayer("grandchild", log: log)
    root.addSublayer(child)
    child.addSublayer(grandchild)
    CATransaction.flush()
    log.entries = []
    grandchild.setNeedsLayout()
    root.setNeedsLayout()
    child.setNeedsLayout()
    child.setNeedsLayout()
    #expect(root.needsLayout() && child.needsLayout())
    CATransaction.flush()
    #expect(log.entries == ["layout root", "layout child", "layout grandchild"])
    #expect(!root.needsLayout())
  }

  @Test func marksLeadFromTheRootToEveryLayerThatAskedAndOnlyThere() {
    // The queue holds roots; the phase follows `subtreeNeedsLayout` marks down to the layers that
    // asked, skipping untouched branches, and a subtree detached while marked is still laid out.
    let log = CallLog()
    let root = SpyLayer("root", log: log)
    let branches = (0..<3).map { SpyLayer("branch\($0)", log: log) }
    let leaves = (0..<3).map { SpyLayer("leaf\($0)", log: log) }
    for (branch, leaf) in zip(branches, leaves) {
      root.addSublayer(branch)
      branch.addSublayer(leaf)
    }
    CATransaction.flush()
    log.entries = []
    leaves[0].setNeedsLayout()
    leaves[2].setNeedsLayout()
    CATransaction.flush()
    #expect(log.entries == ["layout leaf0", "layout leaf2"])
    log.entries = []
    leaves[1].setNeedsLayout()
    branches[1].removeFromSuperlayer()  // detached with a pending layout
    CATransaction.flush()
    #expect(log.entries.contains("layout leaf1"))
    #expect(!leaves[1].needsLayout())
  }

  @Test func aParentsLayoutCanInvalidateChildrenInTheSamePass() {
    let log = CallLog()
    let parent = SpyLayer("parent", log: log)
    let child = SpyLayer("child", log: log)
    parent.addSublayer(child)
    parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    CATransaction.flush()
    log.entries = []
    parent.onLayout = { _ in child.frame = CGRect(x: 0, y: 0, width: 50, height: 50) }
    parent.setNeedsLayout()
    CATransaction.flush()
    #expect(log.entries == ["layout parent", "layout child"])
  }

  @Test func boundsSizeChangesLayOutTheLayerAndItsSuperlayer() {
    let log = CallLog()
    let parent = SpyLayer("parent", log: log)
    let child = SpyLayer("child", log: log)
    parent.addSublayer(child)
    CATransaction.flush()
    log.entries = []
    child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    CATransaction.flush()
    #expect(log.entries == ["layout parent", "layout child"])  // L-5
    log.entries = []
    child.position = CGPoint(x: 5, y: 5)  // position alone: no layout
    child.bounds.origin = CGPoint(x: 3, y: 3)  // origin alone: no layout
    CATransaction.flush()
    #expect(log.entries.isEmpty)
  }

  @Test func layoutIfNeededLaysOutNowFromTheTopmostInvalidAncestor() {
    let log = CallLog()
    let root = SpyLayer("root", log: log)
    let child = SpyLayer("child", log: log)
    root.addSublayer(child)
    CATransaction.flush()
    log.entries = []
    root.setNeedsLayout()
    child.setNeedsLayout()
    child.layoutIfNeeded()
    #expect(log.entries == ["layout root", "layout child"])
    child.layoutIfNeeded()  // nothing pending: no callback
    #expect(log.entries.count == 2)
  }

  @Test func aLayoutThatKeepsInvalidatingItselfStops() {
    let layer = SpyLayer("looping")
    layer.onLayout = { $0.setNeedsLayout() }
    layer.setNeedsLayout()
    CATransaction.flush()  // must return
    #expect(layer.layoutCount >= 2 && layer.layoutCount <= 200)
    #expect(!layer.needsLayout())
  }

  @Test func automaticInvalidationIsSkippedInsideOwnLayout() {
    let layer = SpyLayer("resizing")
    var size: CGFloat = 10
    layer.onLayout = { me in
      size += 1
      me.bounds = CGRect(x: 0, y: 0, width: size, height: size)  // would re-invalidate itself
    }
    layer.setNeedsLayout()
    CATransaction.flush()
    #expect(layer.layoutCount == 1)
  }

  @Test func delegateLaysOutTheSublayers() {
    let layer = CALayer()
    let delegate = SpyDelegate()
    layer.delegate = delegate
    layer.setNeedsLayout()
    layer.layoutIfNeeded()
    #expect(delegate.calls.contains("layoutSublayers"))
  }
}
