import Foundation
import OpenCoreGraphics
import OpenQuartzCore
import OpenUIKitTesting
import Testing

/// Expects the renderer's incremental frame to equal a full redraw of the same tree; `cold` drops
/// every cache first, so that a stale cached raster shows too.
@MainActor
func expectMatchesFullRender(
  _ renderer: CARenderer, cold: Bool = false, _ comment: Comment,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let incremental = try rgbaPixels(of: try #require(renderer.makeImage()))
  if cold { renderer.discardCaches() } else { renderer.setNeedsFullRender() }
  CATransaction.flush()
  let full = try rgbaPixels(of: try #require(renderer.makeImage()))
  #expect(incremental == full, comment, sourceLocation: sourceLocation)
}

/// Renders `root` (placed by its frame) through a `CARenderer` and returns the frame.
@MainActor
func renderFrame(
  _ root: CALayer, size: CGSize, scale: CGFloat = 1,
  background: CGColor? = CGColor(gray: 1, alpha: 1)
) throws -> (CGImage, CARenderer) {
  let renderer = try CARenderer(size: size, scale: scale)
  renderer.backgroundColor = background
  renderer.layer = root
  CATransaction.flush()
  return (try #require(renderer.makeImage()), renderer)
}

@MainActor
func layer(
  _ frame: CGRect, _ color: CGColor? = nil, in parent: CALayer? = nil,
  configure: (CALayer) -> Void = { _ in }
) -> CALayer {
  let layer = CALayer()
  layer.frame = frame
  layer.backgroundColor = color
  configure(layer)
  parent?.addSublayer(layer)
  return layer
}

/// A 200x50 replicator of three instances 60 points apart, added to `root`.
@MainActor
func threeInstanceReplicator(in root: CALayer) -> CAReplicatorLayer {
  let replicator = CAReplicatorLayer()
  replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
  replicator.instanceCount = 3
  replicator.instanceTransform = CATransform3DMakeTranslation(60, 0, 0)
  root.addSublayer(replicator)
  return replicator
}

func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
  CGColor(red: r, green: g, blue: b, alpha: a)
}

/// A 4x4 test image: red top-left quadrant, then green, blue, yellow.
func quadrantImage() -> CGImage? {
  var bytes: [UInt8] = []
  for row in 0..<4 {
    for column in 0..<4 {
      switch (row < 2, column < 2) {
      case (true, true): bytes += [255, 0, 0, 255]
      case (true, false): bytes += [0, 160, 0, 255]
      case (false, true): bytes += [0, 0, 255, 255]
      case (false, false): bytes += [255, 220, 0, 255]
      }
    }
  }
  guard let provider = CGDataProvider(data: Data(bytes) as CFData) else { return nil }
  return CGImage(
    width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
    space: CGColorSpaceCreateDeviceRGB(),
    bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
    provider: provider, decode: nil, shouldInterpolate: false,
    intent: .defaultIntent)
}

/// The premultiplied RGBA bytes of pixel (x, y) (y = 0 at the top).
func pixel(_ pixels: [UInt8], width: Int, _ x: Int, _ y: Int) -> [UInt8] {
  Array(pixels[(y * width + x) * 4..<(y * width + x) * 4 + 4])
}
