import Foundation

/// A bar that shows how far a task has gone, as UIKit's `UIProgressView`.
///
/// ``progress`` is pinned to 0…1 as UIKit documents; NaN is ignored (a documented clamp here).
/// `.default` is a 4-point rounded bar over a `systemFill` track, `.bar` a 2.5-point square bar
/// without a track (for use in toolbars). It fills from the leading edge: from the right in
/// right-to-left content, as UIKit's. `setProgress(_:animated:)` moves at once until
/// animations exist. `observedProgress` and track/progress images are left out.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  override var defaultIsAccessibilityElement: Bool { true }
  override var defaultAccessibilityValue: String? { progressAccessibilityValue }
  override var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }

  /// The styles of a progress view, as UIKit's `UIProgressView.Style`.
  public enum Style: Int, Sendable {
    /// The standard rounded bar.
    case `default`
    /// A thin square bar, for toolbars.
    case bar
  }

  final var storedProgress: Float = 0

  /// The style; default `.default`.
  open var progressViewStyle: Style = .default {
    didSet { if progressViewStyle != oldValue { setNeedsDisplay() } }
  }

  /// The progress, 0…1; default 0.
  open var progress: Float {
    get { storedProgress }
    set { setProgress(newValue, animated: false) }
  }

  /// The filled part's color; `nil` is the tint color.
  open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// The track's color; `nil` is `systemFill` (`.default`) or none (`.bar`).
  open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// Creates a progress view of `style`.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Creates a progress view at 0.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpProgressView()
  }

  /// Creates a progress view from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpProgressView()
  }

  private func setUpProgressView() {
    backgroundColor = .clear
    isOpaque = false
    contentMode = .redraw
  }

  /// Sets the progress, pinned to 0…1 (`animated` is accepted; the bar moves at once).
  open func setProgress(_ progress: Float, animated: Bool) {
    guard !progress.isNaN else { return }
    let pinned = min(max(progress, 0), 1)
    guard pinned != storedProgress else { return }
    storedProgress = pinned
    setNeedsDisplay()
  }

  /// The bar's thickness for the style.
  private var barHeight: CGFloat { progressViewStyle == .bar ? 2.5 : 4 }

  /// A flexible width, the bar's thickness high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
  }

  /// The width offered, the bar's thickness high.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width.isFinite && size.width > 0 ? size.width : 150
    return CGSize(width: width, height: barHeight)
  }

  /// Redraws in the new tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    if progressTintColor == nil { setNeedsDisplay() }
  }

  /// The track and the filled part, centred vertically.
  open override func draw(_ rect: CGRect) {
    let height = min(barHeight, bounds.height)
    let track = CGRect(
      x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
    let radius = progressViewStyle == .bar ? 0 : height / 2
    if let trackColor = trackTintColor ?? (progressViewStyle == .bar ? nil : .systemFill) {
      trackColor.setFill()
      UIBezierPath(roundedRect: track, cornerRadius: radius).fill()
    }
    guard storedProgress > 0 else { return }
    var filled = track
    filled.size.width = track.width * CGFloat(storedProgress)
    if isRightToLeft { filled = filled.mirrored(in: track) }
    (progressTintColor ?? effectiveTintColor).setFill()
    UIBezierPath(roundedRect: filled, cornerRadius: min(radius, filled.width / 2)).fill()
  }
}
