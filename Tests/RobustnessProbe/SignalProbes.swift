import Foundation
@_spi(Platform) import OpenUIKitSDL

/// A process whose main thread is stuck while the termination signals are watched: the first
/// SIGINT or SIGTERM cannot be handled on the main queue, and a second must still end it.
enum SignalProbes {
  static let all: [String: @MainActor () -> String] = [
    "stuckMainThreadSignals": {
      let signals = TerminationSignals { _ in exit(3) }  // never runs: the main queue is stuck
      FileHandle.standardOutput.write(Data("READY\n".utf8))  // unbuffered
      // Stuck: never back to the main queue (only signals end this).
      while true { sleep(60) }
      withExtendedLifetime(signals) {}
      return "not reached"
    }
  ]
}
