import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// List rows' swipe actions as iOS 14 code configures them (a Mail-like list: Pin leading,
/// Delete trailing), used with a mouse and a touchpad as in Mac Catalyst lists.
@MainActor @Suite(.serialized) struct SwipeActionsTests {
  let window = makeWindow(size: CGSize(width: 320, height: 480))
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Int, String>
  let log = Log()

  final class Log {
    var calls: [String] = []
  }

  init() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    let log = self.log
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      let delete = UIContextualAction(style: .destructive, title: "Delete") {
        _, _, completion in
        log.calls.append("delete \(indexPath.item)")
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
    configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
      guard indexPath.item != 2 else { return nil }
      let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, completion in
        log.calls.append("pin \(indexPath.item)")
        completion(true)
      }
      pin.backgroundColor = .systemOrange
      return UISwipeActionsConfiguration(actions: [pin])
    }
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    window.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems((0..<30).map { "Message \($0)" })
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
  }

  func row(_ item: Int) -> UICollectionViewListCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
  }

  /// Row 1 spans y 44–88.
  @Test func aDragPastHalfTheActionsLeavesThemOpenAndAButtonRunsItsAction() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    defer { window.isHidden = true }
    window.drag(from: CGPoint(x: 250, y: 66), to: CGPoint(x: 190, y: 66), steps: 6, time: 0)
    clock.advance(by: 0.3)
    let cell = try #require(row(1))
    let actions = try #require(cell.subviews.first { $0 is SwipeActionsView } as? SwipeActionsView)
    let delete = try #require(actions.buttons.first)
    // Open by the button's width, which shows at the row's right edge.
    #expect(cell.contentView.transform.tx == -actions.actionsWidth)
    #expect(window.convert(delete.bounds, from: delete).maxX == 320)
    #expect(delete.titleLabel?.text == "Delete")
    #expect(delete.backgroundColor == .systemRed)
    #expect(collectionView.contentOffset == .zero, "a sideways drag does not scroll")
    #expect(collectionView.indexPathsForSelectedItems == nil)
    window.tap(at: window.convert(CGPoint(x: delete.bounds.midX, y: 22), from: delete), time: 2)
    #expect(log.calls == ["delete 1"])
    clock.advance(by: 0.3)
    #expect(cell.contentView.transform == .identity, "the completion closes the row")
    #expect(!cell.subviews.contains { $0 is SwipeActionsView })
  }

  @Test func aShortDragSpringsBackAndAFullSwipePerformsTheFirstAction() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    defer { window.isHidden = true }
    window.drag(from: CGPoint(x: 250, y: 110), to: CGPoint(x: 225, y: 110), steps: 4, time: 0)
    clock.advance(by: 0.3)
    #expect(row(2)?.contentView.transform == .identity)
    #expect(log.calls.isEmpty)
    // Most of the way across: Delete runs without a click.
    window.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 40, y: 110), steps: 8, time: 2)
    #expect(log.calls == ["delete 2"])
  }

  @Test func aRowWithoutActionsThatWayDoesNotSlideAndUpAndDownStillScrolls() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    defer { window.isHidden = true }
    // Row 2 has no leading action: a drag to the right does nothing.
    window.drag(from: CGPoint(x: 40, y: 110), to: CGPoint(x: 200, y: 110), steps: 6, time: 0)
    clock.advance(by: 0.3)
    #expect(row(2)?.contentView.transform == .identity)
    // The content follows an up-and-down drag (checked at its release).
    window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), steps: 6, time: 2)
    #expect(collectionView.contentOffset.y > 100)
  }

  @Test func aTouchpadSwipeOpensAndClosesAndAClickElsewhereCloses() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    defer { window.isHidden = true }
    window.scroll(by: CGPoint(x: 12, y: 0), at: CGPoint(x: 160, y: 22), type: .continuous, time: 0)
    clock.advance(by: 0.3)
    let zero = try #require(row(0))
    let pin = try #require(
      (zero.subviews.first { $0 is SwipeActionsView } as? SwipeActionsView)?.buttons.first)
    #expect(pin.titleLabel?.text == "Pin" && pin.backgroundColor == .systemOrange)
    #expect(zero.contentView.transform.tx > 0)
    #expect(collectionView.contentOffset == .zero)
    window.scroll(by: CGPoint(x: -12, y: 0), at: CGPoint(x: 160, y: 22), type: .continuous, time: 1)
    clock.advance(by: 0.3)
    #expect(zero.contentView.transform == .identity)
    // Open again; a click on another row closes it without selecting.
    window.scroll(by: CGPoint(x: 12, y: 0), at: CGPoint(x: 160, y: 22), type: .continuous, time: 2)
    clock.advance(by: 0.3)
    window.tap(at: CGPoint(x: 160, y: 200), time: 3)
    clock.advance(by: 0.3)
    #expect(zero.contentView.transform == .identity)
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func theActionsAreTheRowsAccessibilityCustomActions() throws {
    defer { window.isHidden = true }
    let one = try #require(row(1))
    #expect(one.accessibilityCustomActions?.map(\.name) == ["Pin", "Delete"])
    #expect(row(2)?.accessibilityCustomActions?.map(\.name) == ["Delete"])
    _ = one.accessibilityCustomActions?.last?.actionHandler?(
      try #require(one.accessibilityCustomActions?.last))
    #expect(log.calls == ["delete 1"])
  }

  @Test func rightToLeftADragToTheRightRevealsTheTrailingActions() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    defer { window.isHidden = true }
    window.traitOverrides.layoutDirection = .rightToLeft
    collectionView.layoutIfNeeded()
    window.drag(from: CGPoint(x: 60, y: 66), to: CGPoint(x: 160, y: 66), steps: 6, time: 0)
    clock.advance(by: 0.3)
    let cell = try #require(row(1))
    let delete = try #require(
      (cell.subviews.first { $0 is SwipeActionsView } as? SwipeActionsView)?.buttons.first)
    #expect(delete.titleLabel?.text == "Delete")
    #expect(window.convert(delete.bounds, from: delete).minX == 0)
  }
}
