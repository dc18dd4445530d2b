import Foundation

/// Uniform type identifiers for files, as Apple's systems name them, from a file's extension:
/// what an item provider for a dropped file registers, and what a type conforms to.
///
/// A small table of common types (images, text, PDF, archives, audio and video); any other file
/// is `public.data`, a folder `public.folder`. Every file conforms to `public.data` and
/// `public.item`, every folder to `public.directory` and `public.item`.
enum FileTypeIdentifiers {
  /// The type of each extension, and the types it conforms to (nearest first).
  private static let table: [String: [String]] = [
    "png": ["public.png", "public.image"],
    "jpg": ["public.jpeg", "public.image"],
    "jpeg": ["public.jpeg", "public.image"],
    "gif": ["com.compuserve.gif", "public.image"],
    "webp": ["org.webmproject.webp", "public.image"],
    "svg": ["public.svg-image", "public.image", "public.xml", "public.text"],
    "txt": ["public.plain-text", "public.text"],
    "md": ["net.daringfireball.markdown", "public.plain-text", "public.text"],
    "json": ["public.json", "public.text"],
    "csv": ["public.comma-separated-values-text", "public.plain-text", "public.text"],
    "html": ["public.html", "public.text"],
    "xml": ["public.xml", "public.text"],
    "swift": ["public.swift-source", "public.source-code", "public.plain-text", "public.text"],
    "pdf": ["com.adobe.pdf"],
    "zip": ["public.zip-archive", "public.archive"],
    "mp3": ["public.mp3", "public.audio"],
    "wav": ["com.microsoft.waveform-audio", "public.audio"],
    "mp4": ["public.mpeg-4", "public.movie"],
    "mov": ["com.apple.quicktime-movie", "public.movie"],
  ]

  /// The identifiers `url` registers, most specific first.
  static func identifiers(for url: URL) -> [String] {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return ["public.folder", "public.directory", "public.item"]
    }
    let specific = table[url.pathExtension.lowercased()] ?? []
    return specific + ["public.data", "public.item"]
  }

  /// The identifiers a text file's contents can be read as.
  static let text = "public.text"
  /// A file URL.
  static let fileURL = "public.file-url"
}
