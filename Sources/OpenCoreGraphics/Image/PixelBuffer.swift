import CCairo
import Foundation

/// Owned memory of premultiplied native ARGB32 pixels (cairo's ARGB32).
///
/// Every `CGImage` keeps its pixels in one of these, so that drawing it is a zero-copy cairo
/// surface over the same bytes. Immutable once an image holds it.
final class PixelBuffer: @unchecked Sendable {
  let width: Int
  let height: Int
  let bytesPerRow: Int
  let bytes: UnsafeMutableRawPointer
  /// Who frees `bytes`.
  private let owner: Owner

  /// Who frees a buffer's bytes.
  private enum Owner {
    /// Allocated here.
    case buffer
    /// A cairo image surface the pixels were adopted from (a decoded PNG).
    case cairoSurface(OpaquePointer)
    /// A finished bitmap context's storage (a layer's backing store).
    case bitmap(BitmapStorage)
  }

  /// Allocates pixels, zeroed unless `zeroed` is `false` (a decoder that writes every pixel); the
  /// size must already be validated.
  init(width: Int, height: Int, zeroed: Bool = true) {
    self.width = width
    self.height = height
    self.bytesPerRow = max(width, 0) * 4
    let count = max(bytesPerRow * height, 1)
    bytes = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
    if zeroed { bytes.initializeMemory(as: UInt8.self, repeating: 0, count: count) }
    owner = .buffer
  }

  /// Adopts the pixels of an ARGB32 or RGB24 cairo image surface without copying them, keeping a
  /// reference to the surface; `nil` when the surface has no pixels or its rows are padded.
  init?(adopting surface: OpaquePointer) {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0, stride == width * 4,
      let data = cairo_image_surface_get_data(surface)
    else { return nil }
    self.width = width
    self.height = height
    bytesPerRow = stride
    bytes = UnsafeMutableRawPointer(data)
    owner = .cairoSurface(cairo_surface_reference(surface))
  }

  /// Takes over the pixels of a bitmap context's storage without copying them, keeping the storage
  /// alive; `nil` unless they are native premultiplied ARGB32 in unpadded rows.
  ///
  /// The caller makes sure nothing draws into the storage afterwards (see
  /// `BitmapStorage.finishDrawing()`): an image's pixels never change.
  init?(taking storage: BitmapStorage) {
    guard storage.width > 0, storage.height > 0, storage.format == .nativeARGB,
      storage.bytesPerRow == storage.width * 4, storage.drawsDirectly
    else { return nil }
    width = storage.width
    height = storage.height
    bytesPerRow = storage.bytesPerRow
    bytes = storage.data
    owner = .bitmap(storage)
  }

  deinit {
    switch owner {
    case .buffer: bytes.deallocate()
    case .cairoSurface(let surface): cairo_surface_destroy(surface)
    case .bitmap: break  // the storage frees its own bytes
    }
  }

  /// Makes a cairo surface over these pixels.
  ///
  /// The caller destroys it and keeps the buffer alive meanwhile.
  func makeSurface(opaque: Bool = false) -> OpaquePointer? {
    cairo_image_surface_create_for_data(
      bytes.assumingMemoryBound(to: UInt8.self), opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
      Int32(width), Int32(height), Int32(bytesPerRow))
  }

  /// Runs `body` with a cairo surface over the pixels.
  func withSurface<R>(opaque: Bool = false, _ body: (OpaquePointer) throws -> R) rethrows -> R? {
    guard width > 0, height > 0, let surface = makeSurface(opaque: opaque) else { return nil }
    defer { cairo_surface_destroy(surface) }
    return try body(surface)
  }
}
