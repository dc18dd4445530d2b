import Foundation

/// Reports refused calls and clamped input on standard error, as Quartz logs to the console when a
/// C-style call such as `CGBitmapContextCreate` returns NULL.
///
/// Not API beyond this module: OpenQuartzCore and OpenUIKit report through it with
/// `@_spi(Compositor)`, so that every diagnostic has one form (`<module>: <what>: <why>`), can be
/// limited to once per cause, and can be watched by tests.
@_spi(Compositor)
public enum Diagnostics {
  private struct State {
    var reported: Set<String> = []
    /// How often each ``limited(_:_:module:)`` key was written.
    var repeats: [String: Int] = [:]
    var saidFull = false
    var observer: (@Sendable (String) -> Void)?
  }

  // Reached from the render thread too (`PosixLock` says why not `Mutex`).
  private static let state = PosixLock(State())

  /// Writes `<module>: <function>: <message>` on standard error.
  public static func report(_ function: String, _ message: Any, module: String = "OpenCoreGraphics")
  {
    write("\(module): \(function): \(message)")
  }

  /// Writes `<module>: <message>` on standard error.
  public static func log(_ message: String, module: String) {
    write("\(module): \(message)")
  }

  /// Writes `<module>: <message>` the first time `key` is reported in this process, and nothing
  /// after (a clamp hit on every frame is said once).
  ///
  /// At most ``maximumOnceKeys`` keys are remembered (keys that name a layer or a view class could
  /// otherwise grow without end); past that, new ones are not written, which one line says.
  public static func once(_ key: String, _ message: String, module: String = "OpenQuartzCore") {
    let outcome: OnceOutcome = state.withLock { state in
      if state.reported.contains(key) { return .known }
      guard state.reported.count + state.repeats.count < maximumOnceKeys else {
        if state.saidFull { return .known }
        state.saidFull = true
        return .full
      }
      state.reported.insert(key)
      return .new
    }
    switch outcome {
    case .new: write("\(module): \(message)")
    case .full:
      write(
        "OpenCoreGraphics: \(maximumOnceKeys) different diagnostics were written; further ones "
          + "are not")
    case .known: break
    }
  }

  /// The most once-only diagnostics remembered.
  public static let maximumOnceKeys = 4_096

  /// The most times ``limited(_:_:module:)`` writes one key's message.
  public static let maximumRepeats = 8

  /// Writes `<module>: <message>` each time, as UIKit logs each refused call, but no more than
  /// ``maximumRepeats`` times for `key`; the last of them says that repeats are not written
  /// (10,000 refused presentations in a turn write eight lines, not 10,000).
  ///
  /// The keys count with the once-only diagnostics' towards ``maximumOnceKeys``: past it new keys
  /// are not written, which one line says.
  public static func limited(_ key: String, _ message: String, module: String) {
    let count: Int? = state.withLock { state in
      if let seen = state.repeats[key] {
        guard seen < maximumRepeats else { return nil }
        state.repeats[key] = seen + 1
        return seen + 1
      }
      guard state.repeats.count + state.reported.count < maximumOnceKeys else {
        if state.saidFull { return nil }
        state.saidFull = true
        return 0
      }
      state.repeats[key] = 1
      return 1
    }
    guard let count else { return }
    guard count > 0 else {
      return write(
        "OpenCoreGraphics: \(maximumOnceKeys) different diagnostics were written; further ones "
          + "are not")
    }
    let suffix =
      count == maximumRepeats
      ? " (said \(maximumRepeats) times; further repeats are not written)" : ""
    write("\(module): \(message)\(suffix)")
  }

  private enum OnceOutcome { case new, full, known }

  /// Calls `observer` with every diagnostic written from now on (tests watch them); `nil` stops.
  public static func observe(_ observer: (@Sendable (String) -> Void)?) {
    state.withLock { $0.observer = observer }
  }

  /// Forgets which once-only diagnostics were written (tests).
  public static func resetOnce() {
    state.withLock {
      $0.reported.removeAll()
      $0.repeats.removeAll()
      $0.saidFull = false
    }
  }

  private static func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
    state.withLock { $0.observer }?(line)
  }
}
