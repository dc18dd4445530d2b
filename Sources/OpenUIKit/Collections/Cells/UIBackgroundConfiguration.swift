import Foundation

/// Changes a color as a configuration resolves it, as UIKit's `UIConfigurationColorTransformer`.
public struct UIConfigurationColorTransformer: Sendable {
  /// The transform.
  public let transform: @Sendable (UIColor) -> UIColor

  /// A transformer applying `transform`.
  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
    self.transform = transform
  }

  /// The transformed `input`.
  public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

  /// The color's gray of the same luminance, alpha kept.
  ///
  /// Luminance takes Rec. 709's weights; dynamic colors stay dynamic.
  public static let grayscale = UIConfigurationColorTransformer { color in
    UIColor(dynamicProvider: { traits in
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      return UIColor(white: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
    })
  }
}

/// A cell's background, as UIKit's `UIBackgroundConfiguration` (iOS 14).
///
/// A color (the view's tint color when `nil`), a stroke, a corner radius, insets, an image and a
/// view of the app's, in a system style that `updated(for:)` adapts to the cell's state — a list
/// row's pressed and selected colors. Properties set by the app are kept by `updated(for:)`, as
/// UIKit documents.
///
/// Set on a `UICollectionViewCell` or a `UITableViewCell` (`backgroundConfiguration`); a list
/// row's default is its list's style. `visualEffect` is left out: there is no `UIVisualEffect`.
public struct UIBackgroundConfiguration: Hashable {
  /// The system style a configuration was made in: what `updated(for:)` applies.
  enum Style: Hashable {
    case clear, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
    case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
  }

  /// A property the app set, which `updated(for:)` leaves alone.
  enum Field: Hashable {
    case backgroundColor, strokeColor
  }

  let style: Style
  var customized: Set<Field> = []
  private var storedBackgroundColor: UIColor?
  private var storedStrokeColor: UIColor?

  /// A view of the app's, drawn over the color and inset like it.
  public var customView: UIView?
  /// The corner radius; default 0 (a list still rounds its inset groups' ends and sidebar rows).
  public var cornerRadius: CGFloat = 0
  /// How far the background is inset from the cell's edges; default zero.
  public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// The edges whose inset also takes the cell's layout margins; default none.
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
  /// Transforms the background color as it is resolved.
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// Transforms the stroke color as it is resolved.
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  /// The stroke's width; default 0 (none).
  public var strokeWidth: CGFloat = 0
  /// How far the stroke lies outside the background's edge; default 0.
  public var strokeOutset: CGFloat = 0
  /// An image filling the background (iOS 15).
  public var image: UIImage?
  /// How the image fills the background; default `.scaleToFill`.
  public var imageContentMode: UIView.ContentMode = .scaleToFill

  /// The background color; `nil` is the view's tint color.
  public var backgroundColor: UIColor? {
    get { storedBackgroundColor }
    set {
      storedBackgroundColor = newValue
      customized.insert(.backgroundColor)
    }
  }

  /// The stroke color; `nil` is the view's tint color.
  public var strokeColor: UIColor? {
    get { storedStrokeColor }
    set {
      storedStrokeColor = newValue
      customized.insert(.strokeColor)
    }
  }

  init(style: Style, color: UIColor?) {
    self.style = style
    storedBackgroundColor = color
  }

  /// No color, stroke or image.
  public static func clear() -> Self { Self(style: .clear, color: .clear) }
  /// A plain list's row: the system background; gray while pressed or selected.
  public static func listPlainCell() -> Self {
    Self(style: .listPlainCell, color: .systemBackground)
  }
  /// A grouped list's row: the grouped rows' background; gray while pressed or selected.
  public static func listGroupedCell() -> Self {
    Self(style: .listGroupedCell, color: .secondarySystemGroupedBackground)
  }
  /// A sidebar's row: clear; the tint color while selected, gray while pressed.
  public static func listSidebarCell() -> Self { Self(style: .listSidebarCell, color: .clear) }
  /// A row of a sidebar beside other columns: clear; gray while pressed or selected.
  public static func listAccompaniedSidebarCell() -> Self {
    Self(style: .listAccompaniedSidebarCell, color: .clear)
  }
  /// A plain list's header or footer: the system background.
  public static func listPlainHeaderFooter() -> Self {
    Self(style: .listPlainHeaderFooter, color: .systemBackground)
  }
  /// A grouped list's header or footer: clear.
  public static func listGroupedHeaderFooter() -> Self {
    Self(style: .listGroupedHeaderFooter, color: .clear)
  }
  /// A sidebar's header: clear.
  public static func listSidebarHeader() -> Self { Self(style: .listSidebarHeader, color: .clear) }

  /// The configuration in `state`: the style's colors for a cell's pressed and selected states,
  /// except where the app set its own.
  public func updated(for state: any UIConfigurationState) -> Self {
    guard let cell = state as? UICellConfigurationState,
      !customized.contains(.backgroundColor)
    else { return self }
    var copy = self
    let active = cell.isSelected || cell.isHighlighted
    switch style {
    case .listPlainCell:
      copy.storedBackgroundColor = active ? .systemGray4 : .systemBackground
    case .listGroupedCell:
      copy.storedBackgroundColor = active ? .systemGray4 : .secondarySystemGroupedBackground
    case .listSidebarCell:
      // `nil` is the tint color: a selected sidebar row shows the accent color.
      copy.storedBackgroundColor = cell.isSelected ? nil : (active ? .systemGray4 : .clear)
    case .listAccompaniedSidebarCell:
      copy.storedBackgroundColor = active ? .systemGray4 : .clear
    case .clear, .listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader:
      break
    }
    return copy
  }

  /// The background color for a view tinted `tintColor`, through the transformer.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer.map { $0(color) } ?? color
  }

  /// The stroke color for a view tinted `tintColor`, through the transformer.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let color = strokeColor ?? tintColor
    return strokeColorTransformer.map { $0(color) } ?? color
  }

  /// Equal when every property is (views and transformers by identity: two transformers are
  /// never equal).
  public static func == (first: Self, second: Self) -> Bool {
    first.style == second.style && first.customized == second.customized
      && first.storedBackgroundColor == second.storedBackgroundColor
      && first.storedStrokeColor == second.storedStrokeColor
      && first.customView === second.customView && first.cornerRadius == second.cornerRadius
      && first.backgroundInsets == second.backgroundInsets
      && first.edgesAddingLayoutMarginsToBackgroundInsets
        == second.edgesAddingLayoutMarginsToBackgroundInsets
      && first.backgroundColorTransformer == nil && second.backgroundColorTransformer == nil
      && first.strokeColorTransformer == nil && second.strokeColorTransformer == nil
      && first.strokeWidth == second.strokeWidth && first.strokeOutset == second.strokeOutset
      && first.image === second.image && first.imageContentMode == second.imageContentMode
  }

  /// Hashes the style, colors and geometry.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(style)
    hasher.combine(storedBackgroundColor)
    hasher.combine(storedStrokeColor)
    hasher.combine(cornerRadius)
    hasher.combine(strokeWidth)
  }
}
