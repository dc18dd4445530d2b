import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// Item context menus as iOS 13 and iOS 16 code asks for them, opened by a right click as in Mac
/// Catalyst apps: which items are asked for, the delegate's order, the action chosen.
@MainActor @Suite struct CollectionContextMenuTests {
  /// Ten photos in a 3-column grid (100 × 100 cells from the first row at y = 0; the last row
  /// holds item 9 alone).
  final class Album: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []
    var usesOldMethod = false
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      10
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      log.append("items \(indexPaths.map(\.item)) at \(Int(point.x)),\(Int(point.y))")
      guard !usesOldMethod, !indexPaths.isEmpty else { return nil }
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
        UIMenu(children: [
          UIAction(title: "Delete \(indexPaths.count)", attributes: .destructive) { _ in
            self?.log.append("delete \(indexPaths.map(\.item))")
          }
        ])
      }
    }
    func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
      log.append("item \(indexPath.item)")
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
        UIMenu(children: [UIAction(title: "Share") { _ in }])
      }
    }
    func collectionView(
      _ collectionView: UICollectionView,
      willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      log.append("willDisplay")
    }
    func collectionView(
      _ collectionView: UICollectionView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      log.append("willEnd")
    }
  }

  func install() -> (UIWindow, UICollectionView, Album) {
    let window = makeWindow(size: CGSize(width: 300, height: 400))
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 0
    layout.minimumLineSpacing = 0
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    let album = Album()
    collectionView.dataSource = album
    collectionView.delegate = album
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    return (window, collectionView, album)
  }

  @Test func aRightClickAsksForTheItemUnderItAndRunsTheActionChosen() throws {
    let (window, _, album) = install()
    defer { window.isHidden = true }
    window.handleSecondaryClick(at: CGPoint(x: 150, y: 150), timestamp: 0)  // item 4
    #expect(album.log == ["items [4] at 150,150", "willDisplay"])
    let menu = try #require(window.presentedMenu)
    // At the click (moved left to stay inside the window).
    #expect(menu.frame.minY == 150 && menu.frame.maxX <= 300)
    window.press(UIKey(keyCode: .keyboardDownArrow, characters: ""))
    window.press(UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r"))
    #expect(album.log.suffix(2) == ["willEnd", "delete [4]"])
  }

  @Test func aRightClickOnASelectedItemAsksForEverySelectedItem() throws {
    let (window, collectionView, album) = install()
    defer { window.isHidden = true }
    collectionView.allowsMultipleSelection = true
    for item in [1, 4, 7] {
      collectionView.selectItem(
        at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
    }
    window.handleSecondaryClick(at: CGPoint(x: 150, y: 150), timestamp: 0)
    #expect(album.log.first == "items [1, 4, 7] at 150,150")
    window.press(UIKey(keyCode: .keyboardEscape, characters: "\u{1b}"))
    #expect(window.presentedMenu == nil)
    #expect(album.log.last == "willEnd")
    // An item not selected: that item alone.
    album.log = []
    window.handleSecondaryClick(at: CGPoint(x: 50, y: 50), timestamp: 1)
    #expect(album.log.first == "items [0] at 50,50")
  }

  @Test func theIOS13MethodAnswersWhenTheNewOneGivesNoneAndTheBackgroundHasNoMenu() throws {
    let (window, collectionView, album) = install()
    defer { window.isHidden = true }
    album.usesOldMethod = true
    window.handleSecondaryClick(at: CGPoint(x: 250, y: 50), timestamp: 0)
    #expect(album.log == ["items [2] at 250,50", "item 2", "willDisplay"])
    #expect(window.presentedMenu != nil)
    window.press(UIKey(keyCode: .keyboardEscape, characters: "\u{1b}"))
    // Beside item 9 in the last row: the background, asked with no items; no menu.
    album.log = []
    window.handleSecondaryClick(at: CGPoint(x: 250, y: 350), timestamp: 1)
    #expect(album.log == ["items [] at 250,350"])
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(window.presentedMenu == nil)
  }
}
