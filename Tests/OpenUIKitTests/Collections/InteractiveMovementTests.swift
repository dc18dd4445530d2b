import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Interactive movement (iOS 9) as a long-press handler drives it in iOS code: begin on the
/// press, update with the finger's location, end or cancel; the data source moves its array in
/// `moveItemAt:to:`.
@MainActor @Suite(.serialized) struct InteractiveMovementTests {
  /// A data source over arrays of strings, logging the move calls; cells show their item.
  final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var sections: [[String]]
    var log: [String] = []
    var movable: (IndexPath) -> Bool = { _ in true }
    var target: ((IndexPath, IndexPath, IndexPath) -> IndexPath)?

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.accessibilityLabel = sections[indexPath.section][indexPath.item]
      return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
      -> Bool
    {
      log.append("canMove \(indexPath.section).\(indexPath.item)")
      return movable(indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      log.append(
        "move \(sourceIndexPath.section).\(sourceIndexPath.item) → "
          + "\(destinationIndexPath.section).\(destinationIndexPath.item)")
      let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
      sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
    func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      target?(originalIndexPath, currentIndexPath, proposedIndexPath) ?? proposedIndexPath
    }
  }

  /// A flow layout logging the interactive contexts it makes.
  final class LoggingLayout: UICollectionViewFlowLayout {
    var contexts: [String] = []
    override func invalidationContext(
      forInteractivelyMovingItems targetIndexPaths: [IndexPath],
      withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
      previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
      let context = super.invalidationContext(
        forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
        previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
      contexts.append(
        "moving \(targetIndexPaths.map(\.item)) from \(previousIndexPaths.map(\.item)) at "
          + "\(Int(targetPosition.x)),\(Int(targetPosition.y))")
      return context
    }
    override func invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
      movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
      contexts.append(
        "ending at \(indexPaths.map(\.item)) from \(previousIndexPaths.map(\.item))"
          + (movementCancelled ? " cancelled" : ""))
      return super.invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
        movementCancelled: movementCancelled)
    }
  }

  let window = makeWindow(size: CGSize(width: 320, height: 480))
  let layout = LoggingLayout()
  let collectionView: UICollectionView
  let items = Items([(0..<12).map { "Item \($0)" }, ["Other 0", "Other 1"]])

  /// Three 100-point squares per row, 10 points apart: item n at x 0/110/220, y 110 × row.
  init() {
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = items
    collectionView.delegate = items
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
  }

  func cell(_ item: Int, section: Int = 0) -> UICollectionViewCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: section))
  }

  @Test func anItemFollowsThePointerAndTheOthersMakeRoomBeforeTheDataSourceHears() throws {
    // Moves animate: a virtual clock runs them to their end before the window goes, so no
    // animation is left waiting for another suite's clock.
    let clock = TestClock()
    defer {
      clock.advance(by: 0.4)
      window.isHidden = true
      clock.uninstall()
    }
    let moving = try #require(cell(1))
    let third = try #require(cell(3))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    #expect(items.log == ["canMove 0.1"])
    // Over the middle of item 3's slot (x 0–100, y 110–210), but not its center.
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 40, y: 170))
    collectionView.layoutIfNeeded()
    #expect(moving.center == CGPoint(x: 40, y: 170), "the cell floats under the pointer")
    #expect(moving.layer.zPosition == CGFloat(Int.max), "above every other cell")
    #expect(moving.layer.shadowOpacity > 0, "lifted")
    #expect(cell(3) === moving)
    #expect(cell(2) === third, "item 3 made room")
    #expect(third.frame.origin == CGPoint(x: 220, y: 0))
    #expect(items.log == ["canMove 0.1"], "the data source hears nothing until the end")
    #expect(layout.contexts == ["moving [3] from [1] at 40,170"])

    collectionView.endInteractiveMovement()
    #expect(items.log == ["canMove 0.1", "move 0.1 → 0.3"])
    #expect(items.sections[0].prefix(5) == ["Item 0", "Item 2", "Item 3", "Item 1", "Item 4"])
    #expect(layout.contexts.last == "ending at [3] from [1]")
    #expect(cell(3) === moving)
    #expect(moving.frame == CGRect(x: 0, y: 110, width: 100, height: 100), "settled in its slot")
    #expect(moving.layer.zPosition == 0)
    #expect(moving.layer.shadowOpacity == 0)
  }

  @Test func cancellingPutsTheItemBackAndTellsTheDataSourceNothing() throws {
    // Moves animate: a virtual clock runs them to their end before the window goes, so no
    // animation is left waiting for another suite's clock.
    let clock = TestClock()
    defer {
      clock.advance(by: 0.4)
      window.isHidden = true
      clock.uninstall()
    }
    let moving = try #require(cell(0))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 160))
    collectionView.layoutIfNeeded()
    #expect(cell(5) === moving)
    collectionView.cancelInteractiveMovement()
    collectionView.layoutIfNeeded()
    #expect(items.log == ["canMove 0.0"])
    #expect(cell(0) === moving)
    #expect(moving.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(layout.contexts.last == "ending at [0] from [5] cancelled")
    #expect(cell(1)?.accessibilityLabel == "Item 1")
  }

  @Test func aDataSourceThatSaysNoKeepsTheItemStill() {
    // Moves animate: a virtual clock runs them to their end before the window goes, so no
    // animation is left waiting for another suite's clock.
    let clock = TestClock()
    defer {
      clock.advance(by: 0.4)
      window.isHidden = true
      clock.uninstall()
    }
    items.movable = { $0.item != 0 }
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 99, section: 0)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    #expect(
      !collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)),
      "one movement at a time")
    collectionView.cancelInteractiveMovement()
  }

  @Test func theDelegateChoosesTheTargetFromTheOriginalCurrentAndProposedPlaces() throws {
    // Moves animate: a virtual clock runs them to their end before the window goes, so no
    // animation is left waiting for another suite's clock.
    let clock = TestClock()
    defer {
      clock.advance(by: 0.4)
      window.isHidden = true
      clock.uninstall()
    }
    var asked: [String] = []
    // Item 0 stays first: a proposal of 0 is turned into 1.
    items.target = { original, current, proposed in
      asked.append("\(original.item) \(current.item) \(proposed.item)")
      return proposed.item == 0 ? IndexPath(item: 1, section: 0) : proposed
    }
    let moving = try #require(cell(4))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 50))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 50))
    collectionView.layoutIfNeeded()
    #expect(asked == ["4 4 1", "4 1 0"])
    #expect(cell(1) === moving)
    collectionView.endInteractiveMovement()
    #expect(items.log.last == "move 0.4 → 0.1")
  }

  @Test func anItemMovesToAnotherSectionAndTheCountsFollowWhileItMoves() throws {
    // Moves animate: a virtual clock runs them to their end before the window goes, so no
    // animation is left waiting for another suite's clock.
    let clock = TestClock()
    defer {
      clock.advance(by: 0.4)
      window.isHidden = true
      clock.uninstall()
    }
    layout.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    // Section 1 starts at y 440 (four rows and the inset), below the screen.
    let target = try #require(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(target.center)
    #expect(collectionView.numberOfItems(inSection: 0) == 11)
    #expect(collectionView.numberOfItems(inSection: 1) == 3)
    // Cells asked for meanwhile show the data source's items for the order shown.
    #expect(
      collectionView.dataIndexPath(for: IndexPath(item: 2, section: 0))
        == IndexPath(item: 3, section: 0))
    #expect(
      collectionView.dataIndexPath(for: IndexPath(item: 0, section: 1))
        == IndexPath(item: 2, section: 0))
    #expect(
      collectionView.dataIndexPath(for: IndexPath(item: 1, section: 1))
        == IndexPath(item: 0, section: 1))
    collectionView.endInteractiveMovement()
    #expect(items.log.last == "move 0.2 → 1.0")
    #expect(items.sections[1] == ["Item 2", "Other 0", "Other 1"])
    #expect(collectionView.numberOfItems(inSection: 1) == 3)
  }

  @Test func aDataSourceWithoutMoveItemAtSeesTheItemGoBack() throws {
    // Moves animate: a virtual clock runs them to their end before the window goes, so no
    // animation is left waiting for another suite's clock.
    let clock = TestClock()
    defer {
      clock.advance(by: 0.4)
      window.isHidden = true
      clock.uninstall()
    }
    final class ReadOnly: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 6 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
    }
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    let readOnly = ReadOnly()
    collectionView.dataSource = readOnly
    collectionView.layoutIfNeeded()
    let moving = try #require(cell(0))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 160))
    collectionView.endInteractiveMovement()
    collectionView.layoutIfNeeded()
    #expect(cell(0) === moving)
    #expect(lines.filter { $0.contains("moveItemAt") }.count == 1)
  }

  @Test func aReloadDuringTheMovementEndsItWithoutMovingTheData() {
    // Moves animate: a virtual clock runs them to their end before the window goes, so no
    // animation is left waiting for another suite's clock.
    let clock = TestClock()
    defer {
      clock.advance(by: 0.4)
      window.isHidden = true
      clock.uninstall()
    }
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 160))
    collectionView.reloadData()
    collectionView.endInteractiveMovement()
    collectionView.layoutIfNeeded()
    #expect(items.log == ["canMove 0.0"])
    #expect(cell(0)?.accessibilityLabel == "Item 0")
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.cancelInteractiveMovement()
  }

  @Test func theSelectionFollowsTheMovedItem() {
    // Moves animate: a virtual clock runs them to their end before the window goes, so no
    // animation is left waiting for another suite's clock.
    let clock = TestClock()
    defer {
      clock.advance(by: 0.4)
      window.isHidden = true
      clock.uninstall()
    }
    collectionView.allowsMultipleSelection = true
    collectionView.selectItem(
      at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    collectionView.selectItem(
      at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 160))
    collectionView.endInteractiveMovement()
    #expect(
      collectionView.indexPathsForSelectedItems
        == [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0)])
  }
}
