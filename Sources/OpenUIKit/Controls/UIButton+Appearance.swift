import Foundation

/// How a button looks, resolved for its state (choices where UIKit documents no value are in
/// Docs/Controls.md):
///
/// - `.system` without a configuration: title and image in the title color for the state (the
///   tint by default; `tertiaryLabel` when disabled), 15-point titles, content at 20 % opacity
///   while highlighted; hovered, a `tertiarySystemFill` platter behind the content.
/// - `.custom`: white titles by default, no fade.
/// - A configuration: plain/borderless has no background; tinted/borderedTinted the base
///   background (the tint) at 15 %; gray/bordered `secondarySystemFill`; filled/borderedProminent
///   the base background (the tint). Foreground: the base foreground, else white when filled, else
///   the tint. Highlighted: the background at 70 % of its alpha and the foreground at 50 %
///   (`automaticallyUpdatesConfiguration`). Hovered (``UIButton/isHovered``, not pressed): the
///   background at 85 % of its alpha, or a `tertiarySystemFill` platter where there is none. Disabled: `tertiarySystemFill` background (none when
///   plain) and `tertiaryLabel` foreground.
extension UIButton {
  func setUpButton() {
    isOpaque = false
    configurationBackground.isUserInteractionEnabled = false
    configurationBackground.isOpaque = false
    configurationBackground.isHidden = true
    addSubview(configurationBackground)
    contentLabel.textAlignment = .center
    contentSubtitleLabel.textAlignment = .center
    // As UIKit's button titles: cut in the middle when the button is too narrow.
    contentLabel.lineBreakMode = .byTruncatingMiddle
    contentSubtitleLabel.lineBreakMode = .byTruncatingMiddle
    contentImageView.contentMode = .scaleAspectFit
    addSubview(contentImageView)
    addSubview(contentLabel)
    addSubview(contentSubtitleLabel)
    if let glyphView { addSubview(glyphView) }
    contentDidChange()
  }

  /// Takes `action` as the primary action, its title and image as the button's.
  func adopt(_ action: UIAction) {
    if !action.title.isEmpty { setTitle(action.title, for: .normal) }
    if let image = action.image { setImage(image, for: .normal) }
    addAction(action, for: .primaryActionTriggered)
  }

  /// A title, color or image changed: look and size again.
  func contentDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// The type's title color for `state` when none is set.
  func defaultTitleColor(for state: UIControl.State) -> UIColor? {
    switch buttonType {
    case .custom: .white
    case .system, .contactAdd, .close:
      state.contains(.disabled) ? .tertiaryLabel : tintColor ?? .systemBlue
    }
  }

  /// Applies the configuration or the per-state values to the labels, image and background.
  func applyAppearance() {
    if let configuration {
      applyConfiguration(configuration)
      return
    }
    // Hovered (not pressed): a platter behind the content, as iPadOS's highlight effect.
    let platter = isHovered && !isHighlighted
    update(configurationBackground.isHidden, !platter) { configurationBackground.isHidden = $0 }
    if platter {
      update(configurationBackground.backgroundColor, Self.hoverPlatterColor) {
        configurationBackground.backgroundColor = $0
      }
    }
    contentLabel.text = title(for: state)
    update(
      contentLabel.font, buttonType == .custom ? .systemFont(ofSize: 18) : .systemFont(ofSize: 15)
    ) { contentLabel.font = $0 }
    update(contentLabel.textColor, currentTitleColor) { contentLabel.textColor = $0 }
    contentSubtitleLabel.text = nil
    updateImage(image(for: state))
    let fades = buttonType != .custom && isHighlighted
    update(contentLabel.alpha, fades ? 0.2 : 1) { contentLabel.alpha = $0 }
    update(contentImageView.alpha, fades ? 0.2 : 1) { contentImageView.alpha = $0 }
    if let glyphView {
      update(glyphView.alpha, fades ? 0.2 : 1) { glyphView.alpha = $0 }
      update(glyphView.color, isEnabled ? tintColor ?? .systemBlue : .tertiaryLabel) {
        glyphView.color = $0
      }
    }
  }

