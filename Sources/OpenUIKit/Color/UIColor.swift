import Foundation
import OpenCoreGraphics

/// A color, possibly dynamic: resolved per trait collection, as UIKit's `UIColor`.
///
/// A static color holds sRGB components. A dynamic color
/// (`init(dynamicProvider:)`, and every semantic system color) resolves
/// against a trait collection: ``resolvedColor(with:)`` explicitly, and
/// ``cgColor`` against `UITraitCollection.current`. A `CGColor` taken from a
/// dynamic color does not follow later trait changes; colors set on views
/// (`backgroundColor`, `tintColor`) do, because the view re-resolves them.
public final class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
  enum Storage {
    case rgba(CGFloat, CGFloat, CGFloat, CGFloat)
    case dynamic(@Sendable (UITraitCollection) -> UIColor)
  }

  let storage: Storage
  /// A static color's `CGColor`, made once.
  let staticCGColor: CGColor?

  init(storage: Storage) {
    self.storage = storage
    if case .rgba(let r, let g, let b, let a) = storage {
      staticCGColor = CGColor(red: r, green: g, blue: b, alpha: a)
    } else {
      staticCGColor = nil
    }
  }

  /// An sRGB color; components are clamped to 0...1 (non-finite become 0).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 0 }
    self.init(storage: .rgba(clamp(red), clamp(green), clamp(blue), clamp(alpha)))
  }

  /// A gray.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A color from hue, saturation and brightness (HSB), each 0...1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
    let s = saturation.isFinite ? min(max(saturation, 0), 1) : 0
    let v = brightness.isFinite ? min(max(brightness, 0), 1) : 0
    let sector = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// A color with the components of a `CGColor` (gray or RGB).
  public convenience init(cgColor: CGColor) {
    let c = cgColor.components ?? [0, 1]
    if c.count >= 4 {
      self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    } else {
      self.init(white: c.first ?? 0, alpha: c.count > 1 ? c[1] : 1)
    }
  }

  /// A color that `provider` resolves for each trait collection.
  public convenience init(
    dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor
  ) {
    self.init(storage: .dynamic(provider))
  }

  /// Whether the color depends on traits.
  var isDynamic: Bool {
    if case .dynamic = storage { return true }
    return false
  }

  /// The static color for `traitCollection`.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    switch storage {
    case .rgba: return self
    case .dynamic(let provider):
      return provider(traitCollection).resolvedColor(with: traitCollection)
    }
  }

  /// The color's sRGB components under `traits` (default: the current traits).
  func components(
    in traits: UITraitCollection? = nil
  ) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    guard case .rgba(let r, let g, let b, let a) = resolvedColor(with: traits ?? .current).storage
    else { return (0, 0, 0, 0) }
    return (r, g, b, a)
  }

  /// The color as a `CGColor`, resolved against `UITraitCollection.current`.
  public var cgColor: CGColor {
    if let staticCGColor { return staticCGColor }  // static: no traits to consult
    let resolved = resolvedColor(with: .current)
    if let cached = resolved.staticCGColor { return cached }
    let c = components()
    return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
  }

  /// The same color with another alpha (dynamic colors stay dynamic).
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch storage {
    case .rgba(let r, let g, let b, _):
      return UIColor(red: r, green: g, blue: b, alpha: alpha)
    case .dynamic(let provider):
      return UIColor { provider($0).withAlphaComponent(alpha) }
    }
  }

  /// Writes the sRGB components resolved against the current traits.
  ///
  /// - Returns: `true`, as every color converts to RGB.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = components()
    red?.pointee = c.red
    green?.pointee = c.green
    blue?.pointee = c.blue
    alpha?.pointee = c.alpha
    return true
  }

  /// Writes the gray level and alpha; `false` unless the color is a gray.
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  )
    -> Bool
  {
    let c = components()
    guard c.red == c.green, c.green == c.blue else { return false }
    white?.pointee = c.red
    alpha?.pointee = c.alpha
    return true
  }

  /// Writes hue, saturation and brightness (HSB) and alpha.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = components()
    let maximum = max(c.red, c.green, c.blue)
    let minimum = min(c.red, c.green, c.blue)
    let delta = maximum - minimum
    var h: CGFloat = 0
    if delta > 0 {
      if maximum == c.red {
        h = ((c.green - c.blue) / delta).truncatingRemainder(dividingBy: 6)
      } else if maximum == c.green {
        h = (c.blue - c.red) / delta + 2
      } else {
        h = (c.red - c.green) / delta + 4
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maximum == 0 ? 0 : delta / maximum
    brightness?.pointee = maximum
    alpha?.pointee = c.alpha
    return true
  }

  /// Static colors are equal by components; dynamic colors by identity.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (.rgba(let a, let b, let c, let d), .rgba(let e, let f, let g, let h)):
      return a == e && b == f && c == g && d == h
    default:
      return lhs === rhs
    }
  }

  /// Hashes components, or identity for dynamic colors.
  public func hash(into hasher: inout Hasher) {
    switch storage {
    case .rgba(let r, let g, let b, let a):
      hasher.combine(r)
      hasher.combine(g)
      hasher.combine(b)
      hasher.combine(a)
    case .dynamic:
      hasher.combine(ObjectIdentifier(self))
    }
  }

  /// The components, or "dynamic".
  public var description: String {
    switch storage {
    case .rgba(let r, let g, let b, let a): return "UIColor(sRGB \(r) \(g) \(b) \(a))"
    case .dynamic: return "UIColor(dynamic)"
    }
  }
}

extension UIColor {
  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// One-third gray.
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  /// Two-thirds gray.
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Half gray.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Fully transparent.
  public static let clear = UIColor(white: 0, alpha: 0)
}
