// The animation workloads of the peer harness (shared/peers/README.md section 7) on the cards
// scene: A1, all 200 cards move on the harness's ripple; A2, card 0 alone moves. Each runs two
// ways: `set` puts the positions in the model each frame (actions off), as the peers do;
// `animated` gives every moving card and its label a repeating additive keyframe animation whose
// presentation at frame f is the same formula, so the frames are the same and the clock, the
// presentation copies and the render tree's per-frame sync are what is measured. W1 (full frame)
// and W3 (one card recoloured) of the same run give the ratios the goals are stated in.
import BenchmarkScenes
import Foundation
import OpenUIKit
import OpenUIKitTesting

enum Workload: String, CaseIterable {
  case w1 = "W1", w3 = "W3", a1 = "A1", a2 = "A2"

  /// The cards that move.
  var moving: Range<Int> {
    switch self {
    case .a1: 0..<200
    case .a2: 0..<1
    case .w1, .w3: 0..<0
    }
  }
}

enum Motion: String {
  case set, animated
}

@MainActor
struct Run {
  let scene = CardsScene()
  let renderer: CARenderer
  let workload: Workload
  let motion: Motion
  let rest: [CGPoint]
  let labelRest: [CGPoint]

  init(workload: Workload, motion: Motion, scale: Int) throws {
    self.workload = workload
    self.motion = motion
    renderer = try CARenderer(size: CardsScene.size, scale: CGFloat(scale))
    renderer.layer = scene.root
    rest = scene.cards.map(\.position)
    labelRest = scene.labels.map(\.position)
    CATransaction.flush()  // the first full frame, not measured
  }

  /// The ripple on every moving card and its label (`CardsScene.addRippleAnimations`).
  func addAnimations() {
    scene.addRippleAnimations(to: workload.moving)
  }

  /// The model changes of frame `f` (none for `animated`: the clock moves the cards).
  func mutate(frame f: Int) {
    CATransaction.setDisableActions(true)
    switch workload {
    case .w1: renderer.setNeedsFullRender()
    case .w3: scene.cards[f % 200].backgroundColor = CardsScene.palette[(f / 200) % 4]
    case .a1, .a2:
      guard motion == .set else { return }
      for i in workload.moving {
        let d = CardsScene.rippleOffset(card: i, frame: f)
        scene.cards[i].position = CGPoint(x: rest[i].x + d.x, y: rest[i].y + d.y)
        scene.labels[i].position = CGPoint(x: labelRest[i].x + d.x, y: labelRest[i].y + d.y)
      }
    }
  }

  /// Where card `i` is on screen.
  func shownPosition(of i: Int) -> CGPoint {
    let card = scene.cards[i]
    let position = motion == .animated ? card.presentation()?.position ?? .zero : card.position
    return CGPoint(x: position.x - 28, y: position.y - 32)  // frame origin: 56 × 64 cards
  }
}

/// One measurement: `frames` frames of `workload` moved by `motion` after 20 warm-up frames, on a
/// scene of its own; checks the last frame's positions against the harness's and, given an
/// `output` directory, saves it.
@MainActor
func measure(
  _ workload: Workload, _ motion: Motion, scale: Int, frames measured: Int, output: URL?
) throws -> (times: [Double], damagedArea: Double) {
  let warmUp = 20
  let stopwatch = ContinuousClock()
  // The frames' media time: frame f at f/60 s, the clock's links fired and a commit each.
  let clock = TestClock(start: 0)
  defer { clock.uninstall() }
  let run = try Run(workload: workload, motion: motion, scale: scale)
  if motion == .animated { run.addAnimations() }
  var times: [Double] = []
  var damaged = 0.0
  for f in 0..<(warmUp + measured) {
    let start = stopwatch.now
    run.mutate(frame: f)
    // Frame f shows time f/60: the first frame is at 0.
    if f == 0 { CATransaction.flush() } else { clock.advanceFrames(1) }
    let elapsed = milliseconds(stopwatch.now - start)
    if f >= warmUp {
      times.append(elapsed)
      damaged += run.renderer.lastDamage.reduce(0) { $0 + $1.width * $1.height }
    }
  }
  // Untimed: the last frame shows the harness's positions (README section 7's table).
  let last = warmUp + measured - 1
  for i in [0, 1, 123, 199] {
    let moves = workload.moving.contains(i)
    let d = moves ? CardsScene.rippleOffset(card: i, frame: last) : .zero
    let expected = CGPoint(x: run.rest[i].x - 28 + d.x, y: run.rest[i].y - 32 + d.y)
    let shown = run.shownPosition(of: i)
    if abs(shown.x - expected.x) > 1e-3 || abs(shown.y - expected.y) > 1e-3 {
      print("CHECK FAILED: \(workload.rawValue) \(motion) card \(i) at \(shown), not \(expected)")
    }
  }
  if let output, !workload.moving.isEmpty, let image = run.renderer.makeImage() {
    let name = "openuikit_\(workload.rawValue)_\(motion)_s\(scale)_light.png"
    try image.writePNG(to: output.appendingPathComponent(name))
  }
  return (times, damaged)
}

