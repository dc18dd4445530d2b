import Foundation

/// A view that turns touches into actions, as UIKit's `UIControl`.
///
/// Tracking follows UIKit: a touch down highlights the control and sends `.touchDown`; moving sends
/// `.touchDragInside`/`.touchDragOutside` (with `Enter`/`Exit` on crossing), the highlight
/// following whether the touch is within ``touchSlop`` of the bounds; lifting sends
/// `.touchUpInside` (and `.primaryActionTriggered`) or `.touchUpOutside`. A disabled control does
/// not track: its touches go up the responder chain.
///
/// Target-action: Objective-C selectors do not exist on Linux, so the action is the unbound method,
/// `addTarget(self, action: Controller.save, for: .touchUpInside)` for `#selector(save)`. A `nil`
/// target sends the action up the responder chain (from the window's first responder, else from the
/// control) to the first responder of the method's type.
@preconcurrency @MainActor
open class UIControl: UIView {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  override var defaultIsAccessibilityElement: Bool { true }
  override var defaultAccessibilityTraits: UIAccessibilityTraits { controlStateTraits }
  override var defaultRespondsToUserInteraction: Bool { true }

  /// How far outside its bounds a touch still counts as inside (UIKit uses about 70 points).
  public static let touchSlop: CGFloat = 70

  /// One registered target-action or `UIAction`.
  struct Registration {
    let events: Event
    /// The target, when it is a target-action (held weakly, as in UIKit).
    weak var target: AnyObject?
    /// Calls the action for the sender and event; nil target: resolved up the chain.
    let send: @MainActor (UIControl, UIEvent?) -> Void
    let action: UIAction?
  }

  var registrations: [Registration] = []

