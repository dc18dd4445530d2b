import Foundation

/// The edit button: a bar button item made on first use that reads "Edit" (or "Done", in the
/// done style, while editing) and toggles `setEditing(_:animated:)` when pressed, as UIKit's.
extension UIViewController {
  /// A bar button item that toggles editing (put it in `navigationItem`).
  public var editButtonItem: UIBarButtonItem {
    if let storedEditButtonItem { return storedEditButtonItem }
    let item = UIBarButtonItem(
      title: nil, style: .plain, target: self, action: UIViewController.toggleEditing)
    storedEditButtonItem = item
    updateEditButtonItem()
    return item
  }

  final func updateEditButtonItem() {
    guard let item = storedEditButtonItem else { return }
    item.title = storedIsEditing ? "Done" : "Edit"
    item.style = storedIsEditing ? .done : .plain
  }

  private func toggleEditing() {
    setEditing(!isEditing, animated: true)
  }
}
