import Foundation
import OpenUIKit
import Testing

@MainActor @Suite struct UIViewTests {
  @Test func viewsAreBackedByTheirLayerClass() {
    final class GradientView: UIView {
      override class var layerClass: AnyClass { CAGradientLayer.self }
    }
    let view = GradientView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.layer is CAGradientLayer)
    #expect(view.layer.delegate === view)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45) && view.layer.position == view.center)
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    #expect(view.layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
  }

  @Test func viewLayersRunNoImplicitActionsButOverridesAndOtherDelegatesStillDecide() {
    final class Recorder: CAAction {
      var runs: [String] = []
      func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append(event)
      }
    }
    // The view answers "no action" first, so the layer's `actions` are never reached (as in Core
    // Animation, where the delegate is asked first).
    let recorder = Recorder()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.actions = ["opacity": recorder, "position": recorder]
    view.alpha = 0.5
    view.center = CGPoint(x: 20, y: 20)
    #expect(recorder.runs.isEmpty)
    // A layer class that overrides `action(forKey:)` is still asked.
    final class AnimatingLayer: CALayer {
      // A nonisolated layer class (as Core Animation's) read on the main thread only.
      nonisolated(unsafe) static var recorder: Recorder?
      override func action(forKey event: String) -> (any CAAction)? { Self.recorder }
    }
    final class AnimatingView: UIView {
      override class var layerClass: AnyClass { AnimatingLayer.self }
    }
    AnimatingLayer.recorder = recorder
    defer { AnimatingLayer.recorder = nil }
    let animating = AnimatingView(frame: .zero)
    animating.alpha = 0.5
    #expect(recorder.runs == ["opacity"])
    // A layer given another delegate follows the usual search again.
    view.layer.delegate = nil
    view.layer.opacity = 0.25
    #expect(recorder.runs == ["opacity", "opacity"])
  }

  @Test func defaults() {
    let view = UIView()
    #expect(view.backgroundColor == nil && view.alpha == 1 && !view.isHidden && view.isOpaque)
    #expect(!view.clipsToBounds && view.contentMode == .scaleToFill && view.tag == 0)
    #expect(
      view.isUserInteractionEnabled && view.autoresizesSubviews && view.autoresizingMask.isEmpty)
    #expect(view.tintAdjustmentMode == .normal && view.overrideUserInterfaceStyle == .unspecified)
    #expect(
      view.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    #expect(view.tintColor == UIColor.systemBlue)
  }

  @Test func hierarchyCallbacksInUIKitOrder() {
    let log = ViewLog()
    let window = makeWindow()
    let parent = SpyView("parent", log: log)
    let child = SpyView("child", log: log)
    window.addSubview(parent)
    log.entries = []
    parent.addSubview(child)
    #expect(
      log.entries.filter { !$0.hasPrefix("tint") } == [
        "willMoveToSuperview child", "willMoveToWindow child", "didMoveToWindow child",
        "didMoveToSuperview child", "didAddSubview parent",
      ])
    #expect(child.window === window && child.superview === parent && parent.subviews == [child])
    log.entries = []
    child.removeFromSuperview()
    #expect(
      log.entries == [
        "willRemoveSubview parent", "willMoveToSuperview child", "willMoveToWindow child",
        "didMoveToWindow child", "didMoveToSuperview child",
      ])
    #expect(child.window == nil && child.superview == nil)
  }

  @Test func orderingAndLookup() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    a.tag = 1
    b.tag = 2
    c.tag = 3
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    #expect(parent.subviews.map(\.tag) == [3, 1, 2])
    #expect(parent.layer.sublayers?.map { $0 === c.layer } == [true, false, false])
    parent.bringSubviewToFront(c)
    #expect(parent.subviews.map(\.tag) == [1, 2, 3])
    parent.sendSubviewToBack(b)
    #expect(parent.subviews.map(\.tag) == [2, 1, 3])
    parent.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(parent.subviews.map(\.tag) == [3, 1, 2])
    #expect(
      parent.layer.sublayers?.map { layer in parent.subviews.firstIndex { $0.layer === layer } }
        == [0, 1, 2])
    parent.insertSubview(UIView(), aboveSubview: a)
    #expect(parent.subviews[2].tag == 0)
    #expect(parent.viewWithTag(2) === b && parent.viewWithTag(42) == nil)
    #expect(b.isDescendant(of: parent) && !parent.isDescendant(of: b))
  }

  @Test func addingAViewToItsOwnSubtreeIsRefused() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    child.addSubview(root)
    root.addSubview(root)
    #expect(root.superview == nil && child.subviews.isEmpty && root.subviews == [child])
  }

  @Test func hitTestingFollowsUIKitsRules() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let box = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let overflow = UIView(frame: CGRect(x: 80, y: 80, width: 60, height: 60))  // sticks out of box
    let front = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(box)
    box.addSubview(overflow)
    box.addSubview(front)
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)  // front-most first
    #expect(root.hitTest(CGPoint(x: 140, y: 140), with: nil) === overflow)
    // H-2: outside the box's bounds, its subviews are never hit.
    #expect(root.hitTest(CGPoint(x: 180, y: 180), with: nil) === root)
    front.layer.zPosition = -10  // H-6: zPosition does not change hit order
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
    front.alpha = 0.005
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === box)
    front.alpha = 1
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === box)
    box.isHidden = true
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 300, y: 300), with: nil) == nil)
    #expect(box.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 60, y: 60))
  }

  @Test func autoresizingSpringsAndStruts() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
    stretchy.autoresizingMask = [.flexibleWidth]
    let pinnedRight = UIView(frame: CGRect(x: 70, y: 40, width: 20, height: 20))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin]
    let fixed = UIView(frame: CGRect(x: 5, y: 70, width: 10, height: 10))
    parent.addSubview(stretchy)
    parent.addSubview(pinnedRight)
    parent.addSubview(fixed)
    parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
    #expect(pinnedRight.frame == CGRect(x: 170, y: 40, width: 20, height: 20))
    #expect(fixed.frame == CGRect(x: 5, y: 70, width: 10, height: 10))
    parent.autoresizesSubviews = false
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    #expect(stretchy.frame.width == 180)
  }

  @Test func tintInheritsAndNotifies() {
    let log = ViewLog()
    let parent = SpyView("parent", log: log)
    let child = SpyView("child", log: log)
    let tinted = SpyView("tinted", log: log)
    parent.addSubview(child)
    parent.addSubview(tinted)
    tinted.tintColor = .systemGreen
    log.entries = []
    parent.tintColor = .systemRed
    #expect(child.tintColor == .systemRed && tinted.tintColor == .systemGreen)
    #expect(log.entries == ["tintColorDidChange parent", "tintColorDidChange child"])
    parent.tintAdjustmentMode = .dimmed
    #expect(child.tintAdjustmentMode == .dimmed && child.tintColor != .systemRed)
    child.tintColor = nil
    #expect(child.tintColor != nil)
  }

  @Test func sizeToFitAndRecursiveDescription() {
    final class FixedView: UIView {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 7) }
    }
    let view = FixedView(frame: CGRect(x: 3, y: 4, width: 1, height: 1))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 3, y: 4, width: 42, height: 7))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(view)
    view.tag = 9
    #expect(
      parent.recursiveDescription()
        == "<UIView; frame = (0 0; 10 10)>\n   | <FixedView; frame = (3 4; 42 7); tag = 9>")
  }

  /// Views nest 512 deep at most, as layers do: a deeper one is not added (no callbacks, no
  /// superview), said once; the view stays free to go higher up.
  @Test func viewsNestDeepAtMostAsLayersDo() {
    let window = makeWindow(size: CGSize(width: 100, height: 100))
    defer { window.isHidden = true }
    var deepest: UIView = window
    var count = 1
    while count < 600 {
      let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      deepest.addSubview(child)
      guard child.superview === deepest else { break }
      deepest = child
      count += 1
    }
    #expect(count == 512)
    let refused = UIView()
    deepest.addSubview(refused)
    #expect(refused.superview == nil && refused.window == nil)
    deepest.superview?.addSubview(refused)
    #expect(refused.superview === deepest.superview)
    CATransaction.flush()
  }
}