@MainActor
func run() throws {
  var arguments = BenchmarkArguments()
  let measured = arguments.option("--frames").flatMap { Int($0) } ?? 120
  let scales = arguments.list("--scales") { Int($0) } ?? [1, 2]
  let motions = arguments.list("--motions") { Motion(rawValue: $0) } ?? [.set, .animated]
  let workloads = arguments.list("--workloads") { Workload(rawValue: $0) } ?? Workload.allCases
  let peerFile = arguments.option("--peers")
  let rounds = max(arguments.option("--rounds").flatMap { Int($0) } ?? 3, 1)
  if let unknown = arguments.unknownOption {
    print(
      "usage: AnimationBenchmark [output-directory] [--frames N] [--scales 1,2] "
        + "[--motions set,animated] [--workloads W1,W3,A1,A2] [--rounds 3] "
        + "[--peers results.jsonl] (unknown option \(unknown))")
    return
  }
  var peers: PeerResults?
  if let peerFile {
    do {
      peers = try PeerResults(contentsOf: URL(fileURLWithPath: peerFile))
    } catch {
      print(
        "AnimationBenchmark: cannot read the peers' results \(peerFile) (run_anim.sh writes them)")
      exit(2)
    }
  }
  let output = arguments.outputDirectory
  try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  let perRound = max(measured / rounds, 1)
  for scale in scales {
    var times: [String: [Double]] = [:]
    var damaged: [String: Double] = [:]
    var order: [String] = []
    // The measurements take turns, round after round: a ratio within the run then compares
    // frames from the same minutes (the machine's speed drifts from one second to the next).
    for round in 0..<rounds {
      for workload in workloads {
        for motion in motions where motion == .set || !workload.moving.isEmpty {
          let label = motion == .set ? workload.rawValue : "\(workload.rawValue)-\(motion)"
          if round == 0 { order.append(label) }
          let result = try measure(
            workload, motion, scale: scale, frames: perRound,
            output: round == rounds - 1 ? output : nil)
          times[label, default: []] += result.times
          damaged[label, default: 0] += result.damagedArea
        }
      }
    }
    var medians: [String: Double] = [:]
    for label in order {
      let sorted = (times[label] ?? []).sorted()
      let median = percentile(sorted, 0.5)
      medians[label] = median
      // Damage is in device pixels.
      let area = CardsScene.size.width * CardsScene.size.height * Double(scale * scale)
      print(
        String(
          format: "openuikit %@ %d %.3f %.3f  (damage %.0f%% of the window per frame)", label,
          scale, median, percentile(sorted, 0.95),
          100 * (damaged[label] ?? 0) / Double(sorted.count) / area))
    }
    // The goals are ratios within one run (README section 7): A1 / W1, A2 / W3.
    for (label, reference) in [
      ("A1", "W1"), ("A1-animated", "W1"), ("A2", "W3"), ("A2-animated", "W3"),
    ] {
      guard let a = medians[label], let b = medians[reference], b > 0 else { continue }
      print(String(format: "openuikit ratio %@/%@ %d %.2f", label, reference, scale, a / b))
    }
    // The machine's floor in this run: a framebuffer memcpy.
    let floor = measureBandwidthFloor(scale: scale)
    print(String(format: "openuikit floor_memcpy_ms %d %.3f", scale, floor))
    for label in ["W1", "A1", "A1-animated"] {
      guard let ours = medians[label], floor > 0 else { continue }
      print(String(format: "openuikit ratio %@/floor %d %.2f", label, scale, ours / floor))
    }
    // The peers, as the harness measured them this session (`run_anim.sh`, `--peers`).
    for peer in peers?.peers ?? [] {
      for (label, workload) in [
        ("W1", "W1"), ("W3", "W3"), ("A1", "A1"), ("A1-animated", "A1"), ("A2", "A2"),
        ("A2-animated", "A2"),
      ] {
        guard let ours = medians[label],
          let theirs = peers?.median(peer: peer, workload: workload, scale: scale)
        else { continue }
        print(
          String(
            format: "openuikit ratio %@/%@-%@ %d %.2f", label, peer, workload, scale,
            ours / theirs))
      }
    }
    print(String(format: "openuikit peak_rss_mib %d %.1f", scale, peakRSSMiB()))
  }
}

MainActor.assumeIsolated {
  do {
    try run()
  } catch {
    FileHandle.standardError.write(Data("AnimationBenchmark: \(error)\n".utf8))
    exit(1)
  }
}
