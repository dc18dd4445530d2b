import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A reorderable, deletable list as Apple's modern collection views sample and iOS 14 code set it
/// up: `.delete()` and `.reorder()` accessories shown while editing, `reorderingHandlers` keeping
/// the app's store in step through the transaction's difference.
@MainActor @Suite(.serialized) struct ListEditingTests {
  final class Store {
    var items = (0..<20).map { "Task \($0)" }
    var log: [String] = []
  }

  enum Failure: Error { case noInsertion }

  let window = makeWindow(size: CGSize(width: 320, height: 480))
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Int, String>
  let store = Store()

  init(deleteHandler: Bool = true, rightToLeft: Bool = false) {
    let store = self.store
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
        store.log.append("swipe delete \(indexPath.item)")
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    if rightToLeft { window.traitOverrides.layoutDirection = .rightToLeft }
    window.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories = [
        .delete(actionHandler: deleteHandler ? { store.log.append("delete \(item)") } : nil),
        .reorder(), .disclosureIndicator(displayed: .whenNotEditing),
      ]
      cell.configurationUpdateHandler = { _, state in
        store.log.append("state \(item) editing \(state.isEditing)")
      }
    }
    dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    dataSource.reorderingHandlers.canReorderItem = { $0 != "Task 19" }
    dataSource.reorderingHandlers.willReorder = { _ in store.log.append("willReorder") }
    dataSource.reorderingHandlers.didReorder = { transaction in
      store.log.append("didReorder")
      for sectionTransaction in transaction.sectionTransactions {
        if let updated = store.items.applying(sectionTransaction.difference) {
          store.items = updated
        }
      }
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(store.items)
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
  }

