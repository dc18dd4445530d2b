import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Sheets and popovers the user dismisses (Escape, a click outside), told to the presentation
/// controller's delegate in UIKit's order; popovers placed by their source.
@MainActor @Suite(.serialized) struct PresentationControllerTests {
  final class Log: UIPopoverPresentationControllerDelegate {
    var entries: [String] = []
    var allows = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      entries.append("should")
      return allows
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      entries.append("will")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      entries.append("did")
    }
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) { entries.append("attempt") }
    func prepareForPopoverPresentation(
      _ popoverPresentationController: UIPopoverPresentationController
    ) { entries.append("prepare") }
  }

  let window = makeWindow(size: CGSize(width: 600, height: 400))
  let root = UIViewController()
  let log = Log()

  init() {
    window.rootViewController = root
    window.layoutIfNeeded()
  }

  func escape() {
    window.press(UIKey(keyCode: .keyboardEscape, characters: "", modifierFlags: []))
  }

  @Test func escapeClosesASheetThroughItsDelegateUnlessItIsModal() throws {
    let clock = TestClock()
    defer {
      window.isHidden = true
      clock.uninstall()
    }
    let sheet = UIViewController()
    sheet.presentationController?.delegate = log
    root.present(sheet, animated: false)
    sheet.isModalInPresentation = true
    escape()
    clock.advance(by: 0.5)
    #expect(log.entries == ["attempt"] && root.presentedViewController === sheet)
    sheet.isModalInPresentation = false
    log.allows = false
    escape()
    #expect(log.entries == ["attempt", "should", "attempt"])
    log.allows = true
    escape()
    clock.advance(by: 0.5)
    #expect(log.entries == ["attempt", "should", "attempt", "should", "will", "did"])
    #expect(root.presentedViewController == nil)
  }

  @Test func aPopoverHangsFromItsSourceOnAPermittedSide() throws {
    let clock = TestClock()
    defer {
      window.isHidden = true
      clock.uninstall()
    }
    let source = UIView(frame: CGRect(x: 250, y: 300, width: 100, height: 40))
    root.view.addSubview(source)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 200, height: 150)
    let popover = try #require(content.popoverPresentationController)
    #expect(content.presentationController === popover && popover.permittedArrowDirections == .any)
    popover.sourceView = source
    popover.delegate = log
    root.present(content, animated: false)
    window.layoutIfNeeded()
    let panel = try #require(content.view.superview)
    // No room below (300 + 40 + 6 + 150 > 390): above, centred on the source.
    #expect(popover.arrowDirection == .down)
    #expect(panel.frame == CGRect(x: 200, y: 300 - 6 - 150, width: 200, height: 150))
    #expect(log.entries == ["prepare"])
    // A click outside dismisses it through the delegate.
    window.tap(at: CGPoint(x: 20, y: 20))
    clock.advance(by: 0.5)
    #expect(log.entries == ["prepare", "should", "will", "did"])
    // Only to the side, and no room after the source: before it.
    let side = UIViewController()
    side.modalPresentationStyle = .popover
    side.preferredContentSize = CGSize(width: 300, height: 100)
    let right = UIView(frame: CGRect(x: 400, y: 150, width: 100, height: 40))
    root.view.addSubview(right)
    side.popoverPresentationController?.sourceView = right
    side.popoverPresentationController?.permittedArrowDirections = [.left, .right]
    root.present(side, animated: false)
    window.layoutIfNeeded()
    #expect(side.popoverPresentationController?.arrowDirection == .right)
    #expect(side.view.superview?.frame == CGRect(x: 400 - 6 - 300, y: 120, width: 300, height: 100))
  }
}
