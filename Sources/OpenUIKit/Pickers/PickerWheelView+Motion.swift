import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// How a wheel turns: drags with a fling, wheel notches (one row each), touchpad scrolls that
/// settle on the nearest row, clicks on a row, keys; every turn ends on a row, and the delegate
/// hears of a new row the user settled on.
extension PickerWheelView {
  /// How long a turn of one row takes; longer turns take up to 0.45 s.
  static let stepDuration: CFTimeInterval = 0.15
  /// How long touchpad steps must rest before the wheel settles.
  static let touchpadRest: CFTimeInterval = 0.1

  func setUpInput() {
    let pan = UIPanGestureRecognizer(target: self, action: PickerWheelView.panned)
    pan.allowedScrollTypesMask = .all
    addGestureRecognizer(pan)
    let tap = UITapGestureRecognizer(target: self, action: PickerWheelView.tapped)
    addGestureRecognizer(tap)
  }

  /// Turns to `row` (clamped); animated, it glides there, and a turn `byUser` tells the delegate
  /// once it settles on a new row.
  func turn(to row: Int, animated: Bool, byUser: Bool) {
    guard rowCount > 0 else { return }
    let target = CGFloat(min(max(row, 0), rowCount - 1))
    dragStart = nil
    lastTouchpadStep = nil
    guard animated, window != nil else {
      glide = nil
      ticker.stop()
      position = target
      settle(byUser: byUser)
      return
    }
    let rows = Double(abs(target - position))
    glide = (
      position, target, CACurrentMediaTime(),
      min(Self.stepDuration * max(rows, 1).squareRoot(), 0.45)
    )
    glideByUser = byUser
    ticker.start()
  }

  func tick(at time: CFTimeInterval) {
    if let glide {
      let t = min(max((time - glide.start) / glide.duration, 0), 1)
      let eased = 1 - pow(1 - t, 3)
      position = glide.from + (glide.to - glide.from) * CGFloat(eased)
      guard t >= 1 else { return }
      self.glide = nil
      ticker.stop()
      settle(byUser: glideByUser)
    } else if let last = lastTouchpadStep {
      guard time - last >= Self.touchpadRest else { return }
      lastTouchpadStep = nil
      turn(to: Int(position.rounded()), animated: true, byUser: true)
    } else {
      ticker.stop()
    }
  }

  /// The wheel rests on a row: the delegate hears of a new one the user chose.
  func settle(byUser: Bool) {
    let row = selectedRow
    guard row != reportedRow else { return }
    reportedRow = row
    guard byUser, let picker else { return }
    picker.delegate?.pickerView(picker, didSelectRow: row, inComponent: component)
  }

  /// The row a glide under way is headed to, else the selected one.
  private var headingRow: Int {
    glide.map { Int($0.to) } ?? selectedRow
  }

  private func clamped(_ position: CGFloat) -> CGFloat {
    min(max(position, -0.4), CGFloat(max(rowCount - 1, 0)) + 0.4)
  }

  func panned(_ pan: UIPanGestureRecognizer) {
    guard rowCount > 0, isEnabled else { return }
    if let type = pan.scrollStepType {
      if pan.state == .began {
        scrolled(by: pan.translation(in: self).y, continuous: type == .continuous)
      }
      return
    }
    switch pan.state {
    case .began:
      glide = nil
      lastTouchpadStep = nil
      dragStart = position
    case .changed:
      guard let start = dragStart else { return }
      position = clamped(start - pan.translation(in: self).y / rowHeight)
    case .ended, .cancelled:
      guard dragStart != nil else { return }
      dragStart = nil
      // A fling carries on a quarter of a second's worth of rows.
      let velocity = pan.state == .ended ? pan.velocity(in: self).y : 0
      let carried = velocity.isFinite ? -velocity / rowHeight * 0.25 : 0
      turn(to: Int((position + carried).rounded()), animated: true, byUser: true)
    case .possible, .failed:
      break
    }
  }

  /// A wheel notch turns one row (a 40-point step; more for larger steps); a touchpad step turns
  /// by its distance and the wheel settles once the steps rest.
  private func scrolled(by delta: CGFloat, continuous: Bool) {
    guard delta.isFinite, delta != 0 else { return }
    if continuous {
      glide = nil
      position = clamped(position - delta / rowHeight)
      lastTouchpadStep = CACurrentMediaTime()
      ticker.start()
      return
    }
    let rows = max(1, Int((abs(delta) / 40).rounded()))
    turn(to: headingRow + (delta < 0 ? rows : -rows), animated: true, byUser: true)
  }

  /// A click turns the clicked row to the middle.
  func tapped(_ tap: UITapGestureRecognizer) {
    guard rowCount > 0, isEnabled, tap.state == .ended else { return }
    let y = tap.location(in: self).y - bounds.midY
    let sine = min(max(y / radius, -1), 1)
    let rows = asin(sine) * radius / rowHeight
    turn(to: Int((position + rows).rounded()), animated: true, byUser: true)
  }

  func turnByKey(_ key: UIKey) -> Bool {
    guard rowCount > 0 else { return false }
    switch key.keyCode {
    case .keyboardUpArrow: turn(to: headingRow - 1, animated: true, byUser: true)
    case .keyboardDownArrow: turn(to: headingRow + 1, animated: true, byUser: true)
    case .keyboardHome: turn(to: 0, animated: true, byUser: true)
    case .keyboardEnd: turn(to: rowCount - 1, animated: true, byUser: true)
    default: return false
    }
    return true
  }
}
