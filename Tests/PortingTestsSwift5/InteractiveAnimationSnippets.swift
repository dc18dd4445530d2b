import OpenUIKit
import OpenUIKitTesting
import Testing

// The shapes of interactive-animation code in open-source iOS apps and libraries: a `shake()`
// extension made of keyframes (form validation libraries), and a bottom drawer that a pan
// gesture scrubs through a `UIViewPropertyAnimator`, finishing or reversing on release by the
// gesture's direction (drawer and card-dismiss components, after WWDC 2017's "Advanced
// Animations with UIKit"). No isolation annotations: Swift 5 mode, `import OpenUIKit` only.

extension UIView {
  func shake(duration: TimeInterval = 0.5, completion: (() -> Void)? = nil) {
    let offsets: [CGFloat] = [-12, 10, -6, 3, 0]
    let step = 1.0 / Double(offsets.count)
    UIView.animateKeyframes(
      withDuration: duration, delay: 0, options: [.calculationModeLinear],
      animations: {
        for (index, offset) in offsets.enumerated() {
          UIView.addKeyframe(withRelativeStartTime: Double(index) * step, relativeDuration: step) {
            self.transform = CGAffineTransform(translationX: offset, y: 0)
          }
        }
      },
      completion: { _ in completion?() })
  }
}

class DrawerViewController: UIViewController {
  enum State {
    case closed, open
    var opposite: State { return self == .open ? .closed : .open }
  }

  let drawer = UIView()
  let closedHeight: CGFloat = 60
  let openHeight: CGFloat = 260
  var state: State = .closed
  var runningAnimators = [UIViewPropertyAnimator]()
  var progressWhenInterrupted: CGFloat = 0
  var completedStates = [State]()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    drawer.backgroundColor = .systemIndigo
    drawer.layer.cornerRadius = 12
    view.addSubview(drawer)
    let pan = UIPanGestureRecognizer(target: self, action: DrawerViewController.handlePan)
    drawer.addGestureRecognizer(pan)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if runningAnimators.isEmpty { layOutDrawer(for: state) }
  }

  func layOutDrawer(for state: State) {
    let height = state == .open ? openHeight : closedHeight
    drawer.frame = CGRect(
      x: 0, y: view.bounds.height - height, width: view.bounds.width, height: openHeight)
  }

  func animateTransitionIfNeeded(to state: State, duration: TimeInterval) {
    guard runningAnimators.isEmpty else { return }
    let frameAnimator = UIViewPropertyAnimator(duration: duration, dampingRatio: 1) {
      self.layOutDrawer(for: state)
    }
    frameAnimator.addCompletion { position in
      if position == .end { self.state = state }
      self.completedStates.append(self.state)
      self.runningAnimators.removeAll()
    }
    frameAnimator.startAnimation()
    runningAnimators.append(frameAnimator)
  }

  func handlePan(_ recognizer: UIPanGestureRecognizer) {
    let travel = openHeight - closedHeight
    switch recognizer.state {
    case .began:
      animateTransitionIfNeeded(to: state.opposite, duration: 0.4)
      runningAnimators.forEach { $0.pauseAnimation() }
      progressWhenInterrupted = runningAnimators.first?.fractionComplete ?? 0
    case .changed:
      let translation = recognizer.translation(in: drawer)
      var fraction = -translation.y / travel
      if state == .open { fraction *= -1 }
      runningAnimators.forEach { $0.fractionComplete = fraction + progressWhenInterrupted }
    case .ended:
      let velocity = recognizer.velocity(in: drawer)
      let goingBack = (state == .closed && velocity.y > 0) || (state == .open && velocity.y < 0)
      runningAnimators.forEach { $0.isReversed = goingBack }
      runningAnimators.forEach {
        $0.continueAnimation(withTimingParameters: nil, durationFactor: 0)
      }
    default:
      break
    }
  }
}

@MainActor @Suite(.serialized) struct InteractiveAnimationSnippets {
  @Test func shakingRunsThroughTheOffsetsAndEndsInPlace() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let field = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    var done = false
    field.shake { done = true }
    clock.advance(by: 0.1)  // the end of the first keyframe
    #expect(isClose(field.layer.presentation()?.transform.m41 ?? 0, -12))
    clock.advance(by: 0.1)
    #expect(isClose(field.layer.presentation()?.transform.m41 ?? 0, 10))
    clock.advance(by: 0.35)
    #expect(done && field.transform == .identity)
  }

  @Test func aPanScrubsTheDrawerAndReleaseFinishesIt() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = UIWindow.headless(size: CGSize(width: 300, height: 400))
    let controller = DrawerViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.drawer.frame.minY == 340)
    // Drag up by half the travel, then let go while moving up.
    var time = clock.now
    window.touchDown(at: CGPoint(x: 150, y: 360), time: time)
    for step in 1...10 {
      time += 0.016
      window.touchMove(to: CGPoint(x: 150, y: 360 - CGFloat(step) * 10), time: time)
    }
    let drawer = controller.drawer
    let minY = (drawer.layer.presentation()?.frame.minY ?? 0)
    #expect(minY < 320 && minY > 200, "the drawer follows the finger")
    #expect(controller.runningAnimators.first?.isRunning == false)
    window.touchUp(at: CGPoint(x: 150, y: 260), time: time + 0.016)
    clock.advance(by: 1)
    #expect(controller.completedStates == [.open])
    #expect(drawer.frame.minY == 140 && controller.runningAnimators.isEmpty)
  }
}
