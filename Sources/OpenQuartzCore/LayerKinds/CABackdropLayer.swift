import Foundation
import OpenCoreGraphics

/// A layer that shows what is behind it blurred, as Core Animation's private backdrop layer
/// under `UIVisualEffectView`.
///
/// At paint time it reads the pixels already composited under its bounds (plus the blur's reach)
/// from the surface being painted — the framebuffer, or the offscreen group or raster it is
/// drawn into — blurs them (a Gaussian of ``blurRadius`` points approximated by three box passes,
/// edges repeated) and draws them clipped to its rounded bounds, before its sublayers. It blurs
/// only while its layer-to-device transform keeps axes (a scale and a translation); rotated or
/// skewed it draws nothing of the backdrop. The damage tracker repaints everything within a
/// backdrop's reach when anything there changes (`DamageTracker+Backdrops.swift` says which cases
/// it covers); while nothing under it changes it is not painted again, which caches the blur.
///
/// Not API: imported with `@_spi(OpenUIKit)`.
@_spi(OpenUIKit) open class CABackdropLayer: CALayer {
  /// The largest blur radius, in points.
  public static let maximumBlurRadius: CGFloat = 100

  /// The blur's standard deviation in points, within 0…``maximumBlurRadius`` (non-finite values
  /// are ignored); 0 draws the backdrop unblurred.
  public var blurRadius: CGFloat = 0 {
    didSet {
      if !blurRadius.isFinite { blurRadius = oldValue }
      blurRadius = min(max(blurRadius, 0), Self.maximumBlurRadius)
      changed("blurRadius", .appearance, blurRadius != oldValue, old: oldValue)
    }
  }

  /// Creates a backdrop layer.
  public required init() { super.init() }

  /// Creates a backdrop layer from an archive: nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A copy of `layer` (a presentation copy).
  public override init(layer: Any) {
    super.init(layer: layer)
  }

  override func copyKindState(from other: CALayer) {
    guard let other = other as? CABackdropLayer else { return }
    blurRadius = other.blurRadius
  }

  override var kind: LayerKind { .backdrop }
}
