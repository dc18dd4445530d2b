import Foundation

/// The scroll view of one section scrolling across its layout's axis, inside the collection view,
/// as UIKit's embedded orthogonal scroll view: the section's cells and badges are its subviews,
/// so scrolling it moves them without a layout pass; where a scroll comes to rest follows the
/// section's behavior.
///
/// Its scroll bars are hidden, as UIKit's.
/// A drag begins only along its axis, so that a drag mostly across it scrolls the collection
/// view; a wheel step across it goes on to the collection view too.
@MainActor
final class OrthogonalScrollView: UIScrollView {
  /// The collection view it belongs to.
  weak var owner: UICollectionView?
  /// What the layout says of the section.
  private(set) var band: OrthogonalBand?
  /// Whether its content runs right to left (a sideways band in a right-to-left collection view).
  private(set) var isMirrored = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    contentInsetAdjustmentBehavior = .never
    backgroundColor = nil
  }

  required init?(coder: NSCoder) { nil }

  /// The offset from the section's start, whichever way the content runs.
  var logicalOffset: CGFloat {
    guard let band else { return 0 }
    if band.scrollsSideways {
      return isMirrored ? band.maximumOffset - contentOffset.x : contentOffset.x
    }
    return contentOffset.y
  }

  /// Takes the band's frame (as shown), content and behavior, showing `logical`.
  func configure(_ band: OrthogonalBand, frame shown: CGRect, mirrored: Bool, logical: CGFloat) {
    let changed = self.band != band || isMirrored != mirrored || frame != shown
    guard changed else { return }
    self.band = band
    isMirrored = mirrored
    frame = shown
    contentSize =
      band.scrollsSideways
      ? CGSize(width: band.contentLength, height: shown.height)
      : CGSize(width: shown.width, height: band.contentLength)
    isPagingEnabled = band.behavior == .paging
    decelerationRate = band.behavior == .continuous ? .normal : .fast
    contentOffset = physicalOffset(min(max(logical, 0), band.maximumOffset))
  }

  /// The scroll view's offset showing the logical offset `logical`.
  func physicalOffset(_ logical: CGFloat) -> CGPoint {
    guard let band else { return .zero }
    if band.scrollsSideways {
      return CGPoint(x: isMirrored ? band.maximumOffset - logical : logical, y: 0)
    }
    return CGPoint(x: 0, y: logical)
  }

  /// A new offset shows other cells: the collection view tiles again.
  override var bounds: CGRect {
    didSet {
      if bounds.origin != oldValue.origin { owner?.setNeedsLayout() }
    }
  }

  /// Where a drag or touchpad swipe comes to rest: the section's behavior decides.
  override func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    guard let band else { return proposed }
    let resting = band.restingOffset(
      proposed: logical(proposed), current: logicalOffset, velocity: logicalVelocity(velocity))
    return physicalOffset(resting)
  }

  /// A wheel notch in a paging section moves one page or group.
  override func wheelTarget(from current: CGPoint, step: CGPoint) -> CGPoint {
    guard let band else { return super.wheelTarget(from: current, step: step) }
    let along = band.scrollsSideways ? step.x : step.y
    let logicalStep = isMirrored ? -along : along
    return physicalOffset(band.steppedOffset(from: logical(current), step: logicalStep))
  }

  /// A drag begins only when it goes more along the band than across it.
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if gestureRecognizer === panGestureRecognizer, let band,
      panGestureRecognizer.scrollStepType == nil
    {
      let moved = panGestureRecognizer.translation(in: self)
      let along = band.scrollsSideways ? abs(moved.x) : abs(moved.y)
      let across = band.scrollsSideways ? abs(moved.y) : abs(moved.x)
      if across > along { return false }
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  private func logical(_ point: CGPoint) -> CGFloat {
    guard let band else { return 0 }
    if band.scrollsSideways { return isMirrored ? band.maximumOffset - point.x : point.x }
    return point.y
  }

  private func logicalVelocity(_ velocity: CGPoint) -> CGFloat {
    guard let band else { return 0 }
    if band.scrollsSideways { return isMirrored ? -velocity.x : velocity.x }
    return velocity.y
  }
}
