import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenUIKit
import Synchronization

/// A media clock a test steps by hand: installed, it is what `CACurrentMediaTime()` and display
/// links read, so animation and display-link code runs on virtual time, headless, in
/// milliseconds.
///
/// ``advance(by:)`` moves time one display frame at a time; at each frame the due display links
/// fire and a commit runs, as a host's run-loop turn would. Foundation's `Timer`s keep the system
/// clock. ``uninstall()`` (or releasing the clock) puts the previous clock back and removes the
/// display links added while it was installed (their deadlines are in its virtual time; a test
/// that ends mid-animation must not leave them running for the next one).
///
/// ```swift
/// let clock = TestClock()
/// link.add(to: .main, forMode: .common)
/// clock.advance(by: 0.5)  // 30 frames at 60 Hz
/// ```
@preconcurrency @MainActor
public final class TestClock {
  /// The time, shared with the installed `MediaClock`'s reader.
  private final class Time: Sendable {
    let value: Mutex<CFTimeInterval>
    init(_ start: CFTimeInterval) { value = Mutex(start) }
  }

  private let time: Time
  private var previous: MediaClock
  /// The clocks installed and not yet uninstalled, oldest first: a clock released late (its
  /// deinit runs after the next test installed its own) must not put back a clock over a newer
  /// one.
  ///
  /// Held unretained (a clock uninstalls itself when released): each entry is removed by its
  /// clock's `uninstall()`, so every entry is alive.
  private static var installed: [Unmanaged<TestClock>] = []
  private var isInstalled = true
  /// The display links scheduled before this clock.
  private let linksBefore: Set<ObjectIdentifier>

  /// The display's refresh rate, in frames per second.
  public let framesPerSecond: Double

  /// The current time, in seconds.
  public var now: CFTimeInterval { time.value.withLock { $0 } }

  /// Installs a clock at `start` seconds whose display refreshes `framesPerSecond` times a second.
  public init(start: CFTimeInterval = 1_000, framesPerSecond: Double = 60) {
    let rate = framesPerSecond.isFinite && framesPerSecond >= 1 ? framesPerSecond : 60
    let time = Time(start)
    self.time = time
    self.framesPerSecond = rate
    previous = MediaClock.current
    linksBefore = Set(CADisplayLink.scheduledLinks.map(ObjectIdentifier.init))
    MediaClock.current = MediaClock(framesPerSecond: rate) { time.value.withLock { $0 } }
    Self.installed.append(Unmanaged.passUnretained(self))
    CADisplayLink.beginDriving()
  }

  isolated deinit { uninstall() }

  /// Puts back the clock that was current before this one.
  public func uninstall() {
    guard isInstalled else { return }
    isInstalled = false
    CADisplayLink.endDriving()
    let index = Self.installed.firstIndex {
      $0.toOpaque() == Unmanaged.passUnretained(self).toOpaque()
    }
    if let index { Self.installed.remove(at: index) }
    if let index, index < Self.installed.count {
      // A newer clock is installed: it keeps the time, and puts back what this one replaced.
      Self.installed[index].takeUnretainedValue().previous = previous
    } else {
      MediaClock.current = previous
    }
    for link in CADisplayLink.scheduledLinks where !linksBefore.contains(ObjectIdentifier(link)) {
      link.remove(from: .main, forMode: .common)
    }
  }

  /// Advances time by `seconds`, a display frame at a time.
  ///
  /// At each frame the due display links fire, then a commit runs. A remainder shorter than a frame moves time without a frame.
  /// Negative or non-finite durations do nothing.
  public func advance(by seconds: TimeInterval) {
    guard seconds.isFinite, seconds > 0 else { return }
    let frame = 1 / framesPerSecond
    let frames = Int((seconds / frame + 1e-9).rounded(.down))
    let start = now
    // From the start each time: no drift from adding a frame's duration again and again.
    for index in stride(from: 1, through: frames, by: 1) {
      setTime(start + Double(index) * frame)
      CADisplayLink.fireDueLinks(at: now)
      CATransaction.flush()
    }
    setTime(start + seconds)
  }

  /// Advances time by `count` display frames (see ``advance(by:)``).
  public func advanceFrames(_ count: Int) {
    guard count > 0 else { return }
    advance(by: Double(count) / framesPerSecond)
  }

  private func setTime(_ value: CFTimeInterval) {
    time.value.withLock { $0 = value }
  }
}
