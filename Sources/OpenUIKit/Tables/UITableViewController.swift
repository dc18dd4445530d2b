import Foundation

/// A view controller whose view is a table view it feeds, as UIKit's `UITableViewController`:
/// it is the table's data source and delegate, and a subclass overrides the methods it needs
/// (`override func tableView(_:cellForRowAt:)`).
///
/// Every data source, delegate and scroll view delegate method is declared here so that
/// subclasses override them as they do on iOS; the defaults are the protocols' (one section, no
/// rows). `clearsSelectionOnViewWillAppear` (default `true`) deselects the selected rows each
/// time the view is about to appear. `refreshControl` is the table's.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let style: UITableView.Style

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The table view (the controller's view), made in the style given at creation when the view
  /// loads; setting one makes it the view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// The table's pull-to-refresh control (loads the view).
  open var refreshControl: UIRefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  /// Whether the selection is cleared each time the view is about to appear; default `true`.
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a controller whose table has `style`.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table (UIKit's `init(nibName:bundle:)` without a nib).
  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(style: .plain)
  }

  /// Creates a controller from an archive: nothing is decoded on Linux, so the table is plain.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// Makes the table view, with the controller as its data source and delegate.
  open override func loadView() {
    let tableView = UITableView(frame: UIScreen.main.bounds, style: style)
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.dataSource = self
    tableView.delegate = self
    view = tableView
  }

  /// Clears the selection when `clearsSelectionOnViewWillAppear` says so.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let tableView = view as? UITableView else { return }
    for indexPath in tableView.indexPathsForSelectedRows ?? [] {
      tableView.deselectRow(at: indexPath, animated: animated)
    }
  }

  // MARK: UITableViewDataSource

  /// No rows.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// An empty cell (a subclass that shows rows overrides this).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: nil) }
  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No header title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  // MARK: UITableViewDelegate

  /// The table's row height.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.notImplementedHeight
  }
  /// The table's header height.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    UITableView.notImplementedHeight
  }
  /// The table's footer height.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    UITableView.notImplementedHeight
  }
  /// No header view.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// No footer view.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// Nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Every row highlights.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Nothing.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Nothing.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// The row is selected as asked.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// The row is deselected as asked.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Every row takes focus.
  open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    true
  }

  // MARK: UIScrollViewDelegate

  /// Nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// No view zooms.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Nothing.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Nothing.
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
