import Foundation

/// Event routing: a host's pointer and key input becomes touches and presses, delivered through
/// ``UIWindow/sendEvent(_:)`` to the hit-tested view or the first responder, which pass what they
/// do not handle up the responder chain.
extension UIWindow {
  /// Taps closer than this in time (seconds) and space (points) count as one multi-tap.
  static let multiTapInterval: TimeInterval = 0.5
  static let multiTapDistance: CGFloat = 4

  // MARK: Input from the host

  /// Feeds a mouse button (or single-finger) change at `location`, in the window's coordinates.
  ///
  /// `.began` hit-tests the window and starts a touch; `.moved`, `.ended` and `.cancelled` update
  /// it; `.moved` while no button is down is hovering (``handleHover(at:timestamp:)``). `tapCount` is the host's
  /// click count when it knows one; otherwise repeated taps are counted here (``multiTapInterval``,
  /// ``multiTapDistance``). `modifierFlags`, the keys held when the button goes down, are the
  /// touch events' `modifierFlags` until it comes up (a Shift- or Ctrl-click).
  @_spi(Platform)
  public func handlePointer(
    _ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval, tapCount: Int? = nil,
    modifierFlags: UIKeyModifierFlags = []
  ) {
    guard location.x.isFinite, location.y.isFinite else { return }
    switch phase {
    case .began:
      altPressedAlone = false  // Alt with a click (a window manager's Alt+drag) is no menu key
      if let active = pointerTouch {
        finish(active, .cancelled, at: active.windowLocation, timestamp)
      }
      let count = tapCount ?? countTaps(at: location, timestamp: timestamp)
      lastTouchDown = (location, timestamp, count)
      pointerModifierFlags = modifierFlags
      let event = UIEvent(type: .touches, timestamp: timestamp)
      event.heldModifierFlags = modifierFlags
      let view = hitTest(location, with: event)
      let touch = UITouch(
        at: location, in: self, view: view, tapCount: count, timestamp: timestamp,
        type: .indirectPointer)
      touch.gestureRecognizers = Self.recognizers(for: touch, from: view)
      pointerTouch = touch
      event.touches = [touch]
      sendEvent(event)
    case .moved:
      guard let touch = pointerTouch else { return handleHover(at: location, timestamp: timestamp) }
      guard touch.windowLocation != location else { return }
      touch.previousWindowLocation = touch.windowLocation
      touch.windowLocation = location
      touch.phase = .moved
      touch.timestamp = timestamp
      send(touch, timestamp)
    case .ended, .cancelled:
      guard let touch = pointerTouch else { return }
      finish(touch, phase, at: location, timestamp)
      handleHover(at: location, timestamp: timestamp)  // the button came up: hovering again
    case .stationary:
      return
    }
  }

  /// Feeds a key change.
  ///
  /// A key that is already down and goes down again is a repeat (`pressesChanged`); a key that goes
  /// up without having gone down is ignored.
  ///
  /// Backspace going down (or repeating) also calls `deleteBackward()` on a first responder that
  /// takes text (``UIKeyInput``), as UIKit's keyboard does.
  @_spi(Platform)
  public func handleKey(_ key: UIKey, down: Bool, timestamp: TimeInterval) {
    if down, key.keyCode == .keyboardDeleteOrBackspace,
      let input = firstResponder as? any UIKeyInput, input.hasText
    {
      input.deleteBackward()
    }
    let press: UIPress
    if down {
      if let active = activePresses[key.keyCode] {
        press = active
        press.phase = .changed
        press.timestamp = timestamp
      } else {
        press = UIPress(key: key, phase: .began, timestamp: timestamp)
        activePresses[key.keyCode] = press
      }
    } else {
      guard let active = activePresses.removeValue(forKey: key.keyCode) else { return }
      press = active
      press.phase = .ended
      press.timestamp = timestamp
    }
    sendEvent(UIPressesEvent(presses: [press], timestamp: timestamp))
  }

