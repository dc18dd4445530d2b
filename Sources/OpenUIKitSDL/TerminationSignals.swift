import Foundation

/// SIGINT (Ctrl+C in the terminal) and SIGTERM end the application as its Quit command does.
///
/// SDL's own handlers turn these signals into a quit event that waits in SDL's queue, where
/// nothing wakes a loop sleeping in the main run loop (the gallery used to run on until the mouse
/// moved). Here each signal is ignored by default and watched by a dispatch source on the main
/// queue instead, which wakes the run loop as any main-queue block does; its handler asks the
/// application to terminate, so the loop ends, the scenes disconnect and
/// `applicationWillTerminate(_:)` runs. The first signal's handler also puts the default action
/// back: a second Ctrl+C ends a program that ran the handler and does not quit (a main thread
/// that is stuck never runs it).
@MainActor
final class TerminationSignals {
  /// The signals watched.
  static let numbers: [Int32] = [SIGINT, SIGTERM]

  private var sources: [DispatchSourceSignal] = []

  /// Watches the signals, calling `handler` on the main actor with each one's number.
  init(handler: @escaping @MainActor (Int32) -> Void) {
    for number in Self.numbers {
      // Ignored so the process does not die of it; on Linux libdispatch reads the signal
      // through its own handler and signalfd (checked by SignalQuitEndToEndTests).
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler {
        MainActor.assumeIsolated {
          for number in Self.numbers { signal(number, SIG_DFL) }
          handler(number)
        }
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Stops watching and puts the default actions back.
  func cancel() {
    for source in sources { source.cancel() }
    sources = []
    for number in Self.numbers { signal(number, SIG_DFL) }
  }
}
