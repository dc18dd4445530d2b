import Foundation

/// A content configuration: what a view shows, made into a view by ``makeContentView()``, as
/// UIKit's `UIContentConfiguration`.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// A new view showing this configuration.
  func makeContentView() -> any UIView & UIContentView
  /// The configuration as it shows in `state` (a cell's selection, highlight, traits); the
  /// default is the configuration itself.
  func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
  /// The configuration itself.
  public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A view that shows a content configuration, as UIKit's `UIContentView`.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  /// The configuration shown; setting it updates the view.
  var configuration: any UIContentConfiguration { get set }
}

/// A list row's content: an image, a text and a secondary text with their looks, as UIKit's
/// `UIListContentConfiguration` (the modern alternative to a cell's `textLabel`).
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Inbox"
/// content.secondaryText = "3 unread"
/// content.image = UIImage(systemName: "tray")
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
  /// How a text shows.
  public struct TextProperties: Sendable {
    /// The font.
    public var font: UIFont
    /// The color.
    public var color: UIColor
    /// The alignment.
    public var alignment: NSTextAlignment = .natural
    /// Lines at most (0: any).
    public var numberOfLines = 0
  }

  /// How the image shows.
  public struct ImageProperties: Sendable {
    /// Tints a template image; `nil` keeps its colors.
    public var tintColor: UIColor?
    /// The largest size; zero leaves it unconstrained.
    public var maximumSize = CGSize.zero
  }

  /// The image, leading.
  public var image: UIImage?
  /// The primary text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// How the primary text shows.
  public var textProperties: TextProperties
  /// How the secondary text shows.
  public var secondaryTextProperties: TextProperties
  /// How the image shows.
  public var imageProperties = ImageProperties()
  /// The padding around the content.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)
  /// Space between the texts when stacked.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// Space between the image and the texts.
  public var imageToTextPadding: CGFloat = 16
  /// Whether the secondary text is beside the primary one (value cells) rather than under it.
  public var prefersSideBySideTextAndSecondaryText = false

  private init(secondaryFont: UIFont, secondaryColor: UIColor, sideBySide: Bool) {
    textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
    secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
    prefersSideBySideTextAndSecondaryText = sideBySide
  }

  /// A plain row: 17-point text, 15-point secondary text under it.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      secondaryFont: .systemFont(ofSize: 15), secondaryColor: .label, sideBySide: false)
  }

  /// A row with a 12-point secondary text under the text.
  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      secondaryFont: .systemFont(ofSize: 12), secondaryColor: .label, sideBySide: false)
  }

  /// A row with the secondary text trailing, in the secondary label color.
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration(
      secondaryFont: .systemFont(ofSize: 17), secondaryColor: .secondaryLabel, sideBySide: true)
    configuration.secondaryTextProperties.alignment = .right
    return configuration
  }

  /// A plain table's section header: 17-point semibold text.
  public static func plainHeader() -> UIListContentConfiguration {
    var configuration = cell()
    configuration.textProperties.font = .systemFont(ofSize: 17, weight: .semibold)
    configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 6, leading: 16, bottom: 6, trailing: 16)
    return configuration
  }

  /// A grouped table's section header: 13-point secondary text.
  public static func groupedHeader() -> UIListContentConfiguration {
    var configuration = cell()
    configuration.textProperties.font = .systemFont(ofSize: 13)
    configuration.textProperties.color = .secondaryLabel
    configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 16, leading: 16, bottom: 6, trailing: 16)
    return configuration
  }

  /// A sidebar row: 17-point text, the secondary text under it; white while selected (on the
  /// tint color).
  public static func sidebarCell() -> UIListContentConfiguration {
    var configuration = cell()
    configuration.whitensWhenSelected = true
    configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 11, leading: 12, bottom: 11, trailing: 12)
    return configuration
  }

  /// A sidebar row with a 12-point secondary text under the text; white while selected.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration {
    var configuration = subtitleCell()
    configuration.whitensWhenSelected = true
    configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 11, leading: 12, bottom: 11, trailing: 12)
    return configuration
  }

  /// A sidebar's header (a section title, or a top-level outline row): 15-point semibold text in
  /// the secondary label color.
  public static func sidebarHeader() -> UIListContentConfiguration {
    var configuration = sidebarCell()
    configuration.textProperties.font = .systemFont(ofSize: 15, weight: .semibold)
    configuration.textProperties.color = .secondaryLabel
    return configuration
  }

  /// Whether selection turns the texts and image white (a sidebar row's, on the tint color).
  var whitensWhenSelected = false
  /// The colors selection replaced, given back when it ends.
  var colorsBeforeSelection: (text: UIColor, secondaryText: UIColor, image: UIColor?)?

  /// The configuration in `state`: a sidebar row's texts and image turn white while it is
  /// selected, and back after; other styles stay as they are.
  public func updated(for state: any UIConfigurationState) -> Self {
    guard whitensWhenSelected, let cell = state as? UICellConfigurationState else { return self }
    var copy = self
    if cell.isSelected, colorsBeforeSelection == nil {
      copy.colorsBeforeSelection = (
        textProperties.color, secondaryTextProperties.color, imageProperties.tintColor
      )
      copy.textProperties.color = .white
      copy.secondaryTextProperties.color = .white
      copy.imageProperties.tintColor = .white
    } else if !cell.isSelected, let colors = colorsBeforeSelection {
      copy.textProperties.color = colors.text
      copy.secondaryTextProperties.color = colors.secondaryText
      copy.imageProperties.tintColor = colors.image
      copy.colorsBeforeSelection = nil
    }
    return copy
  }

  /// A new list content view showing this configuration.
  @preconcurrency @MainActor
  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }
}

