// A feed of N cells (FeedCells.swift: ten views each, an image, a title, a wrapping body, a
// badge, three buttons and a separator) laid out three ways: (a) frames in layoutSubviews and
// sizeThatFits, (b) anchors with the height from systemLayoutSizeFitting, as self-sizing cells,
// (c) stack views. Timed: the first layout (each cell measured at the feed's width, framed, and
// the feed laid out) and a re-layout after one body's text changes. Manual frames are the floor
// the others are compared with (issue 27's goal: constraints ≤ 1.5× manual; Apple's engine is
// measured at about 3.2× on such a feed).
import BenchmarkScenes
import Foundation
@_spi(Platform) import OpenUIKit

enum Variant: String, CaseIterable {
  case manual, constraints, stack

  @MainActor func make(_ text: String) -> FeedCell {
    switch self {
    case .manual: ManualCell(text: text)
    case .constraints: ConstrainedCell(text: text)
    case .stack: StackedCell(text: text)
    }
  }
}

let texts = [
  "A short body.",
  "A body long enough to wrap onto a second line in a feed of this width, as posts do.",
  "Three lines: a body that goes on for a while, so that it wraps twice at three hundred and "
    + "seventy-five points wide.",
]

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// One round: the first layout and one change, in milliseconds, and the feed's height (the same
/// for every variant when their layouts agree).
@MainActor
func measure(_ variant: Variant, cells count: Int) -> (
  first: Double, change: Double, height: CGFloat
) {
  let width: CGFloat = 375
  let feed = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 1))
  let cells = (0..<count).map { variant.make(texts[$0 % texts.count]) }
  for cell in cells { feed.addSubview(cell) }
  let clock = ContinuousClock()
  var start = clock.now
  var y: CGFloat = 0
  for cell in cells {
    let height = cell.height(at: width)
    cell.frame = CGRect(x: 0, y: y, width: width, height: height)
    y += height
  }
  feed.frame.size.height = y
  feed.layoutIfNeeded()
  let first = milliseconds(clock.now - start)
  let middle = cells[count / 2]
  start = clock.now
  middle.body.text = texts[2] + " " + texts[1]
  middle.frame.size.height = middle.height(at: width)
  feed.layoutIfNeeded()
  let change = milliseconds(clock.now - start)
  // Untimed: the turn's commit, as an app's run loop makes it. Without it every layer made here
  // stayed queued in the open transaction (as Core Animation's would until a commit), and the
  // heap grew by about 20 KB a cell each round, for every variant.
  CATransaction.flush()
  return (first, change, y)
}

@MainActor
func run() {
  var arguments = BenchmarkArguments()
  let sizes = arguments.list("--cells") { Int($0) } ?? [10, 100, 1000, 10_000]
  let rounds = max(arguments.option("--rounds").flatMap { Int($0) } ?? 3, 1)
  // For profiling one variant; ratios need manual in the run.
  let variants = arguments.list("--variants") { Variant(rawValue: $0) } ?? Variant.allCases
  if let unknown = arguments.unknownOption {
    print(
      "usage: LayoutBenchmark [--cells 10,100,1000,10000] [--rounds 3] "
        + "[--variants manual,constraints,stack] (unknown \(unknown))")
    return
  }
  print("# LayoutBenchmark: medians of \(rounds) interleaved rounds, milliseconds")
  print("# cells variant first per-cell-µs change feed-height | ratio to manual: first change")
  for count in sizes {
    var results: [Variant: [(first: Double, change: Double, height: CGFloat)]] = [:]
    let reusesBefore = UIView.autoLayoutTemplateReusesForTests
    for _ in 0..<rounds {
      for variant in variants {
        results[variant, default: []].append(measure(variant, cells: count))
      }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let reuses = UIView.autoLayoutTemplateReusesForTests - reusesBefore
    let manual = results[.manual] ?? []
    for variant in variants {
      let runs = results[variant] ?? []
      let first = median(runs.map(\.first))
      let change = median(runs.map(\.change))
      var line = String(
        format: "layout %6d %-11@ %10.3f %7.2f %8.4f %9.0f", count, variant.rawValue as NSString,
        first, first / Double(count) * 1000, change, Double(runs.first?.height ?? 0))
      if variant != .manual, !manual.isEmpty {
        line += String(
          format: " | %5.2f %5.2f", first / median(manual.map(\.first)),
          change / median(manual.map(\.change)))
      }
      print(line)
      fflush(nil)
      if variant == .constraints {
        print("#   \(reuses) of \(count * rounds) cells' solves started from a template")
      }
    }
  }
}

MainActor.assumeIsolated { run() }
