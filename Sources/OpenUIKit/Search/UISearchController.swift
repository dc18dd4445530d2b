import Foundation

/// Manages a search: its bar, the search while it is active, and the results, as UIKit's
/// `UISearchController`.
///
/// It becomes active when its bar's field begins editing (or ``isActive`` is set): the bar shows
/// its Cancel button and scope bar, the results controller's view covers the content under the
/// bar (from the bar down, in the controller that shows the bar: the one whose
/// `navigationItem.searchController` it is, or the one whose view holds the bar), over a dimmed
/// background when ``obscuresBackgroundDuringPresentation``; ``searchResultsUpdater`` is told on
/// activation, on every change of the text or scope, and on deactivation. Cancel (or Escape) clears
/// the text and deactivates it. Ctrl+F focuses the search field of the front screen
/// (`UIWindow+Find.swift`). The steps and their order are in `Docs/Text.md`.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The controller showing the results; `nil` shows them in the searched controller itself.
  public let searchResultsController: UIViewController?

  /// The search bar.
  public let searchBar = UISearchBar()

  /// Told when the search changes.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

  /// Told of activation and deactivation.
  open weak var delegate: (any UISearchControllerDelegate)?

  /// Whether the search is under way; setting it starts or ends it (without editing the field).
  open var isActive: Bool {
    get { storedIsActive }
    set { newValue ? activate(focusing: false) : deactivate() }
  }
  final var storedIsActive = false

  /// Whether the content under the results is dimmed while searching; default `true`.
  open var obscuresBackgroundDuringPresentation = true { didSet { updatePresentation() } }

  /// Whether the navigation bar's title row hides while searching, leaving the search bar; default
  /// `true`.
  open var hidesNavigationBarDuringPresentation = true { didSet { updatePresentation() } }

  /// Whether the bar shows its Cancel button while searching; default `true`.
  open var automaticallyShowsCancelButton = true

  /// Whether the bar shows its scope bar while searching; default `true`.
  open var automaticallyShowsScopeBar = true

  /// Whether the results controller shows; set automatically while
  /// ``automaticallyShowsSearchResultsController`` (when the search text is not empty).
  open var showsSearchResultsController = false { didSet { updatePresentation() } }

  /// Whether the results controller shows itself when there is text to search for; default
  /// `true`.
  open var automaticallyShowsSearchResultsController = true

  /// The navigation item that shows the bar, if any (`UINavigationItem.searchController`).
  weak var hostItem: UINavigationItem?
  /// The controller the search covers while active.
  weak var presentationHost: UIViewController?
  /// The dimmed background under the results.
  final let dimmingView = UIView()

  /// A search showing its results in `searchResultsController` (`nil`: in the searched screen).
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.searchController = self
  }

  /// A search showing its results in the searched screen.
  public convenience init() { self.init(searchResultsController: nil) }

  /// Creates a search controller from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
    searchBar.searchController = self
  }

  /// The view covering the searched content: the dimmed background and the results.
  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = nil
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.2)
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimmingView.accessibilityLabel = "Cancel search"
    // A click on the dimmed content ends the search, as a tap does in UIKit.
    dimmingView.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: UISearchController.dimmingTapped))
    view.addSubview(dimmingView)
  }

  private func dimmingTapped() { cancel() }
}
