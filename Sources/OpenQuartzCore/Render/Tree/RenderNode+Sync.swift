import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenText

/// The one place that reads the model for rendering: a layer's paint state copied into its node.
extension RenderNode {
  /// Copies everything the layer paints (not its sublayers or mask: ``RenderTree`` links those).
  ///
  /// - Parameters:
  ///   - includingContent: Whether the kind's content is copied too (after an appearance change:
  ///     laying text out again is not free).
  ///   - source: What to copy from: `model.renderSource`, when the caller has it already (an
  ///     animating layer's presentation copy is made once per sync).
  func copyProperties(of model: CALayer, includingContent: Bool, source: CALayer? = nil) {
    // An animating layer shows its presentation values at the frame's time.
    let layer = source ?? model.renderSource
    copyMovable(from: layer, superlayer: model.storedSuperlayer)
    hasSublayerTransform = layer.sublayerTransformBox != nil
    isHidden = layer.isHidden
    allowsGroupOpacity = layer.allowsGroupOpacity
    masksToBounds = layer.masksToBounds
    shouldRasterize = layer.storedShouldRasterize
    rasterizationScale = layer.rasterizationScale
    maskedCorners = layer.maskedCorners
    contents = layer.contents.flatMap { $0 as? CGImage }
    contentsGravity = layer.contentsGravity
    contentsScale = layer.storedContentsScale
    contentsRect = layer.contentsRect
    minificationFilter = layer.minificationFilter
    magnificationFilter = layer.magnificationFilter
    shadowPath = layer.storedShadowPath
    transition = layer.timingBox?.transition
    if includingContent, kind != .plain { content = prepared(layer.renderContent) }
  }

  /// Copies what a change of geometry alone can change.
  ///
  /// Position, anchor point, transform, z position, sublayer transform and a frame of the same
  /// size (``LayerChange/geometry``) change the bounds, the placement, the z position and whether
  /// there is a sublayer transform. A moving layer's node is updated by this each frame, not by all
  /// of ``copyProperties(of:includingContent:source:)``.
  func copyGeometry(of model: CALayer, source: CALayer) {
    bounds = source.storedBounds
    copyPlacement(of: model, source: source)
    hasSublayerTransform = source.sublayerTransformBox != nil
    zPosition = source.storedZPosition
  }

  /// Copies what the animations a render thread runs can change (``NodeMotion/movableKeys``).
  ///
  /// The bounds, the place in `superlayer`, the z position, the opacity, the background, the
  /// corner radius, the border and the shadow but its path. The sync copies them with the rest;
  /// the render thread alone, from a motion's presentation copy (its superlayer has no sublayer
  /// transform, so `nil` places it the same).
  func copyMovable(from layer: CALayer, superlayer: CALayer?) {
    bounds = layer.storedBounds
    toParent = layer.transformToSuperlayer(superlayer)
    isTransformed = !layer.isUntransformedInSuperlayer
    zPosition = layer.storedZPosition
    opacity = layer.storedOpacity
    backgroundColor = layer.storedBackgroundColor
    cornerRadius = layer.storedCornerRadius
    borderWidth = layer.storedBorderWidth
    borderColor = layer.storedBorderColor
    shadowColor = layer.shadowColor
    shadowOpacity = layer.storedShadowOpacity
    shadowOffset = layer.shadowOffset
    shadowRadius = layer.storedShadowRadius
  }

  /// Copies where the layer sits in its superlayer (or mask owner): its transform to it.
  func copyPlacement(of model: CALayer, source: CALayer? = nil) {
    let layer = source ?? model.renderSource
    toParent = layer.transformToSuperlayer(model.storedSuperlayer)
    isTransformed = !layer.isUntransformedInSuperlayer
  }

  /// `new` with its text laid out: the node's layout when the style is the same, else a new one
  /// (the painter draws prepared text).
  private func prepared(_ new: RenderContent) -> RenderContent {
    guard case .text(var text) = new, let style = text.style else { return new }
    if case .text(let old) = content, old.style == style, let layout = old.prepared {
      text.prepared = layout
    } else {
      text.prepared = TextEngine.shared.layout(style)
    }
    return .text(text)
  }

