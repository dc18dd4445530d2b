import Foundation

/// Configurations of table rows, shared with collection view cells (iOS 14): content
/// configurations shown in `contentView` instead of the style's labels, background
/// configurations under it, and their updates. A change of state (selection, highlight, traits)
/// asks for an update; before the next layout `updateConfiguration(using:)` runs, then
/// `configurationUpdateHandler`, as in UIKit.
extension UITableViewCell {
  /// The list configuration matching the cell's style: `.subtitleCell()` for `.subtitle`,
  /// `.valueCell()` for `.value1`, else `.cell()`.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .subtitle: .subtitleCell()
    case .value1: .valueCell()
    case .default, .value2: .cell()
    }
  }

  /// The background of the cell's table style: `.listGroupedCell()` in a grouped or inset
  /// grouped table, else `.listPlainCell()`.
  public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    switch (superview as? UITableView)?.style {
    case .grouped?, .insetGrouped?: .listGroupedCell()
    case .plain?, nil: .listPlainCell()
    }
  }

  /// The content shown in ``contentView`` instead of the style's labels; a configuration of the
  /// same kind updates the same content view.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { configuredContentView?.configuration }
    set {
      guard let newValue else {
        configuredContentView?.removeFromSuperview()
        configuredContentView = nil
        return
      }
      if let view = configuredContentView, type(of: view.configuration) == type(of: newValue) {
        view.configuration = newValue
      } else {
        configuredContentView?.removeFromSuperview()
        let view = newValue.makeContentView()
        configuredContentView = view
        contentView.addSubview(view)
      }
      storedTextLabel?.isHidden = true
      storedDetailTextLabel?.isHidden = true
      storedImageView?.isHidden = true
      setNeedsLayout()
    }
  }

  final func makeConfigurationState() -> UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  final func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    let state = configurationState
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
    // The updates above may ask again; they are already applied.
    needsConfigurationUpdate = false
  }

  final func updateConfigurationsAutomatically(for state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let contentConfiguration {
      self.contentConfiguration = contentConfiguration.updated(for: state)
    }
    if automaticallyUpdatesBackgroundConfiguration, let storedBackgroundConfiguration {
      setBackgroundConfiguration(storedBackgroundConfiguration.updated(for: state))
    }
  }

  final func setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
    storedBackgroundConfiguration = configuration
    if configuration != nil {
      if backgroundView != nil { backgroundView = nil }
      if selectedBackgroundView != nil { selectedBackgroundView = nil }
    }
    configuredBackgroundView = BackgroundConfigurationView.update(
      configuredBackgroundView, showing: configuration, in: self)
    updateSelectedBackground()
  }

  /// Puts the configured background where its insets say.
  final func placeConfiguredBackground() {
    configuredBackgroundView?.place(in: self)
  }
}
