import Foundation

/// The More tab's list: the controllers past the fourth, each a row with its item's image and
/// title; choosing one pushes it onto the More navigation controller.
@MainActor
final class MoreListController: UITableViewController {
  private weak var tabs: UITabBarController?

  init(tabs: UITabBarController) {
    self.tabs = tabs
    super.init(style: .plain)
    title = "More"
  }

  required init?(coder: NSCoder) { nil }

  private var rows: [UIViewController] {
    guard let tabs else { return [] }
    return Array(tabs.storedControllers.dropFirst(tabs.directTabCount))
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    tableView.reloadData()
    // Edit, when some tabs may move (UIKit's customization, TabCustomizationController.swift).
    let customizable = tabs?.customizableViewControllers?.isEmpty == false
    navigationItem.rightBarButtonItem =
      customizable
      ? UIBarButtonItem(
        systemItem: .edit,
        primaryAction: UIAction { [weak self] _ in self?.beginCustomizing() }) : nil
  }

  /// Presents the customization sheet over the tab bar controller.
  private func beginCustomizing() {
    guard let tabs else { return }
    tabs.present(TabCustomizationController(tabs: tabs), animated: true)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let item = rows[indexPath.row].tabBarItem
    cell.textLabel?.text = item?.title
    cell.imageView?.image = item?.image
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: false)
    guard let tabs, rows.indices.contains(indexPath.row) else { return }
    tabs.userChose(index: tabs.directTabCount + indexPath.row)
  }
}