  /// Feeds one step of scroll input at `location` (window coordinates): `delta` is how far the
  /// content should move, in points.
  ///
  /// The nearest pan recognizer (from the view under the pointer up) that allows the scroll type
  /// (``UIPanGestureRecognizer``'s `allowedScrollTypesMask`) and does not refuse it recognizes it,
  /// as on iPadOS (a scroll view refuses a step along an axis it cannot scroll, so the step goes
  /// to an outer one); returns whether one did.
  @_spi(Platform)
  @discardableResult
  public func handleScroll(
    _ delta: CGPoint, at location: CGPoint, type: UIScrollTypeMask = .discrete,
    timestamp: TimeInterval
  ) -> Bool {
    guard delta.x.isFinite, delta.y.isFinite, location.x.isFinite, location.y.isFinite,
      delta != .zero
    else { return false }
    let event = UIEvent(type: .scroll, timestamp: timestamp)
    var view = hitTest(location, with: event)
    while let current = view {
      for case let pan as UIPanGestureRecognizer in current.attachedGestureRecognizers
      where pan.isEnabled && !pan.allowedScrollTypesMask.isDisjoint(with: type) {
        if pan.recognizeScroll(delta, at: location, type: type) { return true }
      }
      view = current.superview
    }
    return false
  }

  /// Feeds typed text (the host's composed text input) to the first responder when it takes text
  /// (``UIKeyInput``); returns whether it did.
  @_spi(Platform)
  @discardableResult
  public func handleTextInput(_ text: String) -> Bool {
    guard !text.isEmpty, let input = firstResponder as? any UIKeyInput else { return false }
    input.insertText(text)
    return true
  }

  /// Feeds an input method's composition (the host's text-editing event) to the first responder.
  ///
  /// It goes to a first responder that takes marked text (``UITextInput``): `text` composed with
  /// `selectedRange` (UTF-16 units) selected inside it; empty text removes the composition.
  /// Returns whether it did.
  @_spi(Platform)
  @discardableResult
  public func handleTextEditing(_ text: String, selectedRange: NSRange) -> Bool {
    guard let input = firstResponder as? any UITextInput else { return false }
    input.setMarkedText(text, selectedRange: selectedRange)
    return true
  }

  /// Keeps the first responder's composition as text (`unmarkText`), when an input method leaves
  /// it without committing; returns whether there was one.
  @_spi(Platform)
  @discardableResult
  public func keepComposition() -> Bool {
    guard let input = firstResponder as? any UITextInput, input.markedTextRange != nil else {
      return false
    }
    input.unmarkText()
    return true
  }

  /// Where an input method's candidate window goes: under the composition (or the caret) of the
  /// first responder, in window coordinates; `nil` when it takes no marked text.
  @_spi(Platform)
  public var textInputRect: CGRect? {
    guard let input = firstResponder as? any UITextInput, let view = input as? UIView else {
      return nil
    }
    let rect =
      input.markedTextRange.map { input.firstRect(for: $0) }
      ?? input.selectedTextRange.map { input.caretRect(for: $0.start) }
    guard let rect, !rect.isNull else { return nil }
    return view.convert(rect, to: self)
  }

  /// Cancels the touch and the presses under way (the window lost focus or closes).
  @_spi(Platform)
  public func cancelInput(timestamp: TimeInterval) {
    if let touch = pointerTouch { finish(touch, .cancelled, at: touch.windowLocation, timestamp) }
    altPressedAlone = false
    let presses = activePresses.values
    activePresses = [:]
    guard !presses.isEmpty else { return }
    for press in presses {
      press.phase = .cancelled
      press.timestamp = timestamp
    }
    sendEvent(UIPressesEvent(presses: Set(presses), timestamp: timestamp))
  }

  // MARK: Delivery

  /// The default `sendEvent(_:)`.
  func deliver(_ event: UIEvent) {
    if let presses = event as? UIPressesEvent {
      deliverPresses(presses)
    } else if event.type == .touches {
      deliverTouches(event)
    }
  }

