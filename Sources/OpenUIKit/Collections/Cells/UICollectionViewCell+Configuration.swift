import Foundation

/// Content configurations and configuration updates of collection view cells: the content view a
/// configuration makes fills `contentView`; a configuration of the same kind updates the same
/// view. State changes (selection, highlight, traits) ask for an update; before the next layout,
/// `updateConfiguration(using:)` runs, then `configurationUpdateHandler`, as in UIKit.
extension UICollectionViewCell {
  final func makeConfigurationState() -> UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = owningCollectionView?.isEditing ?? false
    state.isExpanded = (self as? UICollectionViewListCell)?.isOutlineExpanded ?? false
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

  final func setContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
    guard let configuration else {
      configuredContentView?.removeFromSuperview()
      configuredContentView = nil
      return
    }
    if let view = configuredContentView,
      type(of: view.configuration) == type(of: configuration)
    {
      view.configuration = configuration
    } else {
      configuredContentView?.removeFromSuperview()
      let view = configuration.makeContentView()
      configuredContentView = view
      view.frame = contentView.bounds
      contentView.addSubview(view)
    }
    setNeedsLayout()
  }
}
