import CSDL2
import Foundation
@_spi(Platform) import OpenUIKit

/// The wheel and the touch devices' two-finger gestures.
extension SDLHost {
  /// One notch moves content 40 points; "natural" directions flip; x grows to the right and y
  /// upward in SDL, while content moving up is a negative translation.
  ///
  /// Whole notches are a wheel (scroll views glide to them in 0.15 s); fractions are a touchpad's
  /// smooth steps (followed at once, then carried on with momentum). With Ctrl, the vertical wheel
  /// pinches instead (``UIWindow/zoomStepPerNotch`` a notch, up zooms in), as browsers and image
  /// viewers zoom; where no pinch recognizer takes it, it scrolls.
  func handleWheel(_ wheel: SDL_MouseWheelEvent, timestamp: TimeInterval) {
    guard let binding = bindings[wheel.windowID] else { return }
    let flip: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
    var x = CGFloat(wheel.preciseX)
    var y = CGFloat(wheel.preciseY)
    let location = binding.point(x: wheel.mouseX, y: wheel.mouseY)
    let modifiers = SDL_GetModState().rawValue
    if y != 0, modifiers & KMOD_CTRL.rawValue != 0,
      binding.window.handleZoom(
        by: pow(UIWindow.zoomStepPerNotch, y * flip), at: location, timestamp: timestamp)
    {
      return
    }
    // Shift turns a vertical wheel sideways, as GTK, Qt and browsers do: down scrolls right.
    if x == 0, modifiers & KMOD_SHIFT.rawValue != 0 {
      (x, y) = (-y, 0)
    }
    let isWheel = x == x.rounded() && y == y.rounded()
    binding.window.handleScroll(
      CGPoint(x: -x * Self.pointsPerNotch * flip, y: y * Self.pointsPerNotch * flip),
      at: location, type: isWheel ? .discrete : .continuous, timestamp: timestamp)
  }

  /// A touch device's two-finger step (SDL's `SDL_MULTIGESTURE`): `dDist` is the change of the
  /// fingers' distance and `x`, `y` their centre, in the device's normalized units; `dTheta` the
  /// angle turned, counter-clockwise positive as SDL measures it.
  ///
  /// It goes to the key window as a pinch step (the distance over a reference spread of a quarter
  /// of the device) and a rotation step (clockwise positive, as UIKit).
  func handleMultiGesture(_ gesture: SDL_MultiGestureEvent, timestamp: TimeInterval) {
    guard gesture.numFingers >= 2,
      let binding = bindings.values.first(where: { $0.window.isKeyWindow })
    else { return }
    let bounds = binding.window.bounds
    let location = CGPoint(
      x: bounds.minX + CGFloat(gesture.x) * bounds.width,
      y: bounds.minY + CGFloat(gesture.y) * bounds.height)
    let factor = max(0.5, min(2, 1 + CGFloat(gesture.dDist) / 0.25))
    binding.window.handleZoom(by: factor, at: location, timestamp: timestamp)
    binding.window.handleRotation(by: -CGFloat(gesture.dTheta), at: location, timestamp: timestamp)
  }
}
