import Foundation

extension NSLayoutConstraint {
  /// How `constraints(withVisualFormat:options:metrics:views:)` aligns the views it names and in
  /// which direction a horizontal format runs.
  public struct FormatOptions: OptionSet, Sendable {
    /// The raw bits, as UIKit's.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Every view's left edge on the first view's.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Every view's right edge on the first view's.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Every view's top edge on the first view's.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Every view's bottom edge on the first view's.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Every view's leading edge on the first view's.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Every view's trailing edge on the first view's.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Every view's horizontal center on the first view's.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Every view's vertical center on the first view's.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Every view's last baseline on the first view's.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Every view's first baseline on the first view's.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The alignment bits.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// A horizontal format runs from the leading edge (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// A horizontal format runs from the left edge.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// A horizontal format runs from the right edge.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The direction bits.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
    /// Spacing between edges (the default).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// In a vertical format, spaces between views run from one's last baseline to the next's
    /// first (between a view and the superview's edge they stay edge to edge).
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The spacing bits.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }
}
