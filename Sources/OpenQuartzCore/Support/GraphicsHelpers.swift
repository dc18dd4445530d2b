import Foundation
import OpenCoreGraphics

extension CGColor {
  /// sRGB components clamped to 0...1 (gray spread to all three).
  var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let values = (components ?? [0, 1]).map { min(max($0, 0), 1) }
    if values.count >= 4 { return (values[0], values[1], values[2], values[3]) }
    let gray = values.first ?? 0
    return (gray, gray, gray, values.count > 1 ? values[1] : 1)
  }
}

extension CGAffineTransform {
  /// Whether every entry is finite and the matrix can be inverted.
  var isInvertible: Bool {
    let determinant = a * d - b * c
    return determinant != 0 && determinant.isFinite && tx.isFinite && ty.isFinite
  }
}