  /// A text layer's color without laying its text out again (a color change is not an appearance
  /// change: the text's raster is tinted when composited).
  func copyTextColor(of layer: CALayer, source: CALayer? = nil) {
    guard case .text(var text) = content else { return }
    let color = unsafeDowncast(source ?? layer.renderSource, to: CATextLayer.self).foregroundColor
    guard text.foregroundColor != color else { return }
    text.foregroundColor = color
    content = .text(text)
  }

  /// The names of the properties in which this node differs from `layer`'s current state (empty
  /// when the node is current): the damage check's test of the sync.
  ///
  /// Reads the layer as ``copyProperties(of:includingContent:)`` does, without making a node: it
  /// runs for every node of every frame of the test suite.
  func staleProperties(comparedWith model: CALayer) -> [String] {
    // A fresh copy, not the one the renderer keeps: the check is of that one too.
    let layer =
      model.hasAnimations
      ? model.freshRenderCopy(atMediaTime: CommitPipeline.shared.frameTime) : model
    var stale: [String] = []
    func check(_ name: String, _ same: Bool) { if !same { stale.append(name) } }
    check("bounds", bounds == layer.storedBounds)
    // Bit for bit: a transform at the largest finite scales has infinite or NaN entries.
    check(
      "transform",
      Self.sameBits(toParent, layer.transformToSuperlayer(model.storedSuperlayer))
        && isTransformed == !layer.isUntransformedInSuperlayer)
    check("sublayerTransform", hasSublayerTransform == (layer.sublayerTransformBox != nil))
    check("zPosition", zPosition == layer.storedZPosition)
    check("isHidden", isHidden == layer.isHidden)
    if opacity != layer.storedOpacity {
      // The values, to tell a missed model change from a presentation taken at another time.
      stale.append("opacity (rendered \(opacity), layer \(layer.storedOpacity))")
    }
    check("allowsGroupOpacity", allowsGroupOpacity == layer.allowsGroupOpacity)
    check("masksToBounds", masksToBounds == layer.masksToBounds)
    check(
      "shouldRasterize",
      shouldRasterize == layer.storedShouldRasterize
        && rasterizationScale == layer.rasterizationScale)
    check("backgroundColor", backgroundColor == layer.storedBackgroundColor)
    check(
      "corners",
      cornerRadius == layer.storedCornerRadius && maskedCorners == layer.maskedCorners)
    check(
      "border", borderWidth == layer.storedBorderWidth && borderColor == layer.storedBorderColor)
    check(
      "contents",
      contents === (layer.contents as? CGImage) && contentsGravity == layer.contentsGravity
        && contentsScale == layer.storedContentsScale && contentsRect == layer.contentsRect
        && minificationFilter == layer.minificationFilter
        && magnificationFilter == layer.magnificationFilter)
    check(
      "shadow",
      shadowColor == layer.shadowColor && shadowOpacity == layer.storedShadowOpacity
        && shadowOffset == layer.shadowOffset && shadowRadius == layer.storedShadowRadius
        && shadowPath === layer.storedShadowPath)
    check("transition", transition == layer.timingBox?.transition)
    if kind != .plain { check("content", content == layer.renderContent) }
    check("sublayers", children.count == model.storedSublayers.count)
    check("mask", (mask?.layer ?? nil) === model.storedMask)
    return stale
  }

  /// Whether two transforms have the same entries, bit for bit (NaN equals NaN).
  private static func sameBits(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
    a.a.bitPattern == b.a.bitPattern && a.b.bitPattern == b.b.bitPattern
      && a.c.bitPattern == b.c.bitPattern && a.d.bitPattern == b.d.bitPattern
      && a.tx.bitPattern == b.tx.bitPattern && a.ty.bitPattern == b.ty.bitPattern
  }
}

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