  private func applyConfiguration(_ configuration: Configuration) {
    let tint = tintColor ?? .systemBlue
    let adapts = automaticallyUpdatesConfiguration
    var background: UIColor?
    switch configuration.style {
    case .plain: background = nil
    case .tinted: background = (configuration.baseBackgroundColor ?? tint).withAlphaComponent(0.15)
    case .gray: background = configuration.baseBackgroundColor ?? .secondarySystemFill
    case .filled: background = configuration.baseBackgroundColor ?? tint
    }
    var foreground =
      configuration.baseForegroundColor ?? (configuration.style == .filled ? .white : tint)
    if adapts, !isEnabled {
      background = background == nil ? nil : .tertiarySystemFill
      foreground = .tertiaryLabel
    }
    let highlighted = adapts && isHighlighted && isEnabled
    update(contentLabel.alpha, highlighted ? 0.5 : 1) { contentLabel.alpha = $0 }
    update(contentSubtitleLabel.alpha, highlighted ? 0.5 : 1) { contentSubtitleLabel.alpha = $0 }
    update(contentImageView.alpha, highlighted ? 0.5 : 1) { contentImageView.alpha = $0 }
    if highlighted, let base = background {
      background = base.withAlphaComponent(0.7 * alpha(of: base))
    } else if adapts, isHovered, !isHighlighted {
      // Hovered: a lighter background, or a platter where there is none.
      background =
        background.map { $0.withAlphaComponent(0.85 * alpha(of: $0)) }
        ?? Self.hoverPlatterColor
    }
    update(configurationBackground.isHidden, background == nil) {
      configurationBackground.isHidden = $0
    }
    if let background {
      update(configurationBackground.backgroundColor, background) {
        configurationBackground.backgroundColor = $0
      }
    }
    contentLabel.text = configuration.title
    let titleFont = UIFont.systemFont(
      ofSize: configuration.titleSize,
      weight: configuration.style == .filled ? .semibold : .regular)
    update(contentLabel.font, titleFont) { contentLabel.font = $0 }
    update(contentLabel.textColor, foreground) { contentLabel.textColor = $0 }
    contentSubtitleLabel.text = configuration.subtitle
    update(contentSubtitleLabel.font, .systemFont(ofSize: configuration.titleSize - 4)) {
      contentSubtitleLabel.font = $0
    }
    update(contentSubtitleLabel.textColor, foreground) { contentSubtitleLabel.textColor = $0 }
    updateImage(configuration.image)
  }

  /// Sets the image view's image unless it is already that image (identity).
  func updateImage(_ image: UIImage?) {
    if contentImageView.image !== image { contentImageView.image = image }
  }

  /// Calls `assign` with `value` only when it differs from `current`: a label's font or an
  /// image view's image invalidates the button's layout when set, and the button sets them from
  /// its own layout. (Not `inout`: an observed property passed `inout` runs its observers even
  /// when nothing is assigned.)
  func update<Value: Equatable>(_ current: Value, _ value: Value, _ assign: (Value) -> Void) {
    if current != value { assign(value) }
  }

  /// The alpha of `color` resolved for the button's traits.
  private func alpha(of color: UIColor) -> CGFloat {
    color.resolvedColor(with: traitCollection).cgColor.alpha
  }

  // MARK: Layout

  /// The content's size: image and titles with their paddings, plus the insets.
  var contentSize: CGSize {
    updateConfigurationIfNeeded()
    applyAppearance()
    let parts = contentParts()
    let insets = contentInsetsForLayout
    return CGSize(
      width: ceil(parts.total.width + insets.left + insets.right),
      height: ceil(parts.total.height + insets.top + insets.bottom))
  }