  func row(_ item: Int) -> UICollectionViewListCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
  }

  func accessoryView<View: UIView>(_ type: View.Type, in row: UICollectionViewListCell) -> View? {
    row.contentView.subviews.first { $0 is View } as? View
  }

  @Test func editingShowsTheEditingAccessoriesAndReachesTheConfigurationState() throws {
    defer { window.isHidden = true }
    let cell = try #require(row(0))
    #expect(accessoryView(CircleControlView.self, in: cell) == nil)
    #expect(accessoryView(ReorderGripView.self, in: cell) == nil)
    #expect(accessoryView(AccessoryView.self, in: cell) != nil, "the chevron when not editing")
    store.log = []
    collectionView.isEditing = true
    collectionView.layoutIfNeeded()
    let delete = try #require(accessoryView(CircleControlView.self, in: cell))
    let grip = try #require(accessoryView(ReorderGripView.self, in: cell))
    #expect(accessoryView(AccessoryView.self, in: cell) == nil)
    // The delete control at the leading edge, the grip (and its separator's room) at the trailing.
    #expect(delete.frame == CGRect(x: 16, y: 11, width: 22, height: 22))
    #expect(grip.frame == CGRect(x: 270, y: 11, width: 34, height: 22))
    #expect(store.log.contains("state Task 0 editing true"))
    #expect(cell.configurationState.isEditing)
    collectionView.isEditing = false
    collectionView.layoutIfNeeded()
    #expect(accessoryView(CircleControlView.self, in: cell) == nil)
    #expect(!cell.configurationState.isEditing)
  }

  @Test func draggingAGripReordersTheRowsAndTellsTheHandlersInOrder() throws {
    let clock = TestClock()
    defer {
      clock.advance(by: 0.4)
      window.isHidden = true
      clock.uninstall()
    }
    collectionView.isEditing = true
    collectionView.layoutIfNeeded()
    let moving = try #require(row(1))
    store.log = []
    // Row 1 spans y 44–88; its grip is near x 290. Down to row 4 (y 176–220), a little sideways.
    window.drag(from: CGPoint(x: 290, y: 66), to: CGPoint(x: 250, y: 200), steps: 8)
    collectionView.layoutIfNeeded()
    #expect(store.log.filter { !$0.hasPrefix("state") } == ["willReorder", "didReorder"])
    #expect(Array(store.items.prefix(5)) == ["Task 0", "Task 2", "Task 3", "Task 4", "Task 1"])
    #expect(dataSource.snapshot().itemIdentifiers.prefix(5) == store.items.prefix(5))
    #expect(row(4) === moving)
    #expect(moving.frame.origin == CGPoint(x: 0, y: 176), "a row moves along the list only")
    #expect(collectionView.contentOffset == .zero, "the drag did not scroll")
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func holdingARowNearTheBottomScrollsTheListUnderIt() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    defer { window.isHidden = true }
    collectionView.isEditing = true
    collectionView.layoutIfNeeded()
    // Twenty 44-point rows in 480 points: 400 to scroll. Row 1's grip, held 10 points from the
    // bottom edge.
    window.touchDown(at: CGPoint(x: 290, y: 66), time: 0)
    for (step, y) in [100, 200, 300, 400, 470].enumerated() {
      window.touchMove(to: CGPoint(x: 290, y: CGFloat(y)), time: 0.016 * Double(step + 1))
    }
    #expect(collectionView.contentOffset.y == 0)
    clock.advance(by: 0.5)
    let scrolled = collectionView.contentOffset.y
    #expect(scrolled > 150, "about 600 points a second that deep in the margin")
    let moving = try #require(collectionView.movement)
    #expect(moving.current.item > 12, "the row moved with the content under the pointer")
    clock.advance(by: 1)
    #expect(collectionView.contentOffset.y == 400, "up to the end, not past it")
    window.touchUp(at: CGPoint(x: 290, y: 470), time: 2)
    clock.advance(by: 0.4)
    #expect(store.items.last == "Task 1")
    #expect(collectionView.reorderAutoscroll == nil, "the link stops with the drag")
  }

  @Test func theTransactionCarriesTheSnapshotsAndADifferenceWithTheMoveAssociated() throws {
    let clock = TestClock()
    defer {
      clock.advance(by: 0.4)
      window.isHidden = true
      clock.uninstall()
    }
    var seen: NSDiffableDataSourceTransaction<Int, String>?
    dataSource.reorderingHandlers.didReorder = { seen = $0 }
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    let target = try #require(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(target.center)
    collectionView.endInteractiveMovement()
    let transaction = try #require(seen)
    #expect(
      transaction.initialSnapshot.itemIdentifiers.prefix(4) == [
        "Task 0", "Task 1", "Task 2", "Task 3",
      ])
    #expect(
      transaction.finalSnapshot.itemIdentifiers.prefix(4) == [
        "Task 3", "Task 0", "Task 1", "Task 2",
      ])
    #expect(transaction.difference.count == 2)
    guard
      case .insert(let offset, let element, let associatedWith)? = transaction.difference.insertions
        .first
    else { throw Failure.noInsertion }
    #expect(offset == 0 && element == "Task 3" && associatedWith == 3)
    let section = try #require(transaction.sectionTransactions.first)
    #expect(section.sectionIdentifier == 0)
    #expect(section.finalSnapshot.items == transaction.finalSnapshot.itemIdentifiers)
    #expect(transaction.sectionTransactions.count == 1)
  }

  @Test func itemsTheHandlerRefusesAndDataSourcesWithoutHandlersDoNotMove() {
    defer { window.isHidden = true }
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 19, section: 0)))
    dataSource.reorderingHandlers = .init()
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
  }

  @Test func aClickOnTheDeleteControlRunsItsHandler() {
    defer { window.isHidden = true }
    collectionView.isEditing = true
    collectionView.layoutIfNeeded()
    store.log = []
    window.tap(at: CGPoint(x: 27, y: 66))
    #expect(store.log == ["delete Task 1"])
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func withoutAHandlerTheDeleteControlRevealsTheTrailingSwipeActions() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let list = ListEditingTests(deleteHandler: false)
    defer { list.window.isHidden = true }
    defer { window.isHidden = true }
    list.collectionView.isEditing = true
    list.collectionView.layoutIfNeeded()
    list.window.tap(at: CGPoint(x: 27, y: 66))
    clock.advance(by: 0.4)
    let cell = try #require(list.row(1))
    #expect(cell.subviews.contains { $0 is SwipeActionsView })
    #expect(cell.contentView.transform.tx < 0, "slid left to show the trailing actions")
  }

  @Test func selectionWhileEditingFollowsItsOwnSwitches() {
    defer { window.isHidden = true }
    collectionView.isEditing = true
    collectionView.layoutIfNeeded()
    window.tap(at: CGPoint(x: 150, y: 110))
    #expect(collectionView.indexPathsForSelectedItems == nil, "not by default")
    collectionView.allowsSelectionDuringEditing = true
    collectionView.allowsMultipleSelectionDuringEditing = true
    window.tap(at: CGPoint(x: 150, y: 110), time: 1)
    window.tap(at: CGPoint(x: 150, y: 154), time: 2)
    #expect(
      collectionView.indexPathsForSelectedItems
        == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
  }

  @Test func screenReadersMoveRowsAndDeleteThroughCustomActions() throws {
    defer { window.isHidden = true }
    collectionView.isEditing = true
    collectionView.layoutIfNeeded()
    let cell = try #require(row(0))
    let names = cell.accessibilityCustomActions?.map(\.name) ?? []
    #expect(names == ["Delete", "Delete", "Move Down"])
    let moveDown = try #require(cell.accessibilityCustomActions?.first { $0.name == "Move Down" })
    store.log = []
    #expect(moveDown.actionHandler?(moveDown) == true)
    #expect(Array(store.items.prefix(2)) == ["Task 1", "Task 0"])
    #expect(store.log.contains("didReorder"))
  }

  @Test func rightToLeftTheControlsSwapEdges() throws {
    let list = ListEditingTests(rightToLeft: true)
    defer { list.window.isHidden = true }
    defer { window.isHidden = true }
    list.collectionView.isEditing = true
    list.collectionView.layoutIfNeeded()
    let cell = try #require(list.row(0))
    let delete = try #require(list.accessoryView(CircleControlView.self, in: cell))
    let grip = try #require(list.accessoryView(ReorderGripView.self, in: cell))
    #expect(delete.frame == CGRect(x: 282, y: 11, width: 22, height: 22))
    #expect(grip.frame == CGRect(x: 16, y: 11, width: 34, height: 22))
  }
}

