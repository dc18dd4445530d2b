import Foundation

/// An SF Symbols name read as a base glyph and a decoration (SymbolNames.swift's variants).
struct SymbolName: Hashable, Sendable {
  /// What surrounds the glyph.
  enum Decoration: Hashable, Sendable {
    case none, circle, circleFill, square, squareFill
  }

  /// The icon theme's icon name; `nil` for a bare `circle` or `square`.
  let icon: String?
  let decoration: Decoration

  /// Reads `name`: the table's names, with `.fill`, `.circle`, `.circle.fill`, `.square` and
  /// `.square.fill` added; `nil` for a name the table does not cover (or malformed: empty,
  /// longer than 200 characters).
  init?(_ name: String) {
    guard !name.isEmpty, name.count <= 200 else { return nil }
    var base = name
    var decoration = Decoration.none
    for (suffix, kind) in [
      (".circle.fill", Decoration.circleFill), (".square.fill", .squareFill), (".circle", .circle),
      (".square", .square), (".fill", .none),
    ] where base.hasSuffix(suffix) {
      // A table name that ends so (`checkmark.square`, `record.circle`) is the table's.
      if SymbolNames.icons[base] != nil { break }
      base.removeLast(suffix.count)
      decoration = kind
      if suffix == ".fill", base.hasSuffix(".circle") || base.hasSuffix(".square") { continue }
      break
    }
    if base.hasSuffix(".fill"), SymbolNames.icons[base] == nil { base.removeLast(5) }
    switch base {
    case "circle", "square":
      icon = nil
      let filled = name.hasSuffix(".fill")
      self.decoration =
        base == "circle" ? (filled ? .circleFill : .circle) : (filled ? .squareFill : .square)
      return
    default:
      guard let found = SymbolNames.icons[base] else { return nil }
      icon = found
      self.decoration = decoration
    }
  }
}
