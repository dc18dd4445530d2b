import Foundation

/// Reports a refused call on standard error, as Quartz logs to the console
/// when a C-style call such as `CGBitmapContextCreate` returns NULL.
enum Diagnostics {
  static func report(_ function: String, _ message: Any) {
    FileHandle.standardError.write(Data("OpenCoreGraphics: \(function): \(message)\n".utf8))
  }
}
