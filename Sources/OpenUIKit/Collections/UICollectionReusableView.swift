import Foundation

/// A view a collection view reuses: a supplementary view (a header, a footer, a badge) and the
/// base of `UICollectionViewCell`, as UIKit's `UICollectionReusableView`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with (set by the collection view).
  open var reuseIdentifier: String? { storedReuseIdentifier }
  final var storedReuseIdentifier: String?
  /// Whether the collection view shows it as a supplementary view (a list cell can be a header).
  final var isShownAsSupplementary = false

  /// Called before the collection view hands the view out again; the default does nothing.
  open func prepareForReuse() {}

  /// Takes the layout's attributes after the collection view applied their frame, alpha,
  /// transform and z order; the default does nothing (a subclass reads its custom attributes).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would like.
  ///
  /// `layoutAttributes` with its estimated height (or width) replaced by the view's own, measured
  /// at the other dimension (`UICollectionViewCell+SelfSizing.swift`); unchanged when nothing is
  /// estimated. A subclass may change them further (and call `super`).
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    fittedAttributes(layoutAttributes)
  }

  /// Makes a view of the registered class for `reuseIdentifier`.
  ///
  /// The collection view makes registered classes through this initializer, which calls
  /// `init(frame:)`; a subclass that overrides `init(frame:)` and `init(coder:)`, as UIKit
  /// subclasses do, inherits it.
  public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
    self.init(frame: .zero)
    storedReuseIdentifier = reuseIdentifier
  }
}

extension UICollectionReusableView: ReusableView {}

/// A collection view's cell, as UIKit's `UICollectionViewCell`: content in `contentView`, a
/// background, and the selected and highlighted states the collection view sets.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view the cell's content goes in, sized to the cell.
  public let contentView = UIView()
  /// A view behind the content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView {
        insertSubview(backgroundView, at: 0)
        backgroundConfiguration = nil
      }
      setNeedsLayout()
    }
  }
  /// A view shown behind the content while the cell is selected or highlighted.
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if selectedBackgroundView != nil { backgroundConfiguration = nil }
      updateSelectedBackground()
    }
  }
  /// Whether the item is selected (set by the collection view).
  open var isSelected = false {
    didSet {
      updateSelectedBackground()
      if isSelected != oldValue { setNeedsUpdateConfiguration() }
    }
  }
  /// Whether the item is being pressed (set by the collection view).
  open var isHighlighted = false {
    didSet {
      updateSelectedBackground()
      if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
    }
  }

  /// Updates a cell's configurations for a state.
  public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState)
    -> Void
  /// Called after `updateConfiguration(using:)` each time the cell's state changes (and before it
  /// first shows), to set configurations for the state.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// Whether `updateConfiguration(using:)` replaces `contentConfiguration` by its
  /// `updated(for:)` version; default `true`.
  open var automaticallyUpdatesContentConfiguration = true
  /// The content shown in `contentView` (`UICollectionViewCell+Configuration.swift`).
  open var contentConfiguration: (any UIContentConfiguration)? {
    get { configuredContentView?.configuration }
    set { setContentConfiguration(newValue) }
  }
  final var configuredContentView: (any UIView & UIContentView)?
  /// The background behind the content (iOS 14; `UICollectionViewCell+Background.swift`); setting
  /// one removes `backgroundView` and `selectedBackgroundView`, as setting either removes it.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    get { storedBackgroundConfiguration }
    set { setBackgroundConfiguration(newValue) }
  }
  /// Whether `updateConfiguration(using:)` replaces `backgroundConfiguration` by its
  /// `updated(for:)` version; default `true`.
  open var automaticallyUpdatesBackgroundConfiguration = true
  final var storedBackgroundConfiguration: UIBackgroundConfiguration?
  final var configuredBackgroundView: BackgroundConfigurationView?
  final var needsConfigurationUpdate = true

  /// The cell's state: its traits, selection and highlight.
  open var configurationState: UICellConfigurationState { makeConfigurationState() }

  /// An item takes keyboard focus when its collection view allows it (`allowsFocus`) and its
  /// delegate does not refuse (`collectionView(_:canFocusItemAt:)`); supplementary views do not.
  open override var canBecomeFocused: Bool {
    guard let collectionView = owningCollectionView, collectionView.allowsFocus,
      !isShownAsSupplementary, let indexPath = collectionView.indexPath(for: self)
    else { return false }
    return collectionView.collectionDelegate?.collectionView(
      collectionView, canFocusItemAt: indexPath) ?? true
  }

  /// The item focused becomes its collection view's last focused item.
  open override func didUpdateFocus(
    in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
  ) {
    super.didUpdateFocus(in: context, with: coordinator)
    if context.nextFocusedView === self, let collectionView = owningCollectionView {
      collectionView.lastFocusedIndexPath = collectionView.indexPath(for: self)
    }
  }

  /// New traits are a new state: the configurations are updated before the next layout.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsUpdateConfiguration()
  }

  /// Asks for `updateConfiguration(using:)` before the next layout.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Updates the cell's configurations for `state`: the default updates `contentConfiguration`
  /// and `backgroundConfiguration` when they update automatically; `configurationUpdateHandler`
  /// runs after.
  open func updateConfiguration(using state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let contentConfiguration {
      self.contentConfiguration = contentConfiguration.updated(for: state)
    }
    if automaticallyUpdatesBackgroundConfiguration, let storedBackgroundConfiguration {
      setBackgroundConfiguration(storedBackgroundConfiguration.updated(for: state))
    }
  }

  /// Creates a cell.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates a cell from an archive: nothing is decoded on Linux (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Updates the configurations when the state changed, then sizes the background views and
  /// the content view to the cell.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    placeConfiguredBackground()
    contentView.frame = bounds
    configuredContentView?.frame = contentView.bounds
  }

  private func updateSelectedBackground() {
    guard let selectedBackgroundView else { return }
    if isSelected || isHighlighted {
      if selectedBackgroundView.superview !== self {
        // Over the background view, under the content.
        if let backgroundView, backgroundView.superview === self {
          insertSubview(selectedBackgroundView, aboveSubview: backgroundView)
        } else {
          insertSubview(selectedBackgroundView, at: 0)
        }
      }
      selectedBackgroundView.frame = bounds
    } else {
      selectedBackgroundView.removeFromSuperview()
    }
  }
}
