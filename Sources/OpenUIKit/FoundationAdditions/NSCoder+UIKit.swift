import Foundation
import OpenCoreGraphics

/// UIKit's additions to `NSCoder`: geometry encoded under a key, and the string forms UIKit
/// writes (`NSCoder.string(for:)`, `NSCoder.cgRect(for:)`, …, the Swift names of
/// `NSStringFromCGRect` and `CGRectFromString`).
///
/// Points, sizes and rectangles use Foundation's own `encode(_:forKey:)`; the other types are
/// encoded as their string forms, as UIKit's keyed archives hold them. A missing or malformed key
/// decodes as zero (the identity for transforms), as UIKit's decoders answer.
extension NSCoder {
  /// Decodes a point encoded with `encode(_:forKey:)` (zero when the key is missing: Foundation's
  /// `decodePoint(forKey:)` on Linux stops the program there).
  public func decodeCGPoint(forKey key: String) -> CGPoint {
    containsValue(forKey: key) ? decodePoint(forKey: key) : .zero
  }
  /// Decodes a size encoded with `encode(_:forKey:)` (zero when the key is missing).
  public func decodeCGSize(forKey key: String) -> CGSize {
    containsValue(forKey: key) ? decodeSize(forKey: key) : .zero
  }
  /// Decodes a rectangle encoded with `encode(_:forKey:)` (zero when the key is missing).
  public func decodeCGRect(forKey key: String) -> CGRect {
    containsValue(forKey: key) ? decodeRect(forKey: key) : .zero
  }

  /// Encodes a vector under `key`.
  public func encode(_ vector: CGVector, forKey key: String) {
    encode(NSCoder.string(for: vector), forKey: key)
  }
  /// Decodes a vector.
  public func decodeCGVector(forKey key: String) -> CGVector {
    NSCoder.cgVector(for: decodedString(forKey: key))
  }

  /// Encodes an affine transform under `key`.
  public func encode(_ transform: CGAffineTransform, forKey key: String) {
    encode(NSCoder.string(for: transform), forKey: key)
  }
  /// Decodes an affine transform (the identity when the key is missing).
  public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
    NSCoder.cgAffineTransform(for: decodedString(forKey: key))
  }

  /// Encodes edge insets under `key`.
  public func encode(_ insets: UIEdgeInsets, forKey key: String) {
    encode(NSCoder.string(for: insets), forKey: key)
  }
  /// Decodes edge insets.
  public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
    NSCoder.uiEdgeInsets(for: decodedString(forKey: key))
  }

  /// Encodes directional edge insets under `key`.
  public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) {
    encode(NSCoder.string(for: insets), forKey: key)
  }
  /// Decodes directional edge insets.
  public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
    NSCoder.nsDirectionalEdgeInsets(for: decodedString(forKey: key))
  }

  /// Encodes an offset under `key`.
  public func encode(_ offset: UIOffset, forKey key: String) {
    encode(NSCoder.string(for: offset), forKey: key)
  }
  /// Decodes an offset.
  public func decodeUIOffset(forKey key: String) -> UIOffset {
    NSCoder.uiOffset(for: decodedString(forKey: key))
  }

  private func decodedString(forKey key: String) -> String {
    guard containsValue(forKey: key) else { return "" }
    return decodeObject(forKey: key) as? String ?? ""
  }

  // MARK: String forms, as UIKit writes them ("{x, y}", "[a, b, c, d, tx, ty]")

  /// `"{x, y}"`.
  public static func string(for point: CGPoint) -> String { braces(point.x, point.y) }
  /// `"{dx, dy}"`.
  public static func string(for vector: CGVector) -> String { braces(vector.dx, vector.dy) }
  /// `"{width, height}"`.
  public static func string(for size: CGSize) -> String { braces(size.width, size.height) }
  /// `"{{x, y}, {width, height}}"`.
  public static func string(for rect: CGRect) -> String {
    "{\(string(for: rect.origin)), \(string(for: rect.size))}"
  }
  /// `"[a, b, c, d, tx, ty]"`.
  public static func string(for transform: CGAffineTransform) -> String {
    "["
      + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
      .map(number).joined(separator: ", ") + "]"
  }
  /// `"{top, left, bottom, right}"`.
  public static func string(for insets: UIEdgeInsets) -> String {
    braces(insets.top, insets.left, insets.bottom, insets.right)
  }
  /// `"{top, leading, bottom, trailing}"`.
  public static func string(for insets: NSDirectionalEdgeInsets) -> String {
    braces(insets.top, insets.leading, insets.bottom, insets.trailing)
  }
  /// `"{horizontal, vertical}"`.
  public static func string(for offset: UIOffset) -> String {
    braces(offset.horizontal, offset.vertical)
  }

  /// The point in `string` (`"{x, y}"`), or zero.
  public static func cgPoint(for string: String) -> CGPoint {
    let n = numbers(in: string, count: 2)
    return CGPoint(x: n[0], y: n[1])
  }
  /// The vector in `string`, or zero.
  public static func cgVector(for string: String) -> CGVector {
    let n = numbers(in: string, count: 2)
    return CGVector(dx: n[0], dy: n[1])
  }
  /// The size in `string`, or zero.
  public static func cgSize(for string: String) -> CGSize {
    let n = numbers(in: string, count: 2)
    return CGSize(width: n[0], height: n[1])
  }
  /// The rectangle in `string` (`"{{x, y}, {w, h}}"`), or zero.
  public static func cgRect(for string: String) -> CGRect {
    let n = numbers(in: string, count: 4)
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
  }
  /// The affine transform in `string` (`"[a, b, c, d, tx, ty]"`), or the identity.
  public static func cgAffineTransform(for string: String) -> CGAffineTransform {
    guard let n = exactNumbers(in: string, count: 6) else { return .identity }
    return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
  }
  /// The edge insets in `string`, or zero.
  public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
    let n = numbers(in: string, count: 4)
    return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
  }
  /// The directional edge insets in `string`, or zero.
  public static func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
    let n = numbers(in: string, count: 4)
    return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
  }
  /// The offset in `string`, or zero.
  public static func uiOffset(for string: String) -> UIOffset {
    let n = numbers(in: string, count: 2)
    return UIOffset(horizontal: n[0], vertical: n[1])
  }

  private static func number(_ value: CGFloat) -> String {
    // Whole numbers print without a fraction, as UIKit's "%g"-style strings do.
    value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : "\(Double(value))"
  }

  private static func braces(_ values: CGFloat...) -> String {
    "{" + values.map(number).joined(separator: ", ") + "}"
  }

  /// The first `count` numbers in `string`, missing ones as zero.
  private static func numbers(in string: String, count: Int) -> [CGFloat] {
    var values = exactNumbers(in: string, count: nil) ?? []
    values = Array(values.prefix(count))
    return values + Array(repeating: 0, count: count - values.count)
  }

  /// The numbers in `string`, separated by braces, brackets, commas and spaces; `nil` when a
  /// token is not a number or (given `count`) when there are not exactly `count` of them.
  private static func exactNumbers(in string: String, count: Int?) -> [CGFloat]? {
    let tokens = string.split { "{}[], \t\n".contains($0) }
    var values: [CGFloat] = []
    for token in tokens {
      guard let value = Double(token), value.isFinite else { return nil }
      values.append(CGFloat(value))
    }
    if let count, values.count != count { return nil }
    return values
  }
}
