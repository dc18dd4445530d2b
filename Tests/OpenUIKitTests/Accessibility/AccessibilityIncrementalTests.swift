import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// The incremental tree always equals a tree built from scratch: random changes to a hierarchy,
/// each followed by a commit, then a full rebuild (what `.layoutChanged` asks for) that must
/// find nothing to push.
@MainActor @Suite struct AccessibilityIncrementalTests {
  /// SplitMix64: the same sequence on every machine.
  struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
    }
  }

  @Test(arguments: [1, 2, 3])
  func randomChangesKeepTheTreeEqualToAFullBuild(seed: UInt64) throws {
    let window = makeWindow(size: CGSize(width: 400, height: 400))
    defer { window.isHidden = true }
    var random = Random(state: seed)
    var views: [UIView] = [window]
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    for step in 0..<100 {
      let target = views[random.next(views.count)]
      switch random.next(9) {
      case 0, 1:
        let view: UIView
        switch random.next(4) {
        case 0:
          let label = UILabel()
          label.text = "Label \(step)"
          view = label
        case 1:
          let button = UIButton(type: .system)
          button.setTitle("Button \(step)", for: .normal)
          view = button
        case 2: view = UISwitch()
        default: view = UIView()
        }
        view.frame = CGRect(x: random.next(300), y: random.next(300), width: 60, height: 30)
        (target is UILabel || target is UIControl ? window : target).addSubview(view)
        views.append(view)
      case 2:
        if target !== window {
          target.removeFromSuperview()
          views.removeAll { $0 === target || $0.isDescendant(of: target) }
        }
      case 3: if target !== window { target.isHidden.toggle() }
      case 4: (target as? UILabel)?.text = "Changed \(step)"
      case 5:
        let destination = views[random.next(views.count)]
        if target !== window, !destination.isDescendant(of: target),
          !(destination is UILabel || destination is UIControl)
        {
          destination.addSubview(target)
        }
      case 6: if !(target is UIWindow) { target.isAccessibilityElement.toggle() }
      case 7: target.accessibilityElementsHidden.toggle()
      default: target.frame.origin.x += 5
      }
      runCommit()
      let incremental = recorder.tree.dump()
      recorder.clearUpdates()
      UIAccessibility.post(notification: .layoutChanged, argument: nil)
      runCommit()
      let pushed = recorder.updates.flatMap(\.nodes)
      let removed = recorder.updates.flatMap(\.removed)
      try #require(
        pushed.isEmpty && removed.isEmpty,
        "step \(step): a full build changed \(pushed.map(\.id)) and removed \(removed)")
      #expect(recorder.tree.dump() == incremental)
      #expect(
        AccessibilitySemantics.shared.entries.count == recorder.tree.nodes.count,
        "step \(step): nodes kept that the tree does not reach")
    }
  }
}
