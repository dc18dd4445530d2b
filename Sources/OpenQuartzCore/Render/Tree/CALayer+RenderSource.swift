import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenText

/// What the capture reads from a layer: its presentation at the frame's time, and its kind's
/// content as a value.
extension CALayer {
  /// What the renderer copies: the layer, or for an animating one its presentation at the frame's
  /// time.
  var renderSource: CALayer {
    guard let state = animationState, !state.isEmpty else {
      animationState?.renderCopy = nil  // the animations ended: their copy goes
      return self
    }
    let time = CommitPipeline.shared.frameTime
    // Rendered while every animation waits out its delay: the clock need not render it again
    // until one begins (the layer's time must be media time for that to be known here).
    state.renderedWaitingAt = state.isWaiting(at: time) && !hasTimingAncestry ? time : nil
    return renderCopy(atMediaTime: time)
  }

  /// Whether animations are attached (the renderer shows a presentation copy).
  var hasAnimations: Bool {
    guard let state = animationState else { return false }
    return !state.isEmpty
  }

  /// What the layer's kind draws, as a value (``RenderContent``): the one dispatch over the layer
  /// classes on the model side (`kind` tells the class, so the downcasts cannot fail).
  var renderContent: RenderContent {
    switch kind {
    case .plain:
      return .none
    case .gradient:
      let layer = unsafeDowncast(self, to: CAGradientLayer.self)
      return .gradient(
        GradientContent(
          colors: layer.colors, locations: layer.locations, startPoint: layer.startPoint,
          endPoint: layer.endPoint, type: layer.type))
    case .shape:
      let layer = unsafeDowncast(self, to: CAShapeLayer.self)
      return .shape(
        ShapeContent(
          path: layer.path, fillColor: layer.fillColor, fillRule: layer.fillRule,
          strokeColor: layer.strokeColor, lineWidth: layer.lineWidth, miterLimit: layer.miterLimit,
          lineCap: layer.lineCap, lineJoin: layer.lineJoin,
          lineDashPattern: (layer.lineDashPattern ?? []).map(\.doubleValue),
          lineDashPhase: layer.lineDashPhase, strokeStart: layer.strokeStart,
          strokeEnd: layer.strokeEnd))
    case .text:
      let layer = unsafeDowncast(self, to: CATextLayer.self)
      return .text(
        TextContent(
          style: layer.textStyle, hasColoredRuns: layer.hasColoredRuns,
          foregroundColor: layer.foregroundColor))
    case .backdrop:
      let layer = unsafeDowncast(self, to: CABackdropLayer.self)
      return .backdrop(BackdropContent(blurRadius: layer.blurRadius))
    case .replicator:
      let layer = unsafeDowncast(self, to: CAReplicatorLayer.self)
      return .replicator(
        ReplicatorContent(
          count: layer.renderedInstanceCount,
          step: CATransform3DGetAffineTransform(layer.instanceTransform),
          color: (layer.instanceColor ?? CGColor(gray: 1, alpha: 1)).rgba,
          offsets: (
            layer.instanceRedOffset, layer.instanceGreenOffset, layer.instanceBlueOffset,
            layer.instanceAlphaOffset
          )))
    }
  }
}
