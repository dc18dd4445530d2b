import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// Menus past what a screen can show: taller than the window (they scroll, as the Mac's do),
/// nested deeper than the walks go, holding the same menu twice (UIKit's builder refuses it).
@MainActor @Suite(.serialized) struct MenuLimitsTests {
  /// A view whose context menu is `menu`, as iOS code returns one from its delegate.
  final class MenuHost: UIView, UIContextMenuInteractionDelegate {
    var menu = UIMenu(children: [])
    var chosen: [String] = []

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [menu] _ in menu }
    }

    func items(_ count: Int) -> [UIAction] {
      (0..<count).map { index in
        UIAction(title: "Item \(index)") { [weak self] _ in self?.chosen.append("Item \(index)") }
      }
    }
  }

  static let down = UIKey(keyCode: .keyboardDownArrow, characters: "")
  static let up = UIKey(keyCode: .keyboardUpArrow, characters: "")
  static let enter = UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r")

  func install(size: CGSize = CGSize(width: 400, height: 300)) -> (UIWindow, MenuHost) {
    let window = makeWindow(size: size)
    window.backgroundColor = .systemBackground
    let host = MenuHost(frame: window.bounds)
    host.addInteraction(UIContextMenuInteraction(delegate: host))
    window.addSubview(host)
    return (window, host)
  }

  @Test func aMenuTallerThanTheWindowFitsAndItsLastRowIsReachedWithTheKeys() throws {
    let (window, host) = install()
    defer { window.isHidden = true }
    host.menu = UIMenu(children: host.items(200))
    window.handleSecondaryClick(at: CGPoint(x: 30, y: 40), timestamp: 0)
    let menu = try #require(window.presentedMenu)
    // 200 rows of 28 points do not fit: the menu takes the room below the click, and scrolls.
    #expect(menu.frame.minY == 40)
    #expect(menu.frame.maxY == 300 - MenuView.edgeInset)
    #expect(menu.showsBottomArrow && !menu.showsTopArrow)
    // Up from the first row wraps to the last: it is scrolled into view, whole.
    window.press(Self.down)
    window.press(Self.up)
    #expect(menu.highlighted == 199)
    #expect(menu.showsTopArrow && !menu.showsBottomArrow)
    let last = menu.rowFrame(199)
    #expect(last.minY >= MenuView.arrowHeight && last.maxY <= menu.bounds.height)
    window.press(Self.enter)
    #expect(host.chosen == ["Item 199"])
    #expect(window.menuOverlay == nil)
  }

  @Test func theWheelAndTheArrowStripsScrollAMenuAndThePointerChoosesWhatShows() throws {
    let (window, host) = install()
    defer { window.isHidden = true }
    host.menu = UIMenu(children: host.items(100))
    window.handleSecondaryClick(at: CGPoint(x: 30, y: 10), timestamp: 0)
    let menu = try #require(window.presentedMenu)
    // A wheel notch down moves the content up.
    window.scroll(by: CGPoint(x: 0, y: -84), at: window.convert(CGPoint(x: 40, y: 100), from: menu))
    #expect(menu.scrollOffset == 84)
    // A press on the bottom strip scrolls a page more.
    let strip = window.convert(CGPoint(x: 40, y: menu.bounds.height - 5), from: menu)
    window.tap(at: strip)
    #expect(menu.scrollOffset == 84 + menu.bounds.height - 2 * MenuView.arrowHeight)
    #expect(window.presentedMenu === menu)
    // The pointer chooses the row drawn under it.
    let shown = menu.visibleRows(in: menu.bounds).dropFirst(2).first ?? 0
    window.tap(at: window.convert(CGPoint(x: 40, y: menu.rowFrame(shown).midY), from: menu))
    #expect(host.chosen == ["Item \(shown)"])
  }

  @Test func aScrolledMenuDrawsItsArrowStrips() throws {
    let (window, host) = install(size: CGSize(width: 260, height: 200))
    defer { window.isHidden = true }
    host.menu = UIMenu(children: host.items(30))
    window.handleSecondaryClick(at: CGPoint(x: 20, y: 10), timestamp: 0)
    let menu = try #require(window.presentedMenu)
    menu.scroll(to: 3 * MenuView.rowHeight)
    try assertSnapshot(window.renderImage(), named: "menuScrolled")
  }

  @Test func aMenuOpensUpwardWhenThereIsMoreRoomAbove() throws {
    let (window, host) = install()
    defer { window.isHidden = true }
    host.menu = UIMenu(children: host.items(7))
    window.handleSecondaryClick(at: CGPoint(x: 30, y: 250), timestamp: 0)
    let menu = try #require(window.presentedMenu)
    #expect(menu.frame.maxY == 250)
    #expect(!menu.showsTopArrow && !menu.showsBottomArrow)
  }

  @Test func submenusDeeperThanTheWalksGoAreLeftOutOnce() throws {
    var lines: [String] = []
    Diagnostics.resetOnce()
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    let (window, host) = install()
    defer { window.isHidden = true }
    var deepest = UIMenu(title: "Level 1000", children: host.items(1))
    for level in (0..<1000).reversed() {
      deepest = UIMenu(title: "Level \(level)", children: [deepest])
    }
    host.menu = UIMenu(children: [deepest])
    window.handleSecondaryClick(at: CGPoint(x: 30, y: 40), timestamp: 0)
    let menu = try #require(window.presentedMenu)
    // Right opens each submenu in place; past 64 levels nothing more opens.
    window.press(Self.down)
    for _ in 0..<100 { window.press(UIKey(keyCode: .keyboardRightArrow, characters: "")) }
    #expect(menu.stack.count == MenuTree.maximumDepth)
    #expect(lines.filter { $0.contains("nested more than 64 deep") }.count == 1)
  }

  @Test func theSameMenuTwiceIsAManyTimesLargerMenuThatStaysBounded() {
    // A group made of the same group twice, twenty times over: 2^20 rows as written.
    var group = UIMenu(options: .displayInline, children: [UIAction(title: "Item") { _ in }])
    for _ in 0..<20 { group = UIMenu(options: .displayInline, children: [group, group]) }
    var visited = 0
    MenuTree.forEach(in: group) { _, _, _ in
      visited += 1
      return .proceed
    }
    #expect(visited == MenuTree.maximumElements)
  }

  // MARK: The builder

  final class Delegate: UIResponder, UIApplicationDelegate {
    var build: (UIMenuBuilder) -> Void = { _ in }
    override func buildMenu(with builder: UIMenuBuilder) {
      super.buildMenu(with: builder)
      if builder.system == .main { build(builder) }
    }
  }

  func mainMenu(_ build: @escaping (UIMenuBuilder) -> Void) -> MainMenu {
    let delegate = Delegate()
    delegate.build = build
    return withApplicationDelegate(delegate) { MainMenu.current }
  }

  /// Shaped after Catalyst apps' `buildMenu(with:)`: a Sort menu inserted into View, then the
  /// same menu again (a common slip when two code paths build it), then into itself.
  @Test func aMenuAlreadyInTheTreeIsNotInsertedAgainAndUIKitsMessageSaysSo() {
    var lines: [String] = []
    Diagnostics.resetOnce()
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    let sort = UIMenu(
      title: "Sort By", identifier: UIMenu.Identifier("com.example.sort"),
      children: [UIAction(title: "Name") { _ in }, UIAction(title: "Date") { _ in }])
    var found: UIMenu?
    let main = mainMenu { builder in
      builder.insertChild(sort, atStartOfMenu: .view)
      builder.insertChild(sort, atEndOfMenu: .view)
      builder.insertSibling(sort, afterMenu: .view)
      if let current = builder.menu(for: sort.identifier) {
        builder.insertChild(current, atStartOfMenu: sort.identifier)
      }
      found = builder.menu(for: sort.identifier)
    }
    #expect(found?.children.count == 2)
    let view = main.barMenus.first { $0.title == "View" }
    #expect(view?.children.compactMap { ($0 as? UIMenu)?.identifier } == [sort.identifier])
    #expect(lines.filter { $0.contains("Duplicates existing") }.count == 1)
  }

  @Test func replacingAMenuWithItselfOrRemovingItKeepsTheTreeTrue() {
    let sort = UIMenu(
      title: "Sort By", identifier: UIMenu.Identifier("com.example.sort2"),
      children: [UIAction(title: "Name") { _ in }])
    var afterRemove: UIMenu?
    _ = mainMenu { builder in
      builder.insertChild(sort, atStartOfMenu: .view)
      // Replacing a menu with a new copy of itself is no duplicate.
      builder.replace(menu: sort.identifier, with: sort.replacingChildren([]))
      builder.remove(menu: sort.identifier)
      afterRemove = builder.menu(for: sort.identifier)
      // Gone, it may come back.
      builder.insertChild(sort, atEndOfMenu: .view)
    }
    #expect(afterRemove == nil)
  }
}
