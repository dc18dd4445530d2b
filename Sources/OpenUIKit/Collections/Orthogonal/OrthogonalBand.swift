import Foundation

/// A section that scrolls across its layout's axis, as its layout describes it to the collection
/// view: where its scroll view goes, how long its content is, and where a scroll comes to rest.
///
/// Offsets here are logical: 0 shows the section's start (its leading edge in a right-to-left
/// collection view, where the scroll view's own offset runs the other way).
struct OrthogonalBand: Equatable {
  /// The section's index.
  var section: Int
  /// The scroll view's frame in the collection view's content (the section between its headers
  /// and footers, across the whole visible width or height), in the layout's direction.
  var frame: CGRect
  /// Whether the band scrolls sideways (a vertical layout's band); else up and down.
  var scrollsSideways: Bool
  /// The length of the band's content along its axis, insets included.
  var contentLength: CGFloat
  /// Where the resting places are.
  var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  /// The inset before the first group, a group's length and the distance between groups.
  var leadingInset: CGFloat
  var groupLength: CGFloat
  var pitch: CGFloat

  /// The band's visible length along its axis.
  var visibleLength: CGFloat { scrollsSideways ? frame.width : frame.height }
  /// The largest offset.
  var maximumOffset: CGFloat { max(contentLength - visibleLength, 0) }

  /// Where a scroll released at `proposed` (where it would come to rest), from `current`, at
  /// `velocity` (points per millisecond, positive towards the end) comes to rest.
  func restingOffset(proposed: CGFloat, current: CGFloat, velocity: CGFloat) -> CGFloat {
    switch behavior {
    case .none, .continuous, .paging:
      // Paging is the scroll view's own (`isPagingEnabled`).
      return proposed
    case .continuousGroupLeadingBoundary:
      guard pitch > 0 else { return proposed }
      return clamped((proposed / pitch).rounded() * pitch)
    case .groupPaging, .groupPagingCentered:
      guard pitch > 0 else { return proposed }
      return neighbouringGroup(
        of: current, direction: velocity > 0.2 ? 1 : velocity < -0.2 ? -1 : 0)
    }
  }

  /// Where one wheel notch or step of `step` points from `target` (the offset it is heading to)
  /// takes a paging band: the next page or group in the step's direction.
  func steppedOffset(from target: CGFloat, step: CGFloat) -> CGFloat {
    guard step != 0 else { return target }
    let direction: CGFloat = step > 0 ? 1 : -1
    switch behavior {
    case .none, .continuous, .continuousGroupLeadingBoundary:
      return clamped(target + step)
    case .paging:
      guard visibleLength > 0 else { return target }
      return clamped(((target / visibleLength).rounded() + direction) * visibleLength)
    case .groupPaging, .groupPagingCentered:
      guard pitch > 0 else { return target }
      return neighbouringGroup(of: target, direction: direction)
    }
  }

  /// The resting offset of the next group after `offset` (`direction` 1), the one before it (-1),
  /// or the nearest (0); groups clamped to the same offset at either end count once.
  private func neighbouringGroup(of offset: CGFloat, direction: CGFloat) -> CGFloat {
    let estimate = (groupOffset(offset) / pitch).rounded()
    let candidates = (-2...2).map { self.offset(ofGroup: estimate + CGFloat($0)) }
    if direction > 0 { return candidates.filter { $0 > offset + 0.5 }.min() ?? clamped(offset) }
    if direction < 0 { return candidates.filter { $0 < offset - 0.5 }.max() ?? clamped(offset) }
    return candidates.min { abs($0 - offset) < abs($1 - offset) } ?? clamped(offset)
  }

  /// The offset at which group `index` rests (its leading edge where the first group's is, or
  /// centered), clamped to the content.
  func offset(ofGroup index: CGFloat) -> CGFloat {
    let start = index * pitch
    guard behavior == .groupPagingCentered else { return clamped(start) }
    return clamped(leadingInset + start + groupLength / 2 - visibleLength / 2)
  }

  /// `offset` as a distance along the groups (undoing the centering of `.groupPagingCentered`).
  private func groupOffset(_ offset: CGFloat) -> CGFloat {
    guard behavior == .groupPagingCentered else { return offset }
    return offset - leadingInset - groupLength / 2 + visibleLength / 2
  }

  private func clamped(_ offset: CGFloat) -> CGFloat {
    offset.isFinite ? min(max(offset, 0), maximumOffset) : 0
  }
}
