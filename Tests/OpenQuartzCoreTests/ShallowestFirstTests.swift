@_spi(OpenUIKit) import OpenQuartzCore
import Testing

@Suite struct ShallowestFirstTests {
  @Test func sortsByDepthKeepingTheOrderWithinADepth() {
    // (name, depth): the dirty lists arrive in any order; parents must come first, and views of
    // one depth keep the order they asked in.
    let nodes = [("c1", 2), ("a", 0), ("b1", 1), ("c2", 2), ("b2", 1), ("d", 5), ("b3", 1)]
    let sorted = sortedShallowestFirst(nodes) { $0.1 }.map(\.0)
    #expect(sorted == ["a", "b1", "b2", "b3", "c1", "c2", "d"])
  }

  @Test func sortedAndTinyListsComeBackAsTheyAre() {
    #expect(sortedShallowestFirst([Int]()) { $0 }.isEmpty)
    #expect(sortedShallowestFirst([7]) { $0 } == [7])
    #expect(sortedShallowestFirst([0, 1, 1, 3]) { $0 } == [0, 1, 1, 3])
    #expect(sortedShallowestFirst([3, 0]) { $0 } == [0, 3])
  }
}
