import Foundation
import Testing

/// Hostile input, one probe per process.
///
/// Each must end in its documented clamp or refusal, with its diagnostic, within a bounded peak
/// memory, and never crash, hang or allocate gigabytes (Docs/Limits.md). The probes are in
/// `Tests/RobustnessProbe`.
@Suite struct RobustnessTests {
  /// Core Animation's types are nonisolated, as on Apple's platforms, but a change that reaches
  /// the layer tree off the main thread stops the program with a message (Docs/Porting.md).
  @Test func aLayerChangedOffTheMainThreadStopsWithAMessage() throws {
    let run = try ProbeRun.run("layerChangedOffTheMainThread", backtraces: false)
    #expect(run.result == nil)
    #expect(run.status != 0)
    #expect(run.diagnostics.contains("was used off the main thread"))
  }

  /// What a probe must end in.
  struct Expectation: CustomTestStringConvertible, Sendable {
    var probe: String
    /// The `RESULT` line, exactly, or the start of it when it ends in "…".
    var result: String
    /// The most resident memory allowed, in MiB.
    var peakMebibytes = 200
    /// Text the diagnostics must contain.
    var diagnostic: String? = nil
    /// Text they must not contain.
    var notDiagnostic: String? = nil
    /// Text they must contain exactly once (said once, not per keystroke or per frame).
    var diagnosticOnce: String? = nil
    /// Text they must contain at least once and at most `Diagnostics.maximumRepeats` (8) times:
    /// said each time as UIKit says it, but never a flood.
    var diagnosticBounded: String? = nil

    var testDescription: String { probe }
  }

  static let expectations: [Expectation] =
    [
      // Finite but huge geometry (issue 12, item 1): clamped, the window renders on.
      .init(probe: "frameSize1e19", result: "renders on"),
      .init(probe: "frameSize1e300", result: "renders on"),
      .init(probe: "boundsOrigin1e19", result: "renders on"),
      .init(probe: "shadowRadius1e19", result: "renders on"),
      .init(probe: "shadowPath1e19", result: "renders on", diagnostic: "beyond what is drawn"),
      .init(probe: "shapePath1e19", result: "renders on"),
      .init(probe: "transformScale1e19", result: "renders on", diagnostic: "scaled beyond"),
      .init(probe: "cornerAndBorder1e19", result: "renders on"),
      .init(probe: "contentsImageIn1e19Bounds", result: "renders on"),
      .init(probe: "contentsImageInHugeTransform", result: "renders on"),
      .init(
        probe: "roundedLayerUnderHugeScales", result: "renders on", diagnostic: "scaled beyond"),
      .init(probe: "extremeValuesEverywhere", result: "renders on"),
      // Text (item 2): no trap, bounded work.
      .init(
        probe: "labelWrappedIntrinsicAtZeroWidth", result: "size CGSize(width: 451.0, height: 20.0)"
      ),
      .init(
        probe: "labelSizeThatFitsGreatestFinite", result: "size CGSize(width: 451.0, height: 20.0)"),
      .init(probe: "labelSizeThatFitsNaN", result: "size CGSize(width: 451.0, height: 20.0)"),
      .init(probe: "labelSizeThatFits3e6", result: "size CGSize(width: 451.0, height: 20.0)"),
      .init(probe: "labelRendered3e6Wide", result: "renders on"),
      .init(probe: "fontSize1e6", result: "renders on"),
      .init(probe: "fontSize1e300", result: "renders on"),
      .init(probe: "fontSizeNaN", result: "renders on"),
      .init(
        probe: "combiningMarks50000", result: "within the budget's cost",
        diagnostic: "layout budget"),
      .init(
        probe: "textOneMegabyte", result: "within the budget's cost", diagnostic: "layout budget"),
      // Raw bitmap parameters (item 3) and the pixel budget (item 7).
      .init(probe: "cgImageBytesPerRowIntMax", result: "nil", diagnostic: "more bytes than"),
      .init(probe: "cgImageHugeHeight", result: "nil", diagnostic: "refused"),
      .init(probe: "contextPixelBudget", result: "nil", diagnostic: "pixels in all"),
      .init(
        probe: "jpegHeaderClaims16384Squared", result: "nil", peakMebibytes: 100,
        diagnostic: "refused"),
      .init(
        probe: "jpegTruncatedWithinBudget", result: "nil", peakMebibytes: 100,
        diagnostic: "truncated"
      ),
      .init(
        probe: "pngOfZeros16384Squared", result: "nil", peakMebibytes: 100,
        diagnostic: "pixels in all"),
      .init(
        probe: "pngOfZeros8000Squared", result: "image CGSize(width: 8000.0, height: 8000.0)",
        peakMebibytes: 380),
      .init(
        probe: "renderImageOfA16384View", result: "nil", peakMebibytes: 100, diagnostic: "refused"),
      .init(
        probe: "corruptPNGs", result: "nil nil", diagnostic: "corrupt",
        notDiagnostic: "out of memory"
      ),
      // Replicators (item 4).
      .init(probe: "replicatorIntMax", result: "renders on", diagnostic: "4096"),
      .init(probe: "replicatorsNested", result: "renders on", diagnostic: "65536"),
      // A cairo error (item 5).
      .init(probe: "radialGradientDefaultPointsThenChange", result: "renders on"),
      // Silent degradations (item 8).
      .init(probe: "wideLayerKeepsItsShadow", result: "shadow"),
      .init(probe: "drawCallingSetNeedsLayout", result: "draws 1"),
      .init(probe: "layoutCallingSetNeedsDisplay", result: "layouts 1"),
      .init(
        // One layout and draw, then one of each per return to layout (CommitPhase.maximumReruns).
        probe: "layoutAndDrawInvalidatingEachOther", result: "layouts 17 draws 17",
        diagnostic: "PingPongView"),
      .init(
        probe: "aHostTurnCommitsOnce",
        result: "commits 1 damage kept, commits 1 damage kept, alone 1"),
      .init(
        probe: "layoutLoopNamesTheView", result: "layouts 100", diagnostic: "EndlessLayoutView"),
    ] + appLayer

