import Foundation
import OpenCoreGraphics
import OpenQuartzCore

extension UIView {
  /// Applies the subviews' autoresizing masks after a size change, and redraws a `.redraw` view.
  func boundsSizeDidChange(from oldSize: CGSize) {
    let newSize = layer.bounds.size
    guard newSize != oldSize else { return }
    if hasFocus { window?.placeFocusRing() }
    guard storedAutoresizesSubviews else { return }
    // A view placed by constraints ignores its mask, as in UIKit.
    for subview in storedSubviews
    where !subview.storedAutoresizingMask.isEmpty
      && subview.translatesAutoresizingMaskIntoConstraints
    {
      subview.autoresize(from: oldSize, to: newSize)
    }
  }

  /// UIKit's springs and struts: the flexible parts of each axis share the
  /// change of the superview's size in proportion to their current lengths
  /// (equally when they have none).
  private func autoresize(from oldSize: CGSize, to newSize: CGSize) {
    let mask = storedAutoresizingMask
    var frame = self.frame
    Self.adjust(
      &frame.origin.x, &frame.size.width, delta: newSize.width - oldSize.width,
      total: oldSize.width, lead: mask.contains(.flexibleLeftMargin),
      length: mask.contains(.flexibleWidth), trail: mask.contains(.flexibleRightMargin))
    Self.adjust(
      &frame.origin.y, &frame.size.height, delta: newSize.height - oldSize.height,
      total: oldSize.height, lead: mask.contains(.flexibleTopMargin),
      length: mask.contains(.flexibleHeight), trail: mask.contains(.flexibleBottomMargin))
    self.frame = frame
  }

  private static func adjust(
    _ origin: inout CGFloat, _ size: inout CGFloat, delta: CGFloat, total: CGFloat, lead: Bool,
    length: Bool, trail: Bool
  ) {
    guard delta != 0, lead || length || trail else { return }
    let leadPart = lead ? max(origin, 0) : 0
    let lengthPart = length ? max(size, 0) : 0
    let trailPart = trail ? max(total - origin - size, 0) : 0
    let sum = leadPart + lengthPart + trailPart
    if sum > 0 {
      origin += delta * leadPart / sum
      size += delta * lengthPart / sum
    } else {
      let count = CGFloat((lead ? 1 : 0) + (length ? 1 : 0) + (trail ? 1 : 0))
      if lead { origin += delta / count }
      if length { size += delta / count }
    }
  }
}
