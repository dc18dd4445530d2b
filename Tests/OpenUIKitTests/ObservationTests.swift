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
}
