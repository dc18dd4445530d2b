// The hierarchy benchmark (shared/bench/hierarchy.md): H1 trait toggle over
// 10,101 views (with and without 1,000 handlers), H1paint (the toggle and its frame on the main
// thread; H1paint_main: the main thread's part when a render thread paints), and H2 layout pass.
//
//   swift run -c release HierarchyBenchmark [output-directory] [--iterations N]
import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenUIKit

/// A leaf: dynamic background (view-owned, re-resolved by UIKit); the layer's border color is
/// resolved by a `registerForTraitChanges` handler, the iOS 17 idiom for layer colors.
class LeafView: UIView {
  nonisolated static let lightBorder = hex(0xC6C6C8)
  nonisolated static let darkBorder = hex(0x38383A)
  static let border = UIColor { $0.userInterfaceStyle == .dark ? darkBorder : lightBorder }
  var modeName = ""

  func resolveBorder() {
    layer.borderColor = LeafView.border.resolvedColor(with: traitCollection).cgColor
  }
}

/// The iOS 26 idiom instead: the border resolved in `updateProperties()`, which automatic trait
/// tracking re-runs when the style changes (reported as H1props).
final class PropertiesLeafView: LeafView {
  override func updateProperties() {
    resolveBorder()
  }
}

/// How a scene's leaves resolve their border color.
enum BorderResolution {
  case traitHandler, updateProperties
}

func hex(_ value: Int) -> UIColor {
  UIColor(
    red: CGFloat((value >> 16) & 255) / 255, green: CGFloat((value >> 8) & 255) / 255,
    blue: CGFloat(value & 255) / 255, alpha: 1)
}

@MainActor
final class HierarchyScene {
  let window: UIWindow
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 600))
  var leaves: [LeafView] = []
  var callbackCount = 0

  init(handlers: Bool, border: BorderResolution = .traitHandler) {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1280, height: 800), scale: 1)
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    window.screen = screen
    window.backgroundColor = .white
    let light = hex(0xFFFFFF)
    let dark = hex(0x1C1C1E)
    let background = UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    for row in 0..<100 {
      let rowView = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 6, width: 1000, height: 6))
      rowView.autoresizingMask = [.flexibleWidth]
      for column in 0..<100 {
        let frame = CGRect(x: CGFloat(column) * 10, y: 0, width: 10, height: 6)
        let leaf: LeafView
        switch border {
        case .traitHandler:
          leaf = LeafView(frame: frame)
          leaf.resolveBorder()
          leaf.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (leaf: LeafView, _) in
            leaf.resolveBorder()
          }
        case .updateProperties:
          leaf = PropertiesLeafView(frame: frame)
        }
        leaf.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        leaf.backgroundColor = background
        leaf.layer.borderWidth = 1
        if handlers && (row * 100 + column) % 10 == 0 {
          leaf.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            [unowned self] (leaf: LeafView, _) in
            self.callbackCount += 1
            leaf.modeName = leaf.traitCollection.userInterfaceStyle == .dark ? "dark" : "light"
          }
        }
        rowView.addSubview(leaf)
        leaves.append(leaf)
      }
      root.addSubview(rowView)
    }
    window.addSubview(root)
    window.makeKeyAndVisible()
    CATransaction.flush()
  }
}

func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

func summary(_ name: String, _ times: [Double]) -> String {
  let sorted = times.sorted()
  func rank(_ p: Double) -> Double {
    sorted[min(max(Int((p * Double(sorted.count)).rounded(.up)) - 1, 0), sorted.count - 1)]
  }
  return String(format: "openuikit %@ 1 %.3f %.3f", name, rank(0.5), rank(0.95))
}

func peakRSSMiB() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kib = Double(line.split(separator: " ").dropFirst().first ?? "")
  else { return 0 }
  return kib / 1024
}

@MainActor
func check(_ condition: Bool, _ message: String) {
  guard condition else {
    FileHandle.standardError.write(Data("HierarchyBenchmark: check failed: \(message)\n".utf8))
    exit(1)
  }
}

