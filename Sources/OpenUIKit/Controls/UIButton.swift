import Foundation

/// A control that runs an action when pressed, as UIKit's `UIButton`.
///
/// Two ways to style it, as UIKit: per-state titles, title colors and images
/// (`setTitle(_:for:)`…; a state without its own value uses `.normal`'s), or a
/// `UIButton.Configuration` (iOS 15) with `configurationUpdateHandler`. A `.system` button's title
/// and image follow the tint and fade while pressed; a `.custom` one's title is white unless set.
/// Every member that UIKit lets a subclass override is declared here; the look and the layout are
/// in `UIButton+Appearance`.
@preconcurrency @MainActor
open class UIButton: UIControl {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  override var defaultAccessibilityLabel: String? { buttonAccessibilityLabel }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    controlStateTraits.union(.button)
  }

  /// The kinds of button.
  public enum ButtonType: Int, Sendable {
    /// No styling: titles white unless set, no highlight fade.
    case custom = 0
    /// Tinted titles and images that fade while pressed.
    case system = 1
    /// A plus in a circle, tinted.
    case contactAdd = 5
    /// A cross in a gray circle (closing a panel).
    case close = 7
  }

  /// The kind of button.
  public let buttonType: ButtonType

  final var titles: [UInt: String] = [:]
  final var titleColors: [UInt: UIColor] = [:]
  final var images: [UInt: UIImage] = [:]
  final var storedConfiguration: Configuration?
  final let contentLabel = UILabel()
  final let contentSubtitleLabel = UILabel()
  final let contentImageView = UIImageView(frame: .zero)
  /// A configuration's background, behind the content: the button's own `backgroundColor` and
  /// layer stay the app's, as in UIKit.
  final let configurationBackground = UIView()
  final let glyphView: ButtonGlyphView?

  /// Creates a button of `buttonType`.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    glyphView =
      buttonType == .close || buttonType == .contactAdd
      ? ButtonGlyphView(glyph: buttonType == .close ? .close : .contactAdd) : nil
    super.init(frame: .zero)
    setUpButton()
  }

  /// Creates a `.custom` button with a frame, as UIKit.
  public override init(frame: CGRect) {
    buttonType = .custom
    glyphView = nil
    super.init(frame: frame)
    setUpButton()
  }

  /// Creates a button from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    buttonType = .custom
    glyphView = nil
    super.init(coder: coder)
    setUpButton()
  }

  /// Creates a `.system` button that runs `primaryAction` (its title and image become the
  /// button's).
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { adopt(primaryAction) }
  }

  /// Creates a `.custom` button with a frame that runs `primaryAction`.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { adopt(primaryAction) }
  }

  /// Creates a `.system` button styled by `configuration` that runs `primaryAction`.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  // MARK: Per-state content

  /// Sets the title shown in `state`.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    contentDidChange()
  }

  /// The title for `state` (`.normal`'s when the state has none).
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// Sets the title color in `state`.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
    contentDidChange()
  }

  /// The title color for `state` (`.normal`'s when the state has none; the type's default when
  /// neither is set).
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
      ?? defaultTitleColor(for: state)
  }

  /// Sets the image shown in `state`.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
    contentDidChange()
  }

  /// The image for `state` (`.normal`'s when the state has none).
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }

  /// The title shown now.
  open var currentTitle: String? { configuration?.title ?? title(for: state) }

  /// The title color shown now.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor ?? .systemBlue }

  /// The image shown now.
  open var currentImage: UIImage? { configuration?.image ?? image(for: state) }

  /// The label showing the title.
  open var titleLabel: UILabel? { contentLabel }

  /// The label showing a configuration's subtitle.
  open var subtitleLabel: UILabel? { contentSubtitleLabel }

  /// The image view showing the image.
  open var imageView: UIImageView? { contentImageView }

  /// The space around the title and image of a button without a configuration (deprecated in
  /// UIKit since iOS 15, still honoured); default zero.
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet { contentDidChange() }
  }

  // MARK: Configuration (iOS 15)

  /// The button's configuration; setting one makes it the button's look (per-state values are
  /// ignored while it is set).
  open var configuration: Configuration? {
    get { storedConfiguration }
    set {
      storedConfiguration = newValue
      // Set by the update handler itself: redrawn, not updated again (UIKit).
      if isUpdatingConfiguration {
        contentDidChange()
      } else {
        setNeedsUpdateConfiguration()
      }
    }
  }

  /// Called to update the configuration when the button's state changes (and after
  /// `setNeedsUpdateConfiguration()`), before the button draws it.
  open var configurationUpdateHandler: ((UIButton) -> Void)?

  /// Whether the configuration's colors follow the state (highlight, disabled); default `true`.
  open var automaticallyUpdatesConfiguration = true {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Asks for `updateConfiguration()` before the next layout.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// Runs `configurationUpdateHandler`; subclasses override it to update `configuration`.
  open func updateConfiguration() {
    configurationUpdateHandler?(self)
  }

  final var needsConfigurationUpdate = true
  final var isUpdatingConfiguration = false

  /// Runs a pending `updateConfiguration()`.
  final func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
    needsConfigurationUpdate = false
    isUpdatingConfiguration = true
    defer { isUpdatingConfiguration = false }
    updateConfiguration()
  }

  // MARK: Control

  /// The state changed: restyle, and ask for a configuration update.
  open override func stateDidChange() {
    super.stateDidChange()
    setNeedsUpdateConfiguration()
  }

  /// The tint changed: a `.system` button's colors follow it.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    contentDidChange()
  }

  /// The size of the content plus insets.
  open override var intrinsicContentSize: CGSize { contentSize }

  /// ``intrinsicContentSize``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { contentSize }

  /// Places the image and titles, applying the configuration or the per-state values.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateConfigurationIfNeeded()
    applyAppearance()
    layoutContent()
    if hasFocus { window?.placeFocusRing() }  // the background's corners may have changed
  }

  // MARK: Pointer

  /// Whether the button answers the pointer: while it hovers, ``isHovered`` is `true` and the
  /// button shows its hovered look.
  ///
  /// UIKit's default is `false`; on the desktop a `.system` or `.close` button, or one with a
  /// configuration, starts with `true` (a desktop's buttons answer the pointer, as iPadOS's bar
  /// buttons do). Setting it decides for good.
  open var isPointerInteractionEnabled: Bool {
    get {
      storedPointerInteraction
        ?? (buttonType == .system || buttonType == .close || storedConfiguration != nil)
    }
    set {
      storedPointerInteraction = newValue
      setNeedsUpdateConfiguration()
    }
  }
  final var storedPointerInteraction: Bool?

  /// Whether the pointer hovers over the enabled button with pointer interaction on.
  open var isHovered: Bool { isPointerInteractionEnabled && isEnabled && isPointerHovered }

  // MARK: Menu

  /// The button's menu (iOS 14): shown by a tap when ``UIControl/showsMenuAsPrimaryAction`` is
  /// `true`, else by a right click or the Menu key (`Menus/UIControl+Menu.swift`).
  open var menu: UIMenu?

  override var primaryMenu: UIMenu? { showsMenuAsPrimaryAction ? menu : nil }
  override var secondaryMenu: UIMenu? { menu }

  /// The hovered look comes or goes.
  override func pointerHoverDidChange() {
    setNeedsUpdateConfiguration()
  }

  /// The ring follows the button's shape: a round glyph's circle, else the configuration's
  /// background when it shows one.
  override var focusRingCornerRadius: CGFloat {
    if let glyphView { return min(glyphView.bounds.width, glyphView.bounds.height) / 2 }
    return configurationBackground.isHidden
      ? super.focusRingCornerRadius : configurationBackground.layer.cornerRadius
  }
}