  /// The app layer's probes (issue 24): controllers, tables, stack views, contexts.
  static let appLayer: [Expectation] =
    [
      // 1. Presentation cycles: refused with UIKit's message; dismissal ends.
      .init(probe: "presentThePresenter", result: "dismissed", diagnostic: "already presenting"),
      .init(
        probe: "presentAnAncestorInTheChain", result: "dismissed", diagnostic: "already presenting"),
      .init(
        probe: "navigationVisibleControllerAfterACycle", result: "sheet",
        diagnostic: "already presenting"),
      // 7. Navigation from inside lifecycle callbacks: stack, children and views agree.
      .init(probe: "pushFromViewDidLoad", result: "agree A,B,C"),
      .init(probe: "pushFromViewWillAppear", result: "agree A,D,E"),
      .init(probe: "popFromViewDidLoad", result: "agree A"),
      .init(probe: "navigateFromEveryCallback", result: "agree"),
      .init(probe: "presentAndDismissFromEveryCallback", result: "consistent"),
      // Slow at scale: each transition costs the same however many came before or how deep.
      .init(probe: "pushPopPairsWithoutACommit", result: "linear"),
      .init(probe: "presentDismissPairsWithoutACommit", result: "linear"),
      .init(probe: "pushesAtDepth", result: "independent of depth"),
      .init(probe: "setViewControllersLong", result: "linear"),
      // 2 and 5. Tables whose data sources lie.
      .init(
        probe: "deleteASectionThatDoesNotExist", result: "sections 2",
        diagnostic: "attempt to delete section 7"),
      .init(
        probe: "insertASectionPastTheEnd", result: "sections 4",
        diagnostic: "attempt to insert section 9"),
      .init(
        probe: "reloadASectionThatDoesNotExist", result: "sections 3",
        diagnostic: "attempt to reload section 12"),
      .init(
        probe: "deleteEverySectionThereCouldBe", result: "sections 3",
        diagnostic: "attempt to delete section 3"),
      .init(
        probe: "sectionCountIntMax", result: "sections 100000 renders on",
        diagnostic: "100000 are shown"),
      .init(
        probe: "rowCountIntMaxWithoutAnEstimate", result: "heights bounded renders on",
        diagnostic: "as they show"),
      // 10. A cell from another table.
      .init(
        probe: "cellVisibleInAnotherTable", result: "each table keeps its cells",
        diagnostic: "another table shows"),
      .init(
        probe: "oneCellForEveryRow", result: "visible 5 renders on",
        diagnostic: "already showing another row"),
      .init(
        probe: "countsThatChangeOnEveryQuestion", result: "renders on", diagnostic: "Invalid update"
      ),
      // 8 and 9. Stack views.
      .init(
        probe: "arrangeTheWindow", result: "arranged 0 renders on",
        diagnostic: "insertArrangedSubview refused"),
      .init(
        probe: "arrangeAnAncestor", result: "arranged 0 renders on",
        diagnostic: "insertArrangedSubview refused"),
      .init(probe: "customSpacingUseDefault", result: "gap 8.0 custom true"),
      // 4, 6 and 10. Contexts.
      .init(probe: "contextShadowBlurs", result: "drawn 8"),
      .init(probe: "contextShadowBlurInDraw", result: "renders on"),
      .init(probe: "contextShadowHugeOffset", result: "size CGSize(width: 20.0, height: 20.0)"),
      .init(
        probe: "contextEveryNonFiniteParameter", result: "size CGSize(width: 20.0, height: 20.0)",
        diagnostic: "maps beyond what is drawn"),
      .init(
        probe: "contextScaledBy1e300", result: "size CGSize(width: 20.0, height: 20.0)",
        diagnostic: "maps beyond what is drawn"),
      .init(probe: "strokeOf200000CrossingSegments", result: "bounded", diagnostic: "is cut there"),
      // 3. The largest finite scales under clips and shadows.
      .init(probe: "zoomToGreatestFiniteInAClippingView", result: "renders on"),
      .init(probe: "transformGreatestFiniteUnderAClip", result: "renders on"),
      .init(probe: "shadowRadiusGreatestFinite", result: "renders on"),
      // 11. The text budget is said once.
      .init(
        probe: "textFieldOverBudgetTyping", result: "renders on", diagnosticOnce: "layout budget"),
      // Text views (issue 49, item 10): ten megabytes held by paragraphs, a megabyte line held as
      // budget-sized paragraphs drawn in parts, a mark storm one character.
      .init(probe: "textViewTenMegabytes", result: "renders on", peakMebibytes: 250),
      .init(
        probe: "textViewMegabyteLine", result: "renders on, 1048575 units, tall: true",
        notDiagnostic: "not drawn"),
      .init(
        probe: "textViewCombiningStorm", result: "caret 1 → 50001, renders on",
        diagnosticOnce: "layout budget"),
    ] + lateFeatures

