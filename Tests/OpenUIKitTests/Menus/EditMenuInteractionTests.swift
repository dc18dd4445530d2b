import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// `UIEditMenuInteraction` (iOS 16) as apps use it: a copyable label presents its menu from its
/// own gesture, the delegate adds to the suggested actions and hears the menu come and go.
@MainActor @Suite(.serialized) struct EditMenuInteractionTests {
  /// A label that copies its text, shaped after "copyable label" views in iOS apps.
  final class CopyableLabel: UILabel, UIEditMenuInteractionDelegate {
    var log: [String] = []
    lazy var editMenu = UIEditMenuInteraction(delegate: self)

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = true
      addInteraction(editMenu)
      addGestureRecognizer(UITapGestureRecognizer(target: self, action: CopyableLabel.tapped))
    }

    required init?(coder: NSCoder) { nil }

    func tapped(_ recognizer: UITapGestureRecognizer) {
      let configuration = UIEditMenuConfiguration(
        identifier: nil, sourcePoint: recognizer.location(in: self))
      editMenu.presentEditMenu(with: configuration)
    }

    func editMenuInteraction(
      _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
      suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
      log.append("menu with \(suggestedActions.count) suggested")
      let copy = UIAction(title: "Copy") { [weak self] _ in
        UIPasteboard.general.string = self?.text
        self?.log.append("copied")
      }
      return UIMenu(children: [copy] + suggestedActions)
    }

    func editMenuInteraction(
      _ interaction: UIEditMenuInteraction,
      willPresentMenuFor configuration: UIEditMenuConfiguration,
      animator: any UIEditMenuInteractionAnimating
    ) {
      animator.addCompletion { [weak self] in self?.log.append("presented") }
    }

    func editMenuInteraction(
      _ interaction: UIEditMenuInteraction,
      willDismissMenuFor configuration: UIEditMenuConfiguration,
      animator: any UIEditMenuInteractionAnimating
    ) {
      log.append("will dismiss")
    }
  }

  @Test func theAppPresentsTheMenuAtItsPointAndTheDelegateHearsItGo() throws {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    defer { window.isHidden = true }
    let label = CopyableLabel(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
    label.text = "Order #4521"
    window.addSubview(label)
    window.tap(at: CGPoint(x: 60, y: 50))
    let menu = try #require(window.presentedMenu)
    #expect(menu.frame.origin == CGPoint(x: 60, y: 50))
    #expect(label.editMenu.location(in: label) == CGPoint(x: 40, y: 10))
    #expect(label.log == ["menu with 0 suggested", "presented"])
    window.press(UIKey(keyCode: .keyboardDownArrow, characters: ""))
    window.press(UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r"))
    #expect(label.log.suffix(2) == ["will dismiss", "copied"])
    #expect(UIPasteboard.general.string == "Order #4521")
    // Dismissed by the app: the delegate hears it once.
    window.tap(at: CGPoint(x: 60, y: 50))
    label.editMenu.dismissMenu()
    label.editMenu.dismissMenu()
    #expect(window.presentedMenu == nil)
    #expect(label.log.filter { $0 == "will dismiss" }.count == 2)
  }

  @Test func aTextFieldFirstResponderSuggestsItsEditActions() throws {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    defer { window.isHidden = true }
    let label = CopyableLabel(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
    window.addSubview(label)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    window.addSubview(field)
    #expect(field.becomeFirstResponder())
    label.editMenu.presentEditMenu(
      with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
    #expect(label.log.first == "menu with 3 suggested")  // the field's three groups
    #expect(window.presentedMenu != nil)
  }
}