@MainActor
func run() throws {
  var arguments = Array(CommandLine.arguments.dropFirst())
  var measured = 60
  if let index = arguments.firstIndex(of: "--iterations"), index + 1 < arguments.count {
    measured = max(Int(arguments[index + 1]) ?? 60, 1)
    arguments.removeSubrange(index...(index + 1))
  }
  // An option it does not know (`--help` included) is not taken for the output directory.
  if let option = arguments.first(where: { $0.hasPrefix("-") }) {
    print(
      "usage: HierarchyBenchmark [output-directory] [--iterations N] (unknown option \(option))")
    return
  }
  let warmUp = 10
  let output = URL(fileURLWithPath: arguments.first ?? "bench-output")
  try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  let clock = ContinuousClock()
  let dark = CGColor(red: 0x1C / 255.0, green: 0x1C / 255.0, blue: 0x1E / 255.0, alpha: 1)
  let darkBorder = CGColor(red: 0x38 / 255.0, green: 0x38 / 255.0, blue: 0x3A / 255.0, alpha: 1)

  let variants: [(name: String, handlers: Bool, border: BorderResolution)] = [
    ("H1", true, .traitHandler), ("H1nocb", false, .traitHandler),
    ("H1props", true, .updateProperties),
  ]
  for (name, handlers, border) in variants {
    let scene = HierarchyScene(handlers: handlers, border: border)
    var h1: [Double] = []
    var h1paint: [Double] = []
    for k in 0..<(warmUp + measured) {
      let goesDark = k % 2 == 0
      scene.callbackCount = 0
      let start = clock.now
      scene.root.overrideUserInterfaceStyle = goesDark ? .dark : .light
      scene.root.updateTraitsIfNeeded()
      scene.root.updatePropertiesIfNeeded()
      let resolved = clock.now
      CATransaction.flush()
      let painted = clock.now
      if k >= warmUp {
        h1.append(milliseconds(resolved - start))
        h1paint.append(milliseconds(painted - start))
      }
      check(!handlers || scene.callbackCount == 1000, "callbacks \(scene.callbackCount)")
      let last = scene.leaves[9999].layer.backgroundColor
      check((last == dark) == goesDark, "last leaf background")
      check((scene.leaves[4321].layer.borderColor == darkBorder) == goesDark, "leaf 4321 border")
      if name == "H1", k >= warmUp + measured - 2, let image = scene.window.renderer?.makeImage() {
        try image.writePNG(
          to: output.appendingPathComponent("H1-\(goesDark ? "dark" : "light").png"))
      }
    }
    print(summary(name, h1))
    if name == "H1" { print(summary("H1paint", h1paint)) }
  }

  // H1paint with a window's render thread: the main thread's part of the frame is the traits and
  // the commit up to the capture's post (the changed layers read into a batch); the render thread
  // applies and paints it, and is waited for outside the timed part, as the next display frame
  // would come after it.
  let threaded = HierarchyScene(handlers: true)
  if let renderer = threaded.window.renderer {
    renderer.startRenderThread()
    var mainPart: [Double] = []
    for k in 0..<(warmUp + measured) {
      let goesDark = k % 2 == 0
      let start = clock.now
      threaded.root.overrideUserInterfaceStyle = goesDark ? .dark : .light
      threaded.root.updateTraitsIfNeeded()
      threaded.root.updatePropertiesIfNeeded()
      CATransaction.flush()
      let synced = clock.now
      let painted = renderer.frameCount  // the frame, painted (by the render thread)
      if k >= warmUp { mainPart.append(milliseconds(synced - start)) }
      check(painted > 0, "frames painted")
      check((threaded.leaves[9999].layer.backgroundColor == dark) == goesDark, "last leaf")
    }
    print(summary("H1paint_main", mainPart))
    print(
      String(
        format: "openuikit H1paint_render_thread_frames 1 %d", renderer.renderThreadFrameCount))
    renderer.stopRenderThread()
  }

  let scene = HierarchyScene(handlers: false)
  var h2: [Double] = []
  for k in 0..<(warmUp + measured) {
    let width: CGFloat = k % 2 == 0 ? 1001 : 1000
    let start = clock.now
    scene.root.frame = CGRect(x: 0, y: 0, width: width, height: 600)
    scene.root.layoutIfNeeded()
    let done = clock.now
    CATransaction.flush()  // the untimed paint
    if k >= warmUp { h2.append(milliseconds(done - start)) }
    check(
      abs(scene.leaves[9999].frame.maxX - width) < 1e-6,
      "last leaf right edge \(scene.leaves[9999].frame.maxX)")
  }
  print(summary("H2", h2))
  if let image = scene.window.renderer?.makeImage() {
    try image.writePNG(to: output.appendingPathComponent("H2.png"))
  }
  print(String(format: "openuikit peak_rss_mib 1 %.1f", peakRSSMiB()))
}

MainActor.assumeIsolated {
  do {
    try run()
  } catch {
    FileHandle.standardError.write(Data("HierarchyBenchmark: \(error)\n".utf8))
    exit(1)
  }
}
