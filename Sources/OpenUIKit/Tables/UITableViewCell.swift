import Foundation
import OpenQuartzCore

/// A table row's view, as UIKit's `UITableViewCell`: a ``contentView`` with the style's labels and
/// image, a background, a selected background, an accessory and a separator.
///
/// Styles place `textLabel`, `detailTextLabel` and `imageView` as UIKit's do (17-point text,
/// 16-point margins): `.default` (image, text), `.subtitle` (text over a 12-point detail),
/// `.value1` (detail right-aligned in the secondary label color), `.value2` (a tinted 12-point
/// text column, then the detail). `sizeThatFits(_:)` is what self-sizing rows measure: at least
/// 44 points, more for taller content.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  override var defaultIsAccessibilityElement: Bool { !containsAccessibleControl }
  override var defaultAccessibilityLabel: String? { cellAccessibilityLabel }
  override var defaultAccessibilityTraits: UIAccessibilityTraits { cellAccessibilityTraits }

  /// The style the cell was made with.
  public let style: CellStyle
  /// The identifier the table reuses the cell under.
  public let reuseIdentifier: String?

  /// The view the cell's content goes in: it is inset for the accessory.
  public let contentView: UIView

  /// Whether the cell shows as selected.
  open var isSelected: Bool {
    get { storedSelected }
    set { setSelected(newValue, animated: false) }
  }

  /// Whether the cell shows as pressed.
  open var isHighlighted: Bool {
    get { storedHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// How selection shows.
  ///
  /// Default `.default`.
  open var selectionStyle = SelectionStyle.default {
    didSet { updateSelectedBackground() }
  }

  /// A view behind the content (the cell's background color shows when `nil`).
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

  /// A view behind the content while selected or highlighted; the system's gray when `nil`.
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if selectedBackgroundView != nil { backgroundConfiguration = nil }
      defaultSelectedBackground?.removeFromSuperview()
      defaultSelectedBackground = nil
      updateSelectedBackground()
    }
  }

  /// The standard accessory.
  ///
  /// Default `.none`.
  open var accessoryType = AccessoryType.none {
    didSet {
      guard accessoryType != oldValue else { return }
      standardAccessory?.removeFromSuperview()
      standardAccessory = accessoryType == .none ? nil : AccessoryView(type: accessoryType)
      if let standardAccessory, accessoryView == nil { addSubview(standardAccessory) }
      setNeedsLayout()
    }
  }

  /// A custom accessory, shown instead of ``accessoryType``'s.
  open var accessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let accessoryView {
        standardAccessory?.removeFromSuperview()
        addSubview(accessoryView)
      } else if let standardAccessory {
        addSubview(standardAccessory)
      }
      setNeedsLayout()
    }
  }

  /// The separator's insets; the table's `separatorInset` when not set.
  open var separatorInset: UIEdgeInsets {
    get { storedSeparatorInset ?? tableSeparatorInset }
    set {
      storedSeparatorInset = newValue
      setNeedsLayout()
    }
  }

  final var storedSelected = false
  final var storedHighlighted = false
  final var storedSeparatorInset: UIEdgeInsets?
  /// The owning table's separator settings, set as it lays the cell out.
  final var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  final let separatorView = UIView()
  final var storedTextLabel: UILabel?
  final var storedDetailTextLabel: UILabel?
  final var storedImageView: UIImageView?
  final var standardAccessory: AccessoryView?
  final var defaultSelectedBackground: UIView?
  /// The content view made by ``contentConfiguration``, in ``contentView``.
  final var configuredContentView: (any UIView & UIContentView)?
  final var needsConfigurationUpdate = true
  final var storedBackgroundConfiguration: UIBackgroundConfiguration?
  final var configuredBackgroundView: BackgroundConfigurationView?

  /// Called after `updateConfiguration(using:)` each time the cell's state changes (and before it
  /// first shows), to set configurations for the state (UITableViewCell+Configuration.swift).
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// Whether `updateConfiguration(using:)` replaces `contentConfiguration` by its
  /// `updated(for:)` version; default `true`.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether `updateConfiguration(using:)` replaces `backgroundConfiguration` by its
  /// `updated(for:)` version; default `true`.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// The background behind the content (iOS 14); setting one removes `backgroundView` and
  /// `selectedBackgroundView`, and the selection shows through it.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    get { storedBackgroundConfiguration }
    set { setBackgroundConfiguration(newValue) }
  }
  /// The cell's state: its traits, selection and highlight.
  open var configurationState: UICellConfigurationState { makeConfigurationState() }

  /// Asks for `updateConfiguration(using:)` before the next layout.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Updates the cell's configurations for `state`: the default updates `contentConfiguration`
  /// and `backgroundConfiguration` when they update automatically; `configurationUpdateHandler`
  /// runs after.
  open func updateConfiguration(using state: UICellConfigurationState) {
    updateConfigurationsAutomatically(for: state)
  }

  /// New traits are a new state: the configurations are updated before the next layout.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsUpdateConfiguration()
  }

  /// Creates a cell of `style` reused under `reuseIdentifier`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView()
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    configureCell()
  }

  /// Creates a `.default` cell for a table that registered the class under `reuseIdentifier`.
  ///
  /// Required so the table can make cells from the registered class; a subclass inherits it as
  /// long as it overrides every designated initializer (or none), as UIKit cell subclasses do.
  public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  /// Creates a `.default` cell without an identifier.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a cell from an archive: nothing is decoded on Linux (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    contentView = UIView()
    super.init(coder: coder)
    configureCell()
  }

  private func configureCell() {
    backgroundColor = .systemBackground
    addSubview(contentView)
    separatorView.backgroundColor = .separator
    separatorView.isUserInteractionEnabled = false
    addSubview(separatorView)
  }

  // MARK: Content

  /// The main label (made on first use).
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel()
    switch style {
    case .value2:
      label.font = .boldSystemFont(ofSize: 12)
      label.textColor = tintColor
      label.textAlignment = .right
    default:
      label.font = .systemFont(ofSize: 17)
    }
    storedTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The secondary label (made on first use); `nil` for `.default` cells, as UIKit.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = UILabel()
    switch style {
    case .subtitle: label.font = .systemFont(ofSize: 12)
    case .value1:
      label.font = .systemFont(ofSize: 17)
      label.textColor = .secondaryLabel
      label.textAlignment = .right
    case .value2, .default: label.font = .systemFont(ofSize: 15)
    }
    storedDetailTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The image view (made on first use); `nil` for `.value2` cells, as UIKit.
  open var imageView: UIImageView? {
    guard style != .value2 else { return nil }
    if let storedImageView { return storedImageView }
    let view = UIImageView(frame: .zero)
    view.contentMode = .scaleAspectFit
    storedImageView = view
    contentView.addSubview(view)
    setNeedsLayout()
    return view
  }

  /// A row takes keyboard focus when its table allows it (`allowsFocus`) and its delegate does
  /// not refuse (`tableView(_:canFocusRowAt:)`).
  open override var canBecomeFocused: Bool {
    guard let table = superview as? UITableView, table.allowsFocus,
      let indexPath = table.indexPath(for: self)
    else { return false }
    return table.tableDelegate?.tableView(table, canFocusRowAt: indexPath) ?? true
  }

  /// The row focused becomes its table's last focused row.
  open override func didUpdateFocus(
    in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
  ) {
    super.didUpdateFocus(in: context, with: coordinator)
    if context.nextFocusedView === self, let table = superview as? UITableView {
      table.lastFocusedIndexPath = table.indexPath(for: self)
    }
  }

  // MARK: State

  /// Shows or hides the selected state; `animated` is accepted for source compatibility (the
  /// change shows at once).
  open func setSelected(_ selected: Bool, animated: Bool) {
    if storedSelected != selected { setNeedsUpdateConfiguration() }
    storedSelected = selected
    updateSelectedBackground()
  }

  /// Shows or hides the pressed state.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    if storedHighlighted != highlighted { setNeedsUpdateConfiguration() }
    storedHighlighted = highlighted
    updateSelectedBackground()
  }

  /// Called before the table hands the cell out again: it clears the selected and highlighted
  /// state; subclasses reset their content.
  open func prepareForReuse() {
    if storedSelected { setSelected(false, animated: false) }
    if storedHighlighted { setHighlighted(false, animated: false) }
  }

  // MARK: Layout

  /// The standard margin between the cell's edges and its content.
  static let margin: CGFloat = 16

  /// Places the background views, the content view (inset for the accessory), the style's labels
  /// and image, and the separator.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    let bounds = self.bounds
    backgroundView?.frame = bounds
    placeConfiguredBackground()
    (selectedBackgroundView ?? defaultSelectedBackground)?.frame = bounds
    if let accessory = accessoryView ?? standardAccessory {
      let size = accessory.sizeThatFits(bounds.size)
      accessory.frame = CGRect(
        x: bounds.width - Self.margin - size.width, y: (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
    }
    // A self-sizing cell's content stops above the separator, as UIKit's content view does.
    let contentHeight =
      LayoutEngine.subtreeHoldsConstraints(contentView)
      ? max(bounds.height - separatorHeight, 0) : bounds.height
    contentView.frame = CGRect(
      x: 0, y: 0, width: contentWidth(inCellOf: bounds.size), height: contentHeight)
    configuredContentView?.frame = contentView.bounds
    layoutStyle(in: contentView.bounds, trailingMargin: accessoryView ?? standardAccessory == nil)
    let inset = separatorInset
    let hairline = 1 / max(traitCollection.displayScale, 1)
    separatorView.frame = CGRect(
      x: inset.left, y: bounds.height - hairline,
      width: max(bounds.width - inset.left - inset.right, 0), height: hairline)
    // Right to left: the accessory on the left, the content after it, the separator inset from
    // the right; the content's own views mirror within it.
    mirrorForRightToLeft(
      [accessoryView ?? standardAccessory, contentView, separatorView], in: bounds)
    mirrorForRightToLeft(
      [storedImageView, storedTextLabel, storedDetailTextLabel], in: contentView.bounds)
    if separatorView.superview === self, subviews.last !== separatorView {
      bringSubviewToFront(separatorView)
    }
  }

  /// The height the cell needs at `size.width`.
  ///
  /// That is its content's (labels, image, configured content) plus 11-point margins, at least
  /// 44 points; or, when views in ``contentView`` hold constraints (a self-sizing cell), the
  /// content view's fitting height at the width the accessory leaves it
  /// (`systemLayoutSizeFitting` with the width required) plus the separator's height when its
  /// table draws separators, as UIKit adds it.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
    if LayoutEngine.subtreeHoldsConstraints(contentView) {
      let contentWidth = contentWidth(inCellOf: CGSize(width: width, height: bounds.height))
      let fitted = contentView.systemLayoutSizeFitting(
        CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      return CGSize(width: width, height: fitted.height + separatorHeight)
    }
    let inner = CGSize(width: max(width - 2 * Self.margin, 0), height: .infinity)
    var content: CGFloat = 0
    if let configured = configuredContentView {
      content = configured.sizeThatFits(CGSize(width: width, height: .infinity)).height
      return CGSize(width: width, height: max(44, content))
    }
    let text = storedTextLabel?.sizeThatFits(inner).height ?? 0
    let detail = storedDetailTextLabel?.sizeThatFits(inner).height ?? 0
    content = style == .subtitle ? text + (detail > 0 ? detail + 2 : 0) : max(text, detail)
    if let image = storedImageView?.image { content = max(content, min(image.size.height, 40)) }
    return CGSize(width: width, height: max(44, (content + 22).rounded(.up)))
  }
}
