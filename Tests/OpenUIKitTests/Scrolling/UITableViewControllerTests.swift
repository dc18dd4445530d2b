import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Xcode's "Table View Controller" template with its methods filled in, as list screens are
/// written: the subclass overrides the data source and delegate methods it needs.
@MainActor @Suite(.serialized) struct UITableViewControllerTests {
  final class FruitController: UITableViewController {
    let fruits = ["Apple", "Banana", "Cherry"]
    var chosen: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Fruit"
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = fruits[indexPath.row]
      return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    { "In season" }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      chosen.append(fruits[indexPath.row])
    }
  }

  @Test func theSubclassFeedsItsTableAndHearsItsSelection() throws {
    let window = makeWindow(size: CGSize(width: 320, height: 400))
    defer { window.isHidden = true }
    let controller = FruitController(style: .insetGrouped)
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.layoutIfNeeded()
    let tableView = try #require(controller.tableView)
    #expect(tableView.style == .insetGrouped && tableView.dataSource === controller)
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Banana")
    tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    controller.tableView(tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
    #expect(controller.chosen == ["Cherry"])
    #expect(controller.clearsSelectionOnViewWillAppear)
    controller.viewWillAppear(false)
    #expect(tableView.indexPathsForSelectedRows == nil, "cleared as the view appears")
    #expect(UITableViewController().tableView.style == .plain)
  }
}
