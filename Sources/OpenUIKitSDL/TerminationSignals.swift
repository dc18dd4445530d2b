import CTerminationSignals
import Foundation

/// SIGINT (Ctrl+C in the terminal) and SIGTERM end the application as its Quit command does.
///
/// SDL's own handlers turn these signals into a quit event that waits in SDL's queue, where
/// nothing wakes a loop sleeping in the main run loop (the gallery used to run on until the mouse
/// moved). Here a C handler (`CTerminationSignals`, async-signal-safe: it only writes, resets and
/// raises) writes the signal's number to a pipe that a dispatch source on the main queue reads,
/// which wakes the run loop as any main-queue block does; the source asks the application to
/// terminate, so the loop ends, the scenes disconnect and `applicationWillTerminate(_:)` runs. A
/// second signal before that has happened ends the process at once, in the handler itself, even
/// when the main thread is stuck (`SignalTests` checks it with a probe whose main thread sleeps).
@_spi(Platform)
@MainActor
public final class TerminationSignals {
  /// The signals watched.
  static let numbers: [Int32] = [SIGINT, SIGTERM]

  private var source: (any DispatchSourceRead)?

  /// Watches the signals, calling `handler` on the main actor with each one's number.
  ///
  /// Watches nothing when the pipe cannot be made (the actions stay as they were). A signal the process
  /// was started ignoring (a background job's SIGINT) stays ignored.
  public init(handler: @escaping @MainActor (Int32) -> Void) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)  // the handler never blocks
    }
    let readEnd = ends[0]
    let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
    source.setEventHandler {
      var byte: UInt8 = 0
      while read(readEnd, &byte, 1) == 1 {
        let number = Int32(byte)
        MainActor.assumeIsolated { handler(number) }
      }
    }
    let writeEnd = ends[1]
    source.setCancelHandler {
      // Closed once the source lets go of the descriptor, as dispatch requires.
      close(readEnd)
      close(writeEnd)
    }
    source.resume()
    self.source = source
    let installed = Self.numbers.withUnsafeBufferPointer { numbers in
      ouk_termination_signals_install(ends[1], numbers.baseAddress, Int32(numbers.count))
    }
    if installed != 0 { cancel() }
  }

  /// Stops watching and puts back the actions the signals had before.
  public func cancel() {
    Self.numbers.withUnsafeBufferPointer { numbers in
      ouk_termination_signals_remove(numbers.baseAddress, Int32(numbers.count))
    }
    source?.cancel()
    source = nil
  }
}
