import Foundation

/// A search controller's presentation: becoming active (the Cancel button, the scope bar, the
/// results over the dimmed content under the bar), following the search, and ending it.
extension UISearchController {
  /// The bar's field began editing: the search starts.
  func searchFieldBeganEditing() { activate(focusing: false) }

  /// Starts the search; `focusing` also makes the field edit.
  func activate(focusing: Bool) {
    if focusing, !searchBar.isFirstResponder { _ = searchBar.becomeFirstResponder() }
    guard !storedIsActive, let host = searchHost else { return }
    delegate?.willPresentSearchController(self)
    storedIsActive = true
    presentationHost = host
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
    if automaticallyShowsScopeBar, searchBar.scopeButtonTitles?.isEmpty == false {
      searchBar.setShowsScope(true, animated: true)
    }
    host.addChild(self)
    updatePresentation()
    didMove(toParent: host)
    searchResultsUpdater?.updateSearchResults(for: self)
    delegate?.didPresentSearchController(self)
  }

  /// Ends the search: the field stops editing, the results go.
  func deactivate() {
    guard storedIsActive else { return }
    delegate?.willDismissSearchController(self)
    storedIsActive = false
    if searchBar.isFirstResponder { _ = searchBar.resignFirstResponder() }
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
    if automaticallyShowsScopeBar { searchBar.setShowsScope(false, animated: true) }
    willMove(toParent: nil)
    view.removeFromSuperview()
    removeFromParent()
    if let results = searchResultsController, results.parent === self {
      results.willMove(toParent: nil)
      results.view.removeFromSuperview()
      results.removeFromParent()
    }
    presentationHost = nil
    updateNavigationBar()
    searchResultsUpdater?.updateSearchResults(for: self)
    delegate?.didDismissSearchController(self)
  }

  /// Cancel: the text goes and the search ends.
  func cancel() {
    searchBar.text = ""
    if storedIsActive {
      deactivate()
    } else if searchBar.isFirstResponder {
      _ = searchBar.resignFirstResponder()
    }
  }

  /// The text or scope changed: the results controller shows when there is text, the updater is
  /// told.
  func searchChanged() {
    if automaticallyShowsSearchResultsController {
      showsSearchResultsController = !(searchBar.text ?? "").isEmpty
    }
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// The controller whose screen the search covers: the one whose navigation item shows the bar,
  /// else the one whose view holds the bar (the top one of a navigation controller).
  var searchHost: UIViewController? {
    if let owner = hostItem?.owningController { return owner }
    var responder: UIResponder? = searchBar.next
    while let current = responder {
      if let navigation = current as? UINavigationController {
        return navigation.topViewController
      }
      if let controller = current as? UIViewController, controller !== self { return controller }
      responder = current.next
    }
    return nil
  }

  /// Places the covering view under the bar and shows the dimming and the results as set: in the
  /// navigation controller's view under its bar (so that it does not scroll with the content),
  /// else in the host's view under the search bar.
  func updatePresentation() {
    updateNavigationBar()
    guard storedIsActive, let host = presentationHost, let hostView = host.viewIfLoaded else {
      return
    }
    let container: UIView
    var top: CGFloat
    if let navigation = host.navigationController, let navigationView = navigation.viewIfLoaded {
      let bar = navigation.navigationBar
      container = navigationView
      top = bar.frame.minY + bar.contentInsetHeight
      if view.superview !== container { container.insertSubview(view, belowSubview: bar) }
    } else {
      container = hostView
      top = hostView.bounds.minY + hostView.safeAreaInsets.top
      if searchBar.isDescendant(of: hostView) {
        top = max(top, searchBar.convert(searchBar.bounds, to: hostView).maxY)
      }
      if view.superview !== container { container.addSubview(view) }
    }
    view.frame = CGRect(
      x: container.bounds.minX, y: top, width: container.bounds.width,
      height: max(container.bounds.maxY - top, 0))
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimmingView.frame = view.bounds
    dimmingView.isHidden = !obscuresBackgroundDuringPresentation
    // Without dimming, clicks go through to the content below.
    view.isUserInteractionEnabled =
      obscuresBackgroundDuringPresentation || showsSearchResultsController
    guard let results = searchResultsController else { return }
    if showsSearchResultsController, results.parent !== self {
      addChild(results)
      results.view.frame = view.bounds
      results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(results.view)
      results.didMove(toParent: self)
    } else if !showsSearchResultsController, results.parent === self {
      results.willMove(toParent: nil)
      results.view.removeFromSuperview()
      results.removeFromParent()
    }
  }

  /// The navigation bar hides its title row while searching, when asked to.
  func updateNavigationBar() {
    guard let item = hostItem, let bar = item.bar else { return }
    bar.hidesTitleRow = storedIsActive && hidesNavigationBarDuringPresentation
  }
}
