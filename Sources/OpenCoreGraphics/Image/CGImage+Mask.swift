import CGraphicsSupport
import Foundation

extension CGImage {
  /// Creates an image mask: samples act as inverse alpha, as in Core
  /// Graphics (with the default decode `[0, 1]`, 0 paints and 1 masks out).
  ///
  /// - Parameters:
  ///   - bitsPerComponent: 1, 2, 4 or 8.
  ///   - bitsPerPixel: Equal to `bitsPerComponent`.
  ///   - decode: Optional `[d0, d1]` mapping samples before inversion;
  ///     `[1, 0]` makes 1 paint.
  public convenience init?(
    maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int,
    bytesPerRow: Int, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
    shouldInterpolate: Bool
  ) {
    do {
      try CGBitmapLimits.validate(width: width, height: height)
      guard [1, 2, 4, 8].contains(bitsPerComponent), bitsPerPixel == bitsPerComponent else {
        throw CGBitmapError.unsupportedFormat(
          "image masks take 1, 2, 4 or 8 bits per pixel, not \(bitsPerPixel)")
      }
      let minimumRow = (width * bitsPerPixel + 7) / 8
      guard bytesPerRow >= minimumRow else {
        throw CGBitmapError.invalidBytesPerRow(bytesPerRow: bytesPerRow, minimum: minimumRow)
      }
      let needed = try CGBitmapLimits.byteCount(
        bytesPerRow: bytesPerRow, height: height, lastRowBytes: minimumRow)
      let bytes = provider.data ?? Data()
      guard bytes.count >= needed else {
        throw CGBitmapError.insufficientData(needed: needed, available: bytes.count)
      }
      let d0 = decode?[0] ?? 0
      let d1 = decode?[1] ?? 1
      let maximum = CGFloat((1 << bitsPerComponent) - 1)
      // One lookup per possible sample value: sample -> painted coverage.
      let coverage: [UInt32] = (0...Int(maximum)).map { sample in
        let value = d0 + CGFloat(sample) / maximum * (d1 - d0)
        return UInt32((1 - min(max(value, 0), 1)) * 255 + 0.5)
      }
      let raster = PixelBuffer(width: width, height: height)
      bytes.withUnsafeBytes { source in
        for y in 0..<height {
          let row = raster.bytes.advanced(by: y * raster.bytesPerRow)
            .assumingMemoryBound(to: UInt32.self)
          for x in 0..<width {
            let bit = x * bitsPerComponent
            let byte = source[y * bytesPerRow + bit / 8]
            let shift = 8 - bitsPerComponent - bit % 8
            let sample = Int(byte >> UInt8(shift)) & Int(maximum)
            row[x] = coverage[sample] << 24  // premultiplied black, alpha = coverage
          }
        }
      }
      self.init(
        raster: raster,
        format: bitsPerComponent == 8
          ? PixelFormat(
            bytesPerPixel: 1, red: -1, green: -1, blue: -1, alpha: 0, isGray: false,
            isPremultiplied: true) : nil,
        bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
        colorSpace: nil, bitmapInfo: CGBitmapInfo(alphaInfo: .alphaOnly), isMask: true,
        decode: decode.map { [$0[0], $0[1]] }, shouldInterpolate: shouldInterpolate,
        intent: .defaultIntent, sourceBytes: bytes)
    } catch {
      Diagnostics.report("CGImageMaskCreate", error)
      return nil
    }
  }

  /// An A8 plane of the coverage this image gives as a clipping mask:
  /// alpha for images with alpha and for image masks, luminance otherwise
  /// (a gray image without alpha masks by its gray value, as in Quartz).
  func coveragePlane() -> PixelBuffer.Plane {
    let plane = PixelBuffer.Plane(width: width, height: height)
    let source: cgs_coverage_source = hasAlpha ? CGS_COVERAGE_ALPHA : CGS_COVERAGE_LUMINANCE
    cgs_coverage_from_argb32(
      raster.bytes.assumingMemoryBound(to: UInt8.self), raster.bytesPerRow, Int32(width),
      Int32(height), source, plane.bytes.assumingMemoryBound(to: UInt8.self), plane.bytesPerRow,
      0, 0)
    return plane
  }
}
