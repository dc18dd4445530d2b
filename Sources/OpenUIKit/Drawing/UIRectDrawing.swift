import Foundation
import OpenCoreGraphics

// UIKit's drawing functions and UIColor's setters: they draw into, or set state of,
// `UIGraphicsGetCurrentContext()`, and do nothing outside a drawing context.

/// Fills `rect` with the current fill color (`UIRectFill`).
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills `rect` with the current fill color in `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  context.saveGState()
  context.setBlendMode(blendMode)
  context.fill(rect)
  context.restoreGState()
}

/// Draws a 1-point frame inside `rect` with the current fill color (`UIRectFrame`: the frame is
/// filled, not stroked, so it stays within the rectangle).
public func UIRectFrame(_ rect: CGRect) {
  UIRectFrameUsingBlendMode(rect, .normal)
}

/// Draws a 1-point frame inside `rect` with the current fill color in `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  let r = rect.standardized
  guard !r.isNull, r.width > 0, r.height > 0 else { return }
  let edge = min(1, r.width / 2, r.height / 2)
  context.saveGState()
  context.setBlendMode(blendMode)
  context.fill([
    CGRect(x: r.minX, y: r.minY, width: r.width, height: edge),
    CGRect(x: r.minX, y: r.maxY - edge, width: r.width, height: edge),
    CGRect(x: r.minX, y: r.minY + edge, width: edge, height: r.height - 2 * edge),
    CGRect(x: r.maxX - edge, y: r.minY + edge, width: edge, height: r.height - 2 * edge),
  ])
  context.restoreGState()
}

/// Intersects the current context's clip with `rect` (`UIRectClip`).
public func UIRectClip(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.clip(to: rect)
}

extension UIColor {
  /// Makes this color the fill and stroke color of the current drawing context, resolved for
  /// `UITraitCollection.current`.
  public func set() {
    setFill()
    setStroke()
  }

  /// Makes this color the fill color of the current drawing context, resolved for
  /// `UITraitCollection.current`.
  public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
  }

  /// Makes this color the stroke color of the current drawing context, resolved for
  /// `UITraitCollection.current`.
  public func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
  }
}
