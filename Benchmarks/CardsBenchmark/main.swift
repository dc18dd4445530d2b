import BenchmarkScenes
// The cards benchmark (shared/bench/cards-scene.md): workloads W0-W4 at
// scales 1 and 2, median and p95 frame times, peak RSS, and the last light
// and dark W2 frames as PNG.
//
//   swift run -c release CardsBenchmark [output-directory] [--frames N]
//       [--workloads W1,W3] [--scales 1,2]
import Foundation
import OpenUIKit

#if canImport(Glibc)
  import Glibc
#endif

@MainActor
enum Workload: String, CaseIterable {
  case w0 = "W0", w1 = "W1", w2 = "W2", w3 = "W3", w4 = "W4"

  /// Mutates the scene for frame `f` (counted from 0, warm-up included).
  func apply(frame f: Int, to scene: CardsScene, renderer: CARenderer) {
    // The workloads are instant changes, as the peers make them: no implicit animation.
    CATransaction.setDisableActions(true)
    switch self {
    case .w0:  // cold: every cache dropped, everything rasterized from scratch
      renderer.discardCaches()
    case .w1:  // nothing changes, every pixel composited again
      renderer.setNeedsFullRender()
    case .w2:
      scene.apply(dark: f % 2 == 1)
      scene.setLabel(f)
    case .w3:
      scene.cards[f % 200].backgroundColor = CardsScene.palette[(f / 200) % 4]
    case .w4:
      scene.setLabel(f)
    }
  }
}

@MainActor
func run() throws {
  var arguments = BenchmarkArguments()
  let measured = arguments.option("--frames").flatMap { Int($0) } ?? 120
  let workloads = arguments.list("--workloads") { Workload(rawValue: $0) } ?? Workload.allCases
  let scales = arguments.list("--scales") { Int($0) } ?? [1, 2]
  // An option it does not know (`--help` included) is not taken for the output directory.
  if let unknown = arguments.unknownOption {
    print(
      "usage: CardsBenchmark [output-directory] [--frames N] [--workloads W0,W1,…] "
        + "[--scales 1,2] (unknown option \(unknown))")
    return
  }
  let warmUp = 20
  let output = arguments.outputDirectory
  try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  let clock = ContinuousClock()
  for scale in scales {
    for workload in workloads {
      let scene = CardsScene()
      let renderer = try CARenderer(size: CardsScene.size, scale: CGFloat(scale))
      renderer.layer = scene.root
      CATransaction.flush()  // the first full frame, not measured
      var times: [Double] = []
      for f in 0..<(warmUp + measured) {
        let start = clock.now
        workload.apply(frame: f, to: scene, renderer: renderer)
        CATransaction.flush()
        let elapsed = milliseconds(clock.now - start)
        if f >= warmUp { times.append(elapsed) }
        if workload == .w2, f >= warmUp + measured - 2, let image = renderer.makeImage() {
          let name = "W2-\(scene.dark ? "dark" : "light")-scale\(scale).png"
          try image.writePNG(to: output.appendingPathComponent(name))
        }
      }
      times.sort()
      let median = percentile(times, 0.5)
      let p95 = percentile(times, 0.95)
      print(String(format: "openuikit %@ %d %.3f %.3f", workload.rawValue, scale, median, p95))
    }
    // Peak RSS so far: after the scale-1 runs it is the scale-1 peak.
    print(String(format: "openuikit peak_rss_mib %d %.1f", scale, peakRSSMiB()))
  }
  print("W2 frames written to \(output.path)")
}

MainActor.assumeIsolated {
  do {
    try run()
  } catch {
    FileHandle.standardError.write(Data("CardsBenchmark: \(error)\n".utf8))
    exit(1)
  }
}
