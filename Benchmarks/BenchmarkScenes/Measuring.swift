import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Milliseconds in a duration.
public func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

/// The nearest-rank percentile `p` (0…1) of sorted values.
public func percentile(_ sorted: [Double], _ p: Double) -> Double {
  guard !sorted.isEmpty else { return 0 }
  let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1  // nearest rank
  return sorted[min(max(rank, 0), sorted.count - 1)]
}

/// The process's peak resident set: `VmHWM` of `/proc/self/status`, which
/// belongs to this program's address space. (`ru_maxrss` survives `exec`, so
/// under `swift run` it would report the build driver's peak instead.)
public func peakRSSMiB() -> Double {
  if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kib = Double(line.split(separator: " ").dropFirst().first ?? "")
  {
    return kib / 1024
  }
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024  // KiB on Linux
}

/// A memcpy of one framebuffer of the cards scene (1280 × 800 points) at `scale`: the least any
/// full frame costs on this machine, the median of 50.
public func measureBandwidthFloor(scale: Int) -> Double {
  let bytes = 1280 * scale * 800 * scale * 4
  let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
  let target = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
  defer {
    source.deallocate()
    target.deallocate()
  }
  memset(source, 1, bytes)
  memset(target, 0, bytes)
  var times: [Double] = []
  let timer = ContinuousClock()
  for _ in 0..<50 {
    let start = timer.now
    memcpy(target, source, bytes)
    times.append(milliseconds(timer.now - start))
  }
  times.sort()
  return percentile(times, 0.5)
}
