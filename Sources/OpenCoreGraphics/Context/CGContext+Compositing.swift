import CCairo
import Foundation

// Every drawing call ends here: a coverage (what the shape covers) and a
// paint (what color goes there), composited under the graphics state.
//
// 1. Fast path: no shadow, no mask clip, and a blend mode cairo bounds by
//    the shape: one cairo fill/stroke/paint/mask.
//
// Between calls cairo's operator is always OVER, so that groups pushed by the
// next call start from it.
// 2. Otherwise the coverage is rendered into an alpha group; the shadow is
//    blurred from paint × coverage; and the paint is composited through the
//    coverage (times the mask clip), so every mode stays inside the shape.

extension CGContext {
  /// What a drawing call covers.
  enum Coverage {
    /// The inside of a device-space path.
    case fill(CGPath, CGPathFillRule)
    /// The stroke of a device-space path, with the state's line settings.
    case stroke(CGPath)
    /// Everything inside the clip.
    case everything
    /// The alpha of a pattern (in user space), limited to a device path.
    case mask(OpaquePointer, CGPath)
  }

  /// What color a drawing call puts where it covers.
  enum Paint {
    case color(CGColor)
    /// A cairo pattern in user space; the caller keeps ownership.
    case pattern(OpaquePointer)
  }

  /// Draws `paint` through `coverage` with the current alpha, blend mode, shadow, clip and mask
  /// clip.
  ///
  /// - Complexity: O(covered pixels) on the fast path; O(clip area) when a
  ///   shadow, mask clip or unbounded mode needs an isolated group.
  func composite(_ coverage: Coverage, _ paint: Paint, blendMode: CGBlendMode? = nil) {
    guard canDraw else { return }
    let mode = blendMode ?? state.blendMode
    storage.beginDrawing()
    // Leave cairo's operator at OVER between calls: groups pushed later (mask clips, shadows,
    // transparency layers, drawWithCairo) inherit it, and a `clear(_:)` must not leave CLEAR
    // behind for them.
    defer {
      cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
      storage.endDrawing()
    }
    cairo_set_antialias(
      cairo,
      state.shouldAntialias && state.allowsAntialiasing
        ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    let shadow = state.shadow.flatMap { $0.color.alpha > 0 ? $0 : nil }
    let isColor: Bool
    if case .color = paint { isColor = true } else { isColor = false }
    if shadow == nil, state.maskClip == nil, !mode.isUnboundedInCairo, isColor || state.alpha >= 1 {
      cairo_set_operator(cairo, mode.cairoOperator)
      setSource(paint, alpha: state.alpha)
      emit(coverage)
      return
    }
    // Isolated path. The shape's coverage, with the global alpha folded in
    // unless the mode needs the alpha on the source itself.
    let alphaOnSource = mode.isUnboundedInCairo
    let shape = coverageGroup(coverage, alpha: alphaOnSource ? 1 : state.alpha)
    defer { cairo_pattern_destroy(shape) }
    if let shadow {
      let object = objectGroup(paint, through: shape)
      drawShadow(of: object, shadow, mode: mode)
      cairo_pattern_destroy(object)
    }
    let finalCoverage = withMaskClip(shape)
    defer { if finalCoverage != shape { cairo_pattern_destroy(finalCoverage) } }
    if mode.isUnboundedInCairo {
      compositeUnbounded(paint, mode: mode, through: finalCoverage)
    } else {
      cairo_set_operator(cairo, mode.cairoOperator)
      setSource(paint, alpha: 1)
      cairo_mask(cairo, finalCoverage)
    }
  }

  /// Sets cairo's source.
  ///
  /// Colors carry `alpha`; patterns are used as they are.
  func setSource(_ paint: Paint, alpha: CGFloat) {
    switch paint {
    case .color(let color):
      let c = color.rgba
      cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha * alpha)
    case .pattern(let pattern):
      cairo_set_source(cairo, pattern)
    }
  }

