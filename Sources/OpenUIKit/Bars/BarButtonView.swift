import Foundation

/// The control a navigation bar shows for a bar button item or its back button: a tinted title, a
/// drawn glyph, an image, or the back chevron with a title.
///
/// Highlighted while pressed (30 % opacity), dimmed when disabled (35 %); `.touchUpInside` runs
/// the item's action.
@MainActor
final class BarButtonView: UIControl {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  override var defaultAccessibilityLabel: String? { barButtonAccessibilityLabel }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    controlStateTraits.union(.button)
  }

  /// What the button shows.
  enum Content {
    case text(String, bold: Bool)
    case glyph(BarGlyphView.Glyph)
    case image(UIImage)
    case back(String)
  }

  let content: Content
  /// The item shown (`nil` for the back button), for its menu.
  weak var item: UIBarButtonItem?
  /// The item's own tint, over the inherited one.
  let itemTint: UIColor?
  private let label = UILabel()
  private var glyphView: BarGlyphView?
  private var imageView: UIImageView?

  /// The gap between the back chevron and its title.
  static let chevronGap: CGFloat = 6

  init(content: Content, tint: UIColor?, action: @escaping () -> Void) {
    self.content = content
    itemTint = tint
    super.init(frame: .zero)
    backgroundColor = .clear
    isOpaque = false
    switch content {
    case .text(let title, let bold):
      label.text = title
      label.font = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
      addSubview(label)
    case .glyph(let glyph):
      let view = BarGlyphView(glyph: glyph)
      glyphView = view
      addSubview(view)
    case .image(let image):
      let view = UIImageView(image: image)
      imageView = view
      addSubview(view)
    case .back(let title):
      let view = BarGlyphView(glyph: .backChevron)
      glyphView = view
      addSubview(view)
      label.text = title
      label.font = .systemFont(ofSize: 17)
      addSubview(label)
    }
    applyTint()
    addAction(UIAction { _ in action() }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) { nil }

  /// The view a bar shows for `item`: its custom view, or a button with its image, title or
  /// system item's title or glyph, running the item's action.
  static func view(for item: UIBarButtonItem) -> UIView {
    if let custom = item.customView { return custom }
    let content: Content
    if let image = item.image {
      content = .image(image)
    } else if let title = item.title ?? item.systemItem?.title {
      content = .text(title, bold: item.style == .done)
    } else if item.systemItem == .add {
      content = .glyph(.plus)
    } else if item.systemItem == .close {
      content = .glyph(.cross)
    } else if let name = item.systemItem?.symbolName,
      let symbol = UIImage(
        systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))
    {
      content = .image(symbol)
    } else {
      content = .text("", bold: false)
    }
    let view = BarButtonView(content: content, tint: item.tintColor) { [weak item] in
      item?.perform()
    }
    view.isEnabled = item.isEnabled
    view.item = item
    view.accessibilityHint = item.accessibilityHint
    view.accessibilityIdentifier = item.accessibilityIdentifier
    return view
  }

  /// A press shows the item's menu when it has no action.
  override var primaryMenu: UIMenu? { item?.hasAction == false ? item?.menu : nil }
  override var secondaryMenu: UIMenu? { item?.menu }

  override var isHighlighted: Bool {
    didSet { updateAlpha() }
  }

  override var isEnabled: Bool {
    didSet { updateAlpha() }
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    applyTint()
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    // A positive `width` sets the item's width, as UIKit's.
    if let width = item?.width, width > 0, width.isFinite {
      return CGSize(width: size.width > 0 ? min(width, size.width) : width, height: 44)
    }
    switch content {
    case .text:
      let text = label.sizeThatFits(CGSize(width: 400, height: 44))
      return CGSize(width: ceil(text.width), height: 44)
    case .glyph:
      return CGSize(width: 28, height: 44)
    case .image(let image):
      return CGSize(width: min(ceil(image.size.width), 88), height: 44)
    case .back:
      let text = label.sizeThatFits(CGSize(width: 400, height: 44))
      return CGSize(
        width: BarGlyphView.chevronSize.width + Self.chevronGap + ceil(text.width), height: 44)
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    switch content {
    case .text:
      label.frame = bounds
    case .glyph:
      glyphView?.frame = bounds
    case .image(let image):
      let size = CGSize(
        width: min(image.size.width, bounds.width), height: min(image.size.height, bounds.height))
      imageView?.frame = CGRect(
        x: ((bounds.width - size.width) / 2).rounded(),
        y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    case .back:
      let chevron = BarGlyphView.chevronSize
      glyphView?.frame = CGRect(
        x: 0, y: ((bounds.height - chevron.height) / 2).rounded(), width: chevron.width,
        height: chevron.height)
      let x = chevron.width + Self.chevronGap
      label.frame = CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
      // The chevron leads: at the right, pointing right, in right-to-left content.
      mirrorForRightToLeft([glyphView, label], in: bounds)
    }
  }

  private func applyTint() {
    let color = itemTint ?? tintColor ?? .systemBlue
    label.textColor = color
    glyphView?.color = color
    imageView?.tintColor = color
  }

  private func updateAlpha() {
    alpha = !isEnabled ? 0.35 : isHighlighted ? 0.3 : 1
  }
}

/// A glyph drawn with strokes in a color: the back chevron, plus and cross (system images do not
/// exist on Linux).
@MainActor
final class BarGlyphView: UIView {
  /// The glyphs.
  enum Glyph {
    case backChevron, plus, cross
  }

  /// The back chevron's box.
  static let chevronSize = CGSize(width: 12, height: 21)

  let glyph: Glyph
  var color: UIColor = .systemBlue {
    didSet { setNeedsDisplay() }
  }

  init(glyph: Glyph) {
    self.glyph = glyph
    super.init(frame: .zero)
    backgroundColor = .clear
    isOpaque = false
    contentMode = .redraw
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    let path = UIBezierPath()
    path.lineCapStyle = .round
    path.lineJoinStyle = .round
    let mid = CGPoint(x: bounds.midX, y: bounds.midY)
    switch glyph {
    case .backChevron:
      // It points to the leading edge: right in right-to-left content.
      let (tip, tail) =
        isRightToLeft ? (bounds.maxX - 2, bounds.minX + 2) : (bounds.minX + 2, bounds.maxX - 2)
      path.lineWidth = 3
      path.move(to: CGPoint(x: tail, y: bounds.minY + 2))
      path.addLine(to: CGPoint(x: tip, y: mid.y))
      path.addLine(to: CGPoint(x: tail, y: bounds.maxY - 2))
    case .plus:
      path.lineWidth = 2
      path.move(to: CGPoint(x: mid.x - 9, y: mid.y))
      path.addLine(to: CGPoint(x: mid.x + 9, y: mid.y))
      path.move(to: CGPoint(x: mid.x, y: mid.y - 9))
      path.addLine(to: CGPoint(x: mid.x, y: mid.y + 9))
    case .cross:
      path.lineWidth = 2
      path.move(to: CGPoint(x: mid.x - 7, y: mid.y - 7))
      path.addLine(to: CGPoint(x: mid.x + 7, y: mid.y + 7))
      path.move(to: CGPoint(x: mid.x + 7, y: mid.y - 7))
      path.addLine(to: CGPoint(x: mid.x - 7, y: mid.y + 7))
    }
    color.setStroke()
    path.stroke()
  }
}
