// swift-tools-version:6.0
// OpenUIKit: UIKit's and Core Animation's programming model for Linux.
// Module layering mirrors Apple's; see Docs/Architecture.md.
import PackageDescription

/// The system libraries, found through pkg-config; `providers` names the Debian package that
/// `Scripts/install-system-packages` installs.
let systemLibraries: [Target] = [
  .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
  .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
  .systemLibrary(
    name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
  .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
  .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
  // GIO's D-Bus client: the desktop's color scheme from the XDG desktop portal.
  .systemLibrary(name: "CGio", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
  // librsvg: system images (`UIImage(systemName:)`) drawn from the desktop's icon theme. Its few
  // entry points are declared in the shim (its pkg-config flags make SwiftPM warn).
  .systemLibrary(name: "CRsvg", providers: [.apt(["librsvg2-dev"])]),
  // Xlib for the end-to-end test only (it drives the demo under Xvfb).
  .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
]

let package = Package(
  name: "OpenUIKit",
  products: [
    .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
    .library(name: "OpenCoreGraphics", targets: ["OpenCoreGraphics"]),
    .library(name: "OpenQuartzCore", targets: ["OpenQuartzCore"]),
    .library(name: "OpenUIKitTesting", targets: ["OpenUIKitTesting"]),
    .library(name: "OpenUIKitSDL", targets: ["OpenUIKitSDL"]),
    .executable(name: "Gallery", targets: ["Gallery"]),
  ],
  targets: systemLibraries + [
    .target(name: "CGraphicsSupport", dependencies: ["CJPEG"]),
    // Timing curves (cubic Béziers, damped springs): pure math, no UIKit, tested on its own.
    .target(name: "TimingCurves"),
    .testTarget(name: "TimingCurvesTests", dependencies: ["TimingCurves"]),
    // Auto Layout's engine: an incremental Cassowary simplex, pure Swift, no UIKit.
    .target(name: "LayoutSolver"),
    .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
    // Batch updates of sectioned lists: where each section and item goes, UIKit's consistency
    // checks, and the diff of two lists of identifiers (diffable data sources). No UIKit in it.
    .target(name: "CollectionUpdates"),
    .testTarget(name: "CollectionUpdatesTests", dependencies: ["CollectionUpdates"]),
    // The accessibility tree as plain values (nodes, updates, the dump): no UIKit in it.
    .target(name: "AccessibilityTree"),
    .testTarget(name: "AccessibilityTreeTests", dependencies: ["AccessibilityTree"]),
    .target(name: "OpenCoreGraphics", dependencies: ["CCairo", "CGraphicsSupport"]),
    // The text system: attributed text to Pango layouts, metrics, line breaking, hit testing,
    // fonts and fallbacks (the only code that imports Pango). Labels, text fields, string drawing
    // and CATextLayer's painter use it through SPI.
    .target(
      name: "OpenText",
      dependencies: ["OpenCoreGraphics", "CCairo", "CPangoCairo", "CGraphicsSupport"],
      // pangocairo.pc omits the fontconfig font map used to pin fonts.
      linkerSettings: [.linkedLibrary("pangoft2-1.0"), .linkedLibrary("fontconfig")]),
    .target(
      name: "OpenQuartzCore",
      dependencies: [
        "OpenCoreGraphics", "OpenText", "TimingCurves", "CCairo", "CPixman", "CGraphicsSupport",
      ]),
    .target(
      name: "OpenUIKit",
      dependencies: [
        "OpenCoreGraphics", "OpenQuartzCore", "OpenText", "TimingCurves", "CGraphicsSupport",
        "LayoutSolver", "AccessibilityTree", "CollectionUpdates", "CCairo", "CRsvg",
      ]),
    // The SDL2 platform layer: the only code that imports SDL.
    // SIGINT and SIGTERM: a handler that only writes to a pipe (OpenUIKitSDL/TerminationSignals).
    .target(name: "CTerminationSignals"),
    // AT-SPI over D-Bus for an accessibility tree (no UIKit in it): the host's screen-reader bridge.
    .target(name: "ATSPIBridge", dependencies: ["AccessibilityTree", "CGio"]),
    .target(
      name: "OpenUIKitSDL",
      dependencies: [
        "OpenUIKit", "OpenText", "CSDL2", "CGio", "CTerminationSignals", "ATSPIBridge",
        "AccessibilityTree",
      ]),
    // The seed articles' code as the articles write it, shown by the gallery and pixel-tested.
    .target(name: "Seeds", dependencies: ["OpenUIKit"], path: "Demos/Seeds"),
    .executableTarget(
      name: "Gallery", dependencies: ["OpenUIKitSDL", "Seeds", "AccessibilityTree"],
      path: "Demos/Gallery"),
    // A two-file iOS app (Xcode's scene template) with only the import changed: it imports
    // OpenUIKit alone, and depending on OpenUIKitSDL is what gives it desktop windows.
    .executableTarget(name: "SceneApp", dependencies: ["OpenUIKitSDL"], path: "Demos/SceneApp"),
    // The same two files (symbolic links) without OpenUIKitSDL: the app runs headless, with no
    // source change, even where a display is available.
    .executableTarget(
      name: "SceneAppHeadless", dependencies: ["OpenUIKit"], path: "Demos/SceneAppHeadless"),
    .target(
      name: "BenchmarkScenes", dependencies: ["OpenUIKit", "OpenUIKitTesting"],
      path: "Benchmarks/BenchmarkScenes"),
    .executableTarget(
      name: "CardsBenchmark", dependencies: ["OpenUIKit", "BenchmarkScenes"],
      path: "Benchmarks/CardsBenchmark"),
    .executableTarget(
      name: "AnimationBenchmark",
      dependencies: ["OpenUIKit", "OpenUIKitTesting", "BenchmarkScenes"],
      path: "Benchmarks/AnimationBenchmark"),
    .executableTarget(
      name: "ScrollBenchmark", dependencies: ["OpenUIKit", "OpenUIKitTesting", "BenchmarkScenes"],
      path: "Benchmarks/ScrollBenchmark"),
    .executableTarget(
      name: "TextBenchmark", dependencies: ["OpenUIKit", "OpenUIKitTesting", "BenchmarkScenes"],
      path: "Benchmarks/TextBenchmark"),
    .executableTarget(
      name: "LayoutBenchmark", dependencies: ["OpenUIKit", "BenchmarkScenes"],
      path: "Benchmarks/LayoutBenchmark"),
    .executableTarget(
      name: "SolverBenchmark", dependencies: ["LayoutSolver"], path: "Benchmarks/SolverBenchmark",
      exclude: ["kiwi_feed.py"]),
    .executableTarget(
      name: "ScalingBenchmark", dependencies: ["OpenUIKit", "OpenUIKitTesting", "BenchmarkScenes"],
      path: "Benchmarks/ScalingBenchmark"),
    .executableTarget(
      name: "HierarchyBenchmark", dependencies: ["OpenUIKit", "OpenQuartzCore"],
      path: "Benchmarks/HierarchyBenchmark"),
    .executableTarget(
      name: "PresentBenchmark", dependencies: ["OpenUIKitSDL", "BenchmarkScenes"],
      path: "Benchmarks/PresentBenchmark"),
    .target(name: "OpenUIKitTesting", dependencies: ["OpenUIKit", "AccessibilityTree"]),
    .testTarget(
      name: "OpenCoreGraphicsTests", dependencies: ["OpenCoreGraphics", "OpenUIKitTesting"],
      exclude: ["Snapshots", "Fixtures"]),
    .testTarget(
      name: "OpenUIKitTests", dependencies: ["OpenUIKit", "OpenUIKitTesting", "AccessibilityTree"],
      exclude: ["Snapshots"]),
    .testTarget(name: "OpenUIKitSDLTests", dependencies: ["OpenUIKitSDL", "CSDL2", "CGio"]),
    .testTarget(name: "EndToEndTests", dependencies: ["CX11"], exclude: ["Fixtures", "Snapshots"]),
    .testTarget(
      name: "OpenQuartzCoreTests",
      dependencies: ["OpenQuartzCore", "OpenUIKitTesting", "DamageFuzz"],
      exclude: ["Snapshots"]),
    // Hostile inputs, one per process (RobustnessTests runs them with a memory cap and a timeout).
    .executableTarget(
      name: "RobustnessProbe",
      dependencies: [
        "OpenUIKit", "OpenText", "OpenUIKitSDL", "OpenUIKitTesting", "BenchmarkScenes",
      ],
      path: "Tests/RobustnessProbe"),
    .testTarget(name: "RobustnessTests"),
    // Random layer-tree changes, each damage-only frame compared with a full render: a short run
    // in OpenQuartzCoreTests, a long one as `swift run -c release FuzzDamage`.
    .target(
      name: "DamageFuzz", dependencies: ["OpenQuartzCore", "OpenCoreGraphics"],
      path: "Tests/DamageFuzz"),
    .executableTarget(name: "FuzzDamage", dependencies: ["DamageFuzz"], path: "Tests/FuzzDamage"),
    // iOS code as written, with `import OpenUIKit` as the only change (Docs/Porting.md).
    .testTarget(
      name: "PortingTests", dependencies: ["OpenUIKit", "OpenUIKitTesting", "Seeds"],
      exclude: ["Snapshots", ".swift-format"]),
    // The same promise in Swift 5 mode, as most iOS libraries ship: library-shaped code with no
    // isolation annotations (Docs/Porting.md, "Isolation").
    .testTarget(
      name: "PortingTestsSwift5", dependencies: ["OpenUIKit", "OpenUIKitTesting"],
      exclude: ["README.md", ".swift-format"], swiftSettings: [.swiftLanguageMode(.v5)]),
  ],
  swiftLanguageModes: [.v6]
)
