import Foundation

/// Where a pinned header or footer sits along the scroll axis, for the flow and compositional
/// layouts alike.
///
/// A header (`leads`) stays at the visible start while its section is in view and is pushed away
/// by the section's content end; it never goes above its natural place. A footer stays at the
/// visible end, held after the section's content start; it never goes below its natural place.
enum PinnedBoundary {
  static func start(
    natural: CGFloat, length: CGFloat, leads: Bool, visible: ClosedRange<CGFloat>,
    bodyStart: CGFloat, bodyEnd: CGFloat
  ) -> CGFloat {
    let moved =
      leads
      ? max(min(max(visible.lowerBound, natural), bodyEnd - length), natural)
      : min(max(min(visible.upperBound - length, natural), bodyStart), natural)
    return moved.isFinite ? moved : natural
  }
}
