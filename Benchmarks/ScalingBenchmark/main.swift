// How work grows with its size, where input can be large: a column of views chained by
// constraints, constraints activated and deactivated by the hundred thousand, animation blocks
// on one view, items in one menu, undo steps. Each workload runs at a size and at ten times it;
// the budget is on the ratio of the two times (machine speed cancels out): at most 20 (linear,
// with room for n log n and cache effects: the floor itself measures 13 to 16), where quadratic
// work gives about 100. Each per-item
// time is also printed against this run's floor: a column of the same views placed by frames.
import BenchmarkScenes
import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting

/// The most a workload may grow when its size grows ten times.
let budget = 20.0

@MainActor
func seconds(_ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  body()
  return milliseconds(clock.now - start) / 1000
}

/// One workload: `run(n)` does work of size `n`; timed at `small` and at ten times it.
struct Workload {
  let name: String
  let small: Int
  let run: @MainActor (Int) -> Void
}

@MainActor
func makeWorkloads() -> [Workload] {
  [
    Workload(name: "floor_frames_column", small: 1_000) { count in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      var y: CGFloat = 0
      for _ in 0..<count {
        let view = UIView(frame: CGRect(x: 0, y: y, width: 100, height: 10))
        root.addSubview(view)
        y += 10
      }
      root.layoutIfNeeded()
      CATransaction.flush()
    },
    Workload(name: "constraint_chain", small: 1_000, run: ScalingWorkloads.constraintChain),
    Workload(
      name: "constraints_activate_deactivate", small: 10_000,
      run: ScalingWorkloads.constraintsActivatedAndDeactivated),
    Workload(
      name: "animation_blocks_one_view", small: 1_000,
      run: ScalingWorkloads.animationBlocksOnOneView),
    Workload(name: "menu_items", small: 1_000) { count in
      let items = (0..<count).map { UIAction(title: "Item \($0)") { _ in } }
      let window = UIWindow.headless(size: CGSize(width: 480, height: 320))
      let view = UIView(frame: window.bounds)
      window.addSubview(view)
      let delegate = MenuDelegate(UIMenu(children: items))
      view.addInteraction(UIContextMenuInteraction(delegate: delegate))
      CATransaction.flush()
      window.handleSecondaryClick(at: CGPoint(x: 20, y: 20), timestamp: 0)
      CATransaction.flush()
      window.press(UIKey(keyCode: .keyboardEscape, characters: "\u{1b}"))
      window.isHidden = true
      CATransaction.flush()
    },
    Workload(name: "undo_steps", small: 10_000) { count in
      let manager = UndoManager()
      manager.groupsByEvent = false
      let target = Counter()
      for _ in 0..<count {
        manager.beginUndoGrouping()
        target.value += 1
        manager.registerUndo(withTarget: target) { $0.value -= 1 }
        manager.endUndoGrouping()
      }
      for _ in 0..<count { manager.undo() }
      for _ in 0..<count { manager.redo() }
    },
  ]
}

final class Counter { var value = 0 }

final class MenuDelegate: NSObject, UIContextMenuInteractionDelegate {
  let menu: UIMenu
  init(_ menu: UIMenu) { self.menu = menu }
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [menu] _ in menu }
  }
}

@MainActor
func main() {
  var arguments = BenchmarkArguments()
  let only = arguments.list("--workloads") { $0 }
  let rounds = max(arguments.option("--rounds").flatMap { Int($0) } ?? 3, 1)
  // For profiling: another first size for every workload chosen.
  let sizeOverride = arguments.option("--small").flatMap { Int($0) }
  if let unknown = arguments.unknownOption {
    print(
      "usage: ScalingBenchmark [--workloads name,…] [--rounds 3] [--small n] (unknown \(unknown))")
    return
  }
  let workloads = makeWorkloads().filter { only?.contains($0.name) ?? true }.map {
    Workload(name: $0.name, small: sizeOverride ?? $0.small, run: $0.run)
  }
  func column(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
  }
  print(
    column("workload", 33) + column("n", 8) + column("seconds", 10) + column("10n", 8)
      + column("seconds", 10) + column("ratio", 7) + column("budget", 8) + "per_item/floor")
  var floorPerItem: Double?
  var failed: [String] = []
  for workload in workloads {
    workload.run(workload.small)  // warm up
    func best(_ n: Int) -> Double {
      (0..<rounds).map { _ in seconds { workload.run(n) } }.min() ?? 0
    }
    let small = best(workload.small)
    let large = best(workload.small * 10)
    let ratio = large / max(small, 1e-9)
    let perItem = large / Double(workload.small * 10)
    if workload.name == "floor_frames_column" { floorPerItem = perItem }
    let relative = floorPerItem.map { String(format: "%.1f", perItem / $0) } ?? "-"
    let ok = ratio <= budget
    if !ok { failed.append(workload.name) }
    print(
      column(workload.name, 33) + column("\(workload.small)", 8)
        + column(String(format: "%.4f", small), 10) + column("\(workload.small * 10)", 8)
        + column(String(format: "%.4f", large), 10) + column(String(format: "%.1f", ratio), 7)
        + column(ok ? "ok" : "OVER", 8) + relative)
  }
  print(String(format: "peak_rss_mib %.0f", peakRSSMiB()))
  if !failed.isEmpty {
    print("over budget: \(failed.joined(separator: ", "))")
    exit(1)
  }
}

MainActor.assumeIsolated { main() }
