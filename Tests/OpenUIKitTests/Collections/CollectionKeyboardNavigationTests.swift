import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A collection view with a keyboard, as on the Mac: Tab enters it at one item, the arrows move
/// the focus to the nearest item that way on screen (scrolling it into view), Return selects
/// through the delegate, Tab leaves.
@MainActor @Suite(.serialized) struct CollectionKeyboardNavigationTests {
  final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var selected: [Int] = []
    var refused: Set<Int> = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      30
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath)
      -> Bool
    {
      !refused.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath.item)
    }
  }

  let window = makeWindow(size: CGSize(width: 330, height: 400))
  let collectionView: UICollectionView
  let source = Source()
  let button = UIButton(type: .system)

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 330, height: 350), collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = source
    collectionView.delegate = source
    button.setTitle("Done", for: .normal)
    button.frame = CGRect(x: 10, y: 360, width: 80, height: 30)
    window.addSubview(collectionView)
    window.addSubview(button)
    window.layoutIfNeeded()
  }

  static let tab = UIKey(keyCode: .keyboardTab, characters: "\t")
  static let down = UIKey(keyCode: .keyboardDownArrow, characters: "")
  static let up = UIKey(keyCode: .keyboardUpArrow, characters: "")
  static let right = UIKey(keyCode: .keyboardRightArrow, characters: "")
  static let left = UIKey(keyCode: .keyboardLeftArrow, characters: "")
  static let enter = UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r")

  var focusedItem: Int? {
    (window.focusedView as? UICollectionViewCell).flatMap {
      collectionView.indexPath(for: $0)?.item
    }
  }

  @Test func tabEntersArrowsMoveOnTheGridReturnSelectsTabLeaves() {
    defer { window.isHidden = true }
    window.press(Self.tab)
    #expect(focusedItem == 0, "the first visible item")
    window.press(Self.right)
    #expect(focusedItem == 1)
    window.press(Self.down)
    #expect(focusedItem == 4, "the item below")
    window.press(Self.left)
    window.press(Self.left)
    #expect(focusedItem == 3, "nothing further left: it stays")
    window.press(Self.up)
    #expect(focusedItem == 0)
    window.press(Self.enter)
    #expect(source.selected == [0])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    window.press(Self.tab)
    #expect(window.focusedView === button, "one stop: Tab leaves the collection view")
  }

  @Test func theArrowsScrollAndPassOverRefusedItems() {
    defer { window.isHidden = true }
    source.refused = [6]
    window.press(Self.tab)
    for _ in 0..<2 { window.press(Self.down) }
    #expect(focusedItem == 9, "item 6 refuses: the next one down")
    #expect(collectionView.contentOffset.y > 0, "scrolled to show it")
    let cell = collectionView.cellForItem(at: IndexPath(item: 9, section: 0))
    #expect(cell.map { collectionView.bounds.contains($0.frame) } == true)
  }

  @Test func selectionCanFollowFocusAndTabReturnsToTheSelection() {
    defer { window.isHidden = true }
    collectionView.selectionFollowsFocus = true
    window.press(Self.tab)
    window.press(Self.right)
    window.press(Self.right)
    #expect(source.selected == [1, 2])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    window.press(Self.tab)
    window.press(UIKey(keyCode: .keyboardTab, characters: "\t", modifierFlags: .shift))
    #expect(focusedItem == 2, "back at the selected item")
  }

  static func shifted(_ key: UIKey) -> UIKey {
    UIKey(keyCode: key.keyCode, characters: key.characters, modifierFlags: .shift)
  }

  /// As in a Mac list: Shift and an arrow extend the selection from the anchor, and shrink it
  /// when they turn back.
  @Test func shiftAndTheArrowsExtendTheSelectionFromTheAnchor() {
    defer { window.isHidden = true }
    collectionView.allowsMultipleSelection = true
    window.press(Self.tab)
    window.press(Self.enter)
    #expect(source.selected == [0])
    window.press(Self.shifted(Self.right))
    #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [0, 1])
    window.press(Self.shifted(Self.down))
    #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [0, 1, 2, 3, 4])
    window.press(Self.shifted(Self.up))
    #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [0, 1])
    #expect(source.selected == [0, 1, 2, 3, 4], "each through the delegate")
    // A plain arrow moves the focus alone.
    window.press(Self.right)
    #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [0, 1])
  }

  @Test func withoutMultipleSelectionShiftAndAnArrowDoNothing() {
    defer { window.isHidden = true }
    window.press(Self.tab)
    window.press(Self.enter)
    window.press(Self.shifted(Self.right))
    #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [0])
  }
}