  /// The insets around the content: the configuration's, or `contentEdgeInsets`.
  private var contentInsetsForLayout: UIEdgeInsets {
    guard let configuration else { return contentEdgeInsets }
    let insets = configuration.contentInsets
    return UIEdgeInsets(
      top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
  }

  /// The sizes of the image, the title block (title and subtitle) and of both together.
  private func contentParts() -> (
    image: CGSize, titles: CGSize, title: CGSize, subtitle: CGSize, total: CGSize
  ) {
    if let glyphView {
      let size = glyphView.glyph.size
      return (size, .zero, .zero, .zero, size)
    }
    let unbounded = CGSize(width: 10_000, height: 10_000)
    let title = contentLabel.text?.isEmpty == false ? contentLabel.sizeThatFits(unbounded) : .zero
    let subtitle =
      contentSubtitleLabel.text?.isEmpty == false
      ? contentSubtitleLabel.sizeThatFits(unbounded) : .zero
    let titlePadding = title != .zero && subtitle != .zero ? configuration?.titlePadding ?? 0 : 0
    let titles = CGSize(
      width: max(title.width, subtitle.width), height: title.height + titlePadding + subtitle.height
    )
    let image = contentImageView.image?.size ?? .zero
    let hasBoth = image != .zero && titles != .zero
    let padding = hasBoth ? configuration?.imagePadding ?? 0 : 0
    let placement = configuration?.imagePlacement ?? .leading
    let total: CGSize
    switch placement {
    case .leading, .trailing:
      total = CGSize(
        width: image.width + padding + titles.width, height: max(image.height, titles.height))
    case .top, .bottom:
      total = CGSize(
        width: max(image.width, titles.width), height: image.height + padding + titles.height)
    }
    return (image, titles, title, subtitle, total)
  }

  /// The hovered platter of buttons without a background.
  static let hoverPlatterColor = UIColor.tertiarySystemFill

  /// Places the image and titles centred within the insets.
  func layoutContent() {
    if configuration == nil {
      configurationBackground.frame = bounds
      update(configurationBackground.layer.cornerRadius, min(8, bounds.height / 2)) {
        configurationBackground.layer.cornerRadius = $0
      }
    }
    if let configuration {
      configurationBackground.frame = bounds
      let radius = configuration.cornerRadius(height: bounds.height)
      update(configurationBackground.layer.cornerRadius, radius) {
        configurationBackground.layer.cornerRadius = $0
      }
    }
    var parts = contentParts()
    let insets = contentInsetsForLayout
    let area = bounds.inset(by: insets)
    if let glyphView {
      // Squeezed smaller than the glyph, the glyph shrinks to fit rather than spill out.
      let side = max(min(parts.image.width, bounds.width, bounds.height), 0)
      glyphView.frame =
        CGRect(
          x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side
        ).integral
      return
    }
    let padding =
      parts.image != .zero && parts.titles != .zero ? configuration?.imagePadding ?? 0 : 0
    // Narrower than its content, the titles get what the image leaves and truncate (never drawn
    // outside the button).
    let sideBySide = [.leading, .trailing].contains(configuration?.imagePlacement ?? .leading)
    let titleRoom = max(area.width - (sideBySide ? parts.image.width + padding : 0), 0)
    if parts.titles.width > titleRoom {
      parts.title.width = min(parts.title.width, titleRoom)
      parts.subtitle.width = min(parts.subtitle.width, titleRoom)
      parts.titles.width = titleRoom
      parts.total.width =
        sideBySide ? parts.image.width + padding + titleRoom : max(parts.image.width, titleRoom)
    }
    let origin = CGPoint(
      x: area.minX + (area.width - parts.total.width) / 2,
      y: area.minY + (area.height - parts.total.height) / 2)
    var imageOrigin = origin
    var titlesOrigin = origin
    switch configuration?.imagePlacement ?? .leading {
    case .leading:
      imageOrigin.y += (parts.total.height - parts.image.height) / 2
      titlesOrigin.x += parts.image.width + padding
      titlesOrigin.y += (parts.total.height - parts.titles.height) / 2
    case .trailing:
      imageOrigin.x += parts.titles.width + padding
      imageOrigin.y += (parts.total.height - parts.image.height) / 2
      titlesOrigin.y += (parts.total.height - parts.titles.height) / 2
    case .top:
      imageOrigin.x += (parts.total.width - parts.image.width) / 2
      titlesOrigin.x += (parts.total.width - parts.titles.width) / 2
      titlesOrigin.y += parts.image.height + padding
    case .bottom:
      titlesOrigin.x += (parts.total.width - parts.titles.width) / 2
      imageOrigin.x += (parts.total.width - parts.image.width) / 2
      imageOrigin.y += parts.titles.height + padding
    }
    contentImageView.frame = pixelAligned(CGRect(origin: imageOrigin, size: parts.image))
    let titleX: (CGFloat) -> CGFloat = { width in
      switch self.configuration?.titleAlignment ?? .center {
      case .leading: titlesOrigin.x
      case .trailing: titlesOrigin.x + parts.titles.width - width
      case .automatic, .center: titlesOrigin.x + (parts.titles.width - width) / 2
      }
    }
    contentLabel.frame = pixelAligned(
      CGRect(
        x: titleX(parts.title.width), y: titlesOrigin.y, width: parts.title.width,
        height: parts.title.height))
    let subtitleY =
      titlesOrigin.y + parts.title.height
      + (parts.subtitle == .zero ? 0 : configuration?.titlePadding ?? 0)
    contentSubtitleLabel.frame = pixelAligned(
      CGRect(
        x: titleX(parts.subtitle.width), y: subtitleY, width: parts.subtitle.width,
        height: parts.subtitle.height))
  }

  /// `rect` with its origin on whole device pixels (crisp text) and its size rounded up.
  private func pixelAligned(_ rect: CGRect) -> CGRect {
    let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
    return CGRect(
      x: (rect.minX * scale).rounded() / scale, y: (rect.minY * scale).rounded() / scale,
      width: (rect.width * scale).rounded(.up) / scale,
      height: (rect.height * scale).rounded(.up) / scale)
  }
}

/// The drawn glyphs of `.close` and `.contactAdd` buttons (system images do not exist on Linux).
@MainActor
final class ButtonGlyphView: UIView {
  /// The glyphs.
  enum Glyph {
    /// A cross in a 30-point gray circle.
    case close
    /// A plus in a 22-point tinted ring.
    case contactAdd

