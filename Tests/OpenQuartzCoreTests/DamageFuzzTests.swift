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
}
