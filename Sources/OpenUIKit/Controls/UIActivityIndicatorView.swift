import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// A spinning indicator of work under way, as UIKit's `UIActivityIndicatorView`.
///
/// Eight spokes fading round the centre, turning one spoke every 1/12 of a second (a turn in
/// two-thirds of a second) while animating in a window. As UIKit's, the spokes are drawn once and
/// the layer turns in steps by a Core Animation keyframe animation (additive, on
/// `transform.rotation.z`, under the key ``spinKey``), so the spin goes on while the main thread
/// is busy (the window's render thread runs it) and costs no redraw. ``hidesWhenStopped``
/// (default `true`) hides it while stopped, so a new indicator is hidden until
/// `startAnimating()`. `.medium` is 20 points, `.large` 37.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  override var defaultIsAccessibilityElement: Bool { true }
  override var defaultAccessibilityLabel: String? { activityAccessibilityLabel }
  override var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }

  /// The indicator's sizes, as UIKit's `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable {
    /// 20 × 20 points.
    case medium = 100
    /// 37 × 37 points.
    case large = 101
    /// Large and white (deprecated in iOS 13 for `.large` with a `color`, still in much code).
    case whiteLarge = 0
    /// Medium and white (deprecated in iOS 13).
    case white = 1
    /// Medium and gray (deprecated in iOS 13).
    case gray = 2

    /// Whether the style is one of the large ones.
    var isLarge: Bool { self == .large || self == .whiteLarge }

    /// The spokes' color when none is set: the deprecated styles' own, else `secondaryLabel`.
    var defaultColor: UIColor {
      switch self {
      case .whiteLarge, .white: .white
      case .gray: .gray
      case .medium, .large: .secondaryLabel
      }
    }
  }

  /// Spokes drawn; the brightest is at the top.
  static let spokeCount = 8
  /// Seconds per step of the spin.
  static let stepDuration: CFTimeInterval = 1.0 / 12
  /// The key of the spin's animation on the layer.
  static let spinKey = "spin"

  final var storedIsAnimating = false

  /// The size; default `.medium`.
  open var style: Style = .medium {
    didSet {
      guard style != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The spokes' color; default `secondaryLabel` (dynamic), white or gray for the deprecated
  /// styles.
  ///
  /// `UIColor!` as in UIKit: setting `nil` puts the default back.
  open var color: UIColor! {
    get { storedColor ?? style.defaultColor }
    set {
      storedColor = newValue
      setNeedsDisplay()
    }
  }
  /// The color set; `nil` follows the style.
  final var storedColor: UIColor?

  /// Whether the indicator hides while stopped; default `true`.
  open var hidesWhenStopped = true {
    didSet { if !storedIsAnimating { isHidden = hidesWhenStopped } }
  }

  /// Whether it spins.
  open var isAnimating: Bool { storedIsAnimating }

  /// Creates an indicator of `style`, stopped (and so hidden).
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
    let side = Self.side(of: style)
    frame.size = CGSize(width: side, height: side)
  }

  /// Creates a medium indicator, stopped (and so hidden).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpIndicator()
  }

  /// Creates an indicator from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpIndicator()
  }

  private func setUpIndicator() {
    backgroundColor = .clear
    isOpaque = false
    contentMode = .redraw
    isHidden = true
  }

  /// Starts spinning, and shows the indicator.
  open func startAnimating() {
    guard !storedIsAnimating else { return }
    storedIsAnimating = true
    isHidden = false
    updateSpin()
  }

  /// Stops spinning; hides the indicator when ``hidesWhenStopped``.
  open func stopAnimating() {
    guard storedIsAnimating else { return }
    storedIsAnimating = false
    if hidesWhenStopped { isHidden = true }
    updateSpin()
  }

  /// The spin runs only while animating in a window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    updateSpin()
  }

  /// The spin runs only while animating in a window: a turn of eight discrete steps, repeated,
  /// added to whatever transform the view has.
  private func updateSpin() {
    let wanted = storedIsAnimating && window != nil
    let running = layer.animation(forKey: Self.spinKey) != nil
    guard wanted != running else { return }
    guard wanted else { return layer.removeAnimation(forKey: Self.spinKey) }
    let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
    spin.values = (0..<Self.spokeCount).map {
      CGFloat($0) / CGFloat(Self.spokeCount) * 2 * .pi
    }
    spin.calculationMode = .discrete
    spin.duration = Double(Self.spokeCount) * Self.stepDuration
    spin.repeatCount = .infinity
    spin.isAdditive = true
    layer.add(spin, forKey: Self.spinKey)
  }

  private static func side(of style: Style) -> CGFloat { style.isLarge ? 37 : 20 }

  /// The style's square.
  open override var intrinsicContentSize: CGSize {
    let side = Self.side(of: style)
    return CGSize(width: side, height: side)
  }

  /// The style's square.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The spokes, brightest at the top and fading behind it (counterclockwise), centred in the
  /// bounds.
  open override func draw(_ rect: CGRect) {
    let side = Self.side(of: style)
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    let outer = side / 2
    let inner = outer * 0.45
    let width = style.isLarge ? 3.5 : 2.2
    let resolved = (color ?? style.defaultColor).resolvedColor(with: traitCollection)
    for index in 0..<Self.spokeCount {
      // Clockwise from the top; the top one is brightest, the ones behind it fade.
      let behind = (Self.spokeCount - index) % Self.spokeCount
      let alpha = 1 - CGFloat(behind) * 0.1
      let angle = CGFloat(index) / CGFloat(Self.spokeCount) * 2 * .pi - .pi / 2
      let path = UIBezierPath()
      path.move(to: CGPoint(x: centre.x + cos(angle) * inner, y: centre.y + sin(angle) * inner))
      path.addLine(
        to: CGPoint(
          x: centre.x + cos(angle) * (outer - width / 2),
          y: centre.y + sin(angle) * (outer - width / 2)))
      path.lineWidth = width
      path.lineCapStyle = .round
      resolved.withAlphaComponent(resolved.cgColor.alpha * alpha).setStroke()
      path.stroke()
    }
  }
}
