import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Batch updates of a collection view on the virtual clock, written as iOS code writes them:
/// the model changes inside `performBatchUpdates`, cells follow their items, the changes animate
/// (moves from where they were, insertions and deletions fading), the layout hears them in
/// UIKit's order, and batches that do not add up are reported and reloaded.
@MainActor @Suite(.serialized) struct UICollectionViewUpdatesTests {
  final class Cell: UICollectionViewCell {
    var title = ""
    var configurations = 0
  }

  final class Layout: UICollectionViewFlowLayout {
    var calls: [String] = []
    var updateActions: [String] = []
    override func prepare() {
      super.prepare()
      calls.append("prepare")
    }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      calls.append("prepareForUpdates")
      updateActions = updateItems.map { item in
        let before = item.indexPathBeforeUpdate.map { "\($0.section).\($0.item)" } ?? "-"
        let after = item.indexPathAfterUpdate.map { "\($0.section).\($0.item)" } ?? "-"
        return "\(item.updateAction) \(before)>\(after)"
      }
    }
    override func finalizeCollectionViewUpdates() { calls.append("finalize") }
  }

  final class Model: NSObject, UICollectionViewDataSource {
    var sections = [(0..<9).map { "Item \($0)" }]
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      if let cell = cell as? Cell {
        cell.title = sections[indexPath.section][indexPath.item]
        cell.configurations += 1
      }
      return cell
    }
  }

  let window = makeWindow(size: CGSize(width: 330, height: 400))
  let layout = Layout()
  let collectionView: UICollectionView
  let model = Model()

  init() {
    layout.itemSize = CGSize(width: 100, height: 100)
    collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(Cell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = model
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
  }

  func cell(_ item: Int, _ section: Int = 0) -> Cell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? Cell
  }

  @Test func cellsFollowTheirItemsAndMoveFromWhereTheyWere() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    defer { window.isHidden = true }
    let eight = try #require(cell(8))
    let zero = try #require(cell(0))
    collectionView.selectItem(
      at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
    layout.calls = []
    var completed: Bool?
    collectionView.performBatchUpdates(
      {
        model.sections[0].remove(at: 1)
        model.sections[0].insert("New", at: 0)
        let moved = model.sections[0].remove(at: 8)
        model.sections[0].insert(moved, at: 1)
        collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        collectionView.moveItem(
          at: IndexPath(item: 8, section: 0), to: IndexPath(item: 1, section: 0))
      }, completion: { completed = $0 })
    #expect(
      model.sections[0] == [
        "New", "Item 8", "Item 0", "Item 2", "Item 3", "Item 4", "Item 5", "Item 6", "Item 7",
      ])
    // finalizeCollectionViewUpdates runs inside the animation block, before the call returns.
    #expect(layout.calls == ["prepare", "prepareForUpdates", "finalize"])
    #expect(layout.updateActions == ["delete 0.1>-", "insert ->0.0", "move 0.8>0.1"])
    #expect(cell(1) === eight, "the moved item keeps its cell")
    #expect(cell(2) === zero)
    #expect(cell(0)?.title == "New")
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    // The moved cell starts from its old place (item 8: third column, third line).
    #expect(eight.layer.presentation()?.position == CGPoint(x: 280, y: 270))
    #expect(eight.center == CGPoint(x: 165, y: 50))
    #expect(cell(0)?.layer.presentation()?.opacity == 0, "the inserted cell fades in")
    #expect(completed == nil)
    clock.advance(by: 0.35)
    #expect(completed == true)
    #expect(layout.calls == ["prepare", "prepareForUpdates", "finalize"])
    #expect(eight.layer.presentation()?.position == CGPoint(x: 165, y: 50))
    #expect(collectionView.visibleCells.count == 9)
    #expect(collectionView.subviews.filter { $0 is Cell }.count == 9, "the deleted cell is gone")
  }

  @Test func aDeletedCellFadesOutThenIsReused() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    defer { window.isHidden = true }
    let doomed = try #require(cell(4))
    model.sections[0].remove(at: 4)
    collectionView.deleteItems(at: [IndexPath(item: 4, section: 0)])
    #expect(doomed.superview === collectionView, "still on screen while it fades")
    #expect(doomed.alpha == 0)
    #expect(doomed.layer.presentation()?.opacity == 1)
    clock.advance(by: 0.15)
    let halfway = try #require(doomed.layer.presentation()?.opacity)
    #expect(halfway > 0.3 && halfway < 0.7)
    clock.advance(by: 0.2)
    #expect(doomed.superview == nil)
    model.sections[0].append("Again")
    collectionView.insertItems(at: [IndexPath(item: 8, section: 0)])
    #expect(cell(8) === doomed, "reused from the pool")
  }

  @Test func sectionsComeAndGo() throws {
    defer { window.isHidden = true }
    UIView.performWithoutAnimation {
      collectionView.performBatchUpdates {
        model.sections.insert(["A", "B"], at: 0)
        collectionView.insertSections([0])
      }
    }
    #expect(collectionView.numberOfSections == 2)
    #expect(cell(0)?.title == "A")
    #expect(cell(0, 1)?.title == "Item 0")
    var finished: Bool?
    UIView.performWithoutAnimation {
      collectionView.performBatchUpdates(
        {
          model.sections.remove(at: 0)
          collectionView.deleteSections([0])
        }, completion: { finished = $0 })
    }
    #expect(finished == true, "without animation: at once")
    #expect(cell(0)?.title == "Item 0")
  }

  @Test func reloadMakesANewCellReconfigureKeepsIt() throws {
    defer { window.isHidden = true }
    let two = try #require(cell(2))
    let three = try #require(cell(3))
    model.sections[0][2] = "Two"
    model.sections[0][3] = "Three"
    UIView.performWithoutAnimation {
      collectionView.reloadItems(at: [IndexPath(item: 2, section: 0)])
    }
    #expect(cell(2) !== two)
    #expect(cell(2)?.title == "Two")
    let before = three.configurations
    collectionView.reconfigureItems(at: [IndexPath(item: 3, section: 0)])
    #expect(cell(3) === three)
    #expect(three.title == "Three")
    #expect(three.configurations == before + 1)
  }

  @Test func aBatchThatDoesNotAddUpIsReportedAndReloaded() {
    defer { window.isHidden = true }
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    var finished: Bool?
    collectionView.performBatchUpdates(
      {
        model.sections[0] += ["X", "Y"]
        collectionView.insertItems(at: [IndexPath(item: 9, section: 0)])
      }, completion: { finished = $0 })
    #expect(finished == false)
    #expect(
      lines.contains {
        $0.contains(
          "Invalid update: invalid number of items in section 0. The number of items contained "
            + "in an existing section after the update (11) must be equal to the number of items "
            + "contained in that section before the update (9)")
      })
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfItems(inSection: 0) == 11, "reloaded instead")
  }

  @Test func anEmptyBatchAnimatesALayoutChange() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    defer { window.isHidden = true }
    let one = try #require(cell(1))
    layout.itemSize = CGSize(width: 150, height: 100)
    var completed = false
    collectionView.performBatchUpdates(nil) { completed = $0 }
    // Two to a line now: item 1 goes from the second column to the right end.
    #expect(one.center == CGPoint(x: 255, y: 50))
    #expect(one.layer.presentation()?.position == CGPoint(x: 165, y: 50))
    clock.advance(by: 0.35)
    #expect(completed)
    #expect(one.layer.presentation()?.position == CGPoint(x: 255, y: 50))
  }
}
