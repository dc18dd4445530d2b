import Foundation
import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// A view that shows an image, placed by `contentMode`, as UIKit's `UIImageView`.
///
/// An image made with `imageFlippedForRightToLeftLayoutDirection()` is shown mirrored while the
/// view's effective layout direction is right to left. A template image (`.alwaysTemplate`, a
/// symbol, an image with its own tint) shows its coverage in the tint: the image's own, its
/// symbol configuration's colour, or the view's `tintColor`, again when the tint or the
/// appearance changes; a symbol is drawn at the view's display scale.
@preconcurrency @MainActor
open class UIImageView: UIView {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  // Not an element unless the app says so (UIKit's default); an image when it is.
  override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

  /// Whether the layer's contents are the image mirrored (it flips for right-to-left content).
  final var showsMirroredImage = false

  /// The image; its scale sets the layer's `contentsScale`.
  open var image: UIImage? {
    didSet {
      applyImage()
      animatedImageDidChange()
    }
  }

  // Frame animation (UIImageView+Animation.swift).

  /// Images shown in turn while animating (`startAnimating()`), in place of ``image``.
  open var animationImages: [UIImage]? {
    didSet { animationImagesDidChange() }
  }
  /// How long one cycle through ``animationImages`` takes, in seconds.
  ///
  /// 0 (the default) is a thirtieth of a second per image. Negative or non-finite values count
  /// as 0.
  open var animationDuration: TimeInterval = 0
  /// How many cycles run; 0 (the default) repeats until `stopAnimating()`.
  open var animationRepeatCount = 0
  /// Whether the frames are being shown.
  open var isAnimating: Bool { frameTicker?.isRunning == true }
  /// Starts showing ``animationImages`` in turn (nothing without images).
  open func startAnimating() { startFrameAnimation() }
  /// Stops the frames; ``image`` shows again.
  open func stopAnimating() { stopFrameAnimation() }

  final var frameTicker: AnimationTicker?
  final var frameAnimationStart: CFTimeInterval?
  final var shownFrame = -1

  /// Creates an image view sized to `image`.
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    applyImage()
    applyContentMode()
    followTintForTemplates()
    animatedImageDidChange()
  }

  /// Creates an empty image view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    applyContentMode()
    followTintForTemplates()
  }

  /// Creates an empty image view from an archive: nothing is decoded on Linux (see
  /// `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    applyContentMode()
    followTintForTemplates()
  }

  /// The image's size.
  open override var intrinsicContentSize: CGSize {
    (image ?? animationImages?.first)?.size
      ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    (image ?? animationImages?.first)?.size ?? .zero
  }

  /// The layer's `contentsScale` is the image's, not the screen's.
  override func applyContentsScale(_ scale: CGFloat) {}

  final func applyImage() {
    if isAnimating { return }  // the frames show; the image comes back when they stop
    applyStillImage()
  }

  private func applyStillImage() {
    showsMirroredImage = image?.flipsForRightToLeftLayoutDirection == true && isRightToLeft
    let shown = showsMirroredImage ? image?.withHorizontallyFlippedOrientation() : image
    if let image, image.drawsAsTint {
      let traits = traitCollection
      let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.mainScreenScale
      let color = image.displayedTint(viewTint: tintColor ?? .systemBlue).resolvedColor(
        with: traits)
      if let symbol = image.symbolRendition(scale: scale, color: color) {
        layer.contents = symbol
        layer.contentsScale = scale
      } else {
        layer.contents = shown?.uprightCGImage().flatMap { SymbolRenderer.fill($0, with: color) }
        layer.contentsScale = image.scale
      }
    } else {
      layer.contents = shown?.uprightCGImage()
      layer.contentsScale = image?.scale ?? 1
    }
    invalidateIntrinsicContentSize()
  }

  /// A template is drawn again when the tint's appearance or the display's scale changes.
  private func followTintForTemplates() {
    registerForTraitChanges([
      UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitDisplayScale.self,
      UITraitUserInterfaceLevel.self,
    ]) { (view: UIImageView, _) in
      if view.image?.drawsAsTint == true { view.applyImage() }
    }
  }

  /// A template follows the tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    if image?.drawsAsTint == true { applyImage() }
  }

  /// Mirrors the image again when the view's direction changed (its `layoutDirection` trait or
  /// its semantic content attribute): called by UIView for image views only, so image views keep
  /// inheriting `layoutSubviews()`.
  final func layoutDirectionDidChangeImage() {
    guard let image, image.flipsForRightToLeftLayoutDirection || showsMirroredImage else { return }
    if showsMirroredImage != (image.flipsForRightToLeftLayoutDirection && isRightToLeft) {
      applyImage()
    }
  }

  override func applyContentMode() {
    let gravity: CALayerContentsGravity
    switch contentMode {
    case .scaleToFill, .redraw: gravity = .resize
    case .scaleAspectFit: gravity = .resizeAspect
    case .scaleAspectFill: gravity = .resizeAspectFill
    case .center: gravity = .center
    case .top: gravity = .top
    case .bottom: gravity = .bottom
    case .left: gravity = .left
    case .right: gravity = .right
    case .topLeft: gravity = .topLeft
    case .topRight: gravity = .topRight
    case .bottomLeft: gravity = .bottomLeft
    case .bottomRight: gravity = .bottomRight
    }
    layer.contentsGravity = gravity
  }
}
