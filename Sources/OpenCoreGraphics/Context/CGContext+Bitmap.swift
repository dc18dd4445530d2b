import CCairo
import CGraphicsSupport
import Foundation

/// How user space is laid out in a context made by size (an OpenCoreGraphics addition).
public enum CGBitmapCoordinateSpace: Sendable {
  /// Quartz: origin at the bottom-left, y up (as `CGContext(data:…)`).
  case quartz
  /// UIKit: origin at the top-left, y down, as the contexts that `draw(_:)` and image renderers
  /// hand to drawing code.
  case uiKit
}

extension CGContext {
  /// Creates a bitmap context over `data`, exactly as iOS code calls it.
  ///
  /// Supported layouts (8 bits per component), as Quartz's own list: RGB with `premultipliedFirst`,
  /// `premultipliedLast`, `noneSkipFirst` or `noneSkipLast` in either byte order; gray with
  /// `.none`; `.alphaOnly`. When `data` is `nil` the context owns zeroed memory, readable through
  /// ``data``. The origin is at the bottom-left with y up.
  ///
  /// - Returns: `nil`, with the reason written to standard error as Quartz
  ///   logs it, for unsupported layouts, a `bytesPerRow` too small, or a
  ///   size beyond ``CGBitmapLimits/maximumDimension``.
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) {
    do {
      let storage = try BitmapStorage(
        data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
        bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo)
      self.init(storage: storage, ctm: .identity, baseScale: 1, shadowHeightPointsDown: false)
    } catch {
      Diagnostics.report("CGBitmapContextCreate", error)
      return nil
    }
  }

  /// Creates a premultiplied sRGB bitmap context for `size` points at `scale` pixels per point (an
  /// OpenCoreGraphics addition for headless rendering).
  ///
  /// The pixel size is `ceil(size * scale)`; NaN, infinite and negative sizes give an empty
  /// context, and a non-finite or non-positive scale counts as 1. With `.uiKit` the CTM is `[scale,
  /// 0, 0, -scale, 0, pixelHeight]`, as iOS reports for a UIKit context, and a positive shadow
  /// height moves the shadow down, as in the contexts UIKit makes; with `.quartz` it moves it up.
  /// Shadow offsets are in points.
  ///
  /// - Throws: ``CGBitmapError/tooLarge(width:height:limit:)`` beyond the
  ///   limit.
  public convenience init(
    size: CGSize, scale: CGFloat = 1, coordinateSpace: CGBitmapCoordinateSpace = .quartz
  ) throws(CGBitmapError) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let width = CGBitmapLimits.pixels(size.width, scale: scale)
    let height = CGBitmapLimits.pixels(size.height, scale: scale)
    let storage = try BitmapStorage(
      data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
        | CGBitmapInfo.byteOrder32Little.rawValue)
    let ctm: CGAffineTransform
    switch coordinateSpace {
    case .quartz: ctm = CGAffineTransform(scaleX: scale, y: scale)
    case .uiKit:
      ctm = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(height))
    }
    self.init(
      storage: storage, ctm: ctm, baseScale: scale,
      shadowHeightPointsDown: coordinateSpace == .uiKit)
  }

  /// Returns an image of the context's current pixels, in the context's layout
  /// (`CGBitmapContextCreateImage`); `nil` for an empty context.
  public func makeImage() -> CGImage? {
    // The caller's bytes are current after every drawing call, and may hold
    // pixels written directly since: read them, never the staging copy.
    guard storage.width > 0, storage.height > 0 else { return nil }
    let byteCount = storage.bytesPerRow * storage.height
    let bytes = Data(bytes: storage.data, count: byteCount)
    let raster = PixelBuffer(width: storage.width, height: storage.height)
    cgs_convert_to_argb32(
      storage.data.assumingMemoryBound(to: UInt8.self), storage.bytesPerRow, storage.format.layout,
      raster.bytes.assumingMemoryBound(to: UInt8.self), raster.bytesPerRow, Int32(storage.width),
      Int32(storage.height))
    return CGImage(
      raster: raster, format: storage.format, bitsPerComponent: 8,
      bitsPerPixel: storage.format.bytesPerPixel * 8, bytesPerRow: storage.bytesPerRow,
      colorSpace: storage.colorSpace, bitmapInfo: storage.bitmapInfo, isMask: false, decode: nil,
      shouldInterpolate: true, intent: .defaultIntent, sourceBytes: bytes)
  }
}
