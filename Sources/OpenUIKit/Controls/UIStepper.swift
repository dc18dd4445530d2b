import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// A control for incrementing or decrementing a value, as UIKit's `UIStepper`.
///
/// A touch on − or + steps the value by ``stepValue`` when it goes down, then, with
/// ``autorepeat``, again after half a second held and every tenth of a second after that (the
/// repeats run on display-link time). The value stays within ``minimumValue``…``maximumValue``;
/// with ``wraps`` a step past one end lands on the other. `.valueChanged` follows each step, or,
/// when not ``isContinuous``, comes once on release. Keyboard: with focus, Up/Right step up and
/// Down/Left step down.
///
/// UIKit raises an exception for a minimum not below the maximum and for a step that is not
/// positive; here such settings are ignored and the old one stays (a documented clamp), as is NaN.
/// Infinite bounds are allowed; an infinite value clamps to the bound on its side.
///
/// The look is iOS's: 94 × 32 points, a `tertiarySystemFill` rounded rectangle with a separator,
/// − and + in the label color (tertiary for a side that cannot step), the touched side darker.
/// Custom images and the background/divider image API are left out.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  // An adjustable element, as Mac Catalyst's stepper (iOS reads its halves as two buttons).
  override var defaultAccessibilityValue: String? { stepperAccessibilityValue }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    controlStateTraits.union(.adjustable)
  }
  /// Steps up once.
  open override func accessibilityIncrement() { accessibilityStep(1) }
  /// Steps down once.
  open override func accessibilityDecrement() { accessibilityStep(-1) }

  /// The stepper's size.
  public static let stepperSize = CGSize(width: 94, height: 32)
  /// Seconds a touch is held before the first repeat, and between repeats.
  static let repeatDelay: CFTimeInterval = 0.5
  static let repeatInterval: CFTimeInterval = 0.1

  final var storedValue: Double = 0
  final var storedMinimum: Double = 0
  final var storedMaximum: Double = 100
  final var storedStep: Double = 1
  /// The side under the touch while tracking: -1 (−), +1 (+), 0 (neither).
  final var trackedSide = 0
  /// The value when the touch went down (a non-continuous stepper reports a change on release).
  final var valueAtTouchDown: Double = 0
  /// The autorepeat's ticker on the animation clock.
  final lazy var repeatTicker = AnimationTicker { [weak self] time in self?.repeatIfDue(at: time) }
  /// When the next repeat is due.
  final var nextRepeat: CFTimeInterval = 0

  /// The value, within ``minimumValue``…``maximumValue``; default 0.
  ///
  /// Setting it sends no event. NaN is ignored.
  open var value: Double {
    get { storedValue }
    set {
      guard !newValue.isNaN else { return }
      let clamped = min(max(newValue, storedMinimum), storedMaximum)
      guard clamped != storedValue else { return }
      storedValue = clamped
      setNeedsDisplay()
    }
  }

  /// The lowest value; default 0.
  ///
  /// Ignored unless below ``maximumValue``.
  open var minimumValue: Double {
    get { storedMinimum }
    set {
      guard newValue < storedMaximum else { return }
      storedMinimum = newValue
      value = storedValue
      setNeedsDisplay()
    }
  }

  /// The highest value; default 100.
  ///
  /// Ignored unless above ``minimumValue``.
  open var maximumValue: Double {
    get { storedMaximum }
    set {
      guard newValue > storedMinimum else { return }
      storedMaximum = newValue
      value = storedValue
      setNeedsDisplay()
    }
  }

  /// How much one step changes the value; default 1.
  ///
  /// Ignored unless positive and finite.
  open var stepValue: Double {
    get { storedStep }
    set { if newValue > 0, newValue.isFinite { storedStep = newValue } }
  }

  /// Whether each step sends `.valueChanged` at once (`true`, the default) or once on release.
  open var isContinuous = true

  /// Whether holding a side repeats the step; default `true`.
  open var autorepeat = true

  /// Whether stepping past one end wraps to the other; default `false`.
  open var wraps = false {
    didSet { setNeedsDisplay() }
  }

  /// Creates a stepper at 0 in 0…100, stepping by 1.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpStepper()
  }

  /// Creates a stepper from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpStepper()
  }

  private func setUpStepper() {
    backgroundColor = .clear
    isOpaque = false
    contentMode = .redraw
  }

  @MainActor deinit { repeatTicker.stop() }

  /// 94 × 32.
  open override var intrinsicContentSize: CGSize { Self.stepperSize }

  /// 94 × 32.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.stepperSize }

  /// Whether a step in `direction` changes anything.
  private func canStep(_ direction: Int) -> Bool {
    wraps || (direction < 0 ? storedValue > storedMinimum : storedValue < storedMaximum)
  }

  /// Steps once; returns whether the value changed.
  @discardableResult
  func step(_ direction: Int) -> Bool {
    guard direction != 0 else { return false }
    let previous = storedValue
    var next = storedValue + Double(direction) * storedStep
    if wraps {
      if next > storedMaximum {
        next = storedMinimum
      } else if next < storedMinimum {
        next = storedMaximum
      }
    }
    value = next
    return storedValue != previous
  }

  private func side(at point: CGPoint) -> Int {
    guard bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(point) else {
      return 0
    }
    return point.x < bounds.midX ? -1 : 1
  }

  private func stepAndReport(_ direction: Int) {
    if step(direction), isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
  }

  // MARK: Tracking

  /// Steps on the touched side and starts the repeat timer.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    valueAtTouchDown = storedValue
    trackedSide = side(at: touch.location(in: self))
    stepAndReport(trackedSide)
    if autorepeat {
      nextRepeat = CACurrentMediaTime() + Self.repeatDelay
      repeatTicker.start()
    }
    setNeedsDisplay()
    return true
  }

  /// Follows which side the touch is on (a repeat steps that side).
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let side = side(at: touch.location(in: self))
    if side != trackedSide {
      trackedSide = side
      setNeedsDisplay()
    }
    return true
  }

  /// Stops repeating; a non-continuous stepper reports its change.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    finishTracking()
  }

  /// Stops repeating.
  open override func cancelTracking(with event: UIEvent?) {
    finishTracking()
  }

  private func finishTracking() {
    repeatTicker.stop()
    trackedSide = 0
    setNeedsDisplay()
    if !isContinuous, storedValue != valueAtTouchDown {
      sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
  }

  private func repeatIfDue(at time: CFTimeInterval) {
    // A frame can cover several repeats (a slow machine): take each one due, a bounded number.
    var repeats = 0
    while time >= nextRepeat, repeats < 10 {
      stepAndReport(trackedSide)
      nextRepeat += Self.repeatInterval
      repeats += 1
    }
    if time >= nextRepeat { nextRepeat = time + Self.repeatInterval }
  }

  /// The primary action comes with value changes.
  override var triggersPrimaryActionOnTouchUp: Bool { false }

  /// Space and Return do nothing to a stepper: its keys are the arrows.
  override func activateFromKeyboard() {}

  /// Up/Right step up, Down/Left step down.
  override func handleArrowKey(_ key: UIKey) -> Bool {
    switch key.keyCode {
    case .keyboardUpArrow, .keyboardRightArrow: stepAndReport(1)
    case .keyboardDownArrow, .keyboardLeftArrow: stepAndReport(-1)
    default: return false
    }
    return true
  }

  /// The ring follows the rounded rectangle.
  override var focusRingCornerRadius: CGFloat { 8 }

  // MARK: Look

  /// Redraws: a disabled stepper's glyphs are tertiary.
  open override func stateDidChange() {
    super.stateDidChange()
    setNeedsDisplay()
  }

  /// The rounded background, the touched side darker, the separator and the two glyphs.
  open override func draw(_ rect: CGRect) {
    let box = CGRect(origin: .zero, size: Self.stepperSize)
    UIColor.tertiarySystemFill.setFill()
    UIBezierPath(roundedRect: box, cornerRadius: 8).fill()
    if isTracking, trackedSide != 0, canStep(trackedSide) {
      let half = CGRect(
        x: trackedSide < 0 ? 0 : box.midX, y: 0, width: box.width / 2, height: box.height)
      UIColor.systemFill.setFill()
      let path = UIBezierPath(roundedRect: box, cornerRadius: 8)
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.saveGState()
      context.clip(to: half)
      path.fill()
      context.restoreGState()
    }
    UIColor.separator.setFill()
    UIBezierPath(rect: CGRect(x: box.midX - 0.5, y: 7, width: 1, height: box.height - 14)).fill()
    for direction in [-1, 1] {
      let enabled = isEnabled && canStep(direction)
      (enabled ? UIColor.label : .tertiaryLabel).setFill()
      let centre = CGPoint(x: box.width * (direction < 0 ? 0.25 : 0.75), y: box.midY)
      UIBezierPath(rect: CGRect(x: centre.x - 7, y: centre.y - 1, width: 14, height: 2)).fill()
      if direction > 0 {
        UIBezierPath(rect: CGRect(x: centre.x - 1, y: centre.y - 7, width: 2, height: 14)).fill()
      }
    }
  }
}