  /// What came after the app layer (issue 45): menus, animation blocks, pointer regions, windows
  /// and presentations by the thousand.
  static let lateFeatures: [Expectation] = [
    // Crashes: walks over menus are loops with bounds; a region that is not a number is ignored.
    .init(
      probe: "submenusNested100000Deep", result: "renders on", diagnosticOnce: "nested more than 64"
    ),
    .init(
      probe: "pointerRegionNaN", result: "renders on",
      diagnosticOnce: "is not finite; it is ignored"
    ),
    // Trees deeper than the phases' walks can go are refused, once.
    .init(
      probe: "viewsNested20000Deep", result: "renders on", diagnosticOnce: "may nest 512 deep"),
    .init(
      probe: "layersNested20000Deep", result: "renders on", diagnosticOnce: "may nest 512 deep"),
    // Silently wrong results: each number refused or clamped, said once, later results right.
    .init(
      probe: "constraintConstant1e19Restored", result: "width 200.0 renders on",
      diagnosticOnce: "exceeds the layout's limits"),
    .init(
      probe: "safeAreaInsetsNaNAnd1e300", result: "content 0.0,10.0 320.0x470.0 renders on",
      diagnosticOnce: "is not finite"),
    .init(probe: "springOfExtremeCoefficients", result: "moves", diagnostic: "kept within"),
    .init(
      probe: "undoFromAnUndoHandler", result: "value 2 redo true",
      diagnosticBounded: "undo() while undoing"),
    .init(probe: "menuTallerThanTheWindow", result: "renders on"),
    // Headless without a clock, an animation waits, and says so once.
    .init(
      probe: "animationWithoutAClock", result: "waits for a clock",
      diagnosticOnce: "animations wait for a clock"),
    // A menu put into the tree twice is refused, as UIKit's builder refuses it, once per menu.
    .init(
      probe: "aGroupInsertedIntoItself", result: "renders on",
      diagnosticOnce: "Duplicates existing"),
    // Costs that stay linear.
    .init(probe: "constraintChainLayout", result: "linear", peakMebibytes: 300),
    .init(probe: "constraintsActivatedAndDeactivated", result: "linear", peakMebibytes: 300),
    .init(probe: "tenThousandMenuItems", result: "linear"),
    .init(probe: "animationBlocksOnOneView", result: "linear"),
    // Peaks: a dropped window gives its framebuffer back at once; a presentation while another
    // is in progress is refused with UIKit's warning, once.
    .init(probe: "windowsShownAndDroppedInOneTurn", result: "released at once", peakMebibytes: 120),
    .init(
      probe: "animatedPresentDismissPairs", result: "presented 1",
      diagnosticBounded: "while a presentation is in progress"),
  ]

