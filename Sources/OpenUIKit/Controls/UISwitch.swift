import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// An on/off control, as UIKit's `UISwitch`.
///
/// 51 × 31 points whatever its frame: as UIKit's, it takes the origin of a frame it is given and
/// keeps its own size (`UISwitch()` is 51 × 31 at the origin). A tap flips it; a drag puts it on the side the touch ends on.
/// Either sends `.valueChanged` (and `.primaryActionTriggered`), only when the value changed.
/// The track is `onTintColor` (default `systemGreen`) when on, `systemFill` when off; the thumb
/// `thumbTintColor` (default white) with a soft shadow, widened by 6 points while pressed. In
/// right-to-left content the thumb sits on the right when off and slides left, as UIKit's.
/// `setOn(_:animated:)` slides the thumb by a Core Animation animation, which a window's render
/// thread keeps moving while the main thread is busy. `preferredStyle` (the Mac checkbox) is left
/// out.
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
  /// The off track, the on tint over it (its opacity is how far the thumb has come), and the
  /// thumb: layers, so that the slide is Core Animation's (`UISwitch+Parts.swift`).
  final let trackLayer = CALayer()
  final let tintLayer = CALayer()
  final let thumbLayer = CALayer()
  /// How long the thumb takes from one end to the other.
  static let slideDuration: CFTimeInterval = 0.25
  /// The slide's key on the thumb's and the tint's layers.
  static let slideKey = "slide"

  /// Whether the switch is on; default `false`.
  ///
  /// Setting it sends no event.
  open var isOn: Bool {
    get { storedIsOn }
    set { setOn(newValue, animated: false) }
  }

  /// The track's color when on; `nil` is `systemGreen`.
  open var onTintColor: UIColor? { didSet { colorParts() } }

  /// The thumb's color; `nil` is white.
  open var thumbTintColor: UIColor? { didSet { colorParts() } }

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
    setUpParts()
  }

  /// Sets the value without sending an event; `animated` slides the thumb (a quarter second,
  /// ease in, ease out: a Core Animation animation) when the switch is in a window and
  /// animations are enabled.
  open func setOn(_ on: Bool, animated: Bool) {
    guard on != storedIsOn else { return }
    storedIsOn = on
    if animated, window != nil, UIView.areAnimationsEnabled {
      slideParts()
    } else {
      endSlide()
      placeParts()
    }
  }

  /// Leaving the window ends a slide: nothing on screen to move.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil { endSlide() }
  }

  /// Places the parts for the layout direction.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeParts()
  }

  /// Colors the parts for the new traits (dark mode).
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    colorParts()
    placeParts()
  }

  /// 51 × 31.
  open override var intrinsicContentSize: CGSize { Self.switchSize }

  /// 51 × 31.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

  /// The pressed (a wider thumb) and disabled looks.
  open override func stateDidChange() {
    super.stateDidChange()
    alpha = isEnabled ? 1 : 0.5
    placeParts()
  }

  /// Follows a drag: the side the touch is on is where the switch goes on release (on is the
  /// trailing side, as the thumb's travel mirrors in right-to-left content).
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let location = touch.location(in: self)
    let previous = touch.previousLocation(in: self)
    if dragTarget != nil || abs(location.x - previous.x) > 2 {
      // On is the trailing side: the left in right-to-left content.
      dragTarget = (location.x > Self.switchSize.width / 2) != isRightToLeft
      endSlide()
      placeParts()
    }
    return true
  }

  /// Sets the value: flipped by a tap, the drag's side after a drag; `.valueChanged` when it
  /// changed.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    let target = dragTarget ?? !storedIsOn
    dragTarget = nil
    guard target != storedIsOn else { return placeParts() }
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
    placeParts()
  }
}
