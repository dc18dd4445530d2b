import Foundation

/// Supplies a table view's sections, rows and cells, as UIKit's `UITableViewDataSource`.
///
/// `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are required; the rest
/// default to one section and no titles.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath` (normally from `dequeueReusableCell(withIdentifier:for:)`).
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections.
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of `section`'s header, shown in a default header view.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of `section`'s footer, shown in a default footer view.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
}
