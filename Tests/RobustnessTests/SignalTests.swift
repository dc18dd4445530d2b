import Foundation
import Testing

/// The termination signals' handler (`OpenUIKitSDL/TerminationSignals.swift`) ends a program
/// whose main thread is stuck at the second Ctrl+C, as a terminal user expects: the first signal
/// waits for the main loop, which never comes; the second is handled in the signal handler.
@Suite struct SignalTests {
  @Test(arguments: [SIGINT, SIGTERM])
  func aSecondSignalEndsAProgramWhoseMainThreadIsStuck(signal: Int32) throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: ProbeRun.executable.path),
      "build the probes first: swift build --build-tests")
    let process = Process()
    process.executableURL = ProbeRun.executable
    process.arguments = ["stuckMainThreadSignals"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    let ready = output.fileHandleForReading.availableData
    #expect(String(decoding: ready, as: UTF8.self).contains("READY"))
    kill(process.processIdentifier, signal)
    usleep(300_000)
    #expect(process.isRunning, "the first signal waits for the main loop")
    kill(process.processIdentifier, signal)
    for _ in 0..<50 where process.isRunning { usleep(100_000) }
    #expect(!process.isRunning, "still running 5 s after the second signal")
    guard !process.isRunning else { return }
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signal)
  }
}
