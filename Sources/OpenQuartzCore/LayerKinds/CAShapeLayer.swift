import Foundation
import OpenCoreGraphics

/// The fill rule of a shape layer.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a rule from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Non-zero winding (the default).
  public static let nonZero = Self(rawValue: "non-zero")
  /// Even-odd.
  public static let evenOdd = Self(rawValue: "even-odd")
}

/// The line cap of a shape layer's stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a cap from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Flat at the endpoint (the default).
  public static let butt = Self(rawValue: "butt")
  /// Rounded.
  public static let round = Self(rawValue: "round")
  /// Square, past the endpoint by half the width.
  public static let square = Self(rawValue: "square")
}

/// The line join of a shape layer's stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a join from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Pointed, beveled past the miter limit (the default).
  public static let miter = Self(rawValue: "miter")
  /// Rounded.
  public static let round = Self(rawValue: "round")
  /// Beveled.
  public static let bevel = Self(rawValue: "bevel")
}

/// A layer that draws a path: fill, then stroke, between its contents and its sublayers, not
/// clipped to its bounds.
open class CAShapeLayer: CALayer {
  /// The path, copied on assignment.
  ///
  /// Default `nil`.
  open var path: CGPath? {
    get { storedPath }
    set {
      storedPath = newValue?.copy()
      changed("path", .appearance)
    }
  }
  final private var storedPath: CGPath?

  /// The fill color; `nil` fills nothing.
  ///
  /// Default opaque black.
  open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
    didSet { changed("fillColor", .appearance, fillColor != oldValue, old: oldValue) }
  }

  /// The fill rule.
  ///
  /// Default `.nonZero`.
  open var fillRule: CAShapeLayerFillRule = .nonZero {
    didSet { changed("fillRule", .appearance, fillRule != oldValue, old: oldValue) }
  }

  /// The stroke color; `nil` strokes nothing.
  ///
  /// Default `nil`.
  open var strokeColor: CGColor? {
    didSet { changed("strokeColor", .appearance, strokeColor != oldValue, old: oldValue) }
  }

  /// The stroke width; negative or non-finite values are rejected.
  ///
  /// Default 1.
  open var lineWidth: CGFloat = 1 {
    didSet {
      guard lineWidth.isFinite, lineWidth >= 0 else {
        reject("lineWidth", lineWidth)
        lineWidth = oldValue
        return
      }
      changed("lineWidth", .appearance, lineWidth != oldValue, old: oldValue)
    }
  }

  /// The miter limit.
  ///
  /// Default 10.
  open var miterLimit: CGFloat = 10 {
    didSet { changed("miterLimit", .appearance, miterLimit != oldValue, old: oldValue) }
  }

  /// The line cap.
  ///
  /// Default `.butt`.
  open var lineCap: CAShapeLayerLineCap = .butt {
    didSet { changed("lineCap", .appearance, lineCap != oldValue, old: oldValue) }
  }

  /// The line join.
  ///
  /// Default `.miter`.
  open var lineJoin: CAShapeLayerLineJoin = .miter {
    didSet { changed("lineJoin", .appearance, lineJoin != oldValue, old: oldValue) }
  }

  /// Dash lengths, alternating painted and unpainted.
  ///
  /// Default `nil` (solid).
  open var lineDashPattern: [NSNumber]? {
    didSet { changed("lineDashPattern", .appearance) }
  }

  /// How far into the dash pattern the stroke starts.
  ///
  /// Default 0.
  open var lineDashPhase: CGFloat = 0 {
    didSet { changed("lineDashPhase", .appearance, lineDashPhase != oldValue, old: oldValue) }
  }

  /// Where the stroke starts, as a fraction of the path's length, clamped to 0...1.
  ///
  /// Default 0.
  open var strokeStart: CGFloat = 0 {
    didSet { changed("strokeStart", .appearance, strokeStart != oldValue, old: oldValue) }
  }

  /// Where the stroke ends, as a fraction of the path's length, clamped to 0...1.
  ///
  /// Default 1.
  open var strokeEnd: CGFloat = 1 {
    didSet { changed("strokeEnd", .appearance, strokeEnd != oldValue, old: oldValue) }
  }

  /// Creates a shape layer.
  public required init() { super.init() }

  /// Creates a layer from an archive: nothing is decoded on Linux (see `CALayer.init(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Copies `layer`'s properties.
  public override init(layer: Any) {
    super.init(layer: layer)
  }

  override func copyKindState(from other: CALayer) {
    guard let other = other as? CAShapeLayer else { return }
    storedPath = other.storedPath
    fillColor = other.fillColor
    fillRule = other.fillRule
    strokeColor = other.strokeColor
    lineWidth = other.lineWidth
    miterLimit = other.miterLimit
    lineCap = other.lineCap
    lineJoin = other.lineJoin
    lineDashPattern = other.lineDashPattern
    lineDashPhase = other.lineDashPhase
    strokeStart = other.strokeStart
    strokeEnd = other.strokeEnd
  }

  override var kind: LayerKind { .shape }
}
