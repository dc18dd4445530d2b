import Foundation

/// How text lines are aligned, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  /// Left.
  case left = 0
  /// Centered.
  case center = 1
  /// Right.
  case right = 2
  /// Justified: every line but a paragraph's last fills the width.
  case justified = 3
  /// The script's natural alignment (left for the Latin script).
  case natural = 4
}

/// How a line that does not fit is broken or truncated, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
  /// Wrap at word boundaries (a word longer than the line breaks between characters).
  case byWordWrapping = 0
  /// Wrap at character boundaries.
  case byCharWrapping = 1
  /// One line per paragraph, clipped.
  case byClipping = 2
  /// One line per paragraph, an ellipsis at its start.
  case byTruncatingHead = 3
  /// One line per paragraph, an ellipsis at its end.
  case byTruncatingTail = 4
  /// One line per paragraph, an ellipsis in its middle.
  case byTruncatingMiddle = 5
}
