/// Which Core Animation layer class a layer is: what it draws beyond `CALayer`'s own properties.
///
/// Each layer kind reports its case through `CALayer.kind`; the renderer turns the case into the
/// kind's painting in one dispatch (`Render/LayerKindPainting.swift`), so the layer kinds stay
/// plain models and the painter names no layer class.
enum LayerKind {
  /// `CALayer` itself: background, contents, border, sublayers.
  case plain
  /// `CAGradientLayer`: a color ramp over the bounds.
  case gradient
  /// `CAShapeLayer`: a filled and stroked path.
  case shape
  /// `CATextLayer`: a string laid out in the bounds.
  case text
  /// `CAReplicatorLayer`: the sublayers drawn once per instance.
  case replicator
  /// `CABackdropLayer`: what is behind it, blurred.
  case backdrop
}
