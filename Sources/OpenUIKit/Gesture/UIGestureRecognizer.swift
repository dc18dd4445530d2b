import Foundation

/// Decides for a gesture recognizer, as UIKit's `UIGestureRecognizerDelegate`; every method is
/// optional (UIKit's defaults below).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may leave `.possible` (begin, or recognize a discrete gesture); `false`
  /// makes it fail. Default `true`.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether the two may recognize at once (either delegate saying `true` is enough). Default
  /// `false`: the first to recognize prevents the other.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the recognizer waits for `otherGestureRecognizer` to fail. Default `false`.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether `otherGestureRecognizer` waits for the recognizer to fail. Default `false`.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the recognizer sees `touch` (asked when it goes down). Default `true`.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Returns `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  /// Returns `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  /// Returns `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  /// Returns `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  /// Returns `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  )
    -> Bool
  { true }
}

/// Turns touches on a view into a gesture, as UIKit's `UIGestureRecognizer`.
///
/// Recognizers attached to the touched view and its superviews see each touch before the view. Once
/// one recognizes (a discrete gesture ends, a continuous one begins) with ``cancelsTouchesInView``,
/// the view gets `touchesCancelled` and no more of that touch.
///
/// States and actions follow UIKit (`uikit-semantics.md` H-10): `.possible` → `.ended` or `.failed`
/// for discrete gestures, `.possible` → `.began` → `.changed`… → `.ended` or `.cancelled` for
/// continuous ones; actions go out for began, changed, ended and cancelled, at once rather than at
/// the next run-loop turn; the recognizer is back to `.possible` when the touch sequence ends.
/// Targets are unbound methods, held weakly: `UITapGestureRecognizer(target: self, action:
/// Controller.tapped)`.
@preconcurrency @MainActor
open class UIGestureRecognizer {
  /// A recognizer's state.
  public enum State: Int, Sendable {
    /// Not recognized yet (the initial state).
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended (a discrete one was recognized).
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The touches are not this gesture.
    case failed

    /// A discrete gesture was recognized: `.ended`.
    public static let recognized = State.ended
  }

  struct Action {
    weak var target: AnyObject?
    let send: @MainActor (UIGestureRecognizer) -> Void
  }

  var actions: [Action] = []

  /// The view the recognizer is attached to.
  public internal(set) weak var view: UIView?
  /// Decides whether the recognizer may begin.
  public weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether the recognizer sees touches.
  ///
  /// Default `true`; turning it off cancels a gesture under way.
  open var isEnabled = true {
    didSet {
      if !isEnabled, state == .began || state == .changed { state = .cancelled }
    }
  }
  /// Whether the view's touches are cancelled once the gesture is recognized.
  ///
  /// Default `true`.
  open var cancelsTouchesInView = true
  /// Whether the view's touches wait while the recognizer may still recognize
  /// (`Gesture/DelayedTouchDelivery.swift`).
  ///
  /// Default `false`. On: the view gets no `touchesBegan` (nor later phases) until the
  /// recognizer fails, when the held touches are delivered in order; if it recognizes, the view
  /// never sees them. `delaysTouchesEnded` is left out: ended touches are delivered at once.
  open var delaysTouchesBegan = false

  /// The touches being tracked, with their window locations.
  var touches: [UITouch] = []
  /// The touches that lifted last, for ``location(in:)`` until the recognizer resets.
  var liftedTouches: [UITouch] = []

  /// Creates a recognizer without a target.
  public init() {}

