import Foundation

/// The Swift stand-in for CoreFoundation's `CFURL`: Foundation's `URL`.
public typealias CFURL = URL

/// The function a data provider calls when it no longer needs the bytes it was made over
/// (`CGDataProviderReleaseDataCallback`): the info pointer, the bytes and their count.
public typealias CGDataProviderReleaseDataCallback =
  @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void

/// A source of bytes for an image, as Core Graphics' `CGDataProvider`.
///
/// The bytes are copied when the provider is made, so the caller's buffer may change or go away
/// afterwards without affecting images made from it.
public final class CGDataProvider: Sendable {
  /// A copy of the provider's bytes (`CGDataProviderCopyData`).
  public let data: CFData?
  /// Calls a caller's release callback when the provider goes away.
  private let release: ReleaseCallback?

  /// Creates a provider over `data`; the bytes are copied (Data is a value).
  ///
  /// Failable, as Quartz declares it, so that `CGDataProvider(data: data)!` ports unchanged; it
  /// succeeds for any `Data`.
  public init?(data: CFData) {
    self.data = data
    release = nil
  }

  /// Creates a provider over `size` bytes at `data`, as `CGDataProviderCreateWithData`.
  ///
  /// The bytes are copied at once; `releaseData` is called with `info`, `data` and `size` when the
  /// provider is deallocated, as Quartz calls it, so code that frees the buffer there ports
  /// unchanged. `nil` for a negative size.
  public init?(
    dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
    releaseData: CGDataProviderReleaseDataCallback
  ) {
    guard size >= 0 else { return nil }
    self.data = Data(bytes: data, count: size)
    release = ReleaseCallback(info: info, data: data, size: size, callback: releaseData)
  }

  /// Creates a provider from a file's contents, or `nil` when unreadable.
  public convenience init?(url: CFURL) {
    guard let contents = try? Data(contentsOf: url) else { return nil }
    self.init(data: contents)
  }

  /// Creates a provider from the file at `filename`, or `nil` when unreadable.
  public convenience init?(filename: String) {
    self.init(url: URL(fileURLWithPath: filename))
  }

  /// Creates a provider over bytes the framework itself made.
  init(bytes: Data) {
    data = bytes
    release = nil
  }
}

/// A caller's release callback and its arguments, called once when the provider goes away.
///
/// `@unchecked Sendable`: the pointers are only handed back to the caller's callback, never read.
private final class ReleaseCallback: @unchecked Sendable {
  let info: UnsafeMutableRawPointer?
  let data: UnsafeRawPointer
  let size: Int
  let callback: CGDataProviderReleaseDataCallback

  init(
    info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
    callback: CGDataProviderReleaseDataCallback
  ) {
    (self.info, self.data, self.size, self.callback) = (info, data, size, callback)
  }

  deinit { callback(info, data, size) }
}
