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
    guard let configuration else {
      configuredBackgroundView?.removeFromSuperview()
      configuredBackgroundView = nil
      return
    }
    let view = configuredBackgroundView ?? BackgroundConfigurationView()
    if configuredBackgroundView == nil {
      configuredBackgroundView = view
      insertSubview(view, at: 0)
    }
    view.show(configuration)
    setNeedsLayout()
  }

  /// Puts the configured background where its insets say.
  final func placeConfiguredBackground() {
    guard let view = configuredBackgroundView else { return }
    view.frame = BackgroundConfigurationView.frame(
      for: view.configuration, in: bounds, margins: directionalLayoutMargins,
      rightToLeft: isRightToLeft)
  }
}
