import AccessibilityTree
import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

extension AccessibilitySemantics {
  /// Performs what an assistive technology asked of a node, on the main actor.
  ///
  /// Returns whether it was done. The changes it makes reach the observers with the next commit.
  @discardableResult
  public func perform(_ action: AccessibilityAction, on id: AccessibilityNodeID) -> Bool {
    guard let object = object(for: id), entries[id]?.node.actions.contains(action) == true else {
      return false
    }
    defer { CommitPhases.requestCommit() }
    switch action {
    case .activate:
      return object.accessibilityActivate()
        || tap(at: object.accessibilityActivationPoint, for: object)
    case .increment:
      object.accessibilityIncrement()
      return true
    case .decrement:
      object.accessibilityDecrement()
      return true
    case .scroll(let direction):
      return object.accessibilityScroll(Self.scrollDirection(direction))
    case .focus:
      moveCursor(to: object)
      if let view = object as? UIView, view.canBecomeFirstResponder {
        return view.becomeFirstResponder()
      }
      return true
    case .escape:
      return object.accessibilityPerformEscape()
    case .custom(let index, _):
      guard let actions = object.accessibilityCustomActions, actions.indices.contains(index) else {
        return false
      }
      return actions[index].perform()
    }
  }

  /// Sets an adjustable node's value, as AT-SPI's `Value.CurrentValue` asks.
  ///
  /// A slider or stepper takes it (clamped to its range) and reports `.valueChanged`; another
  /// adjustable element is incremented or decremented once toward it. Returns whether anything was
  /// done.
  @discardableResult
  public func setNumericValue(_ value: Double, on id: AccessibilityNodeID) -> Bool {
    guard value.isFinite, let object = object(for: id) else { return false }
    let current = entries[id]?.node.numericValue?.current ?? 0
    defer { CommitPhases.requestCommit() }
    switch object {
    case let slider as UISlider:
      guard slider.isEnabled else { return false }
      slider.setValue(Float(value), animated: false)
      slider.sendActions(for: .valueChanged)
    case let stepper as UIStepper:
      guard stepper.isEnabled else { return false }
      stepper.value = value
      stepper.sendActions(for: .valueChanged)
    default:
      guard object.accessibilityTraits.contains(.adjustable), value != current else { return false }
      if value > current {
        object.accessibilityIncrement()
      } else {
        object.accessibilityDecrement()
      }
    }
    return true
  }

  /// Moves the assistive technology's cursor, telling the elements it leaves and reaches.
  public func moveCursor(to object: UIResponder?) {
    guard object !== cursorObject else { return }
    cursorObject?.accessibilityElementDidLoseFocus()
    cursorObject = object
    object?.accessibilityElementDidBecomeFocused()
  }

  /// A click at a point in screen coordinates, as VoiceOver taps at the activation point of an
  /// element that does not activate itself.
  private func tap(at screenPoint: CGPoint, for object: UIResponder) -> Bool {
    let view =
      (object as? UIView)
      ?? ((object as? UIAccessibilityElement)?.accessibilityContainer as? UIView)
    guard let window = view?.window, screenPoint.x.isFinite, screenPoint.y.isFinite else {
      return false
    }
    let point = CGPoint(x: screenPoint.x - window.frame.minX, y: screenPoint.y - window.frame.minY)
    let now = CACurrentMediaTime()
    window.handlePointer(.began, at: point, timestamp: now, tapCount: 1)
    window.handlePointer(.ended, at: point, timestamp: now + 0.05, tapCount: 1)
    return true
  }

  private static func scrollDirection(_ direction: AccessibilityAction.ScrollDirection)
    -> UIAccessibilityScrollDirection
  {
    switch direction {
    case .right: .right
    case .left: .left
    case .up: .up
    case .down: .down
    case .next: .next
    case .previous: .previous
    }
  }
}
