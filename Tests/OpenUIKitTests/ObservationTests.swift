import Foundation
import Observation
import OpenUIKit
import Testing

@Observable
final class CounterModel {
  var title = "zero"
  var unread = 0
}

@MainActor @Suite struct ObservationTests {
  /// Lets the main actor run the invalidation scheduled by a change.
  func settle() async {
    await Task.yield()
    await Task.yield()
    CATransaction.flush()
  }

  @Test func observablePropertiesReadInLayoutReRunIt() async {
    let model = CounterModel()
    let log = ViewLog()
    let view = SpyView("observer", log: log)
    view.onLayout = { _ in _ = model.title }
    let window = makeWindow()
    window.addSubview(view)
    CATransaction.flush()
    log.entries = []
    model.unread = 3  // not read: nothing happens
    await settle()
    #expect(log.entries.isEmpty)
    model.title = "one"
    await settle()
    #expect(log.entries.filter { $0.hasPrefix("layout") }.count == 1)
  }

  @Test func observablePropertiesReadInUpdatePropertiesReRunIt() async {
    let model = CounterModel()
    let log = ViewLog()
    let view = SpyView("observer", log: log)
    var seen: [Int] = []
    view.onUpdateProperties = { _ in seen.append(model.unread) }
    let window = makeWindow()
    window.addSubview(view)
    CATransaction.flush()
    model.unread = 7
    await settle()
    #expect(seen.last == 7)
    #expect(log.entries.filter { $0.hasPrefix("layout") }.count <= 1)  // properties, not a relayout
  }

  @Test func aChangeOnTheMainActorInvalidatesAtOnce() {
    // No await: the next layoutIfNeeded() sees the change (it used to wait for a Task hop).
    let model = CounterModel()
    let view = SpyView("observer", log: ViewLog())
    var laidOutWith: [Int] = []
    view.onLayout = { _ in laidOutWith.append(model.unread) }
    let window = makeWindow()
    window.addSubview(view)
    window.layoutIfNeeded()
    model.unread = 30
    #expect(view.layer.needsLayout())
    window.layoutIfNeeded()
    #expect(laidOutWith.last == 30)
  }

  @Test func aChangeOffTheMainActorStillArrives() async {
    let model = CounterModel()
    let view = SpyView("observer", log: ViewLog())
    var laidOutWith: [Int] = []
    view.onLayout = { _ in laidOutWith.append(model.unread) }
    let window = makeWindow()
    window.addSubview(view)
    window.layoutIfNeeded()
    let box = UncheckedBox(model)
    await Task.detached { box.value.unread = 5 }.value
    await settle()
    #expect(laidOutWith.last == 5)
  }
}

/// Hands a model to a detached task (the test changes it off the main actor on purpose).
final class UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
