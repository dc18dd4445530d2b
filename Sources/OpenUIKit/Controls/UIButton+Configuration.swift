import Foundation

extension UIButton {
  /// A button's appearance and content (iOS 15), as UIKit's `UIButton.Configuration`.
  ///
  /// Start from a style (`.plain()`, `.tinted()`, `.gray()`, `.filled()`, `.borderless()`,
  /// `.bordered()`, `.borderedTinted()`, `.borderedProminent()`), set the content, and assign it
  /// to `configuration`. The button resolves the colors for its state (highlighted, disabled) when
  /// it draws; `configurationUpdateHandler` may change the configuration per state.
  /// `background` (UIBackgroundConfiguration), attributed titles, activity indicators and symbol
  /// configurations are left out.
  public struct Configuration {
    /// The look a configuration starts from.
    enum Style: Equatable, Sendable {
      case plain, tinted, gray, filled
    }

    /// Where the image sits relative to the title.
    public enum ImagePlacement: Int, Sendable {
      /// Before the title (left on the desktop).
      case leading = 0
      /// After the title.
      case trailing = 1
      /// Above the title.
      case top = 2
      /// Below the title.
      case bottom = 3
    }

    /// How round the background's corners are (`.fixed`, which takes the background
    /// configuration's radius, is left out with `UIBackgroundConfiguration`).
    public enum CornerStyle: Int, Sendable {
      /// A radius that follows `buttonSize`: 4, 6, 8 and 10 points from mini to large.
      case dynamic = 0
      /// 4 points.
      case small = 1
      /// 8 points.
      case medium = 2
      /// 12 points.
      case large = 3
      /// Half the height.
      case capsule = 4
    }

    /// The size the style suggests: title font and content insets.
    public enum Size: Int, Sendable {
      /// 12-point titles, 3 × 6 insets.
      case mini = 0
      /// 15-point titles, 5 × 10 insets.
      case small = 1
      /// 17-point titles, 7 × 12 insets (UIKit's default content insets).
      case medium = 2
      /// 17-point titles, 14 × 20 insets.
      case large = 3
    }

    /// How title and subtitle align with each other.
    public enum TitleAlignment: Int, Sendable {
      /// The button decides: centred.
      case automatic = 0
      /// Leading edges.
      case leading = 1
      /// Centred.
      case center = 2
      /// Trailing edges.
      case trailing = 3
    }

    let style: Style

    /// The title.
    public var title: String?
    /// A second line under the title, smaller.
    public var subtitle: String?
    /// The image.
    public var image: UIImage?
    /// Where the image sits; default `.leading`.
    public var imagePlacement: ImagePlacement = .leading
    /// The space between the image and the titles; default 0.
    public var imagePadding: CGFloat = 0
    /// The space between title and subtitle; default 0.
    public var titlePadding: CGFloat = 0
    /// How title and subtitle align; default `.automatic`.
    public var titleAlignment: TitleAlignment = .automatic
    /// The background color the style derives from; `nil`: the button's tint (filled, tinted) or
    /// the style's gray.
    public var baseBackgroundColor: UIColor?
    /// The title and image color the style derives from; `nil`: the tint, or white when filled.
    public var baseForegroundColor: UIColor?
    /// The corners; default `.dynamic`.
    public var cornerStyle: CornerStyle = .dynamic
    /// The suggested size; default `.medium`.
    public var buttonSize: Size = .medium {
      didSet { if !hasCustomInsets { contentInsets = Self.insets(for: buttonSize) } }
    }
    /// The space around the content; default from `buttonSize` (7, 12, 7, 12 for `.medium`).
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    {
      didSet { hasCustomInsets = true }
    }
    private var hasCustomInsets = false

    init(style: Style) {
      self.style = style
    }

    /// A transparent background, tinted content.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A tinted translucent background, tinted content.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A gray background, tinted content.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A tint-colored background, white content.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// As `.plain()`.
    public static func borderless() -> Configuration { Configuration(style: .plain) }
    /// As `.gray()`.
    public static func bordered() -> Configuration { Configuration(style: .gray) }
    /// As `.tinted()`.
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
    /// As `.filled()`.
    public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

    /// The insets `buttonSize` suggests.
    static func insets(for size: Size) -> NSDirectionalEdgeInsets {
      switch size {
      case .mini: NSDirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
      case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// The title's point size for `buttonSize`.
    var titleSize: CGFloat {
      switch buttonSize {
      case .mini: 12
      case .small: 15
      case .medium, .large: 17
      }
    }

    /// The corner radius for a background `height` points tall.
    func cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .dynamic: [4, 6, 8, 10][buttonSize.rawValue]
      case .small: 4
      case .medium: 8
      case .large: 12
      case .capsule: height / 2
      }
    }
  }
}
