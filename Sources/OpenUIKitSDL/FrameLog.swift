import Foundation
@_spi(Platform) import OpenUIKit

/// A line per presented frame, written to the file named by `OPENUIKIT_FRAME_LOG`.
///
/// Nothing is written without it. A line holds the media time, the interval since the window's last frame, the pixels updated
/// and the time the copy to the screen took. Smooth motion shows as intervals of one display
/// frame; a stall as a longer one.
@MainActor
final class FrameLog {
  private let handle: FileHandle
  private var lastFrame: [UInt32: CFTimeInterval] = [:]

  /// The log the environment asks for, opened once.
  static let shared: FrameLog? = {
    guard let path = ProcessInfo.processInfo.environment["OPENUIKIT_FRAME_LOG"], !path.isEmpty,
      FileManager.default.createFile(
        atPath: path, contents: Data("# window t_s dt_ms pixels present_ms\n".utf8)),
      let handle = FileHandle(forWritingAtPath: path)
    else { return nil }
    handle.seekToEndOfFile()
    return FrameLog(handle: handle)
  }()

  private init(handle: FileHandle) { self.handle = handle }

  /// Records a frame of window `id`.
  func record(window id: UInt32, pixels: Int, presentSeconds: Double) {
    let now = CACurrentMediaTime()
    let interval = lastFrame[id].map { (now - $0) * 1000 } ?? 0
    lastFrame[id] = now
    let line = String(
      format: "%u %.4f %.2f %d %.3f\n", id, now, interval, pixels, presentSeconds * 1000)
    handle.write(Data(line.utf8))
  }
}
