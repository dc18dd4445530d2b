import Foundation
import OpenCoreGraphics

/// How the renderer paints one layer kind's own content: what a gradient, shape, text or
/// replicator layer draws beyond `CALayer`'s background, contents, sublayers and border.
///
/// The layer kinds are plain models; each kind's painting is a small value in its own file
/// (`LayerPainter+Gradient`, `+Shape`, `+Text`, `+Replicator`), found through
/// ``CALayer/kindPainting``, the one place that names the layer classes. Painter, extents and
/// damage ask it; none of them names a kind.
protocol LayerKindPainting {
  /// The layer-space rectangle the kind's content covers, or `nil` when it draws nothing now.
  ///
  /// The content is painted from a raster, so the layer's extent counts the raster bleed around it.
  var contentBounds: CGRect? { get }

  /// Paints the content (between contents and sublayers) with cairo's matrix at `toDevice`.
  func paintContent(with painter: LayerPainter, toDevice: CGAffineTransform, alpha: CGFloat)

  /// Where the sublayers are drawn: each instance's transform in the layer's space and its color
  /// multiplier; `nil` draws them once, in place.
  ///
  /// - Parameter factor: How many copies the enclosing instances already make (1 outside any),
  ///   for the kind's budget of nested copies.
  func sublayerInstances(nestedIn factor: Int) -> [SublayerInstance]?
}

extension LayerKindPainting {
  func sublayerInstances(nestedIn factor: Int) -> [SublayerInstance]? { nil }
}

/// One copy of a layer's sublayers: where it is drawn and how it is tinted.
struct SublayerInstance {
  /// From the layer's space to where this copy is drawn.
  var transform: CGAffineTransform
  /// The color the copy is multiplied by, each component in 0...1.
  var color: (red: Float, green: Float, blue: Float, alpha: Float)

  /// Whether the copy is drawn as it is (white, opaque).
  var isUntinted: Bool { color == (1, 1, 1, 1) }
}

extension CALayer {
  /// The painting of this layer's kind, or `nil` for a plain layer: the renderer's one dispatch
  /// over the layer classes.
  ///
  /// `kind` tells the class, so the downcasts cannot fail.
  var kindPainting: (any LayerKindPainting)? {
    switch kind {
    case .plain: nil
    case .gradient: GradientPainting(layer: unsafeDowncast(self, to: CAGradientLayer.self))
    case .shape: ShapePainting(layer: unsafeDowncast(self, to: CAShapeLayer.self))
    case .text: TextPainting(layer: unsafeDowncast(self, to: CATextLayer.self))
    case .replicator: ReplicatorPainting(layer: unsafeDowncast(self, to: CAReplicatorLayer.self))
    }
  }

  /// The layer-space rectangle its kind's content covers (see
  /// ``LayerKindPainting/contentBounds``).
  var kindContentBounds: CGRect? { kind == .plain ? nil : kindPainting?.contentBounds }

  /// Whether the layer draws only background, contents, sublayers and border.
  var drawsNoKindContent: Bool { kind == .plain || kindPainting?.contentBounds == nil }
}
