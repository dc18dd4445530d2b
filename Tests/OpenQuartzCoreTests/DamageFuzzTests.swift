import DamageFuzz
import Testing

/// A short run of the damage fuzzer.
///
/// Random tree changes, every damage-only frame compared with a cold full render of a twin tree;
/// `swift run -c release FuzzDamage` is the long run (20 seeds of 5,000 steps).
@MainActor @Suite struct DamageFuzzTests {
  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func damageOnlyFramesMatchAFullRender(seed: UInt64) throws {
    try DamageFuzzer(seed: seed).run(steps: 250)
  }

  /// Seeds that found transition bugs, replayed past the step that failed: seed 1 (a rasterized
  /// layer's transition was painted inside its raster too, so its live look moved twice) and
  /// seed 15 (a motion transition's live look was culled by the transition's extent moved by the
  /// live look's offset once more, so a damage-only frame left it out); seed 17 (a shadow inside a
  /// subtree rasterized at 0.5, its live look slid by a push, reached a column past the extent:
  /// the rasters inside a subtree rasterized below one texel per point are as coarse).
  @Test(arguments: [(1, 570), (15, 360), (17, 902)] as [(UInt64, Int)])
  func transitionFindingsStayFixed(seed: UInt64, steps: Int) throws {
    try DamageFuzzer(seed: seed).run(steps: steps)
  }
}