  /// Whether the control responds to touches.
  ///
  /// Default `true`.
  open var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      if !isEnabled, hasFocus { window?.dropStaleFocus() }
      stateDidChange()
    }
  }
  /// Whether a touch is down on the control.
  ///
  /// Default `false`.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }
  /// Whether the control is selected.
  ///
  /// Default `false`.
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }

  /// The state, from the flags.
  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isFocused { state.insert(.focused) }
    return state
  }

  /// Whether the control takes keyboard focus: while enabled.
  open override var canBecomeFocused: Bool { isEnabled }

  /// Whether a touch is being tracked.
  open var isTracking: Bool { storedIsTracking }
  /// Whether the tracked touch is within the control (with ``touchSlop``).
  open var isTouchInside: Bool { storedIsTouchInside }
  final var storedIsTracking = false
  final var storedIsTouchInside = false

  /// Whether a tap (or Space or Return) shows the control's menu instead of running its actions,
  /// as iOS 14's pull-down buttons do; the control sends `.menuActionTriggered` as the menu opens.
  ///
  /// Read by controls with a menu (``UIButton/menu``). Default `false`: the menu opens with a
  /// right click or the Menu key (a long press on iOS).
  open var showsMenuAsPrimaryAction = false

  /// The menu a tap shows instead of the control's actions (`Menus/UIControl+Menu.swift`).
  var primaryMenu: UIMenu? { nil }
  /// The menu a right click or the Menu key shows.
  var secondaryMenu: UIMenu? { nil }

  /// Whether a touch lifted inside triggers the primary action (a button's tap); value controls
  /// (a switch) trigger it with their value change instead, as in UIKit.
  var triggersPrimaryActionOnTouchUp: Bool { true }

  /// Called when `isEnabled`, `isHighlighted` or `isSelected` changes; subclasses restyle here.
  open func stateDidChange() {}

  /// Whether the pointer hovers over the control (the nearest enabled control under it).
  final var isPointerHovered: Bool { window?.hoveredControl === self }

  /// The pointer came over the control or left it: controls with a hovered look restyle.
  func pointerHoverDidChange() {}

  /// Creates a control that runs `primaryAction` on `.primaryActionTriggered` (iOS 14), as every
  /// control subclass inherits it: `UISwitch(frame:primaryAction:)`, `UIStepper(…)`, ….
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  // MARK: Tracking

  /// A tracked touch went down; return `false` to stop tracking it.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// A tracked touch moved; return `false` to stop tracking it.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// A tracked touch lifted.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// Tracking was cancelled.
  open func cancelTracking(with event: UIEvent?) {}

  /// Starts tracking: highlights and sends `.touchDown` (and `.touchDownRepeat`).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else {
      return super.touchesBegan(touches, with: event)
    }
    storedIsTracking = true
    storedIsTouchInside = true
    isHighlighted = true
    var events: Event = [.touchDown]
    if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
    sendActions(for: events, with: event)
    if !beginTracking(touch, with: event) { stopTracking() }
  }

  /// Sends the drag events; the highlight follows whether the touch is inside.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else {
      return super.touchesMoved(touches, with: event)
    }
    let inside = isNear(touch)
    var events: Event = inside ? [.touchDragInside] : [.touchDragOutside]
    if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
    storedIsTouchInside = inside
    isHighlighted = inside
    sendActions(for: events, with: event)
    if isTracking, !continueTracking(touch, with: event) { stopTracking() }
  }

  /// Ends tracking: sends `.touchUpInside` and `.primaryActionTriggered`, or `.touchUpOutside`.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else {
      return super.touchesEnded(touches, with: event)
    }
    let inside = isNear(touch)
    stopTracking()
    endTracking(touch, with: event)
    if inside, presentMenuAsPrimaryAction() { return }
    let primary: Event = triggersPrimaryActionOnTouchUp ? .primaryActionTriggered : []
    sendActions(for: inside ? [.touchUpInside, primary] : [.touchUpOutside], with: event)
  }

  /// Ends tracking and sends `.touchCancel`.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking else { return super.touchesCancelled(touches, with: event) }
    stopTracking()
    cancelTracking(with: event)
    sendActions(for: .touchCancel, with: event)
  }

  private func stopTracking() {
    storedIsTracking = false
    storedIsTouchInside = false
    isHighlighted = false
  }

  private func isNear(_ touch: UITouch) -> Bool {
    bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
  }

  // MARK: Keyboard

  /// The key pressing the control while Space or Return is down on it.
  final var activationKey: UIKeyboardHIDUsage?

  /// Space or Return going down highlights a focused control.
  ///
  /// Arrow keys go to the control (a slider steps); other presses go up the responder chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let unhandled = unhandledPresses(presses) { key in
      guard activatesWithKeyboard,
        key.keyCode == .keyboardSpacebar || key.keyCode == .keyboardReturnOrEnter
      else { return handleArrowKey(key) }
      activationKey = key.keyCode
      isHighlighted = true
      return true
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  /// A repeating arrow key steps again.
  open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let unhandled = unhandledPresses(presses) { key in
      key.keyCode == activationKey || handleArrowKey(key)
    }
    if !unhandled.isEmpty { super.pressesChanged(unhandled, with: event) }
  }

  /// Space or Return going up activates the control (``activateFromKeyboard()``).
  open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var unhandled = presses
    if let press = presses.first(where: { $0.key?.keyCode == activationKey }) {
      unhandled.remove(press)
      activationKey = nil
      isHighlighted = false
      if isEnabled { activateFromKeyboard() }
    }
    if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
  }

  /// A cancelled Space or Return un-highlights without activating.
  open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var unhandled = presses
    if let press = presses.first(where: { $0.key?.keyCode == activationKey }) {
      unhandled.remove(press)
      activationKey = nil
      isHighlighted = false
    }
    if !unhandled.isEmpty { super.pressesCancelled(unhandled, with: event) }
  }

  /// What Space or Return does: a tap's `.touchUpInside` and `.primaryActionTriggered` (so that
  /// target-actions written for taps work by keyboard too); value controls change their value.
  func activateFromKeyboard() {
    if presentMenuAsPrimaryAction() { return }
    let primary: Event = triggersPrimaryActionOnTouchUp ? .primaryActionTriggered : []
    sendActions(for: [.touchUpInside, primary], with: nil)
  }

  /// Whether Space and Return activate the control (a text field types and submits instead).
  var activatesWithKeyboard: Bool { true }

  /// An arrow key on the focused control; returns whether the control used it (a slider steps).
  func handleArrowKey(_ key: UIKey) -> Bool { false }

  /// The corner radius of the control's visible shape, which its focus ring follows.
  var focusRingCornerRadius: CGFloat { layer.cornerRadius > 0 ? layer.cornerRadius : 4 }

  private static func hasCommandModifiers(_ key: UIKey) -> Bool {
    !key.modifierFlags.isDisjoint(with: [.control, .alternate, .command])
  }

  // MARK: Actions

  /// Runs `action` for `controlEvents`; an action with the same identifier is replaced.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    registrations.removeAll { $0.action?.identifier == action.identifier }
    registrations.append(
      Registration(
        events: controlEvents, target: nil,
        send: { control, _ in action.perform(sender: control) }, action: action))
  }

  /// Removes `action` for `controlEvents` (it stays for other events).
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Removes the action with `identifier` for `controlEvents`.
  open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
    remove(for: controlEvents) { $0.action?.identifier == identifier }
  }

  /// Calls `action` on `target` for `controlEvents`; `nil` sends it up the responder chain.
  ///
  /// `final`, unlike UIKit's: Swift 6.3 mangles an overridable method whose parameter is a
  /// `@MainActor` function differently in its own file and in subclasses' once the class is
  /// `@preconcurrency`, and the program does not link (Docs/Porting.md).
  public final func addTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> @MainActor () -> Void, for controlEvents: Event
  ) {
    addTarget(target, for: controlEvents) { target, _, _ in action(target)() }
  }

  /// Calls `action` on `target` with the sender for `controlEvents`; `nil` sends it up the
  /// responder chain.
  public final func addTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> @MainActor (Any) -> Void,
    for controlEvents: Event
  ) {
    addTarget(target, for: controlEvents) { target, sender, _ in action(target)(sender) }
  }

  /// Calls `action` on `target` with the sender and the event for `controlEvents`; `nil` sends it
  /// up the responder chain.
  public final func addTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> @MainActor (Any, UIEvent?) -> Void,
    for controlEvents: Event
  ) {
    addTarget(target, for: controlEvents) { target, sender, event in
      action(target)(sender, event)
    }
  }

  /// Removes every target-action of `target` for `controlEvents`; `nil` matches every target,
  /// those sent up the responder chain included (`UIAction`s stay).
  ///
  /// The port of `removeTarget(_:action:for:)` with a `nil` action: closures cannot be compared, so
  /// one action of a target cannot be removed alone.
  open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
    remove(for: controlEvents) { registration in
      registration.action == nil && (target == nil || registration.target === target)
    }
  }

  /// The targets with actions (the registered ones still alive).
  open var allTargets: [AnyObject] { registrations.compactMap(\.target) }

  /// The events some action is registered for.
  open var allControlEvents: Event {
    registrations.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// Sends the actions registered for any of `controlEvents`, in registration order.
  open func sendActions(for controlEvents: Event) {
    sendActions(for: controlEvents, with: nil)
  }

  /// Runs `action` with this control as sender.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  func sendActions(for controlEvents: Event, with event: UIEvent?) {
    // Over a copy: an action may add or remove actions.
    for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
      registration.send(self, event)
    }
  }

  private final func addTarget<Target: AnyObject>(
    _ target: Target?, for controlEvents: Event,
    call: @escaping @MainActor (Target, Any, UIEvent?) -> Void
  ) {
    if let target {
      registrations.append(
        Registration(
          events: controlEvents, target: target,
          send: { [weak target] control, event in
            if let target { call(target, control, event) }
          }, action: nil))
    } else {
      // No target: the first responder of the method's type, from the first responder up.
      registrations.append(
        Registration(
          events: controlEvents, target: nil,
          send: { control, event in
            var responder: UIResponder? = control.window?.firstResponder ?? control
            while let current = responder {
              if let target = current as? Target { return call(target, control, event) }
              responder = current.next
            }
          }, action: nil))
    }
  }

  private func remove(for controlEvents: Event, where matches: (Registration) -> Bool) {
    registrations = registrations.compactMap { registration in
      guard matches(registration) else { return registration }
      let remaining = registration.events.subtracting(controlEvents)
      guard !remaining.isEmpty else { return nil }
      return Registration(
        events: remaining, target: registration.target,
        send: registration.send, action: registration.action)
    }
  }
}

extension UIControl {
  /// The presses `handle` does not take: every press unless the control is enabled and focused
  /// and the key has no Control, Option or Command.
  fileprivate func unhandledPresses(_ presses: Set<UIPress>, handle: (UIKey) -> Bool) -> Set<
    UIPress
  > {
    presses.filter { press in
      guard let key = press.key, isEnabled, isFocused, !Self.hasCommandModifiers(key) else {
        return true
      }
      return !handle(key)
    }
  }
}
