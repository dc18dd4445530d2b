import Foundation

extension NSAttributedString.Key {
  /// The font of a run: a `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// The color of a run's glyphs: a `UIColor` (dynamic colors resolve when drawn).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The color behind a run's glyphs: a `UIColor`.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// How lines are aligned, broken and spaced: an `NSParagraphStyle` (read from the first
  /// character, as the whole text is one paragraph style here).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Extra space after each character in points: a number (`CGFloat`, `Double` or `NSNumber`).
  public static let kern = NSAttributedString.Key("NSKern")
  /// An underline: an `NSUnderlineStyle`'s raw value (`.single` or `.double`).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The underline's color: a `UIColor`; the text's when absent.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// A line through the text: an `NSUnderlineStyle`'s raw value; drawn as one line whatever the
  /// style.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A link: a `URL` or a string of one.
  ///
  /// A text view draws it in its `linkTextAttributes` and opens it on a click; labels draw it as
  /// plain text, as UIKit's do.
  public static let link = NSAttributedString.Key("NSLink")
}

/// The style of an underline or strikethrough, as UIKit's `NSUnderlineStyle`.
///
/// Only the line counts are drawn (`.single`, `.double`); patterns and thickness are not provided.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// The raw bits, as stored in attributes.
  public let rawValue: Int
  /// Creates a style from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// One line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// Two lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
}
