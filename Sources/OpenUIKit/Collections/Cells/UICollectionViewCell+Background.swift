import Foundation

/// Background configurations of collection view cells: a configuration shows in a
/// `BackgroundConfigurationView` under the content (a list row's is its list look's view, which
/// shows the row's default configuration while it has none of its own).
extension UICollectionViewCell {
  final func setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
    storedBackgroundConfiguration = configuration
    if configuration != nil {
      if backgroundView != nil { backgroundView = nil }
      if selectedBackgroundView != nil { selectedBackgroundView = nil }
    }
    if let row = self as? UICollectionViewListCell {
      row.updateListLook()
      return
    }
    configuredBackgroundView = BackgroundConfigurationView.update(
      configuredBackgroundView, showing: configuration, in: self)
  }

  /// Puts the configured background where its insets say.
  final func placeConfiguredBackground() {
    configuredBackgroundView?.place(in: self)
  }
}
