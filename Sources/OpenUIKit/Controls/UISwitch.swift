import Foundation

/// An on/off control, as UIKit's `UISwitch`.
///
/// 51 × 31 points whatever its frame: as UIKit's, it takes the origin of a frame it is given and
/// keeps its own size (`UISwitch()` is 51 × 31 at the origin). A tap flips it; a drag puts it on the side the touch ends on.
/// Either sends `.valueChanged` (and `.primaryActionTriggered`), only when the value changed.
/// The track is `onTintColor` (default `systemGreen`) when on, `systemFill` when off; the thumb
/// `thumbTintColor` (default white) with a soft shadow, widened by 6 points while pressed.
/// `setOn(_:animated:)` switches at once until animations exist. `preferredStyle` (the Mac
/// checkbox) is left out.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// The switch's size.
  public static let switchSize = CGSize(width: 51, height: 31)

  final var storedIsOn = false
  /// Where a drag would put the switch, while dragging.
  final var dragTarget: Bool?

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

  /// Sets the value without sending an event (`animated` is accepted; the switch changes at once).
  open func setOn(_ on: Bool, animated: Bool) {
    guard on != storedIsOn else { return }
    storedIsOn = on
    setNeedsDisplay()
  }

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

  /// Follows a drag: the side the touch is on is where the switch goes on release.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let location = touch.location(in: self)
    let previous = touch.previousLocation(in: self)
    if dragTarget != nil || abs(location.x - previous.x) > 2 {
      dragTarget = location.x > Self.switchSize.width / 2
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
    let showsOn = dragTarget ?? storedIsOn
    let track = UIBezierPath(
      roundedRect: CGRect(origin: .zero, size: size), cornerRadius: size.height / 2)
    (showsOn ? onTintColor ?? .systemGreen : .systemFill).setFill()
    track.fill()
    let diameter = size.height - 4
    let width = diameter + (isHighlighted ? 6 : 0)
    let x = showsOn ? size.width - 2 - width : 2
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
