import Foundation
import OpenUIKit

/// Core Animation and UIKit animation, written as iOS code writes them: a ball dropped by a
/// spring block, a dot flying along a path (keyframes, rotating with it), 200 cards pulsing in a
/// ripple (a repeating group each, staggered by `beginTime`), a property animator that a slider
/// scrubs and a button plays, reverses and plays again, a counter whose next number pushes the
/// last one up (a `CATransition`), a button presenting a sheet with animation, and one that blocks
/// the main thread for a second, as a long computation would: the ripple, the flying dot and a
/// dropping ball keep moving on the window's render thread.
final class AnimationScreen: UIViewController {
  let ball = UIView()
  let dropButton = galleryButton("Drop")
  let track = CAShapeLayer()
  let dot = CAShapeLayer()
  let grid = CALayer()
  let square = UIView()
  let scrubber = UISlider()
  let playButton = galleryButton("Play")
  let status = UILabel()
  let counterCard = UIView()
  let counter = UILabel()
  let nextButton = galleryButton("Next")
  let sheetButton = galleryButton("Sheet")
  let blockButton = galleryButton("Block 1 s")
  private var count = 1
  private var isDropped = false
  private var animator: UIViewPropertyAnimator?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Animation"
    view.backgroundColor = .secondarySystemBackground

    ball.backgroundColor = .systemOrange
    ball.layer.cornerRadius = 20
    view.addSubview(ball)
    dropButton.addAction(
      UIAction { [weak self] _ in self?.drop() }, for: .primaryActionTriggered)
    view.addSubview(dropButton)

    track.fillColor = nil
    track.strokeColor = UIColor.systemGray3.cgColor
    track.lineWidth = 2
    track.lineDashPattern = [6, 4]
    view.layer.addSublayer(track)
    dot.path = CGPath(
      roundedRect: CGRect(x: -12, y: -7, width: 24, height: 14), cornerWidth: 7, cornerHeight: 7,
      transform: nil)
    dot.fillColor = UIColor.systemPink.cgColor
    view.layer.addSublayer(dot)

    view.layer.addSublayer(grid)
    for _ in 0..<200 {
      let card = CALayer()
      card.backgroundColor = UIColor.systemBlue.cgColor
      card.cornerRadius = 3
      grid.addSublayer(card)
    }

    square.backgroundColor = .systemGreen
    square.layer.cornerRadius = 8
    view.addSubview(square)
    scrubber.accessibilityLabel = "Animation fraction"
    scrubber.addAction(
      UIAction { [weak self] _ in self?.scrub() }, for: .valueChanged)
    view.addSubview(scrubber)
    playButton.addAction(
      UIAction { [weak self] _ in self?.play() }, for: .primaryActionTriggered)
    view.addSubview(playButton)
    status.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
    status.textColor = .secondaryLabel
    view.addSubview(status)
    updateStatus()

