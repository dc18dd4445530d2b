import Foundation

/// The Swift stand-in for CoreFoundation's `CFURL`: Foundation's `URL`.
public typealias CFURL = URL

/// A source of bytes for an image, as Core Graphics' `CGDataProvider`.
public final class CGDataProvider: Sendable {
  /// A copy of the provider's bytes (`CGDataProviderCopyData`).
  public let data: CFData?

  /// Creates a provider over `data`; the bytes are copied (Data is a value).
  public init(data: CFData) {
    self.data = data
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
}
