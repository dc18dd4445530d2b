import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics
import OpenUIKit

/// A line per presented frame, written to the file named by `OPENUIKIT_FRAME_LOG`.
///
/// Nothing is written without it. A line holds the window, the media time, the interval since the
/// window's last frame, the pixels updated, the time the copy to the screen took, and the thread
/// that presented it (`main`, or `render` for a frame the render thread painted while the main
/// thread was busy). Smooth motion shows as intervals of one display frame; a stall as a longer
/// one.
final class FrameLog: Sendable {
  private struct State {
    let handle: FileHandle
    var lastFrame: [UInt32: CFTimeInterval] = [:]
  }
  // Written by either thread (`PosixLock` says why not `Mutex`).
  private let state: PosixLock<State>

  /// The log the environment asks for, opened once.
  static let shared: FrameLog? = {
    guard let path = ProcessInfo.processInfo.environment["OPENUIKIT_FRAME_LOG"], !path.isEmpty,
      FileManager.default.createFile(
        atPath: path, contents: Data("# window t_s dt_ms pixels present_ms thread\n".utf8)),
      let handle = FileHandle(forWritingAtPath: path)
    else { return nil }
    handle.seekToEndOfFile()
    return FrameLog(handle: handle)
  }()

  private init(handle: FileHandle) { state = PosixLock(State(handle: handle)) }

  /// Records a frame of window `id` (on the thread that presented it).
  func record(window id: UInt32, pixels: Int, presentSeconds: Double) {
    let now = CACurrentMediaTime()
    let thread = MainThread.isCurrent ? "main" : "render"
    state.withLock { state in
      let interval = state.lastFrame[id].map { (now - $0) * 1000 } ?? 0
      state.lastFrame[id] = now
      let line =
        String(
          format: "%u %.4f %.2f %d %.3f ", id, now, interval, pixels, presentSeconds * 1000)
        + thread + "\n"
      state.handle.write(Data(line.utf8))
    }
  }
}
