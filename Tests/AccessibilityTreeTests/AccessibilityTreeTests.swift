import Foundation
import Testing

@testable import AccessibilityTree

/// The plain tree: updates applied, changes reported, the dump's format.
@Suite struct AccessibilityTreeTests {
  func node(_ id: UInt64, _ role: AccessibilityRole, _ name: String, children: [UInt64] = [])
    -> AccessibilityNode
  {
    AccessibilityNode(
      id: AccessibilityNodeID(id), role: role, name: name, states: [.enabled],
      frame: CGRect(x: 1, y: 2.25, width: 3, height: 4),
      children: children.map(AccessibilityNodeID.init))
  }

  @Test func updatesReportWhatChanged() {
    var tree = AccessibilityTree()
    let first = tree.apply(
      AccessibilityTreeUpdate(nodes: [
        node(0, .application, "App", children: [1]), node(1, .window, "Main", children: [2]),
        node(2, .button, "OK"),
      ]))
    #expect(
      first == [
        .added(.application), .added(AccessibilityNodeID(1)), .added(AccessibilityNodeID(2)),
      ])
    #expect(tree.parent(of: AccessibilityNodeID(2)) == AccessibilityNodeID(1))
    #expect(tree.indexInParent(of: AccessibilityNodeID(2)) == 0)

    var renamed = node(2, .button, "Done")
    renamed.states = [.enabled, .focused]
    let second = tree.apply(
      AccessibilityTreeUpdate(nodes: [renamed], focus: AccessibilityNodeID(2)))
    #expect(
      second == [
        .name(AccessibilityNodeID(2)),
        .states(AccessibilityNodeID(2), added: [.focused], removed: []),
        .focus(AccessibilityNodeID(2)),
      ])

    let third = tree.apply(
      AccessibilityTreeUpdate(nodes: [node(1, .window, "Main")], removed: [AccessibilityNodeID(2)]))
    #expect(third == [.removed(AccessibilityNodeID(2)), .children(AccessibilityNodeID(1))])
    #expect(tree.focus == nil)
    #expect(tree.nodes.count == 2)
  }

  @Test func theDumpIsStable() {
    var tree = AccessibilityTree()
    var slider = node(2, .slider, "Volume \"main\"")
    slider.value = "50%"
    slider.numericValue = .init(current: 0.5, minimum: 0, maximum: 1, step: 0.1)
    slider.actions = [.increment, .decrement, .custom(0, "Mute")]
    slider.identifier = "volume"
    tree.apply(
      AccessibilityTreeUpdate(nodes: [node(0, .application, "App", children: [2]), slider]))
    #expect(
      tree.dump() == """
        application "App" [enabled] (1 2.3 3 4)
          slider "Volume \\"main\\"" value="50%" range=0…1 step=0.1 id="volume" [enabled] (1 2.3 3 4) actions=increment,decrement,Mute

        """)
    #expect(tree.dump(frames: false).contains("(1 2.3") == false)
  }

  @Test func aDeepOrCyclicTreeDumpsOnce() {
    var tree = AccessibilityTree()
    tree.apply(
      AccessibilityTreeUpdate(nodes: [
        node(0, .application, "App", children: [1]), node(1, .group, "A", children: [0, 1]),
      ]))
    #expect(tree.dump().split(separator: "\n").count == 2)
  }
}
