import BenchmarkScenes
import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting

/// The app layer fed what apps get wrong: animation blocks by the thousand, pointer regions that
/// are not numbers, windows and presentations dropped by the thousand in one turn.
@MainActor
enum AppProbes {
  static let all: [String: @MainActor () -> String] = [
    // Every phase walks the tree depth first: 3,000 nested views overflowed the stack.
    "viewsNested20000Deep": {
      let window = UIWindow.headless(size: CGSize(width: 200, height: 200))
      var parent: UIView = window
      for _ in 0..<20_000 {
        let child = UIView(frame: CGRect(x: 1, y: 1, width: 100, height: 100))
        child.backgroundColor = .red
        parent.addSubview(child)
        guard child.superview != nil else { break }
        parent = child
      }
      runCommit()
      _ = window.hitTest(CGPoint(x: 10, y: 10), with: nil)
      window.overrideUserInterfaceStyle = .dark
      runCommit()
      return Probes.rendersOn(window)
    },
    "layersNested20000Deep": {
      Probes.renderWithLayer { root in
        var parent = root
        for _ in 0..<20_000 {
          let child = CALayer()
          child.frame = CGRect(x: 1, y: 1, width: 30, height: 30)
          parent.addSublayer(child)
          parent = child
        }
      }
    },
    // Each animation block on a view found its key by a search through the keys before it.
    "animationBlocksOnOneView": {
      let ratio = CPUTime.scaling(
        small: 1_000, large: 10_000, ScalingWorkloads.animationBlocksOnOneView)
      return ratio <= 20 ? "linear" : "ratio \(Int(ratio))"
    },
    // A test that animates headless without a clock: the animation waits for a frame that no
    // one makes, said once (it waited forever unnoticed).
    "animationWithoutAClock": {
      let window = UIWindow.headless(size: CGSize(width: 200, height: 200))
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      window.addSubview(view)
      runCommit()
      var finished = false
      UIView.animate(withDuration: 0.01, animations: { view.alpha = 0 }) { _ in finished = true }
      UIView.animate(withDuration: 0.01, animations: { view.alpha = 1 })
      runCommit()
      Thread.sleep(forTimeInterval: 0.05)
      runCommit()
      let waits = !finished
      // With a clock, the same animation ends.
      let clock = TestClock()
      UIView.animate(withDuration: 0.01, animations: { view.alpha = 0.5 }) { _ in finished = true }
      clock.advance(by: 0.1)
      clock.uninstall()
      return waits && finished ? "waits for a clock" : "finished \(finished) waits \(waits)"
    },
    // A spring of a vanishing mass on an immense stiffness computed NaN and never moved.
    "springOfExtremeCoefficients": {
      let clock = TestClock()
      defer { clock.uninstall() }
      let window = UIWindow.headless(size: CGSize(width: 200, height: 200))
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      window.addSubview(view)
      runCommit()
      let spring = CASpringAnimation(keyPath: "position.x")
      spring.mass = 1e-300
      spring.stiffness = 1e300
      spring.fromValue = 10
      spring.toValue = 110
      spring.duration = 1
      view.layer.add(spring, forKey: "spring")
      clock.advance(by: 0.5)
      let x = view.layer.presentation()?.position.x ?? .nan
      return x.isFinite ? "moves" : "x \(x)"
    },
    // An undo handler that undoes again cleared the redo stack.
    "undoFromAnUndoHandler": {
      let manager = UndoManager()
      manager.groupsByEvent = false
      final class Box { var value = 0 }
      let box = Box()
      for value in 1...3 {
        manager.beginUndoGrouping()
        let old = box.value
        // Unowned: the manager holds its handlers (a strong capture is a cycle, as on iOS).
        manager.registerUndo(withTarget: box) { [unowned manager] box in
          manager.registerUndo(withTarget: box) { $0.value = value }
          box.value = old
          manager.undo()
        }
        box.value = value
        manager.endUndoGrouping()
      }
      manager.undo()
      return "value \(box.value) redo \(manager.canRedo)"
    },
    // A region whose origin is not a number trapped on the first hover.
    "pointerRegionNaN": {
      let window = UIWindow.headless(size: CGSize(width: 200, height: 200))
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.addSubview(view)
      let delegate = NaNRegionDelegate()
      view.addInteraction(UIPointerInteraction(delegate: delegate))
      runCommit()
      window.handleHover(at: CGPoint(x: 50, y: 50), timestamp: 0)
      window.handleHover(at: CGPoint(x: 60, y: 50), timestamp: 0.1)
      objc_keep(delegate)
      return Probes.rendersOn(window)
    },
    // 1,000 windows shown and dropped in one turn: each framebuffer went with its window.
    "windowsShownAndDroppedInOneTurn": {
      final class Box {
        weak var window: UIWindow?
        weak var renderer: CARenderer?
      }
      var boxes: [Box] = []
      for _ in 0..<1_000 {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 1000))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        window.isHidden = true
        let box = Box()
        box.window = window
        box.renderer = window.renderer
        boxes.append(box)
      }
      let alive = boxes.filter { $0.window != nil || $0.renderer != nil }.count
      runCommit()
      return alive == 0 ? "released at once" : "alive until the commit \(alive)"
    },
    // 10,000 animated present and dismiss pairs in one turn.
    "animatedPresentDismissPairs": {
      let root = UIViewController()
      let window = UIWindow.headless(size: CGSize(width: 800, height: 600))
      window.rootViewController = root
      runCommit()
      for _ in 0..<10_000 {
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        root.present(sheet, animated: true)
        root.dismiss(animated: true)
      }
      runCommit()
      return "presented \(root.presentedViewController == nil ? 0 : 1)"
    },
  ]
}

/// A pointer interaction delegate whose region has a NaN origin.
final class NaNRegionDelegate: UIPointerInteractionDelegate {
  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? {
    UIPointerRegion(rect: CGRect(x: CGFloat.nan, y: CGFloat.nan, width: 40, height: 40))
  }
}
