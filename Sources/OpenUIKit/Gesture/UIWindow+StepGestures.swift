import Foundation

/// Pinch and rotation input that arrives as events: Ctrl with the wheel, and SDL's multi-gesture
/// events from touchpads and touchscreens.
extension UIWindow {
  /// How much one wheel notch with Ctrl zooms: 10 %, as browsers and image viewers step.
  public static let zoomStepPerNotch: CGFloat = 1.1

  /// Feeds a pinch step at `location` (window coordinates): `factor` multiplies the distance
  /// between the fingers (above 1 spreads them).
  ///
  /// The nearest pinch recognizer from the view under the pointer up takes it; returns whether one
  /// did.
  @_spi(Platform)
  @discardableResult
  public func handleZoom(by factor: CGFloat, at location: CGPoint, timestamp: TimeInterval)
    -> Bool
  {
    guard factor.isFinite, factor > 0, factor != 1, location.x.isFinite, location.y.isFinite
    else { return false }
    return firstStepRecognizer(at: location) { (pinch: UIPinchGestureRecognizer) in
      pinch.recognizeZoom(by: factor, at: location, timestamp: timestamp)
    }
  }

  /// Feeds a rotation step of `angle` radians (clockwise positive) at `location`; the nearest
  /// rotation recognizer takes it.
  ///
  /// Returns whether one did.
  @_spi(Platform)
  @discardableResult
  public func handleRotation(by angle: CGFloat, at location: CGPoint, timestamp: TimeInterval)
    -> Bool
  {
    guard angle.isFinite, angle != 0, location.x.isFinite, location.y.isFinite else {
      return false
    }
    return firstStepRecognizer(at: location) { (rotation: UIRotationGestureRecognizer) in
      rotation.recognizeRotation(by: angle, at: location, timestamp: timestamp)
    }
  }

  /// Offers the step to the recognizers of `Kind` from the view under `location` up; a
  /// recognizer already under way takes it first.
  private func firstStepRecognizer<Kind: UIGestureRecognizer>(
    at location: CGPoint, _ take: (Kind) -> Bool
  ) -> Bool {
    var candidates: [Kind] = []
    var view = hitTest(location, with: UIEvent(type: .touches, timestamp: 0))
    while let current = view {
      candidates += current.attachedGestureRecognizers.compactMap { $0 as? Kind }
      view = current.superview
    }
    if let running = candidates.first(where: { $0.state == .began || $0.state == .changed }) {
      return take(running)
    }
    return candidates.contains { $0.isEnabled && take($0) }
  }
}
