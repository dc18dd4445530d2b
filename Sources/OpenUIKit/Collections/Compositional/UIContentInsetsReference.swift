import Foundation

/// What a section's content insets are measured from, as UIKit's `UIContentInsetsReference`
/// (iOS 14): the collection view's content inset, its safe area, its layout margins or its
/// readable width, across the scroll axis.
public enum UIContentInsetsReference: Int, Sendable {
  /// The layout's configuration's reference (a section's), or the safe area (the
  /// configuration's).
  case automatic
  /// The content inset alone.
  case none
  /// The safe area.
  case safeArea
  /// The layout margins.
  case layoutMargins
  /// The readable width: inside the layout margins, centered, at most 672 points at the default
  /// text size (the readable content guide's).
  case readableContent
}
