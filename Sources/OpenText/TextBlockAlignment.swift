import CPangoCairo
import Foundation

/// How the lines of a text block sit in its width: the text system's own terms, which
/// `CATextLayer`'s alignment mode and UIKit's `NSTextAlignment` map to.
///
/// Not API: imported with `@_spi(OpenUIKit)`.
@_spi(OpenUIKit)
public enum TextBlockAlignment: Hashable, Sendable {
  /// As the text's direction says (left, for now: Pango's natural alignment).
  case natural
  /// At the left edge.
  case left
  /// At the right edge.
  case right
  /// Centred.
  case center
  /// Stretched to the width, the last line natural.
  case justified

  var pangoValue: PangoAlignment {
    switch self {
    case .right: PANGO_ALIGN_RIGHT
    case .center: PANGO_ALIGN_CENTER
    case .natural, .left, .justified: PANGO_ALIGN_LEFT
    }
  }
}

/// Where a line that does not fit its width loses characters to an ellipsis.
///
/// Not API: imported with `@_spi(OpenUIKit)`.
@_spi(OpenUIKit)
public enum TextBlockTruncation: Hashable, Sendable {
  /// Nowhere: the line is clipped.
  case none
  /// At its start.
  case start
  /// In its middle.
  case middle
  /// At its end.
  case end

  var pangoValue: PangoEllipsizeMode {
    switch self {
    case .start: PANGO_ELLIPSIZE_START
    case .middle: PANGO_ELLIPSIZE_MIDDLE
    case .end: PANGO_ELLIPSIZE_END
    case .none: PANGO_ELLIPSIZE_NONE
    }
  }
}
