import CPangoCairo
import Foundation
import Synchronization

/// The fonts text can use, from fontconfig: the pinned DejaVu faces first (loaded by path, so text
/// renders the same pixels on every machine), then every face the system's fontconfig lists, read
/// the first time a name is not among the pinned ones.
///
/// Names resolve as UIKit resolves `UIFont(name:size:)`: a face's PostScript name
/// (`DejaVuSerif-Italic`), its full name (`DejaVu Serif Italic`) or a family name (its most
/// regular face), case and spaces ignored. Safe from any thread (`UIFont` is `Sendable`).
///
/// Not API: imported with `@_spi(OpenUIKit)`.
@_spi(OpenUIKit)
public final class FontCatalogue: Sendable {
  /// The catalogue of this process.
  public static let shared = FontCatalogue()

  /// One face: what Pango needs to pick it, and where fontconfig found it.
  public struct Face: Hashable, Sendable {
    /// The PostScript name, such as `DejaVuSans-Bold`.
    public let postScriptName: String
    /// The family, such as `DejaVu Sans`.
    public let familyName: String
    /// The full name, such as `DejaVu Sans Bold`.
    public let fullName: String
    /// The weight on the OpenType scale (400 regular, 700 bold), as Pango takes it.
    public let weight: Int
    /// Whether the face is italic or oblique.
    public let isItalic: Bool
    /// The font file.
    let file: String

    /// How far from the family's regular face: regular first, then by weight, upright first.
    var regularity: (Int, Int) { (isItalic ? 1 : 0, abs(weight - 400)) }
  }

  /// The pinned files, from Debian's `fonts-dejavu-core`.
  static let pinnedDirectory = "/usr/share/fonts/truetype/dejavu"
  static let pinnedFiles = [
    "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf",
    "DejaVuSans-BoldOblique.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf",
  ]

  /// The system font's face names (`UIFont.systemFont` and its variants), all pinned.
  public static let systemFaces = (
    regular: "DejaVuSans", bold: "DejaVuSans-Bold", italic: "DejaVuSans-Oblique",
    boldItalic: "DejaVuSans-BoldOblique", mono: "DejaVuSansMono", monoBold: "DejaVuSansMono-Bold"
  )

  /// The pinned files' paths.
  static var pinnedPaths: [String] { pinnedFiles.map { "\(pinnedDirectory)/\($0)" } }

  private struct State {
    var faces: [Face] = []
    var byKey: [String: Face] = [:]
  }

  private let state = Mutex(State())
  /// Whether the system's faces were read (held while they are read).
  private let systemFontsRead = Mutex(false)

  private init() {
    let pinned = Self.readFaces { config in
      for path in Self.pinnedPaths where FileManager.default.fileExists(atPath: path) {
        _ = FcConfigAppFontAddFile(config, path)
      }
    }
    state.withLock { state in
      for face in pinned { Self.add(face, to: &state) }
    }
  }

  /// The face `name` names, or `nil` when no installed font has that name.
  public func face(named name: String) -> Face? {
    let key = Self.key(name)
    if let face = state.withLock({ $0.byKey[key] }) { return face }
    readSystemFontsOnce()
    return state.withLock { $0.byKey[key] }
  }

  /// Every family name, sorted.
  public var familyNames: [String] {
    readSystemFontsOnce()
    return state.withLock { Set($0.faces.map(\.familyName)).sorted() }
  }

  /// The PostScript names of a family's faces, the most regular first; empty for an unknown
  /// family.
  public func fontNames(forFamilyName family: String) -> [String] {
    readSystemFontsOnce()
    let key = Self.key(family)
    return state.withLock { state in
      state.faces.filter { Self.key($0.familyName) == key }
        .sorted {
          ($0.regularity.0, $0.regularity.1, $0.postScriptName)
            < ($1.regularity.0, $1.regularity.1, $1.postScriptName)
        }
        .map(\.postScriptName)
    }
  }

