import CCairo
import Foundation

extension CGContext {
  /// Pushes a copy of the graphics state (CTM, clip, colors, line settings, alpha, blend mode,
  /// shadow) on the state stack.
  public func saveGState() {
    savedStates.append(state)
    cairo_save(cairo)
  }

  /// Restores the most recently saved graphics state.
  ///
  /// Extra restores (more than saves, or past an open transparency layer) are ignored.
  public func restoreGState() {
    let floor = transparencyLayers.last?.savedStateDepth ?? 0
    guard savedStates.count > floor, let saved = savedStates.popLast() else { return }
    state = saved
    cairo_restore(cairo)
    applyCTM()
  }

  /// Sets the fill color.
  public func setFillColor(_ color: CGColor) { state.fillColor = color }
  /// Sets the stroke color.
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

  /// Sets an sRGB fill color.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Sets an sRGB stroke color.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Sets a gray fill color.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(gray: gray, alpha: alpha)
  }

  /// Sets a gray stroke color.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(gray: gray, alpha: alpha)
  }

  /// Sets the global alpha, clamped to 0...1 (NaN is ignored).
  public func setAlpha(_ alpha: CGFloat) {
    guard !alpha.isNaN else { return }
    state.alpha = min(max(alpha, 0), 1)
  }

  /// Sets how drawing combines with existing pixels.
  public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

  /// Sets the stroke width in user-space units; negative or non-finite widths are ignored.
  public func setLineWidth(_ width: CGFloat) {
    guard width.isFinite, width >= 0 else { return }
    state.lineWidth = width
  }

  /// Sets the line cap.
  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
  /// Sets the line join.
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

  /// Sets the miter limit (default 10); non-finite values are ignored.
  public func setMiterLimit(_ limit: CGFloat) {
    guard limit.isFinite else { return }
    state.miterLimit = max(limit, 1)
  }

  /// Sets the dash pattern; an empty array (or one with a negative, non-finite or all-zero lengths)
  /// draws solid lines.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    let valid =
      lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 } && phase.isFinite
    state.dashLengths = valid ? lengths : []
    state.dashPhase = valid ? phase : 0
  }

  /// Turns antialiasing on or off in the graphics state.
  public func setShouldAntialias(_ shouldAntialias: Bool) {
    state.shouldAntialias = shouldAntialias
  }

  /// Allows or forbids antialiasing regardless of `setShouldAntialias`.
  public func setAllowsAntialiasing(_ allows: Bool) { state.allowsAntialiasing = allows }

  /// The image interpolation quality for scaled images.
  public var interpolationQuality: CGInterpolationQuality {
    get { state.interpolationQuality }
    set { state.interpolationQuality = newValue }
  }
}
