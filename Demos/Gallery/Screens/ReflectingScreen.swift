import Foundation
import OpenUIKit
import Seeds

/// Seed 001: two ReflectingViews whose replicator reflections stay live: a label ticking ten times
/// a second and a square moving to and fro (a display link), one darkened, one shaded by the
/// article's gradient overlay; below them a third holds a slider and a text field, so that
/// dragging and typing show live in the reflection.
final class ReflectingScreen: UIViewController {
  let darkened = ReflectingView(frame: .zero)
  let shaded = ReflectingView(frame: .zero)
  let controls = ReflectingView(frame: .zero)
  let controlsCard = UIView()
  let slider = UISlider()
  let sliderValue = UILabel()
  let field = UITextField()
  let controlsCaption = UILabel()
  let ticker = UILabel()
  let square = UIView()
  /// The reflected content's backgrounds (a replicator copies its sublayers, not its own
  /// background).
  let cards = [UIView(), UIView()]
  let caption = UILabel()
  let shadedCaption = UILabel()
  private var link: CADisplayLink?
  private var start: CFTimeInterval?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "001 · ReflectingView"
    view.backgroundColor = .systemBackground
    for (reflecting, card) in zip([darkened, shaded], cards) {
      card.backgroundColor = .secondarySystemBackground
      card.layer.cornerRadius = 12
      reflecting.addSubview(card)
      view.addSubview(reflecting)
    }
    ticker.font = .monospacedDigitSystemFont(ofSize: 34, weight: .bold)
    ticker.textAlignment = .center
    ticker.textColor = .label
    darkened.addSubview(ticker)
    square.backgroundColor = .systemPink
    square.layer.cornerRadius = 8
    shaded.addSubview(square)
    shaded.usesGradientOverlay = true
    controlsCard.backgroundColor = .secondarySystemBackground
    controlsCard.layer.cornerRadius = 12
    controls.addSubview(controlsCard)
    slider.value = 0.5
    slider.addAction(
      UIAction { [weak self] _ in self?.updateSliderValue() }, for: .valueChanged)
    controls.addSubview(slider)
    sliderValue.font = .monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
    sliderValue.textColor = .label
    controls.addSubview(sliderValue)
    field.borderStyle = .roundedRect
    field.placeholder = "Type here: it shows in the reflection"
    field.font = .systemFont(ofSize: 17)
    controls.addSubview(field)
    view.addSubview(controls)
    updateSliderValue()
    for (label, text) in [
      (caption, "darkened copy"), (shadedCaption, "gradient overlay"),
      (controlsCaption, "controls reflect live: drag the slider, type in the field"),
    ] {
      label.text = text
      label.font = .systemFont(ofSize: 13)
      label.textColor = .secondaryLabel
      label.textAlignment = .center
      view.addSubview(label)
    }
    update(elapsed: 0)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = min(300, (view.bounds.width - 60) / 2)
    let left = ((view.bounds.width - 2 * width - 20) / 2).rounded()
    let frames = [
      CGRect(x: left, y: 40, width: width, height: 160),
      CGRect(x: left + width + 20, y: 40, width: width, height: 160),
    ]
    let controlsFrame = CGRect(x: left, y: 300, width: 2 * width + 20, height: 120)
    guard
      darkened.frame != frames[0] || shaded.frame != frames[1] || controls.frame != controlsFrame
    else { return }
    darkened.frame = frames[0]
    shaded.frame = frames[1]
    controls.frame = controlsFrame
    controlsCard.frame = controls.bounds
    slider.frame = CGRect(x: 20, y: 20, width: controlsFrame.width - 130, height: 31)
    sliderValue.frame = CGRect(x: controlsFrame.width - 90, y: 20, width: 70, height: 31)
    field.frame = CGRect(x: 20, y: 66, width: controlsFrame.width - 40, height: 34)
    controlsCaption.frame = CGRect(
      x: controlsFrame.minX, y: 470, width: controlsFrame.width, height: 20)
    ticker.frame = darkened.bounds
    for card in cards { card.frame = darkened.bounds }
    caption.frame = CGRect(x: frames[0].minX, y: 260, width: width, height: 20)
    shadedCaption.frame = CGRect(x: frames[1].minX, y: 260, width: width, height: 20)
    // As the article: set up once the view has its size (the gradient goes to the superview).
    darkened.setupReflection()
    shaded.setupReflection()
    controls.setupReflection()
    update(elapsed: start.map { CACurrentMediaTime() - $0 } ?? 0)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    start = CACurrentMediaTime()
    let link = CADisplayLink(target: self, selector: ReflectingScreen.step)
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    link?.invalidate()
    link = nil
  }

  private func step(_ link: CADisplayLink) {
    update(elapsed: CACurrentMediaTime() - (start ?? link.timestamp))
  }

  private func updateSliderValue() {
    sliderValue.text = String(format: "%.2f", slider.value)
  }

  /// The ticker shows tenths of a second; the square swings across its view every 2 seconds.
  private func update(elapsed: CFTimeInterval) {
    ticker.text = String(format: "%.1f s", elapsed)
    let travel = max(0, shaded.bounds.width - 80)
    let phase = (1 - cos(elapsed * .pi)) / 2
    square.frame = CGRect(x: 20 + travel * phase, y: 50, width: 40, height: 60)
  }
}
