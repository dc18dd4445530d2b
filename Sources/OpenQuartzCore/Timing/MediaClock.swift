import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics

/// The clock behind ``CACurrentMediaTime()``, display links' frames and the hosts' frame deadlines
/// (an OpenUIKit addition): the one place time comes from.
///
/// By default it reads the system's monotonic clock, at 60 frames per second until a host sets
/// its display's refresh rate. A test installs a clock of its own (OpenUIKitTesting's `TestClock`)
/// and steps time frame by frame, so animation and display-link code runs deterministically,
/// headless, in milliseconds. Foundation's run-loop timers (`Timer`) keep the system clock.
public struct MediaClock: Sendable {
  /// Reads the current time, in seconds.
  public var now: @Sendable () -> CFTimeInterval
  /// The display's refresh rate, in frames per second (at least 1).
  public var framesPerSecond: Double

  /// Creates a clock reading `now`, its display refreshing `framesPerSecond` times a second.
  public init(framesPerSecond: Double = 60, now: @escaping @Sendable () -> CFTimeInterval) {
    self.now = now
    self.framesPerSecond = framesPerSecond.isFinite && framesPerSecond >= 1 ? framesPerSecond : 60
  }

  /// The system's monotonic clock at 60 frames per second.
  public static let system = MediaClock { monotonicSeconds() }

  /// The clock in use: what ``CACurrentMediaTime()`` and display links read.
  public static var current: MediaClock {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }

  // Read by render threads too (`PosixLock` says why not `Mutex`).
  private static let state = PosixLock(MediaClock.system)

  /// Sets the current clock's refresh rate (a host, from its display); ignored unless finite and
  /// at least 1.
  public static func setFramesPerSecond(_ rate: Double) {
    guard rate.isFinite, rate >= 1 else { return }
    state.withLock { $0.framesPerSecond = rate }
  }

  /// Seconds on `CLOCK_MONOTONIC`.
  static func monotonicSeconds() -> CFTimeInterval {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return CFTimeInterval(time.tv_sec) + CFTimeInterval(time.tv_nsec) / 1e9
  }
}
