import Foundation

/// A pressed or selected row's gray reaches from the row above's separator to its own bottom, as
/// in UIKit: the separators touching it (its own and the row above's) are hidden while it shows
/// its selection, and come back after.
extension UITableView {
  /// Hides the separators that touch a row showing its selection, shows the others.
  func updateSeparatorsAroundSelection() {
    for (indexPath, cell) in rowCells.views {
      let below = IndexPath(row: indexPath.row + 1, section: indexPath.section)
      let touches =
        cell.showsSelection || rowCells.views[below]?.showsSelection == true
      let alpha: CGFloat = touches ? 0 : 1
      if cell.separatorView.alpha != alpha { cell.separatorView.alpha = alpha }
    }
  }
}

extension UITableViewCell {
  /// Whether the cell shows the selected or pressed look.
  var showsSelection: Bool { (storedSelected || storedHighlighted) && selectionStyle != .none }
}
