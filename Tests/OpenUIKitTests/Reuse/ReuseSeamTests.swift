import Foundation
import Testing

@testable import OpenUIKit

/// The reuse seam tables and collection views share: the pool by identifier, and the pass that
/// brings the views on screen in line with what is visible.
@MainActor @Suite struct ReuseSeamTests {
  final class Cell: UITableViewCell {
    var preparations = 0
    override func prepareForReuse() {
      super.prepareForReuse()
      preparations += 1
    }
  }

  @Test func theQueueHandsBackTheLastViewPreparedThenMakesNewOnes() throws {
    var queue = ReuseQueue<UITableViewCell>()
    #expect(queue.dequeue("row") == nil, "nothing waits and nothing is registered")
    var made = 0
    queue.register(
      {
        made += 1; return Cell(style: .default, reuseIdentifier: "row")
      }, for: "row")
    #expect(queue.isRegistered("row"))
    let first = try #require(queue.dequeue("row") as? Cell)
    let second = try #require(queue.dequeue("row") as? Cell)
    #expect(made == 2)
    queue.enqueue(first)
    queue.enqueue(second)
    #expect(queue.waitingCount == 2)
    #expect(queue.dequeue("row") === second, "the one enqueued last")
    #expect(second.preparations == 1)
    #expect(first.preparations == 0)
    #expect(made == 2)
    #expect(queue.waitingCount == 1)
  }

  @Test func aViewPutElsewhereOrWithoutAnIdentifierIsNotHandedOut() {
    var queue = ReuseQueue<UITableViewCell>()
    let taken = Cell(style: .default, reuseIdentifier: "row")
    queue.enqueue(taken)
    UIView().addSubview(taken)  // the app put it elsewhere since
    queue.enqueue(Cell(style: .default, reuseIdentifier: nil))
    #expect(queue.waitingCount == 1)
    #expect(queue.dequeue("row") == nil)
    #expect(queue.waitingCount == 0)
  }

  @Test func aPassRecyclesWhatLeftBeforeMakingWhatCame() {
    let tiled = TiledViews<Int, UIView>()
    var calls: [String] = []
    func pass(_ keys: [Int]) {
      tiled.retile(
        visible: keys, isVisible: { keys.contains($0) },
        make: { key in
          calls.append("make \(key)")
          return UIView()
        },
        place: { key, _ in calls.append("place \(key)") },
        recycle: { key, _ in calls.append("recycle \(key)") })
    }
    pass([0, 1, 2])
    #expect(calls == ["make 0", "place 0", "make 1", "place 1", "make 2", "place 2"])
    let kept = tiled.views[2]
    calls = []
    pass([2, 3])
    #expect(calls.prefix(2).sorted() == ["recycle 0", "recycle 1"])
    #expect(Array(calls.dropFirst(2)) == ["place 2", "make 3", "place 3"])
    #expect(tiled.views[2] === kept, "a view that stays visible is kept")
    #expect(Set(tiled.views.keys) == [2, 3])
  }

  @Test func keysAreVisitedLazilyAndAPassInsideAPassIsIgnored() {
    let tiled = TiledViews<Int, UIView>()
    var placedSoFar = 0
    // The next key depends on what was placed (as a table's next row on the rows measured).
    let keys = sequence(first: 0) { _ in placedSoFar < 3 ? placedSoFar : nil }
    var nested = 0
    var showingDuringPass = false
    var made: [UIView] = []
    tiled.retile(
      visible: keys, isVisible: { _ in true },
      make: { _ in
        let view = UIView()
        made.append(view)
        return view
      },
      place: { key, view in
        placedSoFar = key + 1
        showingDuringPass = tiled.isShowing(view)
        tiled.retile(
          visible: [99], isVisible: { _ in false }, make: { _ in UIView() },
          place: { _, _ in nested += 1 }, recycle: { _, _ in nested += 1 })
      },
      recycle: { _, _ in })
    #expect(Set(tiled.views.keys) == [0, 1, 2])
    #expect(nested == 0)
    #expect(showingDuringPass)
    #expect(made.count == 3)
    #expect(!tiled.isTiling)
  }

  @Test func leftoverViewsGoBackAtTheEnd() {
    let tiled = TiledViews<Int, UIView>()
    tiled.retile(
      visible: [0, 1], isVisible: { _ in true }, make: { _ in UIView() }, place: { _, _ in },
      recycle: { _, _ in })
    var recycled: [Int] = []
    // Still "visible" by the first check, but not visited: the visible keys are only 1.
    tiled.retile(
      visible: [1], isVisible: { _ in true }, make: { _ in UIView() }, place: { _, _ in },
      recycle: { key, _ in recycled.append(key) })
    #expect(recycled == [0])
    #expect(Array(tiled.views.keys) == [1])
    var all: [Int] = []
    tiled.recycleAll { key, _ in all.append(key) }
    #expect(all == [1])
    #expect(tiled.views.isEmpty)
  }
}

/// `UITableViewDataSourcePrefetching`, on the reuse seam's prefetch window.
@MainActor @Suite struct TablePrefetchingTests {
  final class Rows: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching {
    var requested: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      requested.append(indexPaths)
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      cancelled.append(indexPaths)
    }
  }

  func rows(_ range: ClosedRange<Int>) -> [IndexPath] {
    range.map { IndexPath(row: $0, section: 0) }
  }

  @Test func scrollingAsksForTheScreenAheadNearestFirstAndCancelsWhenItTurnsBack() {
    let window = makeWindow(size: CGSize(width: 320, height: 440))
    defer { window.isHidden = true }
    let table = UITableView(frame: window.bounds, style: .plain)
    table.rowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let rows = Rows()
    table.dataSource = rows
    table.prefetchDataSource = rows
    window.addSubview(table)
    table.layoutIfNeeded()
    #expect(rows.requested.isEmpty, "nothing before the user scrolls")

    table.contentOffset = CGPoint(x: 0, y: 44)  // rows 1…10 visible
    table.layoutIfNeeded()
    #expect(rows.requested == [self.rows(11...20)], "one screen below, nearest first")
    table.contentOffset = CGPoint(x: 0, y: 88)  // rows 2…11 visible; 21 comes ahead
    table.layoutIfNeeded()
    #expect(rows.requested.last == [IndexPath(row: 21, section: 0)])
    #expect(rows.cancelled.isEmpty, "row 11 came into view: shown, not cancelled")

    table.contentOffset = CGPoint(x: 0, y: 44)  // back up: the screen above is ahead now
    table.layoutIfNeeded()
    #expect(rows.cancelled == [self.rows(12...21)], "the rows below were left behind")
    #expect(rows.requested.last == [IndexPath(row: 0, section: 0)], "only row 0 is above")

    table.reloadData()
    table.contentOffset = CGPoint(x: 0, y: 88)
    table.layoutIfNeeded()
    #expect(rows.requested.last == self.rows(12...21), "a reload forgets what was asked")
  }
}
