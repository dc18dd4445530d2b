import Foundation
import OpenUIKit
import Testing

/// The safe area: a navigation bar's height over content that extends under it, passed down to
/// subviews, `additionalSafeAreaInsets`, and scroll views' adjusted insets, as UIKit documents.
@MainActor @Suite struct SafeAreaTests {
  final class Watched: UIViewController {
    var controllerCalls = 0
    let child = CountingView(frame: CGRect(x: 0, y: 20, width: 100, height: 100))
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(child)
    }
    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      controllerCalls += 1
    }
  }

  final class CountingView: UIView {
    var calls = 0
    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      calls += 1
    }
  }

  @Test func theBarsHeightIsTheTopOfTheSafeAreaAndSubviewsGetTheirOverlap() {
    let window = makeWindow(size: CGSize(width: 320, height: 480))
    let controller = Watched()
    window.rootViewController = UINavigationController(rootViewController: controller)
    CATransaction.flush()
    #expect(controller.view.safeAreaInsets.top == 44)
    #expect(controller.controllerCalls == 1)
    // The child starts 20 points down: 24 of the bar's 44 points cover it.
    #expect(controller.child.safeAreaInsets.top == 24)
    #expect(controller.child.calls == 1)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 10, bottom: 30, right: 0)
    CATransaction.flush()
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 10, bottom: 30, right: 0))
    #expect(controller.controllerCalls == 2)
    #expect(controller.child.safeAreaInsets.left == 10)
    #expect(controller.child.calls == 2)
    #expect(window.safeAreaInsets == .zero)  // the desktop window has no unsafe area
  }

  @Test func aControllerThatDoesNotExtendStaysBelowTheBar() {
    let window = makeWindow(size: CGSize(width: 320, height: 480))
    let controller = Watched()
    controller.edgesForExtendedLayout = []
    window.rootViewController = UINavigationController(rootViewController: controller)
    CATransaction.flush()
    #expect(controller.view.frame.minY == 44)
    #expect(controller.view.safeAreaInsets == .zero)
    #expect(controller.controllerCalls == 0)
  }

  @Test func aTableUnderTheBarStartsBelowItAndScrollsUnderIt() {
    final class List: UIViewController {
      let table = UITableView(frame: .zero, style: .plain)
      override func loadView() { view = table }
    }
    final class Table: UITableView {
      var didChange = 0
      override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        didChange += 1
      }
    }
    let window = makeWindow(size: CGSize(width: 320, height: 480))
    let list = List()
    window.rootViewController = UINavigationController(rootViewController: list)
    CATransaction.flush()
    #expect(list.table.frame.minY == 0)
    #expect(list.table.adjustedContentInset.top == 44)
    #expect(list.table.contentOffset.y == -44)  // at rest at the top, below the bar
    // Setting contentInset leaves the offset where it is, as UIKit does.
    list.table.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(list.table.adjustedContentInset.top == 54)
    #expect(list.table.contentOffset.y == -44)
    list.table.contentInset = .zero
    list.table.contentInsetAdjustmentBehavior = .never
    #expect(list.table.adjustedContentInset.top == 0)
    #expect(list.table.contentOffset.y == 0)

    let table = Table(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    table.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    #expect(table.didChange == 1)
    #expect(table.adjustedContentInset.top == 5)
  }
}