    counter.text = "1"
    counter.font = .monospacedDigitSystemFont(ofSize: 40, weight: .semibold)
    counter.textAlignment = .center
    counter.textColor = .label
    counterCard.backgroundColor = .systemBackground
    counterCard.layer.cornerRadius = 12
    counterCard.clipsToBounds = true
    counterCard.addSubview(counter)
    view.addSubview(counterCard)
    nextButton.addAction(
      UIAction { [weak self] _ in self?.showNextNumber() }, for: .primaryActionTriggered)
    view.addSubview(nextButton)
    sheetButton.addAction(
      UIAction { [weak self] _ in self?.present(SheetDemoController(), animated: true) },
      for: .primaryActionTriggered)
    view.addSubview(sheetButton)
    blockButton.accessibilityHint = "Keeps the main thread busy for a second"
    blockButton.addAction(
      UIAction { _ in AnimationScreen.blockMainThread(for: 1) }, for: .primaryActionTriggered)
    view.addSubview(blockButton)
  }

  /// Computes for `seconds` on the main thread, as an app's long parse or layout does: nothing
  /// the main thread runs (events, layout, the property animator) moves meanwhile.
  static func blockMainThread(for seconds: Double) {
    let end = Date(timeIntervalSinceNow: seconds)
    var spins = 0
    while Date() < end { spins &+= 1 }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // Placing the layers is not an animation: no implicit animations for it.
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    ball.bounds.size = CGSize(width: 40, height: 40)
    if ball.layer.animationKeys() == nil {
      ball.center = CGPoint(x: 60, y: isDropped ? 220 : 60)
    }
    dropButton.frame = CGRect(x: 20, y: 260, width: 80, height: 36)
    blockButton.frame = CGRect(x: 110, y: 260, width: 120, height: 36)

    let path = UIBezierPath()
    path.move(to: CGPoint(x: 140, y: 200))
    path.addCurve(
      to: CGPoint(x: 420, y: 80), controlPoint1: CGPoint(x: 200, y: 20),
      controlPoint2: CGPoint(x: 330, y: 260))
    path.addCurve(
      to: CGPoint(x: 520, y: 200), controlPoint1: CGPoint(x: 480, y: 20),
      controlPoint2: CGPoint(x: 560, y: 120))
    track.path = path.cgPath
    if dot.animation(forKey: "fly") == nil { fly(along: path.cgPath) }

    grid.frame = CGRect(x: 20, y: 316, width: 20 * 24, height: 10 * 22)
    for (index, card) in (grid.sublayers ?? []).enumerated() {
      card.frame = CGRect(
        x: CGFloat(index % 20) * 24, y: CGFloat(index / 20) * 22, width: 20, height: 18)
    }
    if grid.sublayers?.first?.animation(forKey: "pulse") == nil { pulse() }
    CATransaction.commit()

    let right: CGFloat = 580
    if animator == nil {
      square.bounds.size = CGSize(width: 60, height: 60)
      square.center = CGPoint(x: right + 30, y: 90)
    }
    scrubber.frame = CGRect(x: right, y: 220, width: 260, height: 30)
    playButton.frame = CGRect(x: right, y: 260, width: 80, height: 36)
    status.frame = CGRect(x: right + 90, y: 260, width: 200, height: 36)
    counterCard.frame = CGRect(x: right, y: 330, width: 120, height: 70)
    counter.frame = counterCard.bounds
    nextButton.frame = CGRect(x: right + 140, y: 347, width: 80, height: 36)
    sheetButton.frame = CGRect(x: right + 240, y: 347, width: 80, height: 36)
  }

  /// The next number comes up from the bottom and pushes the last one out of the top.
  ///
  /// The card around the label clips the motion (a transition is not clipped unless something masks it).
  private func showNextNumber() {
    let push = CATransition()
    push.type = .push
    push.subtype = .fromBottom
    push.duration = 0.35
    push.timingFunction = CAMediaTimingFunction(name: .easeOut)
    counter.layer.add(push, forKey: kCATransition)
    count += 1
    counter.text = "\(count)"
  }

  /// A spring block: the ball drops or rises, overshooting a little.
  private func drop() {
    isDropped.toggle()
    let target = CGPoint(x: 60, y: isDropped ? 220 : 60)
    UIView.animate(
      withDuration: 0.9, delay: 0, usingSpringWithDamping: 0.45, initialSpringVelocity: 0,
      options: [.allowUserInteraction], animations: { self.ball.center = target })
  }

  /// The dot flies along the track and back, turning with it.
  private func fly(along path: CGPath) {
    let flight = CAKeyframeAnimation(keyPath: "position")
    flight.path = path
    flight.rotationMode = .rotateAuto
    flight.calculationMode = .paced
    flight.duration = 3
    flight.autoreverses = true
    flight.repeatCount = .infinity
    flight.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    dot.add(flight, forKey: "fly")
  }

  /// Each card scales and fades, a twentieth of a second after its left neighbour.
  private func pulse() {
    let now = grid.convertTime(CACurrentMediaTime(), from: nil)
    for (index, card) in (grid.sublayers ?? []).enumerated() {
      let scale = CABasicAnimation(keyPath: "transform.scale")
      scale.fromValue = 1
      scale.toValue = 0.55
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0.35
      let group = CAAnimationGroup()
      group.animations = [scale, fade]
      group.duration = 0.8
      group.autoreverses = true
      group.repeatCount = .infinity
      group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      group.beginTime = now + Double(index % 20) * 0.05 + Double(index / 20) * 0.1
      group.fillMode = .backwards
      card.add(group, forKey: "pulse")
    }
  }

  /// The animator that the slider scrubs: the square slides, turns and changes colour, to the
  /// other end from where it is.
  private func makeAnimator() -> UIViewPropertyAnimator {
    let rest = square.center.x
    let forward = square.transform == .identity
    let animator = UIViewPropertyAnimator(duration: 1.2, dampingRatio: 0.8) {
      self.square.center.x = forward ? rest + 180 : rest - 180
      self.square.transform = forward ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
      self.square.backgroundColor = forward ? .systemPurple : .systemGreen
    }
    animator.addCompletion { [weak self] position in
      self?.status.text = position == .end ? "finished" : "back at the start"
    }
    return animator
  }

  private func scrub() {
    let animator = currentAnimator()
    animator.pauseAnimation()
    animator.fractionComplete = CGFloat(scrubber.value)
    updateStatus()
  }

  /// Plays from where the slider left it, or the whole way to the other end.
  private func play() {
    let animator = currentAnimator()
    if animator.state == .inactive {
      animator.startAnimation()
    } else {
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
    scrubber.value = 0
    updateStatus()
  }

  private func currentAnimator() -> UIViewPropertyAnimator {
    if let animator, animator.state != .inactive { return animator }
    // Back where it was: a new animator runs from the square's current place.
    let animator = makeAnimator()
    self.animator = animator
    return animator
  }

  private func updateStatus() {
    let fraction = animator?.fractionComplete ?? 0
    status.text = String(format: "fraction %.2f", Double(fraction))
  }
}
