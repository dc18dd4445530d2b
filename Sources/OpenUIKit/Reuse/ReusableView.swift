import Foundation

/// A view a scrolling container makes once and hands out again by identifier: a table's cells and
/// header-footer views (and a collection view's cells and supplementary views).
///
/// UIKit calls `prepareForReuse()` on a view just before handing it out again; the pool does.
@MainActor protocol ReusableView: UIView {
  /// The identifier the view is reused under; a view without one is never pooled.
  var reuseIdentifier: String? { get }
  /// Resets what the previous use left (selection, highlight, content the app set).
  func prepareForReuse()
}

extension UITableViewCell: ReusableView {}
extension UITableViewHeaderFooterView: ReusableView {}