  @Test(arguments: expectations)
  func aHostileInputEndsCleanly(_ expected: Expectation) throws {
    let run = try ProbeRun.run(expected.probe)
    #expect(run.status == 0, "exit status \(run.status): \(run.diagnostics.suffix(600))")
    let result = try #require(run.result, "no result: \(run.diagnostics.suffix(600))")
    if expected.result.hasSuffix("…") {
      #expect(result.hasPrefix(String(expected.result.dropLast())))
    } else {
      #expect(result == expected.result)
    }
    let peak = try #require(run.peakMebibytes)
    if ProbeRun.sanitizer == nil {
      #expect(peak <= expected.peakMebibytes, "peak \(peak) MiB")
    }
    if let diagnostic = expected.diagnostic {
      #expect(run.diagnostics.contains(diagnostic), "diagnostics: \(run.diagnostics)")
    }
    if let once = expected.diagnosticOnce {
      let count = run.diagnostics.components(separatedBy: once).count - 1
      #expect(count == 1, "said \(count) times: \(run.diagnostics.suffix(600))")
    }
    if let bounded = expected.diagnosticBounded {
      let count = run.diagnostics.components(separatedBy: bounded).count - 1
      #expect((1...8).contains(count), "said \(count) times: \(run.diagnostics.suffix(600))")
    }
    if let absent = expected.notDiagnostic {
      #expect(!run.diagnostics.contains(absent), "diagnostics: \(run.diagnostics)")
    }
  }

  @Test func everyProbeIsExpected() throws {
    let listing = Process()
    listing.executableURL = ProbeRun.executable
    let output = Pipe()
    listing.standardOutput = output
    try listing.run()
    let names = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(separator: "\n").map(String.init)
    listing.waitUntilExit()
    // The off-main-thread probe stops by design; its own test above checks how. The font probes
    // are DesktopFontTests', the signal probe SignalTests'.
    let others = [
      "layerChangedOffTheMainThread", "pinnedFonts", "desktopFonts", "stuckMainThreadSignals",
    ]
    #expect(Set(names) == Set(Self.expectations.map(\.probe) + others))
  }
}
