import Foundation

/// A layout direction, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right (English).
  case leftToRight = 0
  /// Right to left (Arabic, Hebrew).
  case rightToLeft = 1
}

/// How a view's content is arranged whatever the layout direction, as UIKit's
/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Follows the layout direction.
  case unspecified = 0
  /// Playback controls: always left to right.
  case playback = 1
  /// Directional controls (arrows, a joystick): always left to right.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}

extension UIView {
  /// How the view's content is arranged; default `.unspecified` (it follows the layout direction
  /// of its traits).
  ///
  /// Setting it lays the view out again: stack views, table cells, navigation bars and text fields
  /// arrange their content by ``effectiveUserInterfaceLayoutDirection``.
  public var semanticContentAttribute: UISemanticContentAttribute {
    get { storedSemanticContentAttribute }
    set {
      guard newValue != storedSemanticContentAttribute else { return }
      storedSemanticContentAttribute = newValue
      setNeedsLayout()
      setNeedsDisplay()
      // Constraints it holds read leading and trailing in its direction.
      if hasAutoLayoutState { LayoutEngine.structureChanged(around: self) }
      layoutDirectionDidChangeMargins()
      layoutDirectionDidChangeContent()
    }
  }

  /// The direction to arrange the view's own content in: the semantic content attribute's when it
  /// forces one, else the `layoutDirection` trait's (left to right when unspecified).
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIView.userInterfaceLayoutDirection(
      for: storedSemanticContentAttribute, relativeTo: traitCollection.layoutDirection)
  }

  /// The direction content with `attribute` takes in the application's layout direction.
  public class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    userInterfaceLayoutDirection(
      for: attribute,
      relativeTo: UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
        ? .rightToLeft : .leftToRight)
  }

  /// The direction content with `attribute` takes in `layoutDirection`.
  public class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UITraitEnvironmentLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch attribute {
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    case .unspecified: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  /// The view's direction changed: what views place without a layout pass mirrors now (an image
  /// made to flip, a scroll view's bars).
  func layoutDirectionDidChangeContent() {
    if let imageView = self as? UIImageView {
      imageView.layoutDirectionDidChangeImage()
    } else if let scrollView = self as? UIScrollView {
      scrollView.updateIndicators()
      // A flipping layout's frames are mirrored at the next layout.
      if scrollView is UICollectionView { scrollView.setNeedsLayout() }
    }
  }

  /// Whether the view's content runs right to left.
  var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// Mirrors the frames of `views`, laid out left to right, across `container` (in the same
  /// coordinates) when the view's content runs right to left: how cells and bars arrange their
  /// leading and trailing parts without a second layout.
  func mirrorForRightToLeft(_ views: [UIView?], in container: CGRect) {
    guard isRightToLeft else { return }
    for case let view? in views {
      view.frame = view.frame.mirrored(in: container)
    }
  }
}

extension CGRect {
  /// The rectangle reflected across the vertical centre line of `container` (same coordinates):
  /// where a left-to-right layout's rectangle goes right to left.
  func mirrored(in container: CGRect) -> CGRect {
    CGRect(
      x: container.minX + container.maxX - maxX, y: origin.y, width: size.width,
      height: size.height)
  }
}

extension NSTextAlignment {
  /// The alignment with `.natural` resolved for a direction (right in right-to-left content).
  func resolved(rightToLeft: Bool) -> NSTextAlignment {
    self == .natural ? (rightToLeft ? .right : .left) : self
  }
}

extension UIApplication {
  /// The application's layout direction: right to left when the user's first preferred language
  /// is written right to left (Arabic, Hebrew, …), as UIKit takes it from the language.
  ///
  /// Every screen's `layoutDirection` trait starts with it; a window or view changes its own with
  /// `traitOverrides.layoutDirection`.
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    Self.languageLayoutDirection
  }

  /// The direction for this run, read once: a forced one (see ``forcedLayoutDirection(arguments:environment:)``)
  /// or else the first preferred language's.
  nonisolated static let languageLayoutDirection: UIUserInterfaceLayoutDirection = {
    if let forced = forcedLayoutDirection(
      arguments: ProcessInfo.processInfo.arguments,
      environment: ProcessInfo.processInfo.environment)
    {
      return forced
    }
    guard let language = Locale.preferredLanguages.first else { return .leftToRight }
    return Locale.Language(identifier: language).characterDirection == .rightToLeft
      ? .rightToLeft : .leftToRight
  }()

  /// A direction forced for a run, so a person can try an app right to left.
  ///
  /// No need to change the desktop's language: UIKit's launch arguments `-AppleTextDirection YES` or
  /// `-NSForceRightToLeftWritingDirection YES` (Xcode's "Right-to-Left Pseudolanguage"), or the
  /// environment variable `OPENUIKIT_LAYOUT_DIRECTION` set to `rightToLeft` or `leftToRight`
  /// (the variable wins). Nil when nothing forces one.
  nonisolated static func forcedLayoutDirection(
    arguments: [String], environment: [String: String]
  ) -> UIUserInterfaceLayoutDirection? {
    switch environment["OPENUIKIT_LAYOUT_DIRECTION"]?.lowercased() {
    case "righttoleft", "rtl": return .rightToLeft
    case "lefttoright", "ltr": return .leftToRight
    default: break
    }
    for flag in ["-NSForceRightToLeftWritingDirection", "-AppleTextDirection"] {
      if let index = arguments.firstIndex(of: flag), index + 1 < arguments.count,
        ["YES", "yes", "1", "true"].contains(arguments[index + 1])
      {
        return .rightToLeft
      }
    }
    return nil
  }
}
