import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// A picture of a view as it is now: a layer that is not a view (so the hierarchy and hit testing
/// do not see it), for transitions that animate between an old look and a new one (a navigation
/// slide, a cross-dissolve).
@MainActor enum ViewPicture {
  /// A picture of `view` placed where the view is in its superview; `nil` for an empty or
  /// unreasonably large view.
  static func of(_ view: UIView) -> CALayer? {
    let bounds = view.bounds
    guard bounds.width > 0, bounds.height > 0, bounds.width * bounds.height < 1e8 else {
      return nil
    }
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = view.window?.screen.scale ?? 1
    let image = UIGraphicsImageRenderer(bounds: bounds, format: format).image { context in
      view.layer.render(in: context.cgContext)
    }
    guard let cgImage = image.cgImage else { return nil }
    let picture = CALayer.privateToUIKit(CALayer())
    picture.contents = cgImage
    picture.contentsScale = format.scale
    picture.frame = view.frame
    return picture
  }
}
