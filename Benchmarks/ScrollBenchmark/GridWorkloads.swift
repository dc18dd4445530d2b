import BenchmarkScenes
import Foundation
import OpenUIKit
import OpenUIKitTesting

/// One G1 run (`../shared/bench/grid.md`) of `items` cells at `scale`.
///
/// The grid's offset is set along S1's fling for 180 frames, each frame rendered completely on the virtual clock's display
/// link (layout, cell reuse, display, render), every frame timed. Prints
/// `openuikit grid<items> <scale> <median> <p95> <peak_rss_mib>` after the spec's checks, and
/// writes the last frame as `openuikit_G1_s<scale>_fling.png` into `output`.
@MainActor
func measureGrid(items: Int, scale: CGFloat, output: URL?) throws {
  let clock = TestClock()
  defer { clock.uninstall() }
  let window = UIWindow.headless(size: GridScene.size, scale: scale)
  let scene = GridScene(items: items)
  let collectionView = scene.collectionView
  window.addSubview(collectionView)
  _ = window.renderImage()
  var times: [Double] = []
  let timer = ContinuousClock()
  let offsets = GridScene.flingOffsets(frames: 180, scale: scale)
  for y in offsets {
    let start = timer.now
    collectionView.contentOffset = CGPoint(x: 0, y: y)
    // The vertical indicator shows, as the peers show theirs.
    collectionView.flashScrollIndicators()
    clock.advanceFrames(1)
    times.append(milliseconds(timer.now - start))
  }
  let rss = peakRSSMiB()
  checkGrid(scene, window: window, offset: offsets.last ?? 0)
  if let output {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try window.renderImage()?.writePNG(
      to: output.appendingPathComponent("openuikit_G1_s\(Int(scale))_fling.png"))
  }
  times.sort()
  print(
    String(
      format: "openuikit grid%d %d %.3f %.3f %.1f", items, Int(scale), percentile(times, 0.5),
      percentile(times, 0.95), rss))
}

/// The spec's checks, untimed: the final offset, the content height, and where the cell of the
/// first full row's fourth column shows.
@MainActor
func checkGrid(_ scene: GridScene, window: UIWindow, offset: CGFloat) {
  let collectionView = scene.collectionView
  let rows = (scene.items + 6) / 7
  if collectionView.contentOffset.y != offset {
    print("CHECK FAILED: grid offset \(collectionView.contentOffset.y), not \(offset)")
  }
  if collectionView.contentSize.height != CGFloat(8 + 128 * rows) {
    print("CHECK FAILED: grid content height \(collectionView.contentSize.height)")
  }
  let item = (Int(offset / 128) + 1) * 7 + 3
  let expected = CGPoint(
    x: CGFloat(56 + 168 * (item % 7)), y: CGFloat(8 + 128 * (item / 7)) - offset)
  let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0))
  let shown = cell.map { window.convert($0.bounds.origin, from: $0) }
  if let shown, abs(shown.x - expected.x) <= 0.01, abs(shown.y - expected.y) <= 0.01 { return }
  print("CHECK FAILED: grid cell \(item) at \(shown.map { "\($0)" } ?? "nowhere"), not \(expected)")
}

/// Runs this executable again for one G1 measurement and returns its line.
func gridChild(items: Int, scale: Int, output: URL?) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--grid", "\(items)", "\(scale)"] + (output.map { [$0.path] } ?? [])
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  for failure in lines where failure.hasPrefix("CHECK FAILED") { print(failure) }
  return lines.first { $0.hasPrefix("openuikit grid") } ?? "grid \(items) \(scale): the run failed"
}

/// G1 at both sizes and scales (each run its own process, so peak RSS is its own), the ratio of
/// the peak RSS at 1,000,000 items to 10,000, then the snapshot workload.
@MainActor
func runGrid(output: URL?) throws {
  print("G1 grid: openuikit grid<items> <scale> <median_ms> <p95_ms> <peak_rss_mib>")
  for scale in [1, 2] {
    var rss: [Double] = []
    for items in [10_000, 1_000_000] {
      let line = try gridChild(items: items, scale: scale, output: output)
      print(line)
      if let last = line.split(separator: " ").last, let mib = Double(last) { rss.append(mib) }
    }
    if rss.count == 2 {
      print(
        String(
          format: "grid scale %d: peak RSS 1,000,000 / 10,000 items = %.3f", scale, rss[1] / rss[0])
      )
    }
  }
  measureSnapshots()
}

/// Diffable snapshots applied with differences to a grid on screen, at four sizes.
///
/// Snapshots of 10,000 to 80,000 items: a tenth of the items deleted, as many new ones inserted
/// among the rest, a hundredth moved far; applied back and forth, animated, each apply timed (the
/// diff, the batch update and its layout pass). Prints `openuikit snapshot<items> 1 <median>
/// <p95>` for each size and the time per item, which stays flat when the apply is linear.
@MainActor
func measureSnapshots() {
  var perItem: [(Int, Double)] = []
  for items in [10_000, 20_000, 40_000, 80_000] {
    let median = measureSnapshotApply(items: items)
    perItem.append((items, median / Double(items) * 1000))
  }
  let ratio = (perItem.last?.1 ?? 0) / max(perItem.first?.1 ?? 1, 1e-9)
  print(
    "snapshot apply, microseconds per item: "
      + perItem.map { String(format: "%d: %.3f", $0.0, $0.1) }.joined(separator: ", ")
      + String(format: " (80,000 / 10,000 = %.2f; 1 is linear)", ratio))
}

@MainActor
func measureSnapshotApply(items: Int) -> Double {
  let clock = TestClock()
  defer { clock.uninstall() }
  let window = UIWindow.headless(size: GridScene.size, scale: 1)
  let collectionView = UICollectionView(
    frame: CGRect(origin: .zero, size: GridScene.size), collectionViewLayout: GridScene.layout())
  collectionView.register(GridBenchmarkCell.self, forCellWithReuseIdentifier: "cell")
  window.addSubview(collectionView)
  let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
    collectionView, indexPath, identifier in
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    (cell as? GridBenchmarkCell)?.show(identifier)
    return cell
  }
  var first = NSDiffableDataSourceSnapshot<Int, Int>()
  first.appendSections([0])
  first.appendItems(Array(0..<items))
  // The second: every tenth item gone, a new one after every ninth kept, every hundredth of
  // the rest moved to the far end.
  var kept: [Int] = []
  var moved: [Int] = []
  var fresh = items
  for item in 0..<items where item % 10 != 0 {
    if item % 100 == 1 {
      moved.append(item)
      continue
    }
    kept.append(item)
    if kept.count % 9 == 0 {
      kept.append(fresh)
      fresh += 1
    }
  }
  var second = NSDiffableDataSourceSnapshot<Int, Int>()
  second.appendSections([0])
  second.appendItems(kept + moved)
  dataSource.apply(first, animatingDifferences: false)
  _ = window.renderImage()
  var times: [Double] = []
  let timer = ContinuousClock()
  for round in 0..<8 {
    let start = timer.now
    dataSource.apply(round % 2 == 0 ? second : first, animatingDifferences: true)
    collectionView.layoutIfNeeded()
    times.append(milliseconds(timer.now - start))
    clock.advance(by: 1)
  }
  times.sort()
  print(
    String(
      format: "openuikit snapshot%d 1 %.3f %.3f", items, percentile(times, 0.5),
      percentile(times, 0.95)))
  return percentile(times, 0.5)
}
