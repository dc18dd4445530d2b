import Foundation

/// Foundation's `NSItemProvider` (which Foundation on Linux does not have), for the files a drop
/// brings: one file's representations, loaded as a file, as data, or as a URL, a string (text
/// files) or an object of an ``NSItemProviderReading`` class (`UIImage`: PNG and JPEG files).
///
/// Completion handlers run on a background queue, as Foundation's do; `UIDropSession`'s
/// `loadObjects(ofClass:completion:)` hands its results to the main queue.
public final class NSItemProvider: @unchecked Sendable {
  /// The file the provider stands for (immutable, so the provider crosses queues safely).
  private let fileURL: URL?
  /// The type identifiers the provider can load, most specific first.
  public let registeredTypeIdentifiers: [String]
  /// A name for the item (the file's name without its extension).
  public var suggestedName: String? {
    get { lock.withLock { storedSuggestedName } }
    set { lock.withLock { storedSuggestedName = newValue } }
  }
  private var storedSuggestedName: String?
  private let lock = NSLock()

  /// Creates a provider with nothing to load.
  public init() {
    fileURL = nil
    registeredTypeIdentifiers = []
  }

  /// Creates a provider for a file; `nil` when `fileURL` is not a file URL.
  public init?(contentsOf fileURL: URL?) {
    guard let fileURL, fileURL.isFileURL else { return nil }
    self.fileURL = fileURL
    registeredTypeIdentifiers =
      FileTypeIdentifiers.identifiers(for: fileURL) + [FileTypeIdentifiers.fileURL]
    storedSuggestedName = fileURL.deletingPathExtension().lastPathComponent
  }

  /// Whether the provider has a representation of `typeIdentifier` (or of a type conforming to
  /// it).
  public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    registeredTypeIdentifiers.contains(typeIdentifier)
  }

  /// Gives the file, on a background queue; an error when it has no such representation.
  @discardableResult
  public func loadFileRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
  ) -> Progress {
    load(typeIdentifier, completionHandler) { $0 }
  }

  /// Gives the file's bytes (for `public.file-url`, the URL's), on a background queue.
  @discardableResult
  public func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress {
    let isURL = typeIdentifier == FileTypeIdentifiers.fileURL
    return load(typeIdentifier, completionHandler) { url in
      isURL ? Data(url.absoluteString.utf8) : try Data(contentsOf: url)
    }
  }

  /// Whether ``loadObject(ofClass:completionHandler:)-(URL.Type,_)`` can give a URL: always,
  /// for a file.
  public func canLoadObject(ofClass aClass: URL.Type) -> Bool { fileURL != nil }

  /// Whether the provider can give a string: a text file.
  public func canLoadObject(ofClass aClass: String.Type) -> Bool {
    hasItemConformingToTypeIdentifier(FileTypeIdentifiers.text)
  }

  /// Whether the provider can make an object of `aClass` (`UIImage`: a PNG or JPEG file).
  public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
  }

  /// Gives the file's URL.
  @discardableResult
  public func loadObject(
    ofClass aClass: URL.Type, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
  ) -> Progress {
    load(FileTypeIdentifiers.fileURL, completionHandler) { $0 }
  }

  /// Gives a text file's contents (UTF-8).
  @discardableResult
  public func loadObject(
    ofClass aClass: String.Type,
    completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void
  ) -> Progress {
    load(FileTypeIdentifiers.text, completionHandler) { url in
      guard let text = String(data: try Data(contentsOf: url), encoding: .utf8) else {
        throw ItemProviderError.unreadable(url)
      }
      return text
    }
  }

  /// Makes an object of `aClass` from the file (a `UIImage` from a PNG or JPEG file); the
  /// completion gets it as Foundation gives it, to be cast (`object as? UIImage`).
  @discardableResult
  public func loadObject(
    ofClass aClass: any NSItemProviderReading.Type,
    completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
  ) -> Progress {
    let typeIdentifier =
      aClass.readableTypeIdentifiersForItemProvider.first {
        hasItemConformingToTypeIdentifier($0)
      } ?? aClass.readableTypeIdentifiersForItemProvider.first ?? ""
    let progress = Progress(totalUnitCount: 1)
    _ = loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
      guard let data else { return completionHandler(nil, error) }
      do {
        let object = try aClass.object(withItemProviderData: data, typeIdentifier: typeIdentifier)
        progress.completedUnitCount = 1
        completionHandler(object, nil)
      } catch {
        completionHandler(nil, error)
      }
    }
    return progress
  }

  /// Reads the file as `typeIdentifier` on a background queue and hands over the value or the
  /// error.
  private func load<Value: Sendable>(
    _ typeIdentifier: String,
    _ completionHandler: @escaping @Sendable (Value?, (any Error)?) -> Void,
    _ read: @escaping @Sendable (URL) throws -> Value
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    guard let fileURL, hasItemConformingToTypeIdentifier(typeIdentifier) else {
      let error = ItemProviderError.unavailable(typeIdentifier)
      DispatchQueue.global().async { completionHandler(nil, error) }
      return progress
    }
    DispatchQueue.global().async {
      do {
        let value = try read(fileURL)
        progress.completedUnitCount = 1
        completionHandler(value, nil)
      } catch {
        completionHandler(nil, error)
      }
    }
    return progress
  }
}

/// Why an item provider gave nothing.
public enum ItemProviderError: Error, Equatable, Sendable {
  /// The provider has no representation of the type.
  case unavailable(String)
  /// The file could not be read as the type.
  case unreadable(URL)
  /// The data could not be decoded as the type.
  case undecodable(String)
}
