import OpenUIKit
import OpenUIKitTesting
import Testing

// Members iOS code overrides, each as a small class the way apps write them.

/// `frame` with an observer: keep a derived layer in sync (a common way to size a gradient).
final class FrameWatchingView: UIView {
  let overlay = CALayer()
  var frameChanges = 0

  override var frame: CGRect {
    didSet {
      frameChanges += 1
      overlay.frame = bounds.insetBy(dx: 4, dy: 4)
    }
  }
}

/// `backgroundColor` overridden to mirror the color onto a border.
final class OutlinedView: UIView {
  override var backgroundColor: UIColor? {
    didSet { layer.borderColor = backgroundColor?.cgColor }
  }
}

/// A control restyled from `isHighlighted` and `isEnabled`, the classic custom button.
final class PillButton: UIControl {
  override var isHighlighted: Bool {
    didSet { alpha = isHighlighted ? 0.5 : 1 }
  }

  override var isEnabled: Bool {
    didSet { backgroundColor = isEnabled ? .systemBlue : .systemGray }
  }
}

/// A container that counts what it is given and what it lays out.
final class CountingContainer: UIView {
  var added: [UIView] = []
  var layouts = 0

  override func addSubview(_ view: UIView) {
    added.append(view)
    super.addSubview(view)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    for (index, subview) in subviews.enumerated() {
      subview.frame = CGRect(x: 0, y: CGFloat(index) * 20, width: bounds.width, height: 20)
    }
  }

  override func setNeedsLayout() {
    super.setNeedsLayout()
  }
}

/// A view that hides itself and tells a delegate, as apps override `isHidden`.
final class AnnouncingView: UIView {
  var announcements: [Bool] = []

  override var isHidden: Bool {
    didSet { announcements.append(isHidden) }
  }
}

/// A view that refuses its gestures while locked, and counts taps.
final class LockableView: UIView {
  var isLocked = true
  private(set) var taps = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addGestureRecognizer(UITapGestureRecognizer(target: self, action: LockableView.tapped))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    !isLocked
  }

  func tapped() { taps += 1 }
}

/// A layer that keeps a sublayer centered whenever its bounds change.
///
/// Deviation: `required init()` where iOS code writes `override init()` (Docs/Porting.md).
final class CenteringLayer: CALayer {
  let dot = CALayer()

  required init() {
    super.init()
    addSublayer(dot)
  }

  override init(layer: Any) {
    super.init(layer: layer)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override var bounds: CGRect {
    didSet { dot.frame = CGRect(x: bounds.midX - 2, y: bounds.midY - 2, width: 4, height: 4) }
  }
}

/// A layer that counts its display requests.
final class CountingLayer: CALayer {
  var requests = 0

  override func setNeedsDisplay() {
    requests += 1
    super.setNeedsDisplay()
  }
}

@MainActor @Suite struct OverrideSnippets {
  @Test func frameDidSetRunsOnEveryAssignment() {
    let view = FrameWatchingView()
    view.layer.addSublayer(view.overlay)
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    #expect(view.frameChanges == 1)
    #expect(view.overlay.frame == CGRect(x: 4, y: 4, width: 92, height: 32))
  }

  @Test func backgroundColorDidSet() {
    let view = OutlinedView()
    view.backgroundColor = .red
    #expect(view.layer.borderColor == UIColor.red.cgColor)
  }

  @Test func highlightedAndEnabledObservers() throws {
    let window = UIWindow.headless(size: CGSize(width: 100, height: 100))
    let button = PillButton(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
    window.addSubview(button)
    button.isHighlighted = true
    #expect(button.alpha == 0.5)
    window.tap(at: CGPoint(x: 20, y: 20))  // touch down highlights, touch up clears
    #expect(!button.isHighlighted && button.alpha == 1)
    button.isEnabled = false
    #expect(button.backgroundColor == .systemGray)
  }

  @Test func addSubviewAndLayoutSubviewsOverrides() {
    let container = CountingContainer(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
    let first = UIView()
    let second = UIView()
    container.addSubview(first)
    container.addSubview(second)
    container.layoutIfNeeded()
    #expect(container.added.count == 2)
    #expect(container.layouts == 1)
    #expect(second.frame == CGRect(x: 0, y: 20, width: 50, height: 20))
  }

  @Test func gestureRecognizerShouldBeginKeepsAGestureFromStarting() {
    let window = UIWindow.headless(size: CGSize(width: 100, height: 100))
    let view = LockableView(frame: window.bounds)
    window.addSubview(view)
    window.tap(at: CGPoint(x: 50, y: 50))
    #expect(view.taps == 0)
    view.isLocked = false
    window.tap(at: CGPoint(x: 50, y: 50), time: 1)
    #expect(view.taps == 1)
    #expect(view.gestureRecognizers?.count == 1)
  }

  @Test func isHiddenObserver() {
    let view = AnnouncingView()
    view.isHidden = true
    view.isHidden = false
    #expect(view.announcements == [true, false])
  }

  @Test func aLayerSubclassObservesItsBounds() {
    let layer = CenteringLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    #expect(layer.dot.frame == CGRect(x: 18, y: 8, width: 4, height: 4))
    let counting = CountingLayer()
    counting.setNeedsDisplay()
    counting.setNeedsDisplay()
    #expect(counting.requests == 2 && counting.needsDisplay())
  }
}