/// Apple's samples enter editing through the controller's edit button.
@MainActor @Suite struct CollectionControllerEditingTests {
  @Test func theEditButtonTogglesTheControllerAndItsCollectionView() {
    let controller = UICollectionViewController(
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    controller.loadViewIfNeeded()
    let button = controller.editButtonItem
    #expect(button === controller.editButtonItem, "made once")
    #expect(button.title == "Edit" && button.style == .plain)
    button.perform()
    #expect(controller.isEditing && controller.collectionView.isEditing)
    #expect(button.title == "Done" && button.style == .done)
    controller.isEditing = false
    #expect(!controller.collectionView.isEditing)
    #expect(button.title == "Edit")
  }
}

/// Mail-style editing: `.multiselect()` circles checked by the selection, and an `.insert()`
/// control that adds a row.
@MainActor @Suite(.serialized) struct ListEditingControlsTests {
  @Test func multiselectCirclesFollowTheSelectionAndInsertRunsItsHandler() throws {
    let window = makeWindow(size: CGSize(width: 320, height: 300))
    defer { window.isHidden = true }
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.allowsMultipleSelectionDuringEditing = true
    window.addSubview(collectionView)
    var inserted: [String] = []
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories =
        item == "New…"
        ? [.insert(actionHandler: { inserted.append(item) })] : [.multiselect()]
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Inbox", "Drafts", "Sent", "New…"])
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.isEditing = true
    collectionView.layoutIfNeeded()
    func circle(_ item: Int) -> MultiselectView? {
      (collectionView.cellForItem(at: IndexPath(item: item, section: 0))
        as? UICollectionViewListCell)?
        .contentView.subviews.first { $0 is MultiselectView } as? MultiselectView
    }
    let first = try #require(circle(0))
    #expect(first.frame.minX == 16 && !first.isChecked)
    window.tap(at: CGPoint(x: 160, y: 22))
    window.tap(at: CGPoint(x: 160, y: 110), time: 1)
    #expect(first.isChecked && circle(2)?.isChecked == true && circle(1)?.isChecked == false)
    #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [0, 2])
    // The insert control: a green plus at the leading edge.
    let add = try #require(
      (collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? UICollectionViewListCell)?
        .contentView.subviews.first { $0 is CircleControlView } as? CircleControlView)
    #expect(add.plus && add.circleColor == .systemGreen)
    window.tap(at: CGPoint(x: 27, y: 154), time: 2)
    #expect(inserted == ["New…"])
    #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [0, 2], "not a selection")
    let row = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
    #expect(row.accessibilityCustomActions?.map(\.name) == ["Insert"])
    withExtendedLifetime(dataSource) {}
  }
}
