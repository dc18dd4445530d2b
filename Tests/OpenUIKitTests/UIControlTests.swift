import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// A controller with action methods of the three shapes.
private final class Controller: UIView {
  var log: [String] = []
  func tapped() { log.append("tapped") }
  func tapped(_ sender: Any) { log.append("tapped by \(type(of: sender))") }
  func tapped(_ sender: Any, _ event: UIEvent?) {
    log.append("tapped with \(event?.type == .touches)")
  }
  override var canBecomeFirstResponder: Bool { true }
}

@MainActor @Suite struct UIControlTests {
  let window = makeWindow(size: CGSize(width: 300, height: 300))
  let control = UIControl(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
  var events: [String] = []

  init() {
    window.addSubview(control)
  }

  /// Records every event the control sends, by name.
  func record(_ control: UIControl) -> () -> [String] {
    final class Box { var names: [String] = [] }
    let box = Box()
    let names: [(UIControl.Event, String)] = [
      (.touchDown, "down"), (.touchDownRepeat, "repeat"), (.touchDragInside, "dragIn"),
      (.touchDragOutside, "dragOut"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
      (.touchUpInside, "upIn"), (.touchUpOutside, "upOut"), (.touchCancel, "cancel"),
      (.primaryActionTriggered, "primary"),
    ]
    for (event, name) in names {
      control.addAction(UIAction { _ in box.names.append(name) }, for: event)
    }
    return { box.names }
  }

  @Test func aClickInsideSendsTouchDownThenTouchUpInsideAndHighlightsMeanwhile() {
    let log = record(control)
    var highlighted: [Bool] = []
    control.addAction(
      UIAction { action in
        highlighted.append((action.sender as? UIControl)?.isHighlighted ?? false)
      }, for: .touchDown)
    window.tap(at: CGPoint(x: 20, y: 20))
    #expect(log() == ["down", "upIn", "primary"])
    #expect(highlighted == [true])
    #expect(!control.isHighlighted && !control.isTracking)
  }

  @Test func draggingOutBeyondTheSlopAndBackSendsExitAndEnter() {
    let log = record(control)
    window.handlePointer(.began, at: CGPoint(x: 20, y: 20), timestamp: 1)
    window.handlePointer(.moved, at: CGPoint(x: 100, y: 20), timestamp: 1.1)  // within 70 pt
    #expect(control.isHighlighted)
    window.handlePointer(.moved, at: CGPoint(x: 200, y: 20), timestamp: 1.2)  // beyond
    #expect(!control.isHighlighted && control.state == .normal)
    window.handlePointer(.moved, at: CGPoint(x: 30, y: 30), timestamp: 1.3)
    window.handlePointer(.moved, at: CGPoint(x: 250, y: 250), timestamp: 1.4)
    window.handlePointer(.ended, at: CGPoint(x: 250, y: 250), timestamp: 1.5)
    #expect(
      log() == [
        "down", "dragIn", "dragOut", "exit", "dragIn", "enter", "dragOut", "exit", "upOut",
      ])
  }

  @Test func aDoubleClickSendsTouchDownRepeatAndACancelledTouchTouchCancel() {
    let log = record(control)
    window.tap(at: CGPoint(x: 20, y: 20), tapCount: 2)
    window.handlePointer(.began, at: CGPoint(x: 20, y: 20), timestamp: 5)
    window.cancelInput(timestamp: 5.1)
    #expect(log() == ["down", "repeat", "upIn", "primary", "down", "cancel"])
  }

  @Test func aDisabledControlDoesNotTrackAndItsTouchesGoUpTheChain() {
    let log = record(control)
    control.isEnabled = false
    #expect(control.state == .disabled)
    window.tap(at: CGPoint(x: 20, y: 20))
    #expect(log().isEmpty && !control.isHighlighted)
  }

  @Test func targetActionsTakeUnboundMethodsOfEveryShapeAndHoldTargetsWeakly() {
    var controller: Controller? = Controller()
    weak let weakController = controller
    control.addTarget(
      controller, action: Controller.tapped as (Controller) -> @MainActor () -> Void,
      for: .touchUpInside)
    control.addTarget(
      controller, action: Controller.tapped as (Controller) -> @MainActor (Any) -> Void,
      for: .touchUpInside)
    control.addTarget(
      controller, action: Controller.tapped as (Controller) -> @MainActor (Any, UIEvent?) -> Void,
      for: .touchUpInside)
    window.tap(at: CGPoint(x: 20, y: 20))
    #expect(controller?.log == ["tapped", "tapped by UIControl", "tapped with true"])
    #expect(control.allTargets.count == 3 && control.allControlEvents == .touchUpInside)
    control.removeTarget(controller, for: .touchUpInside)
    window.tap(at: CGPoint(x: 20, y: 20), time: 2)
    #expect(controller?.log.count == 3)
    control.addTarget(
      controller, action: Controller.tapped as (Controller) -> @MainActor () -> Void,
      for: .touchUpInside)
    controller = nil
    CATransaction.flush()  // a new view waits in the trait queue until the next commit
    #expect(weakController == nil)
    window.tap(at: CGPoint(x: 20, y: 20), time: 4)  // the target is gone: nothing, no crash
  }

  @Test func aNilTargetFindsTheFirstResponderOfTheMethodsTypeUpTheChain() {
    let controller = Controller(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.addSubview(controller)
    control.removeFromSuperview()
    controller.addSubview(control)
    control.addTarget(
      nil, action: Controller.tapped as (Controller) -> @MainActor () -> Void, for: .touchUpInside)
    window.tap(at: CGPoint(x: 20, y: 20))  // no first responder: from the control up
    #expect(controller.log == ["tapped"])
  }

  @Test func actionsAreReplacedByIdentifierAndRemovedPerEvent() {
    var log: [String] = []
    let id = UIAction.Identifier("save")
    control.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
    control.addAction(
      UIAction(identifier: id) { action in
        log.append("second from \(type(of: action.sender!))")
      }, for: [.touchUpInside, .touchDown])
    window.tap(at: CGPoint(x: 20, y: 20))
    #expect(log == ["second from UIControl", "second from UIControl"])
    control.removeAction(identifiedBy: id, for: .touchDown)
    log = []
    window.tap(at: CGPoint(x: 20, y: 20), time: 2)
    #expect(log == ["second from UIControl"])
    control.sendActions(for: .touchUpInside)
    #expect(log.count == 2)
  }

  @Test func removeTargetWithNilRemovesEveryTargetActionButNotTheUIActions() {
    let controller = Controller(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.addSubview(controller)
    control.removeFromSuperview()
    controller.addSubview(control)
    var ran: [String] = []
    control.addTarget(
      controller, action: Controller.tapped as (Controller) -> @MainActor () -> Void,
      for: .touchUpInside)
    control.addTarget(
      nil, action: Controller.tapped as (Controller) -> @MainActor () -> Void, for: .touchUpInside)
    control.addAction(UIAction { _ in ran.append("action") }, for: .touchUpInside)
    control.removeTarget(nil, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(controller.log.isEmpty && ran == ["action"])
  }

  @Test func stateFollowsTheFlags() {
    control.isSelected = true
    control.isHighlighted = true
    #expect(control.state == [.selected, .highlighted])
  }
}