  private static func add(_ face: Face, to state: inout State) {
    guard !state.faces.contains(where: { $0.postScriptName == face.postScriptName }) else { return }
    state.faces.append(face)
    for name in [face.postScriptName, face.fullName] where state.byKey[key(name)] == nil {
      state.byKey[key(name)] = face
    }
    // A family name stands for its most regular face.
    let familyKey = key(face.familyName)
    if let current = state.byKey[familyKey], current.regularity <= face.regularity { return }
    state.byKey[familyKey] = face
  }

  /// Reads the system's faces the first time; a caller on another thread while they are read
  /// waits for them (it used to go on without them, and a font off the main thread was not
  /// found while the main thread read them).
  private func readSystemFontsOnce() {
    systemFontsRead.withLock { done in
      guard !done else { return }
      let system = Self.readFaces(nil)
      state.withLock { state in
        for face in system { Self.add(face, to: &state) }
      }
      done = true
    }
  }

  /// Case and spaces ignored.
  static func key(_ name: String) -> String {
    name.lowercased().replacingOccurrences(of: " ", with: "")
  }

  /// The faces of a fontconfig configuration: a private one filled by `fill`, or the system's
  /// (its fonts.conf) when `fill` is `nil`.
  private static func readFaces(_ fill: ((OpaquePointer) -> Void)?) -> [Face] {
    let made: OpaquePointer?
    if let fill {
      made = FcConfigCreate()
      if let made { fill(made) }
    } else {
      made = FcInitLoadConfigAndFonts()
    }
    guard let config = made else { return [] }
    defer { FcConfigDestroy(config) }
    return faces(in: config)
  }

  /// The faces a fontconfig configuration lists.
  private static func faces(in config: OpaquePointer) -> [Face] {
    guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
    defer {
      FcPatternDestroy(pattern)
      FcObjectSetDestroy(objects)
    }
    for object in ["family", "style", "fullname", "postscriptname", "weight", "slant", "file"] {
      _ = FcObjectSetAdd(objects, object)
    }
    guard let set = FcFontList(config, pattern, objects) else { return [] }
    defer { FcFontSetDestroy(set) }
    var result: [Face] = []
    for index in 0..<Int(set.pointee.nfont) {
      guard let font = set.pointee.fonts[index], let file = string(font, "file"),
        let family = lastString(font, "family")
      else { continue }
      let style = lastString(font, "style") ?? "Regular"
      let postScript =
        string(font, "postscriptname")
        ?? family.replacingOccurrences(of: " ", with: "") + "-" + style
      var weight: Double = 80  // FC_WEIGHT_REGULAR
      if FcPatternGetDouble(font, "weight", 0, &weight) != FcResultMatch {
        var integer: Int32 = 80
        if FcPatternGetInteger(font, "weight", 0, &integer) == FcResultMatch {
          weight = Double(integer)
        }
      }
      var slant: Int32 = 0
      _ = FcPatternGetInteger(font, "slant", 0, &slant)
      result.append(
        Face(
          postScriptName: postScript, familyName: family,
          fullName: lastString(font, "fullname") ?? "\(family) \(style)",
          weight: Int(FcWeightToOpenTypeDouble(weight).rounded()), isItalic: slant != 0,
          file: file))
    }
    // Stable order whatever fontconfig's: by file.
    return result.sorted { ($0.file, $0.postScriptName) < ($1.file, $1.postScriptName) }
  }

  private static func string(_ pattern: OpaquePointer, _ object: String, _ index: Int32 = 0)
    -> String?
  {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else {
      return nil
    }
    return String(cString: value)
  }

  /// The last value of a multi-valued string (fontconfig lists the typographic family first and
  /// the face's own family, such as `DejaVu Sans Condensed`, after it).
  private static func lastString(_ pattern: OpaquePointer, _ object: String) -> String? {
    var index: Int32 = 0
    var last: String?
    while index < 16, let value = string(pattern, object, index) {
      last = value
      index += 1
    }
    return last
  }
}
