import Foundation
import Testing

/// Runs one probe of the `RobustnessProbe` executable in its own process, under an address-space
/// cap and a timeout, so that a crash, a hang or a runaway allocation fails one test instead of
/// the runner.
struct ProbeRun {
  /// The probe's `RESULT` line, or `nil` when it printed none.
  let result: String?
  /// Its peak resident memory in MiB, or `nil`.
  let peakMebibytes: Int?
  /// What it wrote on standard error (the diagnostics).
  let diagnostics: String
  /// Its exit status: 0, a signal (128 + n from the shell), or 124 for the timeout.
  let status: Int32

  /// The probe executable beside the test bundle (`swift build --build-tests` builds it).
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("RobustnessProbe")
  }

  /// The sanitizer this build runs under (`swift test --sanitize=…`), found by its runtime's entry
  /// point, or `nil`.
  ///
  /// AddressSanitizer reserves terabytes of address space for its shadow and keeps freed memory in
  /// quarantine, and ThreadSanitizer slows code down many times: under either, probes run without
  /// the address-space cap, with a longer timeout, and their peak memory is not checked.
  static let sanitizer: String? = {
    let handle = dlopen(nil, RTLD_NOW)
    defer { if let handle { dlclose(handle) } }
    if dlsym(handle, "__asan_init") != nil { return "address" }
    if dlsym(handle, "__tsan_init") != nil { return "thread" }
    return nil
  }()

  /// Runs `probe` with at most `addressSpaceGiB` of address space and `seconds` of wall time.
  ///
  /// A probe expected to stop the program runs without Swift's backtracer (`backtraces: false`):
  /// under AddressSanitizer the backtracer outlived the stopped probe and kept its output open, so
  /// the read below never ended.
  static func run(
    _ probe: String, seconds: Int = 60, addressSpaceGiB: Int = 8, backtraces: Bool = true
  ) throws -> ProbeRun {
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "build the probes first: swift build --build-tests")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    let cap = sanitizer == nil ? "ulimit -v \(addressSpaceGiB * 1024 * 1024); " : ""
    let limit = sanitizer == nil ? seconds : seconds * 5
    process.arguments = [
      "-c",
      cap + (backtraces ? "" : "SWIFT_BACKTRACE=enable=no ")
        + "exec timeout -k 5 \(limit) \"$0\" \"$1\"", executable.path, probe,
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read both pipes while the probe runs, so that neither fills up and blocks it.
    let errorData = LockedData()
    let reader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { usleep(1000) }
    let lines = String(decoding: outputData, as: UTF8.self).split(separator: "\n")
    func value(_ prefix: String) -> String? {
      lines.first { $0.hasPrefix(prefix + " ") }.map { String($0.dropFirst(prefix.count + 1)) }
    }
    return ProbeRun(
      result: value("RESULT"), peakMebibytes: value("PEAK_RSS_MIB").flatMap { Int($0) },
      diagnostics: String(decoding: errorData.data, as: UTF8.self),
      status: process.terminationStatus)
  }
}

/// Bytes handed from the reader thread.
final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Data?

  func set(_ data: Data) { lock.withLock { stored = data } }
  var isSet: Bool { lock.withLock { stored != nil } }
  var data: Data { lock.withLock { stored ?? Data() } }
}