    var size: CGSize {
      self == .close ? CGSize(width: 30, height: 30) : CGSize(width: 22, height: 22)
    }
  }

  let glyph: Glyph
  var color: UIColor = .systemBlue {
    didSet { setNeedsDisplay() }
  }

  init(glyph: Glyph) {
    self.glyph = glyph
    super.init(frame: .zero)
    backgroundColor = .clear
    isOpaque = false
    isUserInteractionEnabled = false
    contentMode = .redraw
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    let mid = CGPoint(x: bounds.midX, y: bounds.midY)
    let arm = min(5, bounds.width / 3)  // the cross and plus shrink with a squeezed glyph
    switch glyph {
    case .close:
      UIColor.tertiarySystemFill.setFill()
      UIBezierPath(ovalIn: bounds).fill()
      let cross = UIBezierPath()
      cross.lineWidth = 2.5
      cross.lineCapStyle = .round
      cross.move(to: CGPoint(x: mid.x - arm, y: mid.y - arm))
      cross.addLine(to: CGPoint(x: mid.x + arm, y: mid.y + arm))
      cross.move(to: CGPoint(x: mid.x + arm, y: mid.y - arm))
      cross.addLine(to: CGPoint(x: mid.x - arm, y: mid.y + arm))
      UIColor.secondaryLabel.setStroke()
      cross.stroke()
    case .contactAdd:
      let ring = UIBezierPath(ovalIn: bounds.insetBy(dx: 1, dy: 1))
      ring.lineWidth = 1.5
      color.setStroke()
      ring.stroke()
      let plus = UIBezierPath()
      plus.lineWidth = 1.5
      plus.move(to: CGPoint(x: mid.x - arm, y: mid.y))
      plus.addLine(to: CGPoint(x: mid.x + arm, y: mid.y))
      plus.move(to: CGPoint(x: mid.x, y: mid.y - arm))
      plus.addLine(to: CGPoint(x: mid.x, y: mid.y + arm))
      plus.stroke()
    }
  }
}
