import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Alerts and action sheets as apps use them: a delete confirmation, a rename with a text field,
/// an action sheet from a toolbar button; the handlers run after the dismissal, Return and Escape
/// choose as on the Mac.
@MainActor @Suite(.serialized) struct UIAlertControllerTests {
  final class Screen: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
    }
  }

  let window = makeWindow(size: CGSize(width: 480, height: 360))
  let root = Screen()

  init() {
    window.rootViewController = root
    window.layoutIfNeeded()
  }

  func finish(_ clock: TestClock) {
    clock.advance(by: 0.5)
    window.isHidden = true
    clock.uninstall()
  }

  func key(_ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) -> UIKey {
    UIKey(keyCode: code, characters: "", modifierFlags: flags)
  }

  /// The confirmation every list app asks before deleting.
  func deleteConfirmation(_ log: @escaping (String) -> Void) -> UIAlertController {
    let alert = UIAlertController(
      title: "Delete “Groceries”?", message: "This list and its 12 items will be deleted.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log("cancel") })
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { action in log(action.title ?? "") })
    return alert
  }

  func center(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
  }

  @Test func anAlertIsCentredAndItsActionsRunAfterTheDismissal() throws {
    let clock = TestClock()
    defer { finish(clock) }
    var log: [String] = []
    let alert = deleteConfirmation { log.append($0) }
    #expect(alert.modalPresentationStyle == .custom && alert.actions.count == 2)
    root.present(alert, animated: true)
    clock.advance(by: 0.5)
    #expect(root.presentedViewController === alert)
    let panel = try #require(alert.view.superview)
    #expect(panel.bounds.width == 270)
    #expect(abs(panel.center.x - 240) < 1 && abs(panel.center.y - 180) < 1, "centred")
    // Two short titles sit side by side, Cancel on the left.
    let buttons = alert.contentView.buttons
    #expect(buttons.map { $0.action.title } == ["Cancel", "Delete"])
    #expect(
      buttons[0].frame.minY == buttons[1].frame.minY
        && buttons[0].frame.maxX <= buttons[1].frame.minX)
    #expect(buttons[1].titleLabel.textColor == .systemRed, "destructive is red")
    #expect(buttons[0].isBold, "cancel is bold without a preferred action")
    window.tap(at: center(of: buttons[1]))
    #expect(log.isEmpty, "the handler waits for the dismissal")
    clock.advance(by: 0.5)
    #expect(log == ["Delete"])
    #expect(root.presentedViewController == nil && alert.view.window == nil)
  }

  @Test func returnChoosesThePreferredActionAndEscapeTheCancelAction() throws {
    let clock = TestClock()
    defer { finish(clock) }
    var log: [String] = []
    let alert = deleteConfirmation { log.append($0) }
    alert.preferredAction = alert.actions[1]
    root.present(alert, animated: false)
    #expect(alert.contentView.buttons[1].isBold && !alert.contentView.buttons[0].isBold)
    window.press(key(.keyboardReturnOrEnter))
    clock.advance(by: 0.5)
    #expect(log == ["Delete"])
    let second = deleteConfirmation { log.append($0) }
    root.present(second, animated: false)
    window.press(key(.keyboardEscape))
    clock.advance(by: 0.5)
    #expect(log == ["Delete", "cancel"])
    // Without a cancel action, Escape leaves an alert up.
    let notice = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    notice.addAction(UIAlertAction(title: "OK", style: .default) { _ in log.append("ok") })
    root.present(notice, animated: false)
    window.press(key(.keyboardEscape))
    clock.advance(by: 0.5)
    #expect(root.presentedViewController === notice)
    window.press(key(.keyboardReturnOrEnter))
    clock.advance(by: 0.5)
    #expect(log.last == "ok", "Return chooses the only default action")
  }

  @Test func tabMovesBetweenTheButtonsAndSpaceChoosesTheFocusedOne() throws {
    let clock = TestClock()
    defer { finish(clock) }
    var log: [String] = []
    let alert = deleteConfirmation { log.append($0) }
    root.present(alert, animated: false)
    window.layoutIfNeeded()
    let buttons = alert.contentView.buttons
    window.press(key(.keyboardTab))
    #expect(window.storedFocusedView === buttons[0])
    window.press(key(.keyboardTab))
    #expect(window.storedFocusedView === buttons[1])
    window.press(key(.keyboardSpacebar))
    clock.advance(by: 0.5)
    #expect(log == ["Delete"])
  }

  @Test func aTextFieldAlertValidatesAsTypedAndReturnSubmits() throws {
    let clock = TestClock()
    defer { finish(clock) }
    var submitted: String?
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    alert.addTextField { field in
      field.placeholder = "Name"
      field.text = "Groceries"
    }
    let save = UIAlertAction(title: "Save", style: .default) { [weak alert] _ in
      submitted = alert?.textFields?.first?.text
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(save)
    alert.preferredAction = save
    let field = try #require(alert.textFields?.first)
    field.addAction(
      UIAction { [weak field] _ in save.isEnabled = !(field?.text ?? "").isEmpty },
      for: .editingChanged)
    root.present(alert, animated: false)
    window.layoutIfNeeded()
    #expect(field.window === window && field.frame.width == 270 - 32)
    #expect(field.becomeFirstResponder())
    field.text = ""
    field.sendActions(for: .editingChanged)
    #expect(!save.isEnabled && alert.contentView.button(for: save)?.isEnabled == false)
    window.press(key(.keyboardReturnOrEnter))
    clock.advance(by: 0.5)
    #expect(root.presentedViewController === alert, "a disabled preferred action is not chosen")
    window.typeText("Errands")
    field.sendActions(for: .editingChanged)
    #expect(save.isEnabled)
    window.press(key(.keyboardReturnOrEnter))
    clock.advance(by: 0.5)
    #expect(submitted == "Errands")
  }

  @Test func anActionSheetHangsFromItsSourceAndAClickOutsideCancels() throws {
    let clock = TestClock()
    defer { finish(clock) }
    var log: [String] = []
    let source = UIButton(type: .system)
    source.frame = CGRect(x: 20, y: 20, width: 80, height: 30)
    root.view.addSubview(source)
    let sheet = UIAlertController(
      title: nil, message: "Share the list", preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Copy Link", style: .default) { _ in log.append("copy") })
    sheet.addAction(UIAlertAction(title: "Mail", style: .default) { _ in log.append("mail") })
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
    #expect(sheet.modalPresentationStyle == .popover)
    let popover = try #require(sheet.popoverPresentationController)
    popover.sourceView = source
    popover.sourceRect = source.bounds
    root.present(sheet, animated: false)
    window.layoutIfNeeded()
    let panel = try #require(sheet.view.superview)
    #expect(popover.arrowDirection == .up, "below the button")
    #expect(panel.frame.minY == 50 + UIPopoverPresentationController.gap)
    #expect(
      sheet.contentView.buttons.map { $0.action.title } == ["Copy Link", "Mail"],
      "a popover leaves out the cancel button")
    window.tap(at: CGPoint(x: 440, y: 330))
    clock.advance(by: 0.5)
    #expect(log == ["cancel"] && root.presentedViewController == nil)
  }

  @Test func rightToLeftCancelIsOnTheRightAndAStackKeepsItsOrder() throws {
    let clock = TestClock()
    defer { finish(clock) }
    window.traitOverrides.layoutDirection = .rightToLeft
    let alert = deleteConfirmation { _ in }
    root.present(alert, animated: false)
    window.layoutIfNeeded()
    let pair = alert.contentView.buttons
    #expect(pair[0].action.title == "Cancel" && pair[0].frame.minX > pair[1].frame.minX)
    #expect(pair[0].accessibilityLabel == "Cancel" && pair[0].accessibilityTraits.contains(.button))
    alert.dismiss(animated: false)
    let three = UIAlertController(title: "Export", message: nil, preferredStyle: .alert)
    for title in ["PDF", "Plain Text", "Cancel"] {
      three.addAction(UIAlertAction(title: title, style: title == "Cancel" ? .cancel : .default))
    }
    root.present(three, animated: false)
    window.layoutIfNeeded()
    let stack = three.contentView.buttons
    #expect(stack.map { $0.action.title } == ["PDF", "Plain Text", "Cancel"])
    #expect(stack[0].frame.minY < stack[1].frame.minY && stack[1].frame.minY < stack[2].frame.minY)
  }

  @Test func badInputIsRefusedWithUIKitsMessages() throws {
    let clock = TestClock()
    defer { finish(clock) }
    let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Cancel again", style: .cancel))
    #expect(alert.actions.count == 1, "one cancel action at most")
    alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
    #expect(alert.preferredAction == nil)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addTextField()
    #expect(sheet.textFields == nil)
    // A thousand actions: laid out, cut at the window's edge; presented twice: refused.
    let many = UIAlertController(title: "Many", message: nil, preferredStyle: .alert)
    for index in 0..<1_000 { many.addAction(UIAlertAction(title: "\(index)", style: .default)) }
    root.present(many, animated: false)
    root.present(many, animated: false)
    let panel = try #require(many.view.superview)
    #expect(panel.bounds.height <= 360 - 40)
    // An action sheet without a source is centred.
    many.dismiss(animated: false)
    let loose = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    loose.addAction(UIAlertAction(title: "Only", style: .default))
    root.present(loose, animated: false)
    let loosePanel = try #require(loose.view.superview)
    #expect(
      abs(loosePanel.center.x - 240) < 1
        && loose.popoverPresentationController?.arrowDirection == .unknown)
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func alertsLookRight(style: UIUserInterfaceStyle, scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 320, height: 260), style: style, scale: scale)
    let root = Screen()
    window.rootViewController = root
    defer { window.isHidden = true }
    let clock = TestClock()
    defer { finish(clock) }
    let alert = deleteConfirmation { _ in }
    alert.addTextField { $0.text = "Groceries" }
    root.present(alert, animated: false)
    let name = "alert-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }
}