  private func deliverTouches(_ event: UIEvent) {
    // One call per view and phase, as UIKit groups them.
    var groups: [(view: UIView, phase: UITouch.Phase, touches: Set<UITouch>)] = []
    for touch in event.touches where touch.window === self {
      guard let view = touch.view else { continue }
      if let index = groups.firstIndex(where: { $0.view === view && $0.phase == touch.phase }) {
        groups[index].touches.insert(touch)
      } else {
        groups.append((view, touch.phase, [touch]))
      }
    }
    for group in groups {
      let recognizers = deliverToRecognizers(group.touches, group.phase, event)
      // A recognizer that took the touches: the view gets them cancelled, once, then no more.
      let taken = recognizers.contains { $0.hasRecognized && $0.cancelsTouchesInView }
      let touches = group.touches.filter { !$0.isCancelledInView }
      if !touches.isEmpty,
        !DelayedTouchDelivery.holds(
          touches, view: group.view, phase: group.phase, event: event, recognizers: recognizers,
          taken: taken)
      {
        if taken {
          for touch in touches { touch.isCancelledInView = true }
          if group.phase != .began { group.view.touchesCancelled(touches, with: event) }
        } else {
          group.view.deliverTouches(touches, phase: group.phase, with: event)
        }
      }
      if group.phase == .ended || group.phase == .cancelled {
        for recognizer in recognizers { recognizer.sequenceDidEnd() }
        DelayedTouchDelivery.sequenceEnded(group.touches)
        // Recognizers that lifted without recognizing have failed: decide what waited on them.
        UIGestureRecognizer.settleHeldRecognitions()
      }
    }
  }