/// The view that shows a ``UIListContentConfiguration``, as UIKit's `UIListContentView`.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private let imageView = UIImageView(frame: .zero)
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()
  private var list: UIListContentConfiguration

  /// Creates a view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    list = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply()
  }

  /// Creates a view from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) { nil }

  /// The configuration shown; anything but a `UIListContentConfiguration` is ignored.
  open var configuration: any UIContentConfiguration {
    get { list }
    set {
      guard let newValue = newValue as? UIListContentConfiguration else { return }
      list = newValue
      apply()
    }
  }

  private func apply() {
    imageView.image = list.image
    imageView.tintColor = list.imageProperties.tintColor
    imageView.isHidden = list.image == nil
    for (label, text, properties) in [
      (textLabel, list.text, list.textProperties),
      (secondaryTextLabel, list.secondaryText, list.secondaryTextProperties),
    ] {
      label.text = text
      label.font = properties.font
      label.textColor = properties.color
      label.textAlignment = properties.alignment
      label.numberOfLines = properties.numberOfLines
      label.isHidden = text?.isEmpty ?? true
    }
    setNeedsLayout()
  }

  private var imageSize: CGSize {
    guard let image = list.image else { return .zero }
    var size = image.size
    let maximum = list.imageProperties.maximumSize
    if maximum.width > 0, size.width > maximum.width {
      size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width)
    }
    if maximum.height > 0, size.height > maximum.height {
      size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height)
    }
    return size
  }

  private func textColumn(width: CGFloat) -> (x: CGFloat, width: CGFloat) {
    let margins = list.directionalLayoutMargins
    let image = imageSize
    let x = margins.leading + (image.width > 0 ? image.width + list.imageToTextPadding : 0)
    return (x, max(width - x - margins.trailing, 0))
  }

  /// Lays out the image and the texts within the margins, vertically centered.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let bounds = self.bounds
    let margins = list.directionalLayoutMargins
    let image = imageSize
    imageView.frame = CGRect(
      x: margins.leading, y: ((bounds.height - image.height) / 2).rounded(), width: image.width,
      height: image.height)
    let column = textColumn(width: bounds.width)
    let fit = CGSize(width: column.width, height: .infinity)
    let text = textLabel.isHidden ? .zero : textLabel.sizeThatFits(fit)
    let secondary = secondaryTextLabel.isHidden ? .zero : secondaryTextLabel.sizeThatFits(fit)
    if list.prefersSideBySideTextAndSecondaryText {
      let secondaryWidth = min(secondary.width, column.width / 2)
      secondaryTextLabel.frame = CGRect(
        x: column.x + column.width - secondaryWidth,
        y: ((bounds.height - secondary.height) / 2).rounded(), width: secondaryWidth,
        height: secondary.height)
      textLabel.frame = CGRect(
        x: column.x, y: ((bounds.height - text.height) / 2).rounded(),
        width: max(column.width - secondaryWidth - 8, 0), height: text.height)
    } else {
      let gap =
        secondary.height > 0 && text.height > 0 ? list.textToSecondaryTextVerticalPadding : 0
      let top = ((bounds.height - text.height - gap - secondary.height) / 2).rounded()
      textLabel.frame = CGRect(x: column.x, y: top, width: column.width, height: text.height)
      secondaryTextLabel.frame = CGRect(
        x: column.x, y: top + text.height + gap, width: column.width, height: secondary.height)
    }
    mirrorForRightToLeft([imageView, textLabel, secondaryTextLabel], in: bounds)
  }

  /// The height the content needs at `size.width`, margins included.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let margins = list.directionalLayoutMargins
    let column = textColumn(width: size.width)
    let fit = CGSize(width: column.width, height: .infinity)
    let text = textLabel.isHidden ? 0 : textLabel.sizeThatFits(fit).height
    let secondary = secondaryTextLabel.isHidden ? 0 : secondaryTextLabel.sizeThatFits(fit).height
    let texts =
      list.prefersSideBySideTextAndSecondaryText
      ? max(text, secondary)
      : text + secondary + (text > 0 && secondary > 0 ? list.textToSecondaryTextVerticalPadding : 0)
    let height = max(texts, imageSize.height) + margins.top + margins.bottom
    return CGSize(width: size.width, height: height.rounded(.up))
  }
}