  /// Creates a recognizer that calls `action` on `target` with the recognizer.
  public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    target: Target, action: @escaping (Target) -> @MainActor (Recognizer) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Creates a recognizer that calls `action` on `target`.
  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> @MainActor () -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Adds a target whose `action` takes the recognizer.
  public final func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    _ target: Target, action: @escaping (Target) -> @MainActor (Recognizer) -> Void
  ) {
    actions.append(
      Action(target: target) { [weak target] recognizer in
        guard let target, let recognizer = recognizer as? Recognizer else { return }
        action(target)(recognizer)
      })
  }

  /// Adds a target whose `action` takes nothing.
  public final func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> @MainActor () -> Void
  ) {
    actions.append(
      Action(target: target) { [weak target] _ in
        guard let target else { return }
        action(target)()
      })
  }

  /// Removes every action of `target` (of every target when `nil`).
  ///
  /// Closures cannot be compared, so one action of a target cannot be removed alone.
  public func removeTarget(_ target: AnyObject?) {
    actions.removeAll { target == nil || $0.target === target }
  }

  /// The state; subclasses set it as they recognize.
  ///
  /// Leaving `.possible` asks the view (`gestureRecognizerShouldBegin(_:)`) and then the
  /// delegate first (a refusal makes it `.failed`), then waits while a recognizer it requires to
  /// fail may still recognize, and then prevents the others on the same touches
  /// (UIGestureRecognizer+Arbitration.swift); `.began`, `.changed`, `.ended` and `.cancelled`
  /// send the actions.
  open var state: State = .possible {
    didSet { stateDidChange(from: oldValue) }
  }

  /// Recognizers this one waits for to fail (``require(toFail:)``), held weakly.
  var failureRequirements: [WeakRecognizer] = []
  /// A recognition waiting for required recognizers to fail.
  var pendingState: State?
  /// Set while the state changes without the checks and actions (a recognition put on hold).
  var isChangingStateQuietly = false
  /// Whether the recognizer has not failed yet though its touches lifted (a tap that may get
  /// another tap): recognizers that require it to fail keep waiting.
  var isAwaitingMoreInput: Bool { false }

  /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes (a
  /// single tap waiting for a double tap); it fails when the other recognizes.
  public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard otherGestureRecognizer !== self,
      !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer })
    else { return }
    failureRequirements.removeAll { $0.recognizer == nil }
    failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
  }

  /// Whether this recognizer waits for `otherGestureRecognizer` to fail; subclasses override.
  ///
  /// Default `false`.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  /// Whether `otherGestureRecognizer` waits for this one to fail; subclasses override.
  ///
  /// Default `false`.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
  /// Whether this recognizer, recognizing, may prevent `preventedGestureRecognizer`.
  ///
  /// Default `true`.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Whether `preventingGestureRecognizer`, recognizing, may prevent this one.
  ///
  /// Default `true`.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// The centroid of the tracked touches in `view`'s coordinates (`nil`: the window's); once the
  /// last touch has lifted, where the touches lifted (a tap's action reads where the tap was).
  open func location(in view: UIView?) -> CGPoint {
    let touches = self.touches.isEmpty ? liftedTouches : self.touches
    guard !touches.isEmpty else { return .zero }
    var sum = CGPoint.zero
    for touch in touches {
      let point = touch.location(in: view)
      sum.x += point.x
      sum.y += point.y
    }
    return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
  }

  /// The number of touches tracked.
  open var numberOfTouches: Int { touches.count }

  // MARK: For subclasses

  /// Touches began; subclasses call `super`, which tracks them.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches where !self.touches.contains(where: { $0 === touch }) {
      self.touches.append(touch)
    }
  }

  /// Touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Touches ended; subclasses call `super`, which stops tracking them.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    let lifting = self.touches.filter { touches.contains($0) }
    self.touches.removeAll { touches.contains($0) }
    if self.touches.isEmpty, !lifting.isEmpty { liftedTouches = lifting }
  }

  /// Touches were cancelled: a gesture under way is cancelled, a possible one fails.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    self.touches.removeAll { touches.contains($0) }
    if state == .began || state == .changed {
      state = .cancelled
    } else if state == .possible {
      state = .failed
    }
  }

  /// Back to `.possible` after a touch sequence; subclasses clear their own state and call `super`.
  open func reset() {
    touches = []
    liftedTouches = []
  }

  /// Whether the gesture has been recognized (the view's touches are then the recognizer's).
  var hasRecognized: Bool { state == .began || state == .changed || state == .ended }

  /// Called by the window when the touch sequence is over: a finished or failed recognizer resets.
  func sequenceDidEnd() {
    switch state {
    case .ended, .cancelled, .failed:
      reset()
      state = .possible
    case .possible:
      // A recognition on hold keeps its last touches for `location(in:)` until it is decided.
      if pendingState == nil { reset() }
    case .began, .changed:
      break
    }
  }
}

extension UIView {
  /// The recognizers of the views that have some (few do), by view.
  @exclusivity(unchecked) static var recognizerTable: [ObjectIdentifier: [UIGestureRecognizer]] =
    [:]

  /// The view's recognizers, in the order attached.
  var attachedGestureRecognizers: [UIGestureRecognizer] {
    get { hasGestureRecognizers ? UIView.recognizerTable[ObjectIdentifier(self)] ?? [] : [] }
    set {
      hasGestureRecognizers = !newValue.isEmpty
      UIView.recognizerTable[ObjectIdentifier(self)] = newValue.isEmpty ? nil : newValue
    }
  }

  /// Attaches `gestureRecognizer` (moving it from another view).
  func attach(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer`.
  func detach(_ gestureRecognizer: UIGestureRecognizer) {
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }
}
