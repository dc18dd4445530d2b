import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Menus built badly: nested deeper than anyone could open, containing themselves, too long for
/// the screen.
@MainActor
enum MenuProbes {
  static let all: [String: @MainActor () -> String] = [
    // Validation, drawing and key lookup walk the menu tree; 100,000 levels overflowed the stack.
    "submenusNested100000Deep": {
      let outcome = withMainMenu({ builder in
        var menu = UIMenu(
          title: "Deepest", children: [UICommand(title: "Leaf", action: MenuProbeResponder.act)])
        for level in 0..<100_000 { menu = UIMenu(title: "Level \(level)", children: [menu]) }
        builder.insertChild(menu, atStartOfMenu: .view)
      }) { window in
        window.press(f10)
        window.press(right)
        window.press(right)
        window.press(right)
        return Probes.rendersOn(window)
      }
      return outcome
    },
    // A group inserted into itself again and again: each copy held the one before twice over.
    "aGroupInsertedIntoItself": {
      var refused = 0
      let outcome = withMainMenu({ builder in
        let group = UIMenu(
          title: "", identifier: UIMenu.Identifier("probe.group"), options: .displayInline,
          children: [UICommand(title: "Item", action: MenuProbeResponder.act)])
        builder.insertChild(group, atStartOfMenu: .view)
        for _ in 0..<20 {
          guard let current = builder.menu(for: group.identifier) else { break }
          builder.insertChild(current, atStartOfMenu: group.identifier)
          refused += 1
        }
      }) { window in
        let cost = CPUTime.measure { openViewMenu(in: window) }
        return cost < 2 ? Probes.rendersOn(window) : "opening took \(cost) s"
      }
      return outcome
    },
    // A menu taller than a bitmap can be was not drawn yet took all input, and rows past the
    // window's edge could not be reached: it scrolls.
    "menuTallerThanTheWindow": {
      withMainMenu(viewMenuItems(600)) { window in
        openViewMenu(in: window)
        let up = UIKey(keyCode: .keyboardUpArrow, characters: "")
        window.press(up)
        let reached = window.renderImage() != nil
        window.press(escape)
        return reached ? Probes.rendersOn(window) : "not drawn"
      }
    },
    // 10,000 items in one menu: validated and laid out in time linear in their number.
    "tenThousandMenuItems": {
      let ratio = CPUTime.scaling(small: 1_000, large: 10_000) { count in
        _ = withMainMenu(viewMenuItems(count)) { window in
          openViewMenu(in: window)
          window.press(escape)
          return ""
        }
      }
      return ratio <= 20 ? "linear" : "ratio \(Int(ratio))"
    },
  ]

  static let f10 = UIKey(keyCode: .keyboardF10, characters: "")
  static let left = UIKey(keyCode: .keyboardLeftArrow, characters: "")
  static let right = UIKey(keyCode: .keyboardRightArrow, characters: "")
  static let escape = UIKey(keyCode: .keyboardEscape, characters: "\u{1b}")

  /// A menu build that puts `count` commands at the top of the View menu.
  static func viewMenuItems(_ count: Int) -> @MainActor (UIMenuBuilder) -> Void {
    { builder in
      let items = (0..<count).map { UICommand(title: "Item \($0)", action: MenuProbeResponder.act) }
      builder.insertChild(
        UIMenu(title: "", options: .displayInline, children: items), atStartOfMenu: .view)
    }
  }

  /// Opens the View menu from the keyboard: F10 opens the bar's first menu (the application's),
  /// and Left twice wraps round through Help to View (the empty Window menu is not shown).
  static func openViewMenu(in window: UIWindow) {
    window.press(f10)
    window.press(left)
    window.press(left)
  }

  /// Builds the main menu with `build` (from the application delegate's `buildMenu(with:)`),
  /// shows a window and runs `body` on it.
  static func withMainMenu(
    _ build: @escaping @MainActor (UIMenuBuilder) -> Void, _ body: (UIWindow) -> String
  ) -> String {
    let delegate = MenuBuildingDelegate(build)
    UIApplication.shared.delegate = delegate
    UIMenuSystem.main.setNeedsRebuild()
    let window = UIWindow.headless(size: CGSize(width: 480, height: 320))
    window.backgroundColor = .systemBackground
    window.rootViewController = MenuProbeController()
    runCommit()
    let outcome = body(window)
    window.isHidden = true
    objc_keep(window)
    objc_keep(delegate)
    return outcome
  }
}

/// An application delegate that adds to the main menu.
final class MenuBuildingDelegate: UIResponder, UIApplicationDelegate {
  let build: @MainActor (UIMenuBuilder) -> Void
  init(_ build: @escaping @MainActor (UIMenuBuilder) -> Void) {
    self.build = build
    super.init()
  }
  override func buildMenu(with builder: UIMenuBuilder) {
    super.buildMenu(with: builder)
    if builder.system == .main { build(builder) }
  }
}

/// The screen the probes' commands run on.
class MenuProbeResponder: UIViewController {
  func act() {}
}

final class MenuProbeController: MenuProbeResponder {}
