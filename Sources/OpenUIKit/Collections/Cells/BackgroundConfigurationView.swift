import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// The view that shows a `UIBackgroundConfiguration` behind a cell's content.
///
/// It shows the color (the tint color for `nil`), corner radius (or the list's rounding of the
/// row), image, the app's view and stroke. Its frame is the host's bounds inset by the configuration
/// (`frame(for:in:margins:rightToLeft:)`).
@MainActor
final class BackgroundConfigurationView: UIView {
  private(set) var configuration = UIBackgroundConfiguration.clear()
  /// How a list rounds the row, used unless the configuration has a radius of its own.
  private var listRounding: (radius: CGFloat, corners: CACornerMask)?
  /// Holds the image and the app's view, clipped to the rounded shape (made when needed).
  private var clip: UIView?
  private var imageView: UIImageView?
  private var stroke: UIView?

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { nil }

  /// Shows `configuration`, the row rounded as `listRounding` says when the configuration has
  /// no radius.
  func show(
    _ configuration: UIBackgroundConfiguration,
    listRounding: (radius: CGFloat, corners: CACornerMask)? = nil
  ) {
    self.configuration = configuration
    self.listRounding = listRounding
    backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
    if configuration.cornerRadius > 0 || listRounding == nil {
      layer.cornerRadius =
        configuration.cornerRadius.isFinite ? max(configuration.cornerRadius, 0) : 0
      layer.maskedCorners = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ]
    } else if let listRounding {
      layer.cornerRadius = listRounding.radius
      layer.maskedCorners = listRounding.corners
    }
    showContent(image: configuration.image, customView: configuration.customView)
    if configuration.strokeWidth > 0, stroke == nil {
      let view = UIView()
      view.isUserInteractionEnabled = false
      addSubview(view)
      stroke = view
    } else if configuration.strokeWidth <= 0 {
      stroke?.removeFromSuperview()
      stroke = nil
    }
    setNeedsLayout()
  }

  /// The image and the app's view, in the clipping view (gone when there are neither).
  private func showContent(image: UIImage?, customView: UIView?) {
    guard image != nil || customView != nil else {
      clip?.removeFromSuperview()
      clip = nil
      imageView = nil
      return
    }
    let clip = self.clip ?? UIView()
    if self.clip == nil {
      clip.clipsToBounds = true
      clip.isUserInteractionEnabled = false
      insertSubview(clip, at: 0)
      self.clip = clip
    }
    if let image {
      let view = imageView ?? UIImageView(frame: .zero)
      if imageView == nil {
        clip.insertSubview(view, at: 0)
        imageView = view
      }
      view.image = image
      view.contentMode = configuration.imageContentMode
    } else {
      imageView?.removeFromSuperview()
      imageView = nil
    }
    for view in clip.subviews where view !== imageView && view !== customView {
      view.removeFromSuperview()
    }
    if let customView, customView.superview !== clip { clip.addSubview(customView) }
  }

  /// The view showing `configuration` under `host`'s other subviews.
  ///
  /// That is `current`, or a new view when there is none; a `nil` configuration removes it.
  static func update(
    _ current: BackgroundConfigurationView?, showing configuration: UIBackgroundConfiguration?,
    in host: UIView
  ) -> BackgroundConfigurationView? {
    guard let configuration else {
      current?.removeFromSuperview()
      return nil
    }
    let view = current ?? BackgroundConfigurationView()
    if view.superview !== host { host.insertSubview(view, at: 0) }
    view.show(configuration)
    host.setNeedsLayout()
    return view
  }

  /// Puts the view where its configuration's insets say in `host` (its bounds and margins).
  func place(in host: UIView) {
    frame = Self.frame(
      for: configuration, in: host.bounds, margins: host.directionalLayoutMargins,
      rightToLeft: host.isRightToLeft)
  }

  /// Where the background goes in a host of `bounds`: inset by the configuration's insets, plus
  /// the host's margins on the edges it names, leading and trailing swapped right to left.
  static func frame(
    for configuration: UIBackgroundConfiguration, in bounds: CGRect,
    margins: NSDirectionalEdgeInsets, rightToLeft: Bool
  ) -> CGRect {
    let insets = configuration.backgroundInsets
    let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
    let top = insets.top + (edges.contains(.top) ? margins.top : 0)
    let bottom = insets.bottom + (edges.contains(.bottom) ? margins.bottom : 0)
    let leading = insets.leading + (edges.contains(.leading) ? margins.leading : 0)
    let trailing = insets.trailing + (edges.contains(.trailing) ? margins.trailing : 0)
    let left = rightToLeft ? trailing : leading
    let right = rightToLeft ? leading : trailing
    guard [top, bottom, left, right].allSatisfy(\.isFinite) else { return bounds }
    return CGRect(
      x: bounds.minX + left, y: bounds.minY + top,
      width: max(bounds.width - left - right, 0), height: max(bounds.height - top - bottom, 0))
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    if let clip {
      clip.frame = bounds
      clip.layer.cornerRadius = layer.cornerRadius
      clip.layer.maskedCorners = layer.maskedCorners
      imageView?.frame = clip.bounds
      configuration.customView?.frame = clip.bounds
    }
    guard let stroke else { return }
    // The stroke lies `strokeOutset` outside the edge (inside when negative), over the content.
    let outset = configuration.strokeOutset.isFinite ? configuration.strokeOutset : 0
    stroke.frame = bounds.insetBy(dx: -outset, dy: -outset)
    stroke.layer.cornerRadius = layer.cornerRadius > 0 ? max(layer.cornerRadius + outset, 0) : 0
    stroke.layer.maskedCorners = layer.maskedCorners
    stroke.layer.borderWidth = configuration.strokeWidth
    // Read during layout: a change of the traits it reads lays it out again.
    stroke.layer.borderColor =
      configuration.resolvedStrokeColor(for: tintColor)
      .resolvedColor(with: traitCollection).cgColor
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    show(configuration, listRounding: listRounding)
  }
}
