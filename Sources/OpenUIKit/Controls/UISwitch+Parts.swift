import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// The switch's parts: the off track, the on tint over it and the thumb, each a layer, and the
/// thumb's slide between its ends as a Core Animation animation (UIKit's switch is layers too).
///
/// The slide is additive: the parts are placed at their end at once (the model, as a UIView
/// animation's), and the animation takes them from where they showed to there. A slide from part
/// way takes the part of the duration left; a press that widens the thumb mid-slide moves the end,
/// and the slide follows it.
extension UISwitch {
  /// The thumb's diameter and how much a press widens it.
  static let thumbDiameter = switchSize.height - 4
  static let pressedWidening: CGFloat = 6

  /// Adds the parts, back to front, placed and colored for the switch's state.
  func setUpParts() {
    let size = Self.switchSize
    for part in [trackLayer, tintLayer] {
      part.frame = CGRect(origin: .zero, size: size)
      part.cornerRadius = size.height / 2
      layer.addSublayer(part)
    }
    thumbLayer.cornerRadius = Self.thumbDiameter / 2
    thumbLayer.shadowColor = CGColor(gray: 0, alpha: 1)
    thumbLayer.shadowOpacity = 0.2
    thumbLayer.shadowOffset = CGSize(width: 0, height: 1.5)
    thumbLayer.shadowRadius = 2
    layer.addSublayer(thumbLayer)
    colorParts()
    placeParts()
  }

  /// Where the thumb shows: at the end a drag would put it on, else at the value's.
  private var isThumbAtOnEnd: Bool { dragTarget ?? storedIsOn }

  /// The thumb's frame at an end: from the leading end to the trailing one (the left one in
  /// right-to-left content), wider while pressed.
  func thumbFrame(atOnEnd onEnd: Bool) -> CGRect {
    let size = Self.switchSize
    let diameter = Self.thumbDiameter
    let width = diameter + (isHighlighted ? Self.pressedWidening : 0)
    let travel = onEnd ? size.width - 4 - width : 0
    let x = isRightToLeft ? size.width - 2 - width - travel : 2 + travel
    return CGRect(x: x, y: 2, width: width, height: diameter)
  }

  /// Puts the parts where the state says, at once (model values: a slide under way goes on
  /// toward them).
  func placeParts() {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    thumbLayer.frame = thumbFrame(atOnEnd: isThumbAtOnEnd)
    tintLayer.opacity = isThumbAtOnEnd ? 1 : 0
    CATransaction.commit()
  }

  /// Colors the parts for the traits: the off fill, the on tint, the thumb.
  func colorParts() {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    trackLayer.backgroundColor = UIColor.systemFill.resolvedColor(with: traitCollection).cgColor
    tintLayer.backgroundColor =
      (onTintColor ?? .systemGreen).resolvedColor(with: traitCollection).cgColor
    thumbLayer.backgroundColor =
      (thumbTintColor ?? .white).resolvedColor(with: traitCollection).cgColor
    CATransaction.commit()
  }

  /// Slides the thumb (and fades the tint) from where they show to the value's end: a quarter
  /// second end to end, ease in, ease out.
  func slideParts() {
    let shownPosition = (thumbLayer.presentation() ?? thumbLayer).position
    let shownTint = (tintLayer.presentation() ?? tintLayer).opacity
    endSlide()
    placeParts()
    let offset = shownPosition.x - thumbLayer.position.x
    let travel = abs(thumbFrame(atOnEnd: true).midX - thumbFrame(atOnEnd: false).midX)
    let fraction = travel > 0 ? min(abs(offset) / travel, 1) : 0
    guard fraction > 0.001 else { return }
    let timing = CAMediaTimingFunction(name: .easeInEaseOut)
    let slide = CABasicAnimation(keyPath: "position")
    slide.fromValue = CGPoint(x: offset, y: 0)
    slide.toValue = CGPoint.zero
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = shownTint - tintLayer.opacity
    fade.toValue = Float(0)
    for (animation, part) in [(slide, thumbLayer), (fade, tintLayer)] {
      animation.isAdditive = true
      animation.duration = Self.slideDuration * Double(fraction)
      animation.timingFunction = timing
      part.add(animation, forKey: Self.slideKey)
    }
  }

  /// Ends a slide under way: the parts show where they are placed.
  func endSlide() {
    thumbLayer.removeAnimation(forKey: Self.slideKey)
    tintLayer.removeAnimation(forKey: Self.slideKey)
  }
}