  /// Issues the cairo call that covers `coverage` with the current source.
  ///
  /// Patterns with alpha below 1 on the fast path cannot happen (they take the isolated path).
  private func emit(_ coverage: Coverage) {
    switch coverage {
    case .fill(let path, let rule):
      replay(path)
      cairo_set_fill_rule(
        cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_fill(cairo)
    case .stroke(let path):
      var elements = StrokeBudget.fitted(path.elements)
      if elements.count > StrokeBudget.piecewiseAbove, state.dashLengths.isEmpty,
        state.lineCap == .butt
      {
        strokeInPieces(elements)
      } else {
        elements = StrokeBudget.fittedWhole(elements)
        replay(elements.count == path.elements.count ? path : CGPath(elements: elements))
        applyStrokeSettings()
        cairo_stroke(cairo)
      }
    case .everything:
      cairo_paint(cairo)
    case .mask(let pattern, let limit):
      cairo_save(cairo)
      replay(limit)
      cairo_clip(cairo)
      cairo_mask(cairo, pattern)
      cairo_restore(cairo)
    }
  }

  /// Strokes a long path in pieces (``StrokeBudget``) into one alpha mask, then covers it with the
  /// current source, so a translucent color or pattern is applied once.
  private func strokeInPieces(_ elements: [PathElement]) {
    cairo_push_group_with_content(cairo, CAIRO_CONTENT_ALPHA)
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    cairo_set_source_rgba(cairo, 0, 0, 0, 1)
    // Pieces overlap by more than a line's width, so their butt ends lie inside one another.
    let t = deviceTransform
    let scale = max(hypot(t.a, t.b), hypot(t.c, t.d))
    let overlap = 2 + 2 * state.lineWidth * (scale.isFinite ? scale : 1)
    for piece in StrokeBudget.pieces(of: elements, overlap: overlap) {
      replay(CGPath(elements: piece))
      applyStrokeSettings()
      cairo_stroke(cairo)
    }
    let mask = cairo_pop_group(cairo)
    cairo_mask(cairo, mask)
    cairo_pattern_destroy(mask)
  }

  /// Renders the coverage (times `alpha`) into an alpha-only group.
  private func coverageGroup(_ coverage: Coverage, alpha: CGFloat) -> OpaquePointer {
    cairo_push_group_with_content(cairo, CAIRO_CONTENT_ALPHA)
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    cairo_set_source_rgba(cairo, 0, 0, 0, alpha)
    emit(coverage)
    return cairo_pop_group(cairo)
  }

  /// Renders paint × coverage into a color group: the drawn object alone.
  private func objectGroup(_ paint: Paint, through shape: OpaquePointer) -> OpaquePointer {
    cairo_push_group(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    setSource(paint, alpha: 1)
    cairo_mask(cairo, shape)
    return cairo_pop_group(cairo)
  }

  /// The coverage multiplied by the mask clip, or the coverage itself.
  private func withMaskClip(_ shape: OpaquePointer) -> OpaquePointer {
    guard let maskClip = state.maskClip else { return shape }
    cairo_push_group_with_content(cairo, CAIRO_CONTENT_ALPHA)
    cairo_set_source(cairo, shape)
    cairo_paint(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_IN)
    cairo_identity_matrix(cairo)
    cairo_set_source_surface(cairo, maskClip.surface, 0, 0)
    cairo_paint(cairo)
    applyCTM()
    return cairo_pop_group(cairo)
  }

  /// `R = coverage * (S op D) + (1 - coverage) * D` for modes cairo would apply outside the shape:
  /// compute `S op D` over a copy of the destination, then copy it back through the coverage.
  private func compositeUnbounded(
    _ paint: Paint, mode: CGBlendMode, through coverage: OpaquePointer
  ) {
    let target = cairo_get_group_target(cairo)
    cairo_push_group(cairo)
    cairo_identity_matrix(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cairo, target, 0, 0)
    cairo_paint(cairo)
    applyCTM()
    cairo_set_operator(cairo, mode.cairoOperator)
    setSource(paint, alpha: 1)
    cairo_paint_with_alpha(cairo, state.alpha)
    let blended = cairo_pop_group(cairo)
    defer { cairo_pattern_destroy(blended) }
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    cairo_set_source(cairo, blended)
    cairo_mask(cairo, coverage)
  }

  /// Replays a device-space path into cairo, keeping the user CTM for strokes (line widths and
  /// dashes are in user space).
  func replay(_ path: CGPath) {
    cairo_new_path(cairo)
    cairo_identity_matrix(cairo)
    path.addToCairo(cairo)
    applyCTM()
  }

  /// Line width, caps, joins, miter limit and dashes, in user space.
  private func applyStrokeSettings() {
    cairo_set_line_width(cairo, state.lineWidth)
    cairo_set_line_cap(cairo, state.lineCap.cairoValue)
    cairo_set_line_join(cairo, state.lineJoin.cairoValue)
    cairo_set_miter_limit(cairo, state.miterLimit)
    if state.dashLengths.isEmpty {
      cairo_set_dash(cairo, nil, 0, 0)
    } else {
      state.dashLengths.map { Double($0) }.withUnsafeBufferPointer {
        cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), Double(state.dashPhase))
      }
    }
  }
}
