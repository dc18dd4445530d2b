import Foundation
import OpenUIKit
import Testing

/// `definesPresentationContext` with `.currentContext` and `.overCurrentContext`: a presentation
/// that covers one controller's view instead of the window, as a tab or a split pane does.
@MainActor @Suite struct PresentationContextTests {
  /// A container showing two panes side by side; the right one defines the context.
  final class Panes: UIViewController {
    let left = UIViewController()
    let right = UINavigationController(rootViewController: UIViewController())

    override func viewDidLoad() {
      super.viewDidLoad()
      for (child, x) in [(left, 0.0), (right as UIViewController, 200.0)] {
        addChild(child)
        child.view.frame = CGRect(x: x, y: 0, width: 200, height: 300)
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }
      right.definesPresentationContext = true
    }
  }

  @Test func currentContextTakesThePlaceOfTheContextsView() throws {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let panes = Panes()
    window.rootViewController = panes
    CATransaction.flush()
    let inner = try #require(panes.right.topViewController)
    let detail = UIViewController()
    detail.modalPresentationStyle = .currentContext
    inner.present(detail, animated: false)
    CATransaction.flush()
    #expect(detail.presentingViewController === panes.right)
    #expect(panes.right.presentedViewController === detail)
    #expect(detail.view.frame == CGRect(x: 200, y: 0, width: 200, height: 300))
    #expect(detail.view.superview === panes.view)
    #expect(panes.right.view.superview == nil)  // removed while covered
    #expect(panes.left.view.window === window)  // the other pane stays
    detail.dismiss(animated: false)
    CATransaction.flush()
    #expect(panes.right.view.superview === panes.view)
    #expect(detail.view.superview == nil)
  }

  @Test func overCurrentContextKeepsTheContextsViewUnder() throws {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let panes = Panes()
    window.rootViewController = panes
    CATransaction.flush()
    let overlay = UIViewController()
    overlay.modalPresentationStyle = .overCurrentContext
    panes.right.present(overlay, animated: false)
    CATransaction.flush()
    #expect(overlay.view.frame == CGRect(x: 200, y: 0, width: 200, height: 300))
    #expect(panes.right.view.superview === panes.view)
    let subviews = panes.view.subviews
    let overlayIndex = try #require(subviews.firstIndex { $0 === overlay.view })
    let contextIndex = try #require(subviews.firstIndex { $0 === panes.right.view })
    #expect(overlayIndex == contextIndex + 1)
  }

  @Test func withoutAContextTheWindowIsCovered() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let root = UIViewController()
    window.rootViewController = root
    CATransaction.flush()
    let detail = UIViewController()
    detail.modalPresentationStyle = .currentContext
    root.present(detail, animated: false)
    CATransaction.flush()
    #expect(detail.view.frame == window.bounds)
    #expect(detail.presentingViewController === root)
    #expect(UIModalPresentationStyle.overCurrentContext.rawValue == 6)
  }
}
