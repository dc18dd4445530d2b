import Foundation
import OpenUIKit

/// One screen of the gallery: its title, what it shows, and how to make it.
struct GalleryScreen {
  let slug: String
  let title: String
  let detail: String
  let build: @MainActor () -> UIViewController
  /// Whether the screen's view extends under the navigation bar: only the table's, which scrolls
  /// under it (its adjusted inset starts it below); the others lay out by hand from their top, so
  /// they start below the bar, as iOS screens that lay out by frame set `edgesForExtendedLayout`.
  var extendsUnderBar = false

  init(
    slug: String, title: String, detail: String, extendsUnderBar: Bool = false,
    make: @escaping @MainActor () -> UIViewController
  ) {
    (self.slug, self.title, self.detail) = (slug, title, detail)
    self.extendsUnderBar = extendsUnderBar
    self.build = make
  }

  /// A new controller of the screen.
  @MainActor func make() -> UIViewController {
    let controller = build()
    if !extendsUnderBar { controller.edgesForExtendedLayout = [] }
    return controller
  }

  /// A new controller of the screen named `slug` (a tab's root).
  @MainActor static func make(slug: String) -> UIViewController {
    (all.first { $0.slug == slug } ?? all[0]).make()
  }

  /// Every screen, in the list's order.
  @MainActor static let all: [GalleryScreen] = [
    GalleryScreen(
      slug: "cards", title: "Cards scene", detail: "shadows, borders, a live reflection",
      make: { CardsSceneController() }),
    GalleryScreen(
      slug: "controls", title: "Controls",
      detail: "buttons, switches, sliders, steppers, segments, text fields",
      make: { ControlsScreen() }),
    GalleryScreen(
      slug: "form", title: "Form", detail: "laid out by anchors: resize the window",
      make: { FormScreen() }),
    GalleryScreen(
      slug: "editor", title: "Editor",
      detail: "a text view with rich text and links, a field formatting as you type",
      make: { EditorScreen() }),
    GalleryScreen(
      slug: "dialogs", title: "Dialogs & gestures",
      detail: "alerts, an action sheet, pinch and long press",
      make: { DialogsScreen() }),
    GalleryScreen(
      slug: "pickers", title: "Pickers & bars",
      detail: "date and wheel pickers, a color well, blur, a toolbar, sheets, pages",
      make: { PickersScreen() }),
    GalleryScreen(
      slug: "animation", title: "Animation",
      detail: "a spring, a path, 200 pulsing cards, a scrubbable animator",
      make: { AnimationScreen() }),
    GalleryScreen(
      slug: "photos", title: "Photos",
      detail: "a compositional grid of 1,000 pictures, a diffable data source",
      extendsUnderBar: true, make: { PhotoGridScreen() }),
    GalleryScreen(
      slug: "settings", title: "Settings",
      detail: "an inset-grouped list: accessories, headers, checkmarks",
      extendsUnderBar: true, make: { SettingsScreen() }),
    GalleryScreen(
      slug: "sidebar", title: "Sidebar",
      detail: "an outline: section snapshots that expand and collapse",
      extendsUnderBar: true, make: { SidebarScreen() }),
    GalleryScreen(
      slug: "seed000", title: "000 · ReflectionView", detail: "a snapshot reflection, on request",
      make: { ReflectionScreen() }),
    GalleryScreen(
      slug: "seed001", title: "001 · ReflectingView", detail: "a live replicator reflection",
      make: { ReflectingScreen() }),
    GalleryScreen(
      slug: "seed002", title: "002 · ShadowedTableView", detail: "gradient shadows on a table",
      extendsUnderBar: true, make: { ShadowedTableScreen() }),
    GalleryScreen(
      slug: "seed003", title: "003 · Inner shadows", detail: "indented text and image",
      make: { InnerShadowScreen() }),
    GalleryScreen(
      slug: "seed004", title: "004 · Appearance properties",
      detail: "background, border, corners, shadow", make: { AppearanceScreen() }),
  ]
}

/// The gallery's first screen: a list of the screens, a search over them in the bar (Ctrl+F), and
/// a dark mode switch.
final class GalleryListController: UIViewController, UITableViewDataSource, UITableViewDelegate,
  UISearchResultsUpdating
{
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  let search = UISearchController(searchResultsController: nil)
  /// The screens the search leaves.
  var shown = GalleryScreen.all

  override func loadView() {
    view = tableView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "OpenUIKit Gallery"
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "screen")
    tableView.rowHeight = 56
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Dark mode", style: .plain, target: self, action: GalleryListController.toggleDark)
    navigationItem.backButtonTitle = "Gallery"
    // The list itself shows the results: nothing dims it.
    search.searchResultsUpdater = self
    search.obscuresBackgroundDuringPresentation = false
    search.searchBar.placeholder = "Search screens"
    navigationItem.searchController = search
  }

  func updateSearchResults(for searchController: UISearchController) {
    let query = (searchController.searchBar.text ?? "").trimmingCharacters(in: .whitespaces)
    shown =
      query.isEmpty
      ? GalleryScreen.all
      : GalleryScreen.all.filter {
        $0.title.localizedCaseInsensitiveContains(query)
          || $0.detail.localizedCaseInsensitiveContains(query)
      }
    tableView.reloadData()
  }

  func toggleDark() {
    view.window.map(toggleAppearance)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    shown.count
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "The seeds, and the cards scene"
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "screen", for: indexPath)
    let screen = shown[indexPath.row]
    var content = UIListContentConfiguration.subtitleCell()
    content.text = screen.title
    content.secondaryText = screen.detail
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    navigationController?.pushViewController(
      shown[indexPath.row].make(), animated: true)
  }
}
