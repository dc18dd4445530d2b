// Seed 000, "No-fuss reflections – generating reflections the easy way in iOS" (Robin Summerhill,
// 2011): ReflectionView, a container whose subviews are reflected below it. The reflection is an
// image view holding a snapshot: the container rendered with `layer.render(in:)` into a bitmap
// under a grayscale gradient mask, inside a transparency layer, flipped for free by Quartz's y-up
// space; `updateReflection()` takes the snapshot again. Translated from the article's
// Objective-C.
import OpenUIKit

/// A container view that reflects its subviews below itself.
open class ReflectionView: UIView {
  /// The height of the reflection in display points (defaults to 60).
  public var reflectionHeight: CGFloat = 60 { didSet { setNeedsLayout() } }
  /// The gap between the bottom of the container and the top of the reflection (defaults to 2).
  public var reflectionOffset: CGFloat = 2 { didSet { setNeedsLayout() } }
  /// The global transparency of the reflection (defaults to 0.5).
  public var reflectionAlpha: CGFloat = 0.5 { didSet { reflectionView.alpha = reflectionAlpha } }

  let reflectionView = UIImageView()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    // The reflection lies outside the container's bounds: do not clip subviews.
    clipsToBounds = false
    reflectionView.alpha = reflectionAlpha
    addSubview(reflectionView)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    reflectionView.frame = CGRect(
      x: 0, y: bounds.size.height + reflectionOffset, width: bounds.size.width,
      height: reflectionHeight)
  }

  /// Takes the snapshot again; call it whenever the container's content changes.
  public func updateReflection() {
    reflectionView.image = reflectedImage()
    reflectionView.alpha = reflectionAlpha
  }

  /// The container's bottom `reflectionHeight` points, mirrored, fading out under a gradient mask.
  public func reflectedImage() -> UIImage? {
    // Calculate the size of the reflection in devices units - supports hires displays
    let displayScale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
    let width = Int(self.bounds.size.width * displayScale)
    let height = Int(reflectionHeight * displayScale)
    guard width > 0, height > 0 else { return nil }
    // A vertical grayscale gradient: opaque at the top of the reflection, clear at its bottom.
    guard
      let gradientContext = CGContext(
        data: nil, width: 1, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue),
      let gradient = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceGray(),
        colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray,
        locations: nil)
    else { return nil }
    gradientContext.drawLinearGradient(
      gradient, start: .zero, end: CGPoint(x: 0, y: height), options: [])
    guard let gradientMask = gradientContext.makeImage(),
      let ctx = CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else { return nil }
    ctx.clip(to: CGRect(x: 0, y: 0, width: width, height: height), mask: gradientMask)
    ctx.scaleBy(x: displayScale, y: displayScale)
    // The bottom `reflectionHeight` points: y-up puts the container's bottom edge at the
    // reflection's top row, as a mirror shows it (the article's snippets elide this step).
    ctx.translateBy(x: 0, y: -(bounds.size.height - reflectionHeight))
    // The reflection itself is not part of what is reflected.
    reflectionView.isHidden = true
    ctx.beginTransparencyLayer(auxiliaryInfo: nil)
    self.layer.render(in: ctx)
    ctx.endTransparencyLayer()
    reflectionView.isHidden = false
    return ctx.makeImage().map { UIImage(cgImage: $0, scale: displayScale, orientation: .up) }
  }
}