  /// Hands the touches to their recognizers first (UIKit's order); returns the recognizers.
  private func deliverToRecognizers(
    _ touches: Set<UITouch>, _ phase: UITouch.Phase, _ event: UIEvent
  ) -> [UIGestureRecognizer] {
    var recognizers: [UIGestureRecognizer] = []
    for touch in touches {
      for recognizer in touch.gestureRecognizers ?? []
      where !recognizers.contains(where: { $0 === recognizer }) {
        recognizers.append(recognizer)
      }
    }
    for recognizer in recognizers where recognizer.isEnabled {
      switch recognizer.state {
      case .possible, .began, .changed:
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        case .stationary: break
        }
      case .ended, .cancelled, .failed:
        break
      }
    }
    return recognizers
  }

  /// Presses go to the first responder, else the focused view, else the front controller; Tab
  /// and Shift+Tab (without other modifiers) move focus instead, whoever is first; a press that
  /// runs a key command goes nowhere.
  private func deliverPresses(_ event: UIPressesEvent) {
    dropStaleFocus()
    // An open menu takes the keys; the Menu key and Shift+F10 open the focused view's menu.
    if let overlay = menuOverlay as? MenuOverlayView {
      // Keys going down are the menu's (held, only the arrows repeat); releases still reach
      // their responders, which saw the keys go down.
      for press in event.allPresses {
        guard let key = press.key else { continue }
        let arrow = [.keyboardUpArrow, .keyboardDownArrow].contains(key.keyCode)
        if press.phase == .began || (press.phase == .changed && arrow) { overlay.handle(key) }
      }
      let releases = event.allPresses.filter { $0.phase == .ended || $0.phase == .cancelled }
      guard !releases.isEmpty else { return }
      let target: UIResponder = firstResponder ?? storedFocusedView ?? frontController ?? self
      let ended = releases.filter { $0.phase == .ended }
      let cancelled = releases.filter { $0.phase == .cancelled }
      if !ended.isEmpty { target.pressesEnded(ended, with: event) }
      if !cancelled.isEmpty { target.pressesCancelled(cancelled, with: event) }
      return
    }
    for press in event.allPresses where press.phase == .began {
      guard let key = press.key else { continue }
      let flags = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
      if (key.keyCode == .keyboardApplication && flags.isEmpty)
        || (key.keyCode == .keyboardF10 && flags == .shift), openContextMenuFromKeyboard()
      {
        return
      }
    }
    // Key commands first (Menus/UIWindow+KeyCommands.swift): what they take goes nowhere else;
    // then F10 and a lone Alt open the menu bar (Menus/UIWindow+MenuBar.swift).
    let left = takeKeyCommandPresses(event.allPresses)
    if left.count < event.allPresses.count { altPressedAlone = false }
    guard !left.isEmpty, !handleMenuBarKeys(left) else { return }
    let event =
      left.count == event.allPresses.count
      ? event : UIPressesEvent(presses: left, timestamp: event.timestamp)
    let focusKeys = event.allPresses.filter { press in
      guard let key = press.key, key.keyCode == .keyboardTab else { return false }
      return key.modifierFlags.isDisjoint(with: [.control, .alternate, .command])
    }
    for press in focusKeys where press.phase == .began || press.phase == .changed {
      let backward = press.key?.modifierFlags.contains(.shift) ?? false
      moveFocus(backward ? .previous : .next)
    }
    guard focusKeys.count < event.allPresses.count else { return }
    let target: UIResponder = firstResponder ?? storedFocusedView ?? frontController ?? self
    var byPhase: [UIPress.Phase: Set<UIPress>] = [:]
    for press in event.allPresses where !focusKeys.contains(press) {
      byPhase[press.phase, default: []].insert(press)
    }
    for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
      guard let presses = byPhase[phase] else { continue }
      switch phase {
      case .began: target.pressesBegan(presses, with: event)
      case .changed: target.pressesChanged(presses, with: event)
      case .ended: target.pressesEnded(presses, with: event)
      case .cancelled: target.pressesCancelled(presses, with: event)
      case .stationary: continue
      }
    }
  }

  private func send(_ touch: UITouch, _ timestamp: TimeInterval) {
    let event = UIEvent(type: .touches, timestamp: timestamp)
    event.heldModifierFlags = pointerModifierFlags
    event.touches = [touch]
    sendEvent(event)
  }

  private func finish(
    _ touch: UITouch, _ phase: UITouch.Phase, at location: CGPoint, _ timestamp: TimeInterval
  ) {
    pointerTouch = nil
    touch.previousWindowLocation = touch.windowLocation
    touch.windowLocation = location
    touch.phase = phase
    touch.timestamp = timestamp
    send(touch, timestamp)
  }

  private func countTaps(at location: CGPoint, timestamp: TimeInterval) -> Int {
    guard let last = lastTouchDown, timestamp - last.timestamp <= Self.multiTapInterval,
      abs(location.x - last.location.x) <= Self.multiTapDistance,
      abs(location.y - last.location.y) <= Self.multiTapDistance
    else { return 1 }
    return last.tapCount + 1
  }

  // MARK: First responder bookkeeping

  /// A subtree leaves the window: a first responder inside it resigns (as in UIKit), and a touch in
  /// it is cancelled.
  func subtreeWillLeave(_ subtree: UIView) {
    if let responder = firstResponder as? UIView, responder.isDescendant(of: subtree) {
      _ = responder.resignFirstResponder()
      firstResponder = nil
    }
    if let focused = storedFocusedView, focused.isDescendant(of: subtree) {
      updateFocus(to: nil, asking: false)
    }
    if let touch = pointerTouch, let view = touch.view, view.isDescendant(of: subtree) {
      finish(touch, .cancelled, at: touch.windowLocation, touch.timestamp)
    }
  }
}

extension UIWindow {
  /// Where presses go when no responder is first.
  ///
  /// The front-most presented controller of the root view controller, or the root itself (a
  /// desktop choice: UIKit leaves this unspecified). Its chain leads back to the window.
  var frontController: UIViewController? {
    var front = storedRootViewController
    while let presented = front?.presentedViewController { front = presented }
    return front
  }
}
