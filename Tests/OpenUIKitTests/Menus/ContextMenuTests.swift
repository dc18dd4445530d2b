import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// Context menus as Mac Catalyst apps get them: a right click (or the Menu key) opens the view's
/// `UIContextMenuInteraction` menu, drawn by the framework, chosen from with the pointer or the
/// keys; a text field's right click opens its edit menu.
@MainActor @Suite(.serialized) struct ContextMenuTests {
  /// A photo cell's menu, shaped after iOS sample code's `configurationForMenuAtLocation`:
  /// Copy, a Share submenu, and an inline group with a destructive Delete.
  final class PhotoView: UIView, UIContextMenuInteractionDelegate {
    var log: [String] = []
    var favorite = false

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      log.append("configuration at \(Int(location.x)),\(Int(location.y))")
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
        let copy = UIAction(title: "Copy") { [weak self] _ in self?.log.append("copy") }
        let share = UIMenu(
          title: "Share",
          children: [
            UIAction(title: "Mail") { [weak self] _ in self?.log.append("mail") },
            UIAction(title: "Messages") { [weak self] _ in self?.log.append("messages") },
          ])
        let favorite = UIAction(title: "Favorite", state: self.favorite ? .on : .off) {
          [weak self] _ in self?.favorite.toggle()
        }
        let delete = UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in
          self?.log.append("delete")
        }
        let disabled = UIAction(title: "Print", attributes: .disabled) { [weak self] _ in
          self?.log.append("print")
        }
        return UIMenu(
          title: "",
          children: [
            copy, share, favorite, disabled,
            UIMenu(title: "", options: .displayInline, children: [delete]),
          ])
      }
    }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      willDisplayMenuFor configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) { log.append("willDisplay") }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      willEndFor configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) { log.append("willEnd") }
  }

  static let down = UIKey(keyCode: .keyboardDownArrow, characters: "")
  static let up = UIKey(keyCode: .keyboardUpArrow, characters: "")
  static let right = UIKey(keyCode: .keyboardRightArrow, characters: "")
  static let left = UIKey(keyCode: .keyboardLeftArrow, characters: "")
  static let enter = UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r")
  static let escape = UIKey(keyCode: .keyboardEscape, characters: "\u{1b}")

  func install() -> (UIWindow, PhotoView) {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    window.backgroundColor = .systemBackground
    let photo = PhotoView(frame: CGRect(x: 20, y: 20, width: 200, height: 150))
    photo.backgroundColor = .systemTeal
    photo.addInteraction(UIContextMenuInteraction(delegate: photo))
    window.addSubview(photo)
    return (window, photo)
  }

  /// The centre of the menu's row `index` (separators count as rows), in window coordinates.
  func rowCenter(_ menu: MenuView, _ index: Int, in window: UIWindow) -> CGPoint {
    var y = MenuView.padding
    for row in menu.rows.prefix(index) {
      if case .separator = row { y += MenuView.separatorHeight } else { y += MenuView.rowHeight }
    }
    return menu.convert(CGPoint(x: 60, y: y + MenuView.rowHeight / 2), to: window)
  }

  @Test func aRightClickOpensTheMenuAndTheKeysChoose() throws {
    let (window, photo) = install()
    defer { window.isHidden = true }
    window.handleSecondaryClick(at: CGPoint(x: 70, y: 60), timestamp: 0)
    #expect(photo.log == ["configuration at 50,40", "willDisplay"])
    let menu = try #require(window.presentedMenu)
    #expect(menu.frame.origin == CGPoint(x: 70, y: 60))
    window.press(Self.down)  // Copy
    window.press(Self.down)  // Share ›
    window.press(Self.right)  // into Share: ‹ back, Mail, Messages
    #expect(menu.stack.count == 2)
    window.press(Self.down)  // Messages
    window.press(Self.enter)
    #expect(photo.log.suffix(2) == ["willEnd", "messages"])  // the menu ends, then the action
    #expect(window.presentedMenu == nil)
    #expect(!window.subviews.contains { $0 is MenuOverlayView })
  }

  @Test func thePointerChoosesDisabledRowsAreSkippedAndAPressOutsideCloses() throws {
    let (window, photo) = install()
    defer { window.isHidden = true }
    window.handleSecondaryClick(at: CGPoint(x: 100, y: 100), timestamp: 0)
    var menu = try #require(window.presentedMenu)
    // The disabled Print row (index 3): a click there does nothing.
    window.tap(at: rowCenter(menu, 3, in: window))
    #expect(window.presentedMenu != nil)
    window.tap(at: rowCenter(menu, 2, in: window))  // Favorite
    #expect(photo.favorite)
    // Again: Favorite is checked now; a press outside the menu closes it without a choice.
    window.handleSecondaryClick(at: CGPoint(x: 100, y: 100), timestamp: 1)
    menu = try #require(window.presentedMenu)
    if case .action(let action) = menu.rows[2] { #expect(action.state == .on) }
    photo.log = []
    window.tap(at: CGPoint(x: 390, y: 290))
    #expect(window.presentedMenu == nil)
    #expect(photo.log == ["willEnd"])
    // Escape closes too.
    window.handleSecondaryClick(at: CGPoint(x: 100, y: 100), timestamp: 2)
    window.press(Self.escape)
    #expect(window.presentedMenu == nil)
  }

  @Test func theMenuKeyOpensTheFocusedViewsMenu() throws {
    let (window, photo) = install()
    defer { window.isHidden = true }
    let button = UIButton(type: .system)
    button.setTitle("Photo", for: .normal)
    button.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
    photo.addSubview(button)
    window.press(UIKey(keyCode: .keyboardTab, characters: "\t"))
    #expect(button.isFocused)
    window.press(UIKey(keyCode: .keyboardApplication, characters: ""))
    #expect(window.presentedMenu != nil)  // the button's superview has the menu
    #expect(photo.log.first == "configuration at 50,25")  // at the button's centre, in photo
  }

  @Test func aTextFieldsRightClickOpensItsEditMenu() throws {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    defer { window.isHidden = true }
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
    window.addSubview(field)
    #expect(field.becomeFirstResponder())
    window.typeText("Hello")
    CATransaction.flush()
    window.handleSecondaryClick(at: CGPoint(x: 60, y: 35), timestamp: 0)
    let menu = try #require(window.presentedMenu)
    let titles = menu.rows.compactMap { row -> String? in
      guard case .action(let action) = row else { return nil }
      return action.title + (action.attributes.contains(.disabled) ? " (off)" : "")
    }
    let paste = UIPasteboard.general.hasStrings ? "Paste" : "Paste (off)"
    #expect(
      titles == ["Cut (off)", "Copy (off)", paste, "Select All", "Undo Typing", "Redo (off)"])
    window.tap(at: rowCenter(menu, 4, in: window))  // Select All (after a separator)
    #expect(field.selectedRange == 0..<5)
    window.handleSecondaryClick(at: CGPoint(x: 60, y: 35), timestamp: 1)
    let again = try #require(window.presentedMenu)
    window.tap(at: rowCenter(again, 6, in: window))  // Undo Typing (after a second separator)
    #expect(field.text == "")
  }

  @Test func aHeldReturnChoosesOnceAndSingleSelectionChecksOne() throws {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    defer { window.isHidden = true }
    var chosen: [String] = []
    let sizes = ["Small", "Medium", "Large"].map { name in
      UIAction(title: name, state: name == "Medium" ? .on : .off) { _ in chosen.append(name) }
    }
    let menu = UIMenu(
      title: "",
      children: [
        UIMenu(title: "Size", options: [.displayInline, .singleSelection], children: sizes),
        UIMenu(
          title: "", options: [.displayInline, .destructive],
          children: [UIAction(title: "Remove") { _ in chosen.append("Remove") }]),
      ])
    window.present(menu, at: CGPoint(x: 20, y: 20), onEnd: nil)
    // The titled inline group shows its title above its rows; the untitled one shows none.
    let shown = try #require(window.presentedMenu)
    let headers = shown.rows.compactMap { row -> String? in
      if case .header(let title) = row { return title }
      return nil
    }
    #expect(headers == ["Size"])
    try assertSnapshot(window.renderImage(), named: "menuInlineTitle")
    window.press(Self.down)  // Small (the header is passed over)
    window.handleKey(Self.enter, down: true, timestamp: 0)
    window.handleKey(Self.enter, down: true, timestamp: 0.5)  // a repeat: nothing more
    window.handleKey(Self.enter, down: false, timestamp: 0.6)
    #expect(chosen == ["Small"])
    #expect(sizes.map(\.state) == [.on, .off, .off])
  }

  /// The menu drawn light and dark (looked at when recorded).
  @Test func theMenuLooksRight() throws {
    let (window, photo) = install()
    defer { window.isHidden = true }
    photo.favorite = true
    window.handleSecondaryClick(at: CGPoint(x: 150, y: 60), timestamp: 0)
    window.press(Self.down)
    try assertSnapshot(window.renderImage(), named: "contextMenuLight")
    window.press(Self.escape)
    window.overrideUserInterfaceStyle = .dark
    window.handleSecondaryClick(at: CGPoint(x: 150, y: 60), timestamp: 1)
    window.press(Self.down)
    window.press(Self.down)
    try assertSnapshot(window.renderImage(), named: "contextMenuDark")
  }
}
