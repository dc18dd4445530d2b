import Foundation

extension UIImage {
  /// The same image, marked to be shown mirrored in right-to-left content, as UIKit's.
  ///
  /// An image view whose effective layout direction is right to left shows it flipped
  /// horizontally (an arrow that points "forward", say). The pixels and the orientation are
  /// unchanged.
  public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
    UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, flips: true, look: look)
  }

  /// The same pixels with the orientation that shows them flipped horizontally, as UIKit's
  /// (`.up` becomes `.upMirrored`, `.left` becomes `.rightMirrored`, and back): whatever the
  /// layout direction, unlike ``imageFlippedForRightToLeftLayoutDirection()``.
  public func withHorizontallyFlippedOrientation() -> UIImage {
    UIImage(
      cgImage: cgImage, scale: scale, orientation: imageOrientation.horizontallyFlipped,
      flips: flipsForRightToLeftLayoutDirection, look: look)
  }
}

extension UIImage.Orientation {
  /// The orientation that displays the pixels as this one does, then flipped left to right.
  var horizontallyFlipped: UIImage.Orientation {
    // Flipping the displayed x: x' = 1 - x; the orientation with that mapping.
    let m = unitMapping
    let wanted = (-m.xs, -m.xt, 1 - m.x0, m.ys, m.yt, m.y0)
    for candidate in [
      UIImage.Orientation.up, .down, .left, .right, .upMirrored, .downMirrored, .leftMirrored,
      .rightMirrored,
    ] where candidate.unitMapping == wanted {
      return candidate
    }
    return self  // unreachable: the eight orientations are closed under the flip
  }
}
