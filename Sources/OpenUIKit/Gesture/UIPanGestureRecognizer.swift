import Foundation

/// Recognizes drags, as UIKit's `UIPanGestureRecognizer`: a continuous gesture that begins once the
/// touch has moved ``hysteresis`` points, then changes with every move until the touch lifts.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Touches needed.
  ///
  /// Default 1.
  open var minimumNumberOfTouches = 1
  /// Touches allowed.
  ///
  /// Default unlimited.
  open var maximumNumberOfTouches = Int.max
  /// How far a touch moves before the pan begins, in points (UIKit uses about 10).
  public static let hysteresis: CGFloat = 10

  /// Which scroll input (a mouse wheel, a trackpad) the pan also recognizes.
  ///
  /// Default none.
  open var allowedScrollTypesMask: UIScrollTypeMask = []

  /// While a scroll is recognized: where the pointer is and how far the scroll went, in window
  /// coordinates, and the kind of input.
  private var scroll: (location: CGPoint, translation: CGPoint, type: UIScrollTypeMask)?

  /// While the action of a scroll step runs: its kind (a wheel is `.discrete`, a touchpad
  /// `.continuous`); `nil` for a drag.
  var scrollStepType: UIScrollTypeMask? { scroll?.type }

  /// The translation's origin, in window coordinates.
  private var origin: CGPoint?
  /// Recent samples (window location, time) for the velocity.
  private var samples: [(point: CGPoint, time: TimeInterval)] = []

  /// How far the touches moved since the gesture started (or the last `setTranslation`), in
  /// `view`'s coordinate system.
  open func translation(in view: UIView?) -> CGPoint {
    if let scroll { return vector(from: .zero, to: scroll.translation, in: view) }
    guard let origin else { return .zero }
    return vector(from: origin, to: location(in: nil), in: view)
  }

  /// Makes the current translation `translation` in `view`'s coordinate system.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let current = location(in: nil)
    let offset = vector(from: .zero, to: translation, in: nil, from: view)
    origin = CGPoint(x: current.x - offset.x, y: current.y - offset.y)
  }

  /// The speed of the touches in points per second, in `view`'s coordinate system, over the last
  /// 100 ms of samples.
  open func velocity(in view: UIView?) -> CGPoint {
    guard let last = samples.last,
      let first = samples.first(where: { last.time - $0.time <= 0.1 }),
      last.time > first.time
    else { return .zero }
    let moved = vector(from: first.point, to: last.point, in: view)
    let seconds = CGFloat(last.time - first.time)
    return CGPoint(x: moved.x / seconds, y: moved.y / seconds)
  }

  /// The pointer's location while scrolling, else the touches' centroid.
  open override func location(in view: UIView?) -> CGPoint {
    guard let scroll else { return super.location(in: view) }
    guard let window = self.view?.window else { return scroll.location }
    return (view ?? window).convert(scroll.location, from: window)
  }

  /// One step of scroll input (a wheel notch, a touchpad move) at `location` in the window: a
  /// whole pan, began and ended with the step as translation (scroll views accumulate them).
  ///
  /// Returns whether the pan recognized it (the view or the delegate may refuse).
  func recognizeScroll(_ delta: CGPoint, at location: CGPoint, type: UIScrollTypeMask) -> Bool {
    guard state == .possible else { return false }
    scroll = (location, delta, type)
    state = .began  // the delegate may refuse: .failed
    let recognized = state == .began
    if recognized { state = .ended }
    sequenceDidEnd()
    return recognized
  }

  /// Tracks the touch and starts the translation at its location.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    origin = location(in: nil)
    record(event.timestamp)
  }

  /// Begins after ``hysteresis`` points of movement, then changes with every move.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    record(event.timestamp)
    switch state {
    case .possible:
      guard let origin, numberOfTouches >= minimumNumberOfTouches,
        numberOfTouches <= maximumNumberOfTouches
      else { return }
      let point = location(in: nil)
      if hypot(point.x - origin.x, point.y - origin.y) >= Self.hysteresis { state = .began }
    case .began, .changed:
      state = .changed
    case .ended, .cancelled, .failed:
      break
    }
  }

  /// Ends a pan under way (fails one that never began).
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    record(event.timestamp)
    let wasPanning = state == .began || state == .changed
    // Keep the last location for the action: stop tracking after it ran.
    if wasPanning {
      state = .ended
    } else if state == .possible {
      state = .failed
    }
    super.touchesEnded(touches, with: event)
  }

  /// Clears the translation, the samples and any scroll.
  open override func reset() {
    super.reset()
    origin = nil
    samples = []
    scroll = nil
  }

  private func record(_ time: TimeInterval) {
    samples.append((location(in: nil), time))
    if samples.count > 8 { samples.removeFirst(samples.count - 8) }
  }

  /// The vector between two window points, in `view`'s coordinates (`from` names the space the
  /// points are in; `nil` is the window's).
  private func vector(
    from start: CGPoint, to end: CGPoint, in view: UIView?, from space: UIView? = nil
  ) -> CGPoint {
    guard let window = touches.first?.window ?? self.view?.window else {
      return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }
    let source = space ?? window
    let target = view ?? window
    let a = target.convert(start, from: source)
    let b = target.convert(end, from: source)
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }
}

/// Kinds of scroll input, as UIKit's `UIScrollTypeMask`.
public struct UIScrollTypeMask: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates a mask from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Notched input: a mouse wheel.
  public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
  /// Smooth input: a trackpad.
  public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
  /// Both.
  public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
