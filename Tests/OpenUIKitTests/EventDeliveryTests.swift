import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Logs the touches and presses it handles; passes them on when `passesOn` is set.
final class RecordingView: UIView {
  var name = ""
  var log: [String] = []
  var handlesTouches = true
  var acceptsFirstResponder = false
  var refusesToResign = false
  var presses: [UIPress] = []

  convenience init(_ name: String, frame: CGRect) {
    self.init(frame: frame)
    self.name = name
  }

  override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
  override var canResignFirstResponder: Bool { !refusesToResign }

  private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
    for touch in touches {
      let point = touch.location(in: self)
      log.append("\(phase) \(name) \(Int(point.x)),\(Int(point.y)) taps \(touch.tapCount)")
    }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard handlesTouches else { return super.touchesBegan(touches, with: event) }
    record("began", touches, event)
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard handlesTouches else { return super.touchesMoved(touches, with: event) }
    record("moved", touches, event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard handlesTouches else { return super.touchesEnded(touches, with: event) }
    record("ended", touches, event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard handlesTouches else { return super.touchesCancelled(touches, with: event) }
    record("cancelled", touches, event)
  }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard acceptsFirstResponder else { return super.pressesBegan(presses, with: event) }
    for press in presses {
      self.presses.append(press)
      log.append("down \(name) \(press.key?.characters ?? "")")
    }
  }
  override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    for press in presses { log.append("repeat \(name) \(press.key?.characters ?? "")") }
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    for press in presses {
      self.presses.append(press)
      log.append("up \(name) \(press.key?.characters ?? "")")
    }
  }
}

@MainActor @Suite struct EventDeliveryTests {
  let window = makeWindow(size: CGSize(width: 200, height: 100))
  let back = RecordingView("back", frame: CGRect(x: 0, y: 0, width: 200, height: 100))
  let front = RecordingView("front", frame: CGRect(x: 100, y: 20, width: 50, height: 50))

  init() {
    window.addSubview(back)
    back.addSubview(front)
    window.makeKeyAndVisible()
  }

  @Test func aClickGoesToTheFrontmostViewUnderItInItsCoordinates() {
    window.handlePointer(.began, at: CGPoint(x: 110, y: 30), timestamp: 1)
    window.handlePointer(.ended, at: CGPoint(x: 112, y: 31), timestamp: 1.1)
    #expect(front.log == ["began front 10,10 taps 1", "ended front 12,11 taps 1"])
    window.handlePointer(.began, at: CGPoint(x: 10, y: 10), timestamp: 2)
    #expect(back.log == ["began back 10,10 taps 1"])
  }

  @Test func unhandledTouchesTravelUpTheResponderChain() {
    front.handlesTouches = false
    window.handlePointer(.began, at: CGPoint(x: 110, y: 30), timestamp: 1)
    window.handlePointer(.ended, at: CGPoint(x: 110, y: 30), timestamp: 1.1)
    #expect(front.log.isEmpty)
    // The superview gets them, locations in its own space, the touch still the front view's.
    #expect(back.log == ["began back 110,30 taps 1", "ended back 110,30 taps 1"])
  }

