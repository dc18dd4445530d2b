import CCairo
import Foundation

/// How drawn pixels combine with the pixels already there, as Quartz's
/// `CGBlendMode` (formulas on premultiplied colors: R result, S source,
/// D destination, Sa/Da alphas).
///
/// Every mode is bounded by the drawn shape: outside it the destination is
/// untouched, as in Quartz. `plusDarker` is not offered: neither cairo nor
/// pixman has it, and a mode that silently drew something else would be
/// wrong.
public enum CGBlendMode: Int32, Sendable, CaseIterable {
  /// Source over destination.
  case normal = 0
  /// `R = S*D + S*(1-Da) + D*(1-Sa)`.
  case multiply
  /// `R = S + D - S*D`.
  case screen
  /// Multiply or screen by the destination.
  case overlay
  /// The darker of source and destination.
  case darken
  /// The lighter of source and destination.
  case lighten
  /// Brightens the destination toward the source.
  case colorDodge
  /// Darkens the destination toward the source.
  case colorBurn
  /// Soft light.
  case softLight
  /// Hard light.
  case hardLight
  /// Absolute difference.
  case difference
  /// Like difference, lower contrast.
  case exclusion
  /// Hue of the source, saturation and luminosity of the destination.
  case hue
  /// Saturation of the source.
  case saturation
  /// Hue and saturation of the source.
  case color
  /// Luminosity of the source.
  case luminosity
  /// `R = 0` inside the shape.
  case clear
  /// `R = S` inside the shape.
  case copy
  /// `R = S*Da`.
  case sourceIn
  /// `R = S*(1 - Da)`.
  case sourceOut
  /// `R = S*Da + D*(1 - Sa)`.
  case sourceAtop
  /// `R = S*(1 - Da) + D`.
  case destinationOver
  /// `R = D*Sa`.
  case destinationIn
  /// `R = D*(1 - Sa)`.
  case destinationOut
  /// `R = S*(1 - Da) + D*Sa`.
  case destinationAtop
  /// `R = S*(1 - Da) + D*(1 - Sa)`.
  case xor
  /// `R = min(1, S + D)`.
  case plusLighter = 27

  var cairoOperator: cairo_operator_t {
    switch self {
    case .normal: return CAIRO_OPERATOR_OVER
    case .multiply: return CAIRO_OPERATOR_MULTIPLY
    case .screen: return CAIRO_OPERATOR_SCREEN
    case .overlay: return CAIRO_OPERATOR_OVERLAY
    case .darken: return CAIRO_OPERATOR_DARKEN
    case .lighten: return CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
    case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
    case .difference: return CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: return CAIRO_OPERATOR_EXCLUSION
    case .hue: return CAIRO_OPERATOR_HSL_HUE
    case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
    case .color: return CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: return CAIRO_OPERATOR_CLEAR
    case .copy: return CAIRO_OPERATOR_SOURCE
    case .sourceIn: return CAIRO_OPERATOR_IN
    case .sourceOut: return CAIRO_OPERATOR_OUT
    case .sourceAtop: return CAIRO_OPERATOR_ATOP
    case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: return CAIRO_OPERATOR_DEST_IN
    case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
    case .xor: return CAIRO_OPERATOR_XOR
    case .plusLighter: return CAIRO_OPERATOR_ADD
    }
  }

  /// Modes cairo applies outside the shape too (they clear where the
  /// source is absent); they are composited through the shape's coverage.
  var isUnboundedInCairo: Bool {
    switch self {
    case .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return true
    default: return false
    }
  }
}
