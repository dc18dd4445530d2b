import CCairo
import CPangoCairo
import Foundation

/// A private fontconfig configuration (no system rules) with the pinned DejaVu files, a Pango font
/// map over it and a context set up for deterministic text: gray antialiasing, no hinting,
/// unrounded glyph positions, a fixed language.
///
/// Pango objects are not thread-safe: each owner (the main thread's text engine, the locked
/// metrics) keeps its own set. Other installed faces are added file by file on first use.
final class PangoFontSet {
  let context: OpaquePointer
  private let config: OpaquePointer
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private var loadedFiles: Set<String> = []
  /// Font names already resolved.
  private var resolved: [String: ResolvedFont] = [:]

  /// A font name as Pango picks it.
  struct ResolvedFont: Hashable {
    var family: String
    var weight: Int
    var isItalic: Bool
  }

  /// Why no set can be made, or `nil` when one can.
  static let unavailableReason: String? = {
    FontCatalogue.pinnedPaths.contains { FileManager.default.fileExists(atPath: $0) }
      ? nil
      : "no DejaVu font in \(FontCatalogue.pinnedDirectory) (install fonts-dejavu-core)"
  }()

  /// A new set, or `nil` without fonts: the pinned faces alone, or with the desktop's fonts
  /// (``DesktopFonts``) the system's configuration, whose rules give the fallbacks.
  init?() {
    let desktop = DesktopFonts.fontSetWillBeMade()
    guard Self.unavailableReason == nil,
      let config = desktop ? FcInitLoadConfigAndFonts() : FcConfigCreate()
    else { return nil }
    for path in FontCatalogue.pinnedPaths where FileManager.default.fileExists(atPath: path) {
      if FcConfigAppFontAddFile(config, path) != 0 { loadedFiles.insert(path) }
    }
    guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT),
      let context = pango_font_map_create_context(fontMap)
    else {
      FcConfigDestroy(config)
      return nil
    }
    pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
    if let options = cairo_font_options_create() {
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      pango_cairo_context_set_font_options(context, options)
      cairo_font_options_destroy(options)
    }
    pango_context_set_round_glyph_positions(context, 0)
    pango_context_set_language(context, pango_language_from_string("en-us"))
    self.config = config
    self.fontMap = fontMap
    self.context = context
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
    FcConfigDestroy(config)
  }

  /// The family, weight and slant a font name stands for: an installed face's (its file added to
  /// this set on first use), else the system font, bold or oblique when the name says so
  /// (`Helvetica-Bold`).
  func resolve(_ name: String) -> ResolvedFont {
    if let known = resolved[name] { return known }
    let font: ResolvedFont
    if let system = DesktopFonts.resolve(name) {
      font = ResolvedFont(family: system.family, weight: system.weight, isItalic: system.isItalic)
    } else if let face = FontCatalogue.shared.face(named: name) {
      load(face.file)
      font = ResolvedFont(family: face.familyName, weight: face.weight, isItalic: face.isItalic)
    } else {
      let lowered = name.lowercased()
      font = ResolvedFont(
        family: lowered.contains("mono") ? "DejaVu Sans Mono" : "DejaVu Sans",
        weight: lowered.contains("bold") ? 700 : 400,
        isItalic: lowered.contains("italic") || lowered.contains("oblique"))
    }
    resolved[name] = font
    return font
  }

  private func load(_ file: String) {
    guard !loadedFiles.contains(file) else { return }
    loadedFiles.insert(file)
    if FcConfigAppFontAddFile(config, file) != 0 {
      pango_fc_font_map_config_changed(OpaquePointer(fontMap))
    }
  }

  /// A new Pango font description for `name` at `size` points (clamped, see ``clampedSize(_:)``);
  /// the caller frees it.
  func fontDescription(_ name: String, size: CGFloat) -> OpaquePointer? {
    let font = resolve(name)
    guard let description = pango_font_description_new() else { return nil }
    pango_font_description_set_family(description, font.family)
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight)))
    pango_font_description_set_style(
      description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_font_description_set_absolute_size(
      description, Double(Self.clampedSize(size)) * Double(PANGO_SCALE))
    return description
  }

  /// Font sizes Pango can take: finite, at least 0.01 and at most 10,000 points (Pango asserts on
  /// sizes beyond what its fixed-point units hold).
  static func clampedSize(_ size: CGFloat) -> CGFloat {
    size.isFinite ? min(max(size, 0.01), 10_000) : 12
  }
}
