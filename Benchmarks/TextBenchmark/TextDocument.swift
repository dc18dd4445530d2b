/// T1's document (`../shared/bench/text.md`, the peers' `textdoc.py`): 10,000 lines of 61 to 80
/// characters drawn from 64 words by the C standard's example `rand()`, and the typed text.
enum TextDocument {
  static let words = """
    lorem ipsum dolor sit amet sed do eiusmod tempor ut labore et dolore magna aliqua enim \
    ad minim veniam quis nostrud ullamco laboris nisi aliquip ex ea commodo consequat duis \
    aute irure in velit esse cillum fugiat nulla pariatur sint occaecat cupidatat non \
    proident sunt culpa qui officia deserunt mollit anim id est laborum vitae neque morbi \
    purus cras orci nunc porta lacus urna
    """.split(separator: " ").map(String.init)

  /// The lines, in order.
  static func lines(_ count: Int = 10_000) -> [String] {
    var state: UInt64 = 1
    func rand() -> Int {
      state = (state &* 1_103_515_245 &+ 12345) % (1 << 31)
      return Int(state >> 16)
    }
    var lines: [String] = []
    lines.reserveCapacity(count)
    for _ in 0..<count {
      let target = 70 + rand() % 11
      var line = words[rand() % 64]
      while true {
        let word = words[rand() % 64]
        if line.count + 1 + word.count > target { break }
        line += " " + word
      }
      lines.append(line)
    }
    return lines
  }

  /// The characters typed, one per keystroke.
  static func typed(_ count: Int = 200) -> String {
    String(
      String(repeating: "The quick brown fox jumps over the lazy dog. ", count: count / 45 + 1)
        .prefix(count))
  }
}
