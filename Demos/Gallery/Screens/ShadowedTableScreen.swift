import Foundation
import OpenUIKit
import Seeds

/// Seed 002: the article's ShadowedTableView with 1,000 rows, filling the screen: its top shadow
/// stays under the bar while the rows move, and the first and last rows carry their own shadows.
final class ShadowedTableScreen: UIViewController {
  private var demo: ShadowedTableDemo?

  override func loadView() {
    let demo = ShadowedTableDemo(frame: UIScreen.main.bounds, count: 1_000)
    self.demo = demo
    view = demo.tableView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "002 · ShadowedTableView"
  }
}
