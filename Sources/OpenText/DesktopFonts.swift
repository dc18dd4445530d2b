import CPangoCairo
import Foundation
import Synchronization

/// The desktop's fonts, for a running desktop app: the system UI font is the desktop's default
/// sans-serif family (fontconfig's match for `sans-serif`) in every weight it has, and text falls
/// back through the system's fontconfig rules to fonts that have the glyphs the family lacks
/// (CJK, Arabic, Hebrew, Devanagari, emoji).
///
/// Off by default, so tests and headless runs render with the pinned DejaVu faces, the same
/// pixels on every machine. The desktop host turns it on at launch (`UIApplication.main` with a
/// display), before any text is laid out; once a font set exists it is too late, and the call
/// says so. `OPENUIKIT_FONTS=pinned` keeps a desktop app on the pinned faces.
///
/// Not API: imported with `@_spi(OpenUIKit)`.
@_spi(OpenUIKit)
public enum DesktopFonts {
  private struct State {
    var isOn = false
    var hasMadeFontSet = false
  }
  private static let state = Mutex(State())

  /// Whether text uses the desktop's fonts.
  public static var isOn: Bool { state.withLock { $0.isOn } }

  /// Turns the desktop's fonts on; returns `false` (and changes nothing) when text was already
  /// laid out with the pinned faces.
  @discardableResult
  public static func turnOn() -> Bool {
    state.withLock { state in
      guard !state.hasMadeFontSet else { return state.isOn }
      state.isOn = true
      return true
    }
  }

  /// Called as a font set is made: the mode is fixed from now on; answers it.
  static func fontSetWillBeMade() -> Bool {
    state.withLock { state in
      state.hasMadeFontSet = true
      return state.isOn
    }
  }

  /// The desktop's sans-serif, monospace and serif families, asked of fontconfig once.
  public static let families: (sans: String, mono: String, serif: String) = {
    guard let config = FcInitLoadConfigAndFonts() else {
      return ("DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif")
    }
    defer { FcConfigDestroy(config) }
    return (
      match("sans-serif", in: config) ?? "DejaVu Sans",
      match("monospace", in: config) ?? "DejaVu Sans Mono",
      match("serif", in: config) ?? "DejaVu Serif"
    )
  }()

  private static func match(_ name: String, in config: OpaquePointer) -> String? {
    guard let pattern = FcNameParse(name) else { return nil }
    defer { FcPatternDestroy(pattern) }
    _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let font = FcFontMatch(config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(font) }
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(font, "family", 0, &value) == FcResultMatch, let value else {
      return nil
    }
    return String(cString: value)
  }

  // MARK: The system font's names

  /// The prefix of the system font's names in desktop mode (`.SystemUI-Semibold`), which the
  /// font set resolves to the desktop's family at that weight.
  public static let sansPrefix = ".SystemUI-"
  /// The monospaced system font's prefix (`.SystemUIMono-Bold`).
  public static let monoPrefix = ".SystemUIMono-"

  /// The OpenType weights of UIKit's named weights, by name.
  public static let weights: [(name: String, value: Int)] = [
    ("UltraLight", 100), ("Thin", 200), ("Light", 300), ("Regular", 400), ("Medium", 500),
    ("Semibold", 600), ("Bold", 700), ("Heavy", 800), ("Black", 900),
  ]

  /// The family and weight a desktop system font name stands for, or `nil` for other names.
  public static func resolve(_ name: String) -> (family: String, weight: Int, isItalic: Bool)? {
    let (prefix, family) =
      name.hasPrefix(monoPrefix)
      ? (monoPrefix, families.mono)
      : name.hasPrefix(sansPrefix) ? (sansPrefix, families.sans) : ("", "")
    guard !prefix.isEmpty else { return nil }
    var style = String(name.dropFirst(prefix.count))
    let isItalic = style.hasSuffix("Italic")
    if isItalic { style = String(style.dropLast("Italic".count)) }
    let weight = weights.first { $0.name == style }?.value ?? 400
    return (family, weight, isItalic)
  }
}

extension DesktopFonts {
  /// How many characters of `string` no font has (drawn as boxes) in the font `fontName`.
  ///
  /// 0 when the font or a fallback covers it all. Main thread.
  public static func unknownGlyphCount(in string: String, fontName: String) -> Int {
    let style = TextEngine.Style(
      string: string, fontName: fontName, fontSize: 17, width: nil, wrapped: false,
      truncation: .none, alignment: .natural)
    guard let layout = TextEngine.shared.layout(style) else { return string.count }
    return Int(pango_layout_get_unknown_glyphs_count(layout.layout))
  }
}
