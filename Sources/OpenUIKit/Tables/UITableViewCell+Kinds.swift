import Foundation

/// The kinds a table cell is made and shown in: its built-in layout, its selected look, its
/// standard accessory, and the handler type of its configuration updates.
extension UITableViewCell {
  /// A cell's built-in layout.
  public enum CellStyle: Int, Sendable {
    /// An image and a text label.
    case `default`
    /// A detail label right-aligned beside the text.
    case value1
    /// A tinted text column, then the detail.
    case value2
    /// The detail under the text.
    case subtitle
  }

  /// How a selected cell looks.
  public enum SelectionStyle: Int, Sendable {
    /// No selected background.
    case none
    /// The default selected background (as `.default`).
    case blue
    /// The default selected background (as `.default`).
    case gray
    /// The system's selected background: `systemGray4`.
    case `default`
  }

  /// The standard accessory drawn at the trailing edge.
  public enum AccessoryType: Int, Sendable {
    /// None.
    case none
    /// A chevron.
    case disclosureIndicator
    /// An info button and a chevron (drawn as an info circle and a chevron).
    case detailDisclosureButton
    /// A check mark.
    case checkmark
    /// An info button (drawn as an info circle).
    case detailButton
  }

  /// Updates a cell's configurations for a state.
  public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
}
