import Foundation
import OpenCoreGraphics

/// How the renderer paints one layer kind's own content: what a gradient, shape, text or
/// replicator layer draws beyond `CALayer`'s background, contents, sublayers and border.
///
/// The layer kinds are plain models; the render tree copies what each draws into its node's
/// ``RenderContent``, and each kind's painting is a small value in its own file
/// (`LayerPainter+Gradient`, `+Shape`, `+Text`, `+Replicator`), found through
/// ``RenderNode/kindPainting``. Painter, extents and damage ask it; none of them names a kind.
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

extension RenderNode {
  /// The painting of this node's kind, or `nil` for a plain layer: the renderer's one dispatch over
  /// the kinds.
  var kindPainting: (any LayerKindPainting)? {
    switch content {
    case .none: nil
    case .gradient(let gradient): GradientPainting(node: self, gradient: gradient)
    case .shape(let shape): ShapePainting(node: self, shape: shape)
    case .text(let text): TextPainting(node: self, text: text)
    case .replicator(let replicator): ReplicatorPainting(node: self, replicator: replicator)
    case .backdrop(let backdrop): BackdropPainting(node: self, backdrop: backdrop)
    }
  }

  /// The node-space rectangle its kind's content covers (see
  /// ``LayerKindPainting/contentBounds``).
  var kindContentBounds: CGRect? {
    if case .none = content { return nil }
    return kindPainting?.contentBounds
  }

  /// Whether the node draws only background, contents, sublayers and border.
  var drawsNoKindContent: Bool { kindContentBounds == nil }
}
