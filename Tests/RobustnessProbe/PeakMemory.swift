import Foundation

/// The process's peak resident memory (`VmHWM` in `/proc/self/status`).
enum PeakMemory {
  static func mebibytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kib = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return -1 }
    return kib / 1024
  }
}
