import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

// A notes app's menu bar as Mac Catalyst apps build it (Swift 5 mode, no isolation
// annotations): the app delegate's `buildMenu(with:)` checks the system, removes the Mac menus it
// does not want, adds New Note (a titled `UIKeyCommand`) at the top of File and a Sort submenu of
// `UICommand`s told apart by their `propertyList` to View; the controller checks the current
// sort in `validate(_:)`. `#selector(…)` is written as the unbound method (Docs/Porting.md).

// MARK: - App code

final class CatalystNotesAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
    window?.rootViewController = SortedNotesViewController()
    window?.makeKeyAndVisible()
    return true
  }

  override func buildMenu(with builder: UIMenuBuilder) {
    super.buildMenu(with: builder)
    guard builder.system == .main else { return }
    builder.remove(menu: .format)
    builder.remove(menu: .toolbar)
    let newNote = UIKeyCommand(
      title: "New Note", action: SortedNotesViewController.newNote, input: "n",
      modifierFlags: .command)
    builder.insertChild(
      UIMenu(title: "", options: .displayInline, children: [newNote]), atStartOfMenu: .file)
    let sorts = ["Title", "Date"].map { (key: String) in
      UICommand(title: "By \(key)", action: SortedNotesViewController.sort, propertyList: key)
    }
    builder.insertChild(UIMenu(title: "Sort", children: sorts), atEndOfMenu: .view)
  }
}

final class SortedNotesViewController: UIViewController {
  var notes: [String] = []
  var sortKey = "Date"

  func newNote() { notes.append("Note \(notes.count + 1)") }

  func sort(_ sender: UICommand) {
    sortKey = sender.propertyList as? String ?? sortKey
  }

  override func validate(_ command: UICommand) {
    super.validate(command)
    if let key = command.propertyList as? String { command.state = key == sortKey ? .on : .off }
  }
}

// MARK: - Tests

@MainActor @Suite(.serialized) struct MenuBarSnippets {
  @Test func theDelegatesMenusRunAsWritten() throws {
    // The delegate as `UIApplicationMain` would install it (without running an application,
    // which would take over other suites' windows).
    let delegate = CatalystNotesAppDelegate()
    let saved = UIApplication.shared.delegate
    UIApplication.shared.delegate = delegate
    UIMenuSystem.main.setNeedsRebuild()
    defer {
      UIApplication.shared.delegate = saved
      UIMenuSystem.main.setNeedsRebuild()
    }
    _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
    let window = try #require(delegate.window)
    defer { window.isHidden = true }
    let controller = try #require(window.rootViewController as? SortedNotesViewController)
    window.press(
      UIKey(keyCode: UIKeyboardHIDUsage(rawValue: 17), characters: "n", modifierFlags: .control))
    #expect(controller.notes == ["Note 1"])
    // F10, then Right three times: the View menu, its Sort submenu highlighted.
    window.press(UIKey(keyCode: .keyboardF10, characters: ""))
    for _ in 0..<3 { window.press(UIKey(keyCode: .keyboardRightArrow, characters: "")) }
    window.press(UIKey(keyCode: .keyboardRightArrow, characters: ""))  // into Sort
    window.press(UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r"))  // By Title
    #expect(controller.sortKey == "Title")
  }
}
