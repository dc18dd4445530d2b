import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// Bad input to the accessibility tree: no crash, no hang, no memory without bound.
@MainActor @Suite struct AccessibilityBadInputTests {
  @Test func aCycleThroughAccessibilityElementsIsPlacedOnce() {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let outer = UIView(frame: window.bounds)
    let inner = UIView(frame: window.bounds)
    outer.addSubview(inner)
    window.addSubview(outer)
    outer.accessibilityElements = [inner]
    inner.accessibilityElements = [outer, inner]
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    #expect(
      recorder.dump(of: window, frames: false) == """
        window [enabled showing active]
          group [enabled showing]
            group [enabled showing]

        """)
  }

  @Test func nonFiniteFramesBecomeZero() {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let element = UIAccessibilityElement(accessibilityContainer: window)
    element.isAccessibilityElement = true
    element.accessibilityLabel = "Broken"
    element.accessibilityFrame = CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: 10)
    element.accessibilityActivationPoint = CGPoint(x: CGFloat.nan, y: .nan)
    let holder = UIView(frame: window.bounds)
    holder.accessibilityElements = [element]
    window.addSubview(holder)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    #expect(recorder.node(named: "Broken")?.frame == .zero)
    #expect(recorder.node(named: "Broken")?.states.contains(.showing) == false)
    #expect(!recorder.perform(.activate, on: "Broken"))
  }

  @Test func aHugeElementCountIsCappedWithADiagnostic() {
    final class Endless: UIView {
      let element: UIAccessibilityElement
      override init(frame: CGRect) {
        element = UIAccessibilityElement(accessibilityContainer: UIView())
        super.init(frame: frame)
        element.isAccessibilityElement = true
        element.accessibilityLabel = "Same"
      }
      required init?(coder: NSCoder) { nil }
      override func accessibilityElementCount() -> Int { .max }
      override func accessibilityElement(at index: Int) -> Any? {
        index < 3 ? element : UIAccessibilityElement(accessibilityContainer: self)
      }
    }
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    window.addSubview(Endless(frame: window.bounds))
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    #expect(recorder.nodes { $0.name == "Same" }.count == 1, "one object is one node")
    #expect(recorder.tree.nodes.count <= AccessibilitySemantics.maximumNodes + 1)
  }

  @Test func aHundredThousandElementsAreExposed() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let list = UIView(frame: window.bounds)
    list.accessibilityContainerType = .list
    var elements: [UIAccessibilityElement] = []
    elements.reserveCapacity(100_000)
    for index in 0..<100_000 {
      let element = UIAccessibilityElement(accessibilityContainer: list)
      element.isAccessibilityElement = true
      element.accessibilityLabel = "Row \(index)"
      element.accessibilityFrameInContainerSpace = CGRect(
        x: 0, y: CGFloat(index) * 20, width: 300, height: 20)
      elements.append(element)
    }
    list.accessibilityElements = elements
    window.addSubview(list)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    // The window, the list and its rows (other tests' windows may be in the tree too).
    let windowID = try #require(recorder.node(for: window)?.id)
    #expect(
      recorder.tree.dump(from: windowID, frames: false).split(separator: "\n").count == 100_002)
    #expect(recorder.node(named: "Row 99999")?.frame.minY == 1_999_980)
    // A change to one element re-reads its container, and pushes the one node.
    recorder.clearUpdates()
    elements[5].accessibilityValue = "new"
    runCommit()
    #expect(recorder.updates.flatMap(\.nodes).map(\.name) == ["Row 5"])
  }

  @Test func aDeepHierarchyDoesNotExhaustTheStack() {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    var parent: UIView = window
    for depth in 0..<500 {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.shouldGroupAccessibilityChildren = depth % 2 == 0
      parent.addSubview(view)
      parent = view
    }
    let leaf = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    leaf.text = "Bottom"
    parent.addSubview(leaf)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    #expect(recorder.node(named: "Bottom") != nil)
    _ = recorder.tree.dump()
  }

  /// An observer that changes the app from inside its callback (a bridge answering at once).
  final class MeddlingObserver: AccessibilityTreeObserver {
    let window: UIWindow
    var calls = 0
    init(window: UIWindow) { self.window = window }
    func accessibilityTreeDidUpdate(_ update: AccessibilityTreeUpdate) {
      calls += 1
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
      label.text = "Added by observer \(calls)"
      window.addSubview(label)
      AccessibilitySemantics.shared.removeObserver(self)
    }
  }

  @Test func anObserverThatChangesTheAppFromItsCallbackIsSafe() {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let observer = MeddlingObserver(window: window)
    AccessibilitySemantics.shared.addObserver(observer)
    runCommit()
    runCommit()
    #expect(observer.calls == 1)
    #expect(!UIAccessibility.isVoiceOverRunning)
  }
}
