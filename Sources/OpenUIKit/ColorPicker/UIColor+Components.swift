import Foundation

extension UIColor {
  /// The red, green, blue and alpha components (`getRed(_:green:blue:alpha:)` in one value).
  var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return (red, green, blue, alpha)
  }

  /// "#RRGGBB": how the color picker names a color.
  var hexName: String {
    let c = components
    return Self.hex(c.red, c.green, c.blue)
  }

  /// "#RRGGBB" for components in 0…1.
  static func hex(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> String {
    func byte(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    return String(format: "#%02X%02X%02X", byte(red), byte(green), byte(blue))
  }
}