  @Test func aDragKeepsReportingToTheViewItBeganInAndHoverIsNoTouch() {
    window.handlePointer(.moved, at: CGPoint(x: 120, y: 40), timestamp: 0.5)  // no button down
    #expect(front.log.isEmpty)
    window.handlePointer(.began, at: CGPoint(x: 110, y: 30), timestamp: 1)
    window.handlePointer(.moved, at: CGPoint(x: 190, y: 90), timestamp: 1.1)  // out of front
    window.handlePointer(.ended, at: CGPoint(x: 195, y: 95), timestamp: 1.2)
    #expect(
      front.log == [
        "began front 10,10 taps 1", "moved front 90,70 taps 1", "ended front 95,75 taps 1",
      ])
    #expect(back.log.isEmpty)
  }

  @Test func previousLocationIsTheLocationBeforeTheLastMove() {
    var previous: CGPoint?
    final class Watcher: UIView {
      var onMove: ((UITouch) -> Void)?
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        touches.forEach { onMove?($0) }
      }
    }
    let watcher = Watcher(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    back.addSubview(watcher)
    watcher.onMove = { previous = $0.previousLocation(in: nil) }
    window.handlePointer(.began, at: CGPoint(x: 5, y: 5), timestamp: 1)
    window.handlePointer(.moved, at: CGPoint(x: 8, y: 9), timestamp: 1.1)
    #expect(previous == CGPoint(x: 5, y: 5))
    window.handlePointer(.moved, at: CGPoint(x: 20, y: 30), timestamp: 1.2)
    #expect(previous == CGPoint(x: 8, y: 9))
  }

  @Test func repeatedTapsAtOneSpotCountUpAndTheHostsCountWins() {
    for time in [1.0, 1.2, 1.4] {
      window.handlePointer(.began, at: CGPoint(x: 110, y: 30), timestamp: time)
      window.handlePointer(.ended, at: CGPoint(x: 110, y: 30), timestamp: time + 0.05)
    }
    window.handlePointer(.began, at: CGPoint(x: 140, y: 60), timestamp: 1.6)  // moved away
    window.handlePointer(.ended, at: CGPoint(x: 140, y: 60), timestamp: 1.65)
    window.handlePointer(.began, at: CGPoint(x: 140, y: 60), timestamp: 5, tapCount: 2)
    let counts = front.log.filter { $0.hasPrefix("began") }.map { $0.split(separator: " ").last! }
    #expect(counts == ["1", "2", "3", "1", "2"])
  }

  @Test func removingTheTouchedViewCancelsItsTouch() {
    window.handlePointer(.began, at: CGPoint(x: 110, y: 30), timestamp: 1)
    front.removeFromSuperview()
    window.handlePointer(.ended, at: CGPoint(x: 110, y: 30), timestamp: 1.1)  // nothing left
    #expect(front.log == ["began front 10,10 taps 1", "cancelled front 10,10 taps 1"])
  }

  @Test func nonFiniteLocationsAreIgnored() {
    window.handlePointer(.began, at: CGPoint(x: CGFloat.nan, y: 3), timestamp: 1)
    window.handlePointer(.began, at: CGPoint(x: 3, y: CGFloat.infinity), timestamp: 1)
    #expect(front.log.isEmpty && back.log.isEmpty)
  }

  @Test func onlyRespondersThatAcceptCanBecomeFirstAndOnlyInAWindow() {
    #expect(!front.becomeFirstResponder())
    front.acceptsFirstResponder = true
    let loose = RecordingView("loose", frame: .zero)
    loose.acceptsFirstResponder = true
    #expect(!loose.becomeFirstResponder())  // not in a window
    #expect(front.becomeFirstResponder() && front.isFirstResponder)
    back.acceptsFirstResponder = true
    front.refusesToResign = true
    #expect(!back.becomeFirstResponder() && front.isFirstResponder)
    front.refusesToResign = false
    #expect(back.becomeFirstResponder() && !front.isFirstResponder && back.isFirstResponder)
    #expect(back.resignFirstResponder() && !back.isFirstResponder)
  }

  @Test func keysGoToTheFirstResponderAndUnhandledOnesUpTheChain() {
    front.acceptsFirstResponder = true
    front.becomeFirstResponder()
    let a = UIKey(keyCode: .keyboardA, characters: "a")
    window.handleKey(a, down: true, timestamp: 1)
    window.handleKey(a, down: true, timestamp: 1.5)  // auto-repeat
    window.handleKey(a, down: false, timestamp: 2)
    window.handleKey(a, down: false, timestamp: 2.1)  // up without down: ignored
    #expect(front.log == ["down front a", "repeat front a", "up front a"])
    #expect(front.presses.count == 2 && front.presses[0] === front.presses[1])  // one press object
    #expect(front.presses[1].phase == .ended)
    // A first responder that does not handle presses passes them to its superview.
    back.acceptsFirstResponder = true
    front.acceptsFirstResponder = false
    let inner = RecordingView("inner", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    back.addSubview(inner)
    inner.acceptsFirstResponder = true
    inner.becomeFirstResponder()
    inner.acceptsFirstResponder = false  // now it passes presses on
    window.handleKey(UIKey(keyCode: .keyboardD, characters: "d"), down: true, timestamp: 3)
    #expect(back.log == ["down back d"])
  }

  @Test func aFirstResponderLeavingTheWindowResigns() {
    front.acceptsFirstResponder = true
    front.becomeFirstResponder()
    back.removeFromSuperview()
    #expect(!front.isFirstResponder)
    window.addSubview(back)
    #expect(!front.isFirstResponder)  // not restored
  }
}

@MainActor @Suite struct EventInjectionTests {
  @Test func theTestingLibraryClicksDragsAndTypesLikeAHost() {
    let window = makeWindow(size: CGSize(width: 100, height: 100))
    let view = RecordingView("view", frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    window.addSubview(view)
    window.tap(at: CGPoint(x: 20, y: 20), tapCount: 2)
    window.drag(from: CGPoint(x: 15, y: 15), to: CGPoint(x: 35, y: 15), steps: 2, time: 1)
    view.acceptsFirstResponder = true
    view.becomeFirstResponder()
    window.press(UIKey(keyCode: .keyboardQ, characters: "q"))
    #expect(
      view.log == [
        "began view 10,10 taps 2", "ended view 10,10 taps 2",
        "began view 5,5 taps 1", "moved view 15,5 taps 1", "moved view 25,5 taps 1",
        "ended view 25,5 taps 1", "down view q", "up view q",
      ])
  }
}

/// A minimal text-taking responder.
final class TextView: UIView, UIKeyInput {
  var text = ""
  override var canBecomeFirstResponder: Bool { true }
  var hasText: Bool { !text.isEmpty }
  func insertText(_ text: String) { self.text += text }
  func deleteBackward() { text.removeLast() }
}

@MainActor @Suite struct TextInputTests {
  @Test func typedTextAndBackspaceReachAFirstResponderThatTakesText() {
    let window = makeWindow()
    let field = TextView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
    window.addSubview(field)
    #expect(!window.handleTextInput("x"))  // no first responder
    field.becomeFirstResponder()
    #expect(window.handleTextInput("hé"))
    window.handleTextInput("!")
    let backspace = UIKey(keyCode: .keyboardDeleteOrBackspace, characters: "")
    window.handleKey(backspace, down: true, timestamp: 1)
    window.handleKey(backspace, down: true, timestamp: 1.5)  // repeat
    window.handleKey(backspace, down: false, timestamp: 2)
    #expect(field.text == "h")
    window.handleKey(backspace, down: true, timestamp: 3)
    window.handleKey(backspace, down: true, timestamp: 3.5)  // nothing left: not called
    #expect(field.text.isEmpty)
  }
}
