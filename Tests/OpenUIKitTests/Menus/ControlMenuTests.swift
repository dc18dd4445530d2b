import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// Menus on buttons and bar button items (iOS 14), as apps declare them: a sort pull-down
/// (`showsMenuAsPrimaryAction`), a button whose menu is secondary, a bar "More" item with a menu
/// and no action, and a bar item with both.
@MainActor @Suite(.serialized) struct ControlMenuTests {
  final class Log {
    var entries: [String] = []
  }

  static let enter = UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r")
  static let down = UIKey(keyCode: .keyboardDownArrow, characters: "")

  func sortMenu(_ log: Log) -> UIMenu {
    UIMenu(
      title: "Sort",
      children: ["Name", "Date"].map { name in
        UIAction(title: name) { _ in log.entries.append("sort \(name)") }
      })
  }

  func titles(_ menu: MenuView) -> [String] {
    menu.rows.compactMap { row in
      guard case .action(let action) = row else { return nil }
      return action.title
    }
  }

  @Test func aPullDownButtonShowsItsMenuBelowItInsteadOfItsActions() throws {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    defer { window.isHidden = true }
    let log = Log()
    let button = UIButton(type: .system)
    button.setTitle("Sort", for: .normal)
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
    button.menu = sortMenu(log)
    button.showsMenuAsPrimaryAction = true
    button.addAction(UIAction { _ in log.entries.append("tap") }, for: .touchUpInside)
    button.addAction(UIAction { _ in log.entries.append("menu opened") }, for: .menuActionTriggered)
    window.addSubview(button)
    window.tap(at: CGPoint(x: 70, y: 40))
    let menu = try #require(window.presentedMenu)
    #expect(titles(menu) == ["Name", "Date"])
    #expect(menu.frame.origin == CGPoint(x: 20, y: 64))  // below the button
    #expect(log.entries == ["menu opened"])
    window.press(Self.down)  // Date (Name is highlighted as it opens)
    window.press(Self.enter)
    #expect(log.entries == ["menu opened", "sort Date"])
    #expect(window.presentedMenu == nil)
    // By keyboard: focused, Space opens it too.
    window.press(UIKey(keyCode: .keyboardTab, characters: "\t"))
    #expect(button.isFocused)
    window.press(UIKey(keyCode: .keyboardSpacebar, characters: " "))
    #expect(window.presentedMenu != nil)
  }

  @Test func aButtonsSecondaryMenuOpensWithARightClick() throws {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    defer { window.isHidden = true }
    let log = Log()
    let button = UIButton(type: .system)
    button.setTitle("Share", for: .normal)
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
    button.menu = sortMenu(log)
    button.addAction(UIAction { _ in log.entries.append("tap") }, for: .touchUpInside)
    window.addSubview(button)
    window.tap(at: CGPoint(x: 70, y: 40))
    #expect(log.entries == ["tap"])
    #expect(window.presentedMenu == nil)
    window.handleSecondaryClick(at: CGPoint(x: 70, y: 40), timestamp: 1)
    #expect(try titles(#require(window.presentedMenu)) == ["Name", "Date"])
    // A disabled button offers no menu.
    window.press(UIKey(keyCode: .keyboardEscape, characters: "\u{1b}"))
    button.isEnabled = false
    window.handleSecondaryClick(at: CGPoint(x: 70, y: 40), timestamp: 2)
    #expect(window.presentedMenu == nil)
  }

  @Test func aBarItemWithOnlyAMenuShowsItAndOneWithAnActionRunsIt() throws {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    defer { window.isHidden = true }
    let log = Log()
    let root = UIViewController()
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", menu: sortMenu(log))
    root.navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { _ in log.entries.append("add") },
      menu: UIMenu(children: [UIAction(title: "Add Folder") { _ in log.entries.append("folder") }]))
    window.rootViewController = UINavigationController(rootViewController: root)
    CATransaction.flush()
    func center(of item: UIBarButtonItem) throws -> CGPoint {
      func find(_ view: UIView) -> BarButtonView? {
        if let bar = view as? BarButtonView, bar.item === item { return bar }
        return view.subviews.lazy.compactMap(find).first
      }
      let view = try #require(find(window))
      return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }
    let more = try #require(root.navigationItem.rightBarButtonItem)
    let add = try #require(root.navigationItem.leftBarButtonItem)
    window.tap(at: try center(of: more))
    #expect(try titles(#require(window.presentedMenu)) == ["Name", "Date"])
    window.press(Self.enter)
    #expect(log.entries == ["sort Name"])
    window.tap(at: try center(of: add))
    #expect(log.entries == ["sort Name", "add"])
    #expect(window.presentedMenu == nil)
    window.handleSecondaryClick(at: try center(of: add), timestamp: 1)
    #expect(try titles(#require(window.presentedMenu)) == ["Add Folder"])
  }
}
