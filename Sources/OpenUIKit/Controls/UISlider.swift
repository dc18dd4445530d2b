import Foundation

/// A control for picking a value from a continuous range, as UIKit's `UISlider`.
///
/// The value stays within ``minimumValue``…``maximumValue`` (UIKit's documented clamps: a new
/// minimum above the maximum raises the maximum, and the reverse). Non-finite numbers are a
/// documented clamp here: a NaN value or bound is ignored, an infinite value clamps to the bound on
/// its side, an infinite bound is ignored.
///
/// Pointer: a touch on the thumb drags it from where it was taken; a touch elsewhere on the
/// control moves the thumb under it first (the Mac idiom: a desktop user clicks the track), then
/// drags. The value follows the touch anywhere, inside the control or not. `.valueChanged` (with
/// `.primaryActionTriggered`) is sent for each change while dragging when ``isContinuous``, else
/// once on release when the value changed. Keyboard: with focus, Left/Down and Right/Up step by a
/// tenth of the range.
///
/// In right-to-left content the slider mirrors, as UIKit's: the minimum is at the right, the
/// thumb travels leftward, the minimum track runs from the right edge to the thumb, and Left
/// (the way the value grows) steps up.
///
/// The look is iOS's: a 4-point rounded track, ``minimumTrackTintColor`` (the tint) before the
/// thumb and ``maximumTrackTintColor`` (`systemFill`) after it, and a 28-point white thumb with a
/// soft shadow. Track and thumb images, value images and the iOS 26 tick marks are left out.
@preconcurrency @MainActor
open class UISlider: UIControl {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  override var defaultAccessibilityValue: String? { sliderAccessibilityValue }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    controlStateTraits.union(.adjustable)
  }
  /// Raises the value by a tenth of the range, as UIKit's slider does.
  open override func accessibilityIncrement() { accessibilityAdjust(by: 1) }
  /// Lowers the value by a tenth of the range.
  open override func accessibilityDecrement() { accessibilityAdjust(by: -1) }

  /// The thumb's diameter.
  static let thumbDiameter: CGFloat = 28
  /// The track's thickness.
  static let trackHeight: CGFloat = 4

  final var storedValue: Float = 0
  final var storedMinimum: Float = 0
  final var storedMaximum: Float = 1
  /// While dragging: the thumb centre's distance from the touch, so the thumb does not jump.
  final var grabOffset: CGFloat = 0
  /// The value when the touch went down (a non-continuous slider reports a change on release).
  final var valueAtTouchDown: Float = 0

  /// The value, within ``minimumValue``…``maximumValue``; default 0.
  ///
  /// Setting it sends no event. NaN is ignored; infinities clamp to the bound on their side.
  open var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }

  /// The value at the leading end; default 0.
  ///
  /// Above ``maximumValue`` it raises the maximum to match; the value is clamped. Non-finite
  /// numbers are ignored.
  open var minimumValue: Float {
    get { storedMinimum }
    set {
      guard newValue.isFinite, newValue != storedMinimum else { return }
      storedMinimum = newValue
      if storedMaximum < newValue { storedMaximum = newValue }
      clampValue()
    }
  }

  /// The value at the trailing end; default 1.
  ///
  /// Below ``minimumValue`` it lowers the minimum to match; the value is clamped. Non-finite
  /// numbers are ignored.
  open var maximumValue: Float {
    get { storedMaximum }
    set {
      guard newValue.isFinite, newValue != storedMaximum else { return }
      storedMaximum = newValue
      if storedMinimum > newValue { storedMinimum = newValue }
      clampValue()
    }
  }

  /// Whether dragging sends `.valueChanged` as the value changes (`true`, the default) or once, on
  /// release.
  open var isContinuous = true

  /// The track before the thumb; `nil` is the tint color.
  open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// The track after the thumb; `nil` is `systemFill`.
  open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// The thumb; `nil` is white.
  open var thumbTintColor: UIColor? {
    didSet { thumbView.backgroundColor = thumbTintColor ?? .white }
  }

  /// The thumb: a view, so that its shadow spreads past the slider's bounds.
  final let thumbView = UIView()

  /// Creates a slider at 0 in 0…1.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpSlider()
  }

  /// Creates a slider from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSlider()
  }

  private func setUpSlider() {
    backgroundColor = .clear
    isOpaque = false
    contentMode = .redraw
    thumbView.isUserInteractionEnabled = false
    thumbView.backgroundColor = .white
    thumbView.layer.cornerRadius = Self.thumbDiameter / 2
    thumbView.layer.shadowColor = UIColor.black.cgColor
    thumbView.layer.shadowOpacity = 0.25
    thumbView.layer.shadowOffset = CGSize(width: 0, height: 2)
    thumbView.layer.shadowRadius = 3
    addSubview(thumbView)
  }

  /// Sets the value, clamped, without sending an event (`animated` is accepted; the thumb moves at
  /// once).
  open func setValue(_ value: Float, animated: Bool) {
    guard !value.isNaN else { return }
    let clamped = min(max(value, storedMinimum), storedMaximum)
    guard clamped != storedValue else { return }
    storedValue = clamped
    valueDidMove()
  }

  private func clampValue() {
    storedValue = min(max(storedValue, storedMinimum), storedMaximum)
    valueDidMove()
  }

  /// The thumb moves and the track's split with it.
  private func valueDidMove() {
    setNeedsLayout()
    setNeedsDisplay()
  }

  // MARK: Geometry

  /// A flexible width and the thumb's height plus a little (31 points), as UIKit's.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 31)
  }

  /// The width offered (at least the thumb's), 31 points high.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width.isFinite && size.width > 0 ? size.width : 118
    return CGSize(width: max(width, Self.thumbDiameter), height: 31)
  }

  /// The track's rectangle: the bounds' width, ``trackHeight`` high, centred vertically.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width,
      height: Self.trackHeight)
  }

  /// The thumb's rectangle for `value`: it travels so that it stays within the track's ends,
  /// from the leading end (the right, in right-to-left content).
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let diameter = Self.thumbDiameter
    let travel = max(rect.width - diameter, 0)
    let offset = travel * fraction(of: value)
    let x = isRightToLeft ? rect.maxX - diameter - offset : rect.minX + offset
    return CGRect(x: x, y: rect.midY - diameter / 2, width: diameter, height: diameter)
  }

  /// Where `value` lies in the range, 0…1.
  private func fraction(of value: Float) -> CGFloat {
    let range = storedMaximum - storedMinimum
    guard range > 0, range.isFinite else { return 0 }
    return CGFloat(min(max((value - storedMinimum) / range, 0), 1))
  }

  /// The value whose thumb centre is at `x` (in bounds coordinates).
  private func value(atThumbCentre x: CGFloat) -> Float {
    let track = trackRect(forBounds: bounds)
    let travel = track.width - Self.thumbDiameter
    guard travel > 0, x.isFinite else { return storedMinimum }
    let fromLeading =
      isRightToLeft
      ? track.maxX - Self.thumbDiameter / 2 - x : x - track.minX - Self.thumbDiameter / 2
    let fraction = Float(min(max(fromLeading / travel, 0), 1))
    return storedMinimum + (storedMaximum - storedMinimum) * fraction
  }

  // MARK: Tracking

  /// Takes the thumb: where it is touched, or moved under the touch first.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    valueAtTouchDown = storedValue
    let location = touch.location(in: self)
    let thumb = currentThumbRect
    if thumb.insetBy(dx: -6, dy: -6).contains(location) {
      grabOffset = thumb.midX - location.x
    } else {
      grabOffset = 0
      move(to: location.x)
    }
    return true
  }

  /// Follows the touch.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    move(to: touch.location(in: self).x + grabOffset)
    return true
  }

  /// Reports the change of a non-continuous slider.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    setNeedsDisplay()
    if !isContinuous, storedValue != valueAtTouchDown {
      sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
  }

  /// A cancelled drag keeps the value it reached, as UIKit's.
  open override func cancelTracking(with event: UIEvent?) {
    endTracking(nil, with: event)
  }

  /// The primary action comes with value changes.
  override var triggersPrimaryActionOnTouchUp: Bool { false }

  /// Space and Return do nothing to a slider: its keys are the arrows.
  override func activateFromKeyboard() {}

  /// Left/Down and Right/Up step by a tenth of the range (Left and Right swap in right-to-left
  /// content, so the thumb moves the way the arrow points).
  override func handleArrowKey(_ key: UIKey) -> Bool {
    let step = (storedMaximum - storedMinimum) / 10
    let direction: Float
    switch key.keyCode {
    case .keyboardDownArrow: direction = -1
    case .keyboardUpArrow: direction = 1
    case .keyboardLeftArrow: direction = isRightToLeft ? 1 : -1
    case .keyboardRightArrow: direction = isRightToLeft ? -1 : 1
    default: return false
    }
    change(to: storedValue + direction * step, notify: true)
    return true
  }

  private func move(to thumbCentre: CGFloat) {
    change(to: value(atThumbCentre: thumbCentre), notify: isContinuous)
  }

  private func change(to newValue: Float, notify: Bool) {
    let previous = storedValue
    setValue(newValue, animated: false)
    if notify, storedValue != previous {
      sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
  }

  private var currentThumbRect: CGRect {
    thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
  }

  // MARK: Look

  /// Dims when disabled; redraws for the pressed thumb.
  open override func stateDidChange() {
    super.stateDidChange()
    alpha = isEnabled ? 1 : 0.5
    setNeedsDisplay()
  }

  /// Redraws in the new tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    if minimumTrackTintColor == nil { setNeedsDisplay() }
  }

  /// The ring follows the control's rounded ends.
  override var focusRingCornerRadius: CGFloat { min(bounds.height, Self.thumbDiameter) / 2 }

  /// Places the thumb.
  open override func layoutSubviews() {
    super.layoutSubviews()
    thumbView.frame = currentThumbRect
  }

  /// The two parts of the track (the thumb is a subview).
  open override func draw(_ rect: CGRect) {
    let track = trackRect(forBounds: bounds)
    let thumb = currentThumbRect
    let radius = track.height / 2
    let split = min(max(thumb.midX, track.minX), track.maxX)
    (maximumTrackTintColor ?? .systemFill).setFill()
    UIBezierPath(roundedRect: track, cornerRadius: radius).fill()
    // The minimum track runs from the leading end to the thumb.
    let minimum =
      isRightToLeft
      ? CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
      : CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
    if minimum.width > 0 {
      (minimumTrackTintColor ?? effectiveTintColor).setFill()
      UIBezierPath(roundedRect: minimum, cornerRadius: radius).fill()
    }
  }
}
