import CCairo
import Foundation

extension CGContext {
  /// Starts a transparency layer: drawing until ``endTransparencyLayer()`` goes into an offscreen
  /// layer, which is then composited as one object with the alpha, blend mode, shadow and clip in
  /// effect now.
  ///
  /// Inside the layer, alpha is 1, the mode normal and shadows off, as in Quartz.
  ///
  /// - Parameter auxiliaryInfo: Ignored, as in Quartz.
  public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
    saveGState()
    transparencyLayers.append(TransparencyLayer(savedStateDepth: savedStates.count))
    state.alpha = 1
    state.blendMode = .normal
    state.shadow = nil
    state.maskClip = nil
    cairo_push_group(cairo)
  }

  /// Starts a transparency layer limited to `rect`.
  public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
    beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
    clip(to: rect)
  }

  /// Ends the innermost transparency layer and composites it.
  ///
  /// Unbalanced `saveGState` calls made inside the layer are unwound.
  public func endTransparencyLayer() {
    guard let layer = transparencyLayers.last else { return }
    while savedStates.count > layer.savedStateDepth {
      restoreGState()
    }
    let group = cairo_pop_group(cairo)
    transparencyLayers.removeLast()
    restoreGState()
    if let group {
      composite(.everything, .pattern(group))
      cairo_pattern_destroy(group)
    }
  }
}
