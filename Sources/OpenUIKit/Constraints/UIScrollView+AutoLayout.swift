import Foundation

extension UIScrollView {
  /// The scroll view's content area as a guide: at the content's origin, and as large as the
  /// constraints on it make it.
  ///
  /// Constrain content to its edges and give the content a size, and the scroll view's
  /// ``contentSize`` follows the size solved at each layout. With no constraint sizing it, the
  /// guide is as large as `contentSize`.
  public var contentLayoutGuide: UILayoutGuide {
    systemGuide(\.contentGuide, .scrollContent, "UIScrollView-contentLayoutGuide")
  }

  /// The scroll view's own (untransformed) frame as a guide: what is constrained to it stays put
  /// while the content scrolls.
  public var frameLayoutGuide: UILayoutGuide {
    systemGuide(\.frameGuide, .scrollFrame, "UIScrollView-frameLayoutGuide")
  }
}
