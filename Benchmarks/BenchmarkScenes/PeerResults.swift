import Foundation

/// The peer harness's measurements (`shared/peers`, `results.jsonl`: one JSON record a line), so
/// that a benchmark prints its ratio to each peer measured in the same session.
public struct PeerResults {
  /// The newest median per peer, workload and scale, in milliseconds.
  public private(set) var medians: [String: Double] = [:]

  /// Reads `url`; records that are not the harness's are skipped.
  public init(contentsOf url: URL) throws {
    let text = try String(contentsOf: url, encoding: .utf8)
    for line in text.split(separator: "\n") {
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let peer = object["peer"] as? String, let workload = object["workload"] as? String,
        let scale = object["scale"] as? Int, let median = object["median_ms"] as? Double,
        median.isFinite, median > 0
      else { continue }
      // Appended in order: a later record of the same measurement is the newer one.
      medians[Self.key(peer, workload, scale)] = median
    }
  }

  /// The newest median of `peer` on `workload` at `scale`.
  public func median(peer: String, workload: String, scale: Int) -> Double? {
    medians[Self.key(peer, workload, scale)]
  }

  /// The peers measured.
  public var peers: [String] {
    Array(Set(medians.keys.compactMap { $0.split(separator: " ").first.map(String.init) }))
      .sorted()
  }

  private static func key(_ peer: String, _ workload: String, _ scale: Int) -> String {
    "\(peer) \(workload) \(scale)"
  }
}
