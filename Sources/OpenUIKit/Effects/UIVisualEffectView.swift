import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// A view that blurs what is behind it, or makes its content vibrant, as UIKit's
/// `UIVisualEffectView`.
///
/// With a ``UIBlurEffect`` it shows the window's pixels under it blurred (a real blur, read from
/// what was composited under its bounds; repainted only when something within the blur's reach
/// changes) under the style's tint, clipped to its corner radius, with ``contentView`` on top.
/// With a ``UIVibrancyEffect`` (usually inside a blur's content view) its content is drawn at the
/// style's vibrant level. Add subviews to ``contentView``, as in UIKit. `nil` shows only the
/// content. The effect view itself is not an accessibility element: its content is.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The effect shown.
  open var effect: UIVisualEffect? { didSet { applyEffect() } }

  /// Where the content goes, over the effect.
  open var contentView: UIView { content }

  private let backdrop = BackdropView()
  private let tint = UIView()
  private let content = UIView()

  /// Creates an effect view showing `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    setUp()
  }

  /// Creates an effect view without an effect from an archive (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// The backdrop, tint and content fill the view; the backdrop and tint take its corner radius
  /// and corners (as UIKit applies the effect view's layer radius to its effect).
  open override func layoutSubviews() {
    super.layoutSubviews()
    for view in [backdrop, tint, content] { view.frame = bounds }
    for view in [backdrop, tint] {
      view.layer.cornerRadius = layer.cornerRadius
      view.layer.maskedCorners = layer.maskedCorners
    }
  }

  private func setUp() {
    backgroundColor = .clear
    isOpaque = false
    for view in [backdrop, tint] {
      view.isUserInteractionEnabled = false
      view.backgroundColor = .clear
      addSubview(view)
    }
    content.backgroundColor = .clear
    addSubview(content)
    applyEffect()
  }

  private func applyEffect() {
    let blur = effect as? UIBlurEffect
    let vibrancy = effect as? UIVibrancyEffect
    backdrop.isHidden = blur == nil
    (backdrop.layer as? CABackdropLayer)?.blurRadius = blur?.style.blurRadius ?? 0
    tint.backgroundColor = blur?.style.tint ?? .clear
    content.alpha = vibrancy?.style.contentAlpha ?? 1
    setNeedsLayout()
  }

}

/// The view whose layer blurs the backdrop.
@MainActor
final class BackdropView: UIView {
  override class var layerClass: AnyClass { CABackdropLayer.self }
}
