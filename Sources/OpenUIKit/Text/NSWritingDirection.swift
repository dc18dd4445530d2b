import Foundation

/// The direction text is written in, as UIKit's `NSWritingDirection`.
public enum NSWritingDirection: Int, Sendable {
  /// As the text's first strong character says (the Unicode bidirectional algorithm).
  case natural = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}
