import Foundation
import Testing

/// Hostile input, one probe per process.
///
/// Each must end in its documented clamp or refusal, with its diagnostic, within a bounded peak
/// memory, and never crash, hang or allocate gigabytes (Docs/Limits.md). The probes are in
/// `Tests/RobustnessProbe`.
@Suite struct RobustnessTests {
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

    var testDescription: String { probe }
  }

  static let expectations: [Expectation] = [
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
    .init(probe: "roundedLayerUnderHugeScales", result: "renders on", diagnostic: "scaled beyond"),
    .init(probe: "extremeValuesEverywhere", result: "renders on"),
    // Text (item 2): no trap, bounded work.
    .init(
      probe: "labelWrappedIntrinsicAtZeroWidth", result: "size CGSize(width: 451.0, height: 20.0)"),
    .init(
      probe: "labelSizeThatFitsGreatestFinite", result: "size CGSize(width: 451.0, height: 20.0)"),
    .init(probe: "labelSizeThatFitsNaN", result: "size CGSize(width: 451.0, height: 20.0)"),
    .init(probe: "labelSizeThatFits3e6", result: "size CGSize(width: 451.0, height: 20.0)"),
    .init(probe: "labelRendered3e6Wide", result: "renders on"),
    .init(probe: "fontSize1e6", result: "renders on"),
    .init(probe: "fontSize1e300", result: "renders on"),
    .init(probe: "fontSizeNaN", result: "renders on"),
    .init(probe: "combiningMarks50000", result: "seconds 0", diagnostic: "layout budget"),
    .init(probe: "textOneMegabyte", result: "seconds 0", diagnostic: "layout budget"),
    // Raw bitmap parameters (item 3) and the pixel budget (item 7).
    .init(probe: "cgImageBytesPerRowIntMax", result: "nil", diagnostic: "more bytes than"),
    .init(probe: "cgImageHugeHeight", result: "nil", diagnostic: "refused"),
    .init(probe: "contextPixelBudget", result: "nil", diagnostic: "pixels in all"),
    .init(
      probe: "jpegHeaderClaims16384Squared", result: "nil", peakMebibytes: 100,
      diagnostic: "refused"),
    .init(
      probe: "jpegTruncatedWithinBudget", result: "nil", peakMebibytes: 100, diagnostic: "truncated"
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
      probe: "corruptPNGs", result: "nil nil", diagnostic: "corrupt", notDiagnostic: "out of memory"
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
      probe: "layoutAndDrawInvalidatingEachOther", result: "layouts 10 draws 10",
      diagnostic: "PingPongView"),
    .init(probe: "layoutLoopNamesTheView", result: "layouts 100", diagnostic: "EndlessLayoutView"),
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
    #expect(Set(names) == Set(Self.expectations.map(\.probe)))
  }
}
