import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// Records a search bar's delegate calls and a search controller's updates.
final class SearchLog: NSObject, UISearchBarDelegate, UISearchResultsUpdating,
  UISearchControllerDelegate
{
  var log: [String] = []

  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
    log.append("shouldBegin")
    return true
  }
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    log.append("shouldChange \(range.location) \(text)")
    return true
  }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    log.append("textDidChange \(searchText)")
  }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    log.append("scope \(selectedScope)")
  }
  func updateSearchResults(for searchController: UISearchController) {
    log.append("update \(searchController.searchBar.text ?? "") \(searchController.isActive)")
  }
  func willPresentSearchController(_ searchController: UISearchController) {
    log.append("willPresent")
  }
  func didPresentSearchController(_ searchController: UISearchController) {
    log.append("didPresent")
  }
  func willDismissSearchController(_ searchController: UISearchController) {
    log.append("willDismiss")
  }
  func didDismissSearchController(_ searchController: UISearchController) {
    log.append("didDismiss")
  }
}

/// `UISearchBar` and `UISearchController` as apps set them up: a search in the navigation item
/// over a table, a results controller, scope buttons, the Cancel button, Ctrl+F and Escape.
@MainActor @Suite(.serialized) struct UISearchControllerTests {
  /// A list screen whose view is its table, as apps write one without `UITableViewController`.
  final class ListController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)

    override func loadView() {
      tableView.dataSource = self
      view = tableView
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      100
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  func key(_ code: UIKeyboardHIDUsage, _ characters: String = "", _ flags: UIKeyModifierFlags = [])
    -> UIKey
  {
    UIKey(keyCode: code, characters: characters, modifierFlags: flags)
  }

  func installed() -> (
    UIWindow, UINavigationController, ListController, UISearchController, SearchLog
  ) {
    let window = makeWindow(size: CGSize(width: 400, height: 500))
    let list = ListController()
    list.title = "Fruits"
    let results = UIViewController()
    results.view.backgroundColor = .systemBackground
    let search = UISearchController(searchResultsController: results)
    let log = SearchLog()
    search.searchResultsUpdater = log
    search.delegate = log
    search.searchBar.delegate = log
    search.searchBar.placeholder = "Search fruits"
    list.navigationItem.searchController = search
    let navigation = UINavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    return (window, navigation, list, search, log)
  }

  @Test func theSearchBarSitsUnderTheTitleAndScrollsAway() throws {
    let (window, navigation, list, search, _) = installed()
    defer { window.isHidden = true }
    let bar = navigation.navigationBar
    #expect(bar.frame.height == CGFloat(44 + 52))
    #expect(search.searchBar.superview === bar)
    #expect(search.searchBar.frame.minY == 44)
    #expect(list.tableView.adjustedContentInset.top == 96, "the content starts under the row")
    // Scrolling the list up takes the row away with it; back at the top it returns.
    let top = list.tableView.contentOffset.y
    list.tableView.contentOffset.y = top + 30
    window.layoutIfNeeded()
    #expect(bar.frame.height == CGFloat(44 + 22))
    list.tableView.contentOffset.y = top + 200
    window.layoutIfNeeded()
    #expect(bar.frame.height == 44)
    #expect(list.tableView.adjustedContentInset.top == 96, "the content does not jump")
    list.tableView.contentOffset.y = top
    window.layoutIfNeeded()
    #expect(bar.frame.height == 96)
    list.navigationItem.hidesSearchBarWhenScrolling = false
    list.tableView.contentOffset.y = top + 200
    window.layoutIfNeeded()
    #expect(bar.frame.height == 96)
  }

  @Test func aSearchRunsInUIKitsOrder() throws {
    let (window, navigation, _, search, log) = installed()
    defer { window.isHidden = true }
    #expect(!search.isActive)
    // Ctrl+F focuses the field, which starts the search.
    window.press(key(UIKeyboardHIDUsage(rawValue: 9), "f", .control))
    #expect(search.isActive && search.searchBar.searchTextField.isEditing)
    #expect(search.searchBar.showsCancelButton)
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 52, "the title row hides")
    #expect(search.view.superview != nil && !search.dimmingView.isHidden)
    #expect(search.searchResultsController?.viewIfLoaded?.superview == nil, "no text: no results")
    window.handleTextInput("ap")
    #expect(search.showsSearchResultsController)
    #expect(search.searchResultsController?.view.superview === search.view)
    window.press(key(.keyboardReturnOrEnter))
    window.press(key(.keyboardEscape))
    #expect(!search.isActive && search.searchBar.text == "")
    #expect(!search.searchBar.showsCancelButton)
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(search.view.superview == nil)
    #expect(
      log.log == [
        "shouldBegin", "didBegin", "willPresent", "update  true", "didPresent",
        "shouldChange 0 ap", "textDidChange ap", "update ap true",
        "search",
        "cancel", "willDismiss", "didEnd", "update  false", "didDismiss",
      ])
  }

  @Test func scopeButtonsShowWhileSearchingAndReport() throws {
    let (window, _, _, search, log) = installed()
    defer { window.isHidden = true }
    search.searchBar.scopeButtonTitles = ["All", "Red", "Green"]
    #expect(search.searchBar.scopeBar.isHidden)
    search.isActive = true
    #expect(!search.searchBar.scopeBar.isHidden)
    #expect(search.searchBar.sizeThatFits(CGSize(width: 400, height: 0)).height == 100)
    log.log = []
    search.searchBar.scopeBar.selectedSegmentIndex = 2
    search.searchBar.scopeBar.sendActions(for: .valueChanged)
    #expect(search.searchBar.selectedScopeButtonIndex == 2)
    #expect(log.log == ["scope 2", "update  true"])
    search.isActive = false
    #expect(search.searchBar.scopeBar.isHidden)
    #expect(!search.searchBar.searchTextField.isEditing, "setting isActive does not edit")
  }

  @Test func aStandaloneBarTellsItsDelegateAndCancels() {
    let window = makeWindow(size: CGSize(width: 320, height: 100))
    defer { window.isHidden = true }
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    let log = SearchLog()
    bar.delegate = log
    bar.showsCancelButton = true
    window.addSubview(bar)
    window.layoutIfNeeded()
    #expect(bar.cancelButton.frame.maxX == 312)
    #expect(bar.searchTextField.frame.maxX < bar.cancelButton.frame.minX)
    window.tap(at: CGPoint(x: 60, y: 28))
    #expect(bar.isFirstResponder)
    window.handleTextInput("kiwi")
    bar.text = "set"
    window.tap(at: CGPoint(x: bar.cancelButton.frame.midX, y: 28), time: 1)
    #expect(
      log.log == ["shouldBegin", "didBegin", "shouldChange 0 kiwi", "textDidChange kiwi", "cancel"])
    #expect(bar.searchTextField.accessibilityTraits.contains(.searchField))
  }

  @Test(arguments: [1.0, 2.0])
  func searchScreensLookRight(scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 360, height: 260), scale: scale)
    defer { window.isHidden = true }
    let list = ListController()
    list.title = "Fruits"
    let search = UISearchController(searchResultsController: nil)
    search.searchBar.placeholder = "Search fruits"
    list.navigationItem.searchController = search
    window.rootViewController = UINavigationController(rootViewController: list)
    window.layoutIfNeeded()
    let suffix = scale == 2 ? "@2x" : ""
    try assertSnapshot(window.renderImage(), named: "searchBarLight\(suffix)")
    search.isActive = true
    search.searchBar.text = "Apples"
    window.overrideUserInterfaceStyle = .dark
    try assertSnapshot(window.renderImage(), named: "searchBarActiveDark\(suffix)")
  }
}
