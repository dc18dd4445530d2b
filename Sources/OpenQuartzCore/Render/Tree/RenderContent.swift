import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenText

/// What a layer kind draws beyond a plain layer, copied at sync: one case per kind, each a value
/// the kind's painting (`LayerPainter+<Kind>.swift`) reads instead of the layer.
///
/// Parameters are copied as set (clamped where the painting needs it); anything derived from the
/// node's geometry (a gradient's end points in points, a replicator's center) is worked out when
/// painting, from the node.
enum RenderContent: Equatable {
  case none
  case gradient(GradientContent)
  case shape(ShapeContent)
  case text(TextContent)
  case replicator(ReplicatorContent)
  case backdrop(BackdropContent)
}

/// A `CABackdropLayer`'s blur.
struct BackdropContent: Equatable {
  /// The blur's standard deviation, in points.
  var blurRadius: CGFloat
}

/// A `CAGradientLayer`'s ramp.
struct GradientContent: Equatable {
  /// The colors that are `CGColor`s, in order.
  var colors: [CGColor]
  /// Each color's location: given, or spread evenly where `locations` has none.
  var locations: [CGFloat]
  var startPoint: CGPoint
  var endPoint: CGPoint
  var type: CAGradientLayerType

  init(
    colors: [Any]?, locations: [NSNumber]?, startPoint: CGPoint, endPoint: CGPoint,
    type: CAGradientLayerType
  ) {
    let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
    let given = locations?.map { CGFloat($0.doubleValue) }
    self.colors = cgColors
    self.locations = cgColors.indices.map { index in
      given.flatMap { index < $0.count ? $0[index] : nil }
        ?? (cgColors.count == 1 ? 0 : CGFloat(index) / CGFloat(cgColors.count - 1))
    }
    self.startPoint = startPoint
    self.endPoint = endPoint
    self.type = type
  }

  /// The colors at their locations (sorted by location, each clamped to 0...1), or `nil` without
  /// colors.
  var gradient: CGGradient? {
    guard !colors.isEmpty else { return nil }
    return CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: locations)
  }
}

/// A `CAShapeLayer`'s path and how it is filled and stroked.
struct ShapeContent: Equatable {
  var path: CGPath?
  var fillColor: CGColor?
  var fillRule: CAShapeLayerFillRule
  var strokeColor: CGColor?
  var lineWidth: CGFloat
  var miterLimit: CGFloat
  var lineCap: CAShapeLayerLineCap
  var lineJoin: CAShapeLayerLineJoin
  var lineDashPattern: [Double]
  var lineDashPhase: CGFloat
  var strokeStart: CGFloat
  var strokeEnd: CGFloat

  static func == (a: ShapeContent, b: ShapeContent) -> Bool {
    // Paths are copied on assignment: the same copy is the same path.
    a.path === b.path && a.fillColor == b.fillColor && a.fillRule == b.fillRule
      && a.strokeColor == b.strokeColor && a.lineWidth == b.lineWidth
      && a.miterLimit == b.miterLimit && a.lineCap == b.lineCap && a.lineJoin == b.lineJoin
      && a.lineDashPattern == b.lineDashPattern && a.lineDashPhase == b.lineDashPhase
      && a.strokeStart == b.strokeStart && a.strokeEnd == b.strokeEnd
  }
}

/// A `CATextLayer`'s text, laid out by ``TextEngine`` at the sync: the painter draws it prepared.
struct TextContent: Equatable {
  /// The string, font and layout settings; `nil` when there is no text.
  var style: TextEngine.Style?
  /// The text laid out for `style` (`nil` without text or fonts); equal styles give equal layouts,
  /// so it takes no part in equality.
  var prepared: TextEngine.Layout?
  /// Whether some run has its own color (the text is then rasterized in color).
  var hasColoredRuns: Bool
  var foregroundColor: CGColor?

  static func == (a: TextContent, b: TextContent) -> Bool {
    a.style == b.style && a.hasColoredRuns == b.hasColoredRuns
      && a.foregroundColor == b.foregroundColor
  }
}

/// A `CAReplicatorLayer`'s instances.
struct ReplicatorContent: Equatable {
  /// Instances drawn: `instanceCount` clamped to 0...`CAReplicatorLayer.maximumInstanceCount`.
  var count: Int
  /// The step from one instance to the next (affine part), about the bounds' center.
  var step: CGAffineTransform
  /// Instance 0's color multiplier.
  var color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  /// Added to the multiplier per instance.
  var offsets: (red: Float, green: Float, blue: Float, alpha: Float)

  static func == (a: ReplicatorContent, b: ReplicatorContent) -> Bool {
    a.count == b.count && a.step == b.step && a.color == b.color && a.offsets == b.offsets
  }

  /// Instance k's transform in the replicator's space, for k in 0..<min(`limit`, `count`).
  func transforms(in bounds: CGRect, limit: Int) -> [CGAffineTransform] {
    let instanceCount = min(limit, count)
    guard instanceCount > 0 else { return [] }
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    var transforms: [CGAffineTransform] = []
    transforms.reserveCapacity(instanceCount)
    var power = CGAffineTransform.identity
    for _ in 0..<instanceCount {
      transforms.append(
        CGAffineTransform(translationX: -center.x, y: -center.y)
          .concatenating(power)
          .concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
      power = power.concatenating(step)
    }
    return transforms
  }

  /// Instance k's color multiplier, each component clamped to 0...1.
  func colorComponents(_ k: Int) -> (red: Float, green: Float, blue: Float, alpha: Float) {
    func clamp(_ value: Float) -> Float { min(max(value, 0), 1) }
    let step = Float(k)
    return (
      clamp(Float(color.red) + step * offsets.red),
      clamp(Float(color.green) + step * offsets.green),
      clamp(Float(color.blue) + step * offsets.blue),
      clamp(Float(color.alpha) + step * offsets.alpha)
    )
  }
}
