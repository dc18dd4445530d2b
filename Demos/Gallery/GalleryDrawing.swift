// The gallery's drawing card: an OpenCoreGraphics scene drawn once into an image (gradients,
// shadows, dashes, blend modes, an even-odd star), shown by an image view.
import Foundation
import OpenUIKit

/// Draws a card scene in UIKit coordinates (top-left origin) at 2x.
@MainActor
func renderGallery() throws -> CGImage? {
  let size = CGSize(width: 480, height: 300)
  let context = try CGContext(size: size, scale: 2, coordinateSpace: .uiKit)
  let space = CGColorSpaceCreateDeviceRGB()

  // Background: a vertical gradient.
  let background = CGGradient(
    colorsSpace: space,
    colors: [
      CGColor(red: 0.93, green: 0.95, blue: 1.0, alpha: 1),
      CGColor(red: 0.80, green: 0.86, blue: 0.97, alpha: 1),
    ] as CFArray, locations: [0, 1])
  if let background {
    context.drawLinearGradient(
      background, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
  }

  // A card with a soft shadow and a hairline border.
  let card = CGRect(x: 40, y: 40, width: 240, height: 150)
  context.saveGState()
  context.setShadow(
    offset: CGSize(width: 0, height: 6), blur: 18, color: CGColor(gray: 0, alpha: 0.35))
  context.addPath(CGPath(roundedRect: card, cornerWidth: 16, cornerHeight: 16, transform: nil))
  context.setFillColor(CGColor.white)
  context.fillPath()
  context.restoreGState()
  context.addPath(CGPath(roundedRect: card, cornerWidth: 16, cornerHeight: 16, transform: nil))
  context.setStrokeColor(CGColor(gray: 0.75, alpha: 1))
  context.setLineWidth(1)
  context.strokePath()

  // A radial "avatar" inside the card.
  if let avatar = CGGradient(
    colorsSpace: space,
    colors: [
      CGColor(red: 1.0, green: 0.78, blue: 0.35, alpha: 1),
      CGColor(red: 0.95, green: 0.35, blue: 0.25, alpha: 1),
    ] as CFArray, locations: nil)
  {
    context.saveGState()
    context.addEllipse(in: CGRect(x: 60, y: 60, width: 56, height: 56))
    context.clip()
    context.drawRadialGradient(
      avatar, startCenter: CGPoint(x: 80, y: 78), startRadius: 0,
      endCenter: CGPoint(x: 88, y: 88), endRadius: 36, options: [.drawsAfterEndLocation])
    context.restoreGState()
  }

  // Text placeholders: rounded bars.
  context.setFillColor(CGColor(gray: 0.2, alpha: 1))
  context.addPath(
    CGPath(
      roundedRect: CGRect(x: 132, y: 68, width: 120, height: 12), cornerWidth: 6, cornerHeight: 6,
      transform: nil))
  context.fillPath()
  context.setFillColor(CGColor(gray: 0.6, alpha: 1))
  context.addPath(
    CGPath(
      roundedRect: CGRect(x: 132, y: 90, width: 84, height: 10), cornerWidth: 5, cornerHeight: 5,
      transform: nil))
  context.fillPath()

  // A dashed divider.
  context.setStrokeColor(CGColor(red: 0.25, green: 0.45, blue: 0.9, alpha: 1))
  context.setLineWidth(2)
  context.setLineCap(.round)
  context.setLineDash(phase: 0, lengths: [8, 6])
  context.strokeLineSegments(between: [CGPoint(x: 60, y: 140), CGPoint(x: 260, y: 140)])
  context.setLineDash(phase: 0, lengths: [])

  // Overlapping circles in multiply and screen.
  let circles: [(CGRect, CGColor)] = [
    (
      CGRect(x: 310, y: 50, width: 90, height: 90),
      CGColor(red: 0, green: 0.75, blue: 0.9, alpha: 1)
    ),
    (
      CGRect(x: 360, y: 50, width: 90, height: 90),
      CGColor(red: 0.95, green: 0.2, blue: 0.6, alpha: 1)
    ),
    (
      CGRect(x: 335, y: 95, width: 90, height: 90),
      CGColor(red: 1, green: 0.85, blue: 0.1, alpha: 1)
    ),
  ]
  context.setBlendMode(.multiply)
  for (rect, color) in circles {
    context.setFillColor(color)
    context.fillEllipse(in: rect)
  }
  context.setBlendMode(.normal)

  // A star, even-odd filled, with a stroked outline.
  let star = CGMutablePath()
  let center = CGPoint(x: 380, y: 240)
  for index in 0..<5 {
    let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
    let point = CGPoint(x: center.x + 44 * cos(angle), y: center.y + 44 * sin(angle))
    if index == 0 { star.move(to: point) } else { star.addLine(to: point) }
  }
  star.closeSubpath()
  context.addPath(star)
  context.setFillColor(CGColor(red: 0.2, green: 0.7, blue: 0.35, alpha: 1))
  context.setStrokeColor(CGColor(red: 0.1, green: 0.35, blue: 0.15, alpha: 1))
  context.setLineJoin(.round)
  context.drawPath(using: .eoFillStroke)

  return context.makeImage()
}
