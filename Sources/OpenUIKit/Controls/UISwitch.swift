import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import TimingCurves

/// An on/off control, as UIKit's `UISwitch`.
///
/// 51 × 31 points whatever its frame: as UIKit's, it takes the origin of a frame it is given and
/// keeps its own size (`UISwitch()` is 51 × 31 at the origin). A tap flips it; a drag puts it on the side the touch ends on.
/// Either sends `.valueChanged` (and `.primaryActionTriggered`), only when the value changed.
/// The track is `onTintColor` (default `systemGreen`) when on, `systemFill` when off; the thumb
/// `thumbTintColor` (default white) with a soft shadow, widened by 6 points while pressed. In
/// right-to-left content the thumb sits on the right when off and slides left, as UIKit's.
/// `setOn(_:animated:)` switches at once until animations exist. `preferredStyle` (the Mac
/// checkbox) is left out.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  override var defaultAccessibilityValue: String? { switchAccessibilityValue }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    controlStateTraits.union([.button, .toggleButton])
  }

  /// The switch's size.
  public static let switchSize = CGSize(width: 51, height: 31)

  final var storedIsOn = false
  /// Where a drag would put the switch, while dragging.
  final var dragTarget: Bool?
  /// Where the thumb is drawn: 0 at the off end, 1 at the on end, between while it slides.
  final var thumbPosition: CGFloat = 0
  /// The slide under way: when it began and from where.
  final var slide: (start: CFTimeInterval, from: CGFloat)?
  /// The slide's ticker on the animation clock.
  final lazy var slideTicker = AnimationTicker { [weak self] time in self?.stepSlide(at: time) }
  /// How long the thumb takes from one end to the other.
  static let slideDuration: CFTimeInterval = 0.25
  /// The slide's curve: ease in, ease out.
  static let slideCurve = CubicBezierCurve(0.42, 0, 0.58, 1)

  /// Whether the switch is on; default `false`.
  ///
  /// Setting it sends no event.
  open var isOn: Bool {
    get { storedIsOn }
    set { setOn(newValue, animated: false) }
  }

  /// The track's color when on; `nil` is `systemGreen`.
  open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// The thumb's color; `nil` is white.
  open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// Creates a switch (off) at `frame`'s origin, 51 × 31 (the frame's size is ignored, as UIKit
  /// ignores it).
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
    setUpSwitch()
  }

  /// The switch's frame: setting it moves the switch; its size stays 51 × 31 (scaled by the
  /// transform), as UIKit's.
  open override var frame: CGRect {
    get { super.frame }
    set {
      guard newValue.origin.x.isFinite, newValue.origin.y.isFinite else {
        return super.frame = newValue  // rejected there, with UIView's diagnostic
      }
      bounds.size = Self.switchSize
      super.frame.origin = newValue.origin
    }
  }

  /// The switch's bounds: their origin can move; their size stays 51 × 31, as UIKit's (Auto
  /// Layout that solves another size centres the switch in it, unclipped).
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      guard newValue.origin.x.isFinite, newValue.origin.y.isFinite else {
        return super.bounds = newValue  // rejected there, with UIView's diagnostic
      }
      super.bounds = CGRect(origin: newValue.origin, size: Self.switchSize)
    }
  }

  /// Creates a switch from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSwitch()
  }

  private func setUpSwitch() {
    backgroundColor = .clear
    isOpaque = false
    contentMode = .redraw
  }

  /// Sets the value without sending an event; `animated` slides the thumb (a quarter second,
  /// on the animation clock) when the switch is in a window and animations are enabled.
  open func setOn(_ on: Bool, animated: Bool) {
    guard on != storedIsOn else { return }
    storedIsOn = on
    if animated, window != nil, UIView.areAnimationsEnabled {
      slide = (CACurrentMediaTime(), thumbPosition)
      slideTicker.start()
    } else {
      finishSlide()
    }
    setNeedsDisplay()
  }

  /// Moves the thumb for the clock's frame at `time`.
  private func stepSlide(at time: CFTimeInterval) {
    guard let slide else { return finishSlide() }
    let target: CGFloat = storedIsOn ? 1 : 0
    // A slide from part way takes the part of the duration left.
    let span = max(abs(target - slide.from), 0.001) * Self.slideDuration
    let t = min(max((time - slide.start) / span, 0), 1)
    thumbPosition = slide.from + (target - slide.from) * CGFloat(Self.slideCurve.progress(at: t))
    setNeedsDisplay()
    if t >= 1 { finishSlide() }
  }

  /// Puts the thumb at its end and stops the slide.
  private func finishSlide() {
    slide = nil
    slideTicker.stop()
    thumbPosition = storedIsOn ? 1 : 0
  }

  /// Leaving the window ends a slide: nothing on screen to move.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil, slide != nil {
      finishSlide()
      setNeedsDisplay()
    }
  }

  @MainActor deinit { slideTicker.stop() }

  /// 51 × 31.
  open override var intrinsicContentSize: CGSize { Self.switchSize }

  /// 51 × 31.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

  /// Redraws for the pressed and disabled looks.
  open override func stateDidChange() {
    super.stateDidChange()
    alpha = isEnabled ? 1 : 0.5
    setNeedsDisplay()
  }

  /// Follows a drag: the side the touch is on is where the switch goes on release (on is the
  /// trailing side, as the thumb's travel mirrors in right-to-left content).
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let location = touch.location(in: self)
    let previous = touch.previousLocation(in: self)
    if dragTarget != nil || abs(location.x - previous.x) > 2 {
      // On is the trailing side: the left in right-to-left content.
      dragTarget = (location.x > Self.switchSize.width / 2) != isRightToLeft
      setNeedsDisplay()
    }
    return true
  }

  /// Sets the value: flipped by a tap, the drag's side after a drag; `.valueChanged` when it
  /// changed.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    let target = dragTarget ?? !storedIsOn
    dragTarget = nil
    guard target != storedIsOn else { return setNeedsDisplay() }
    setOn(target, animated: true)
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  /// Space or Return flips the switch.
  override func activateFromKeyboard() {
    setOn(!storedIsOn, animated: true)
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  /// The ring follows the track's pill.
  override var focusRingCornerRadius: CGFloat { Self.switchSize.height / 2 }

  /// The primary action comes with the value change, not with every touch up.
  override var triggersPrimaryActionOnTouchUp: Bool { false }

  /// Drops a drag under way.
  open override func cancelTracking(with event: UIEvent?) {
    dragTarget = nil
    setNeedsDisplay()
  }

  /// The track, and the thumb with its shadow.
  open override func draw(_ rect: CGRect) {
    let size = Self.switchSize
    let position = dragTarget.map { $0 ? 1 : 0 } ?? thumbPosition
    let track = UIBezierPath(
      roundedRect: CGRect(origin: .zero, size: size), cornerRadius: size.height / 2)
    // The on tint fades in over the off fill as the thumb slides.
    if position < 1 {
      UIColor.systemFill.setFill()
      track.fill()
    }
    if position > 0 {
      let tint = (onTintColor ?? .systemGreen).resolvedColor(with: traitCollection)
      tint.withAlphaComponent(tint.cgColor.alpha * position).setFill()
      track.fill()
    }
    let diameter = size.height - 4
    let width = diameter + (isHighlighted ? 6 : 0)
    // The thumb travels from the leading end to the trailing one.
    let travel = (size.width - 4 - width) * position
    let x = isRightToLeft ? size.width - 2 - width - travel : 2 + travel
    let thumb = UIBezierPath(
      roundedRect: CGRect(x: x, y: 2, width: width, height: diameter), cornerRadius: diameter / 2)
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setShadow(
      offset: CGSize(width: 0, height: 1.5), blur: 4, color: UIColor(white: 0, alpha: 0.2).cgColor)
    (thumbTintColor ?? .white).setFill()
    thumb.fill()
    context.restoreGState()
  }
}
