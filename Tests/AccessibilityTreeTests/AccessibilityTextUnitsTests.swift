import Testing

@testable import AccessibilityTree

/// Characters counted as AT-SPI counts them, and the words, sentences and lines a screen reader
/// reads by.
@Suite struct AccessibilityTextUnitsTests {
  @Test func charactersAreScalarsAndOffsetsConvertBothWays() {
    // "é" precomposed is one scalar and one UTF-16 unit; the emoji is one scalar and two units.
    let units = AccessibilityTextUnits("aé😀b")
    #expect(units.count == 4)
    #expect(units.utf16Offset(character: 3) == 4)
    #expect(units.characterOffset(utf16: 4) == 3)
    #expect(units.characterOffset(utf16: 3) == 2, "inside a surrogate pair: its character")
    #expect(units.substring(2..<3) == "😀")
    #expect(units.character(at: 3) == "b")
    #expect(units.character(at: 4) == nil)
  }

  @Test func offsetsOutsideTheTextAreClamped() {
    let units = AccessibilityTextUnits("abc")
    #expect(units.utf16Offset(character: -5) == 0)
    #expect(units.utf16Offset(character: 99) == 3)
    #expect(units.characterOffset(utf16: -1) == 0)
    #expect(units.characterOffset(utf16: 99) == 3)
    #expect(units.substring(-4..<99) == "abc")
    #expect(units.range(of: .word, at: 1_000) == 0..<3)
  }

  @Test func wordsRunFromStartToStartOrFromEndToEnd() {
    let units = AccessibilityTextUnits("Hello big world")
    #expect(units.range(of: .word, at: 7) == 6..<10, "from its start to the next one's")
    #expect(units.substring(units.range(of: .word, at: 7)) == "big ")
    #expect(units.range(of: .word, at: 7, edge: .end) == 5..<9, "from the last word's end")
    #expect(units.range(of: .word, at: 7, shift: -1) == 0..<6)
    #expect(units.range(of: .word, at: 7, shift: 1) == 10..<15)
    #expect(units.range(of: .word, at: 12, shift: 1) == 15..<15, "nothing after the last")
    #expect(units.range(of: .word, at: 0, shift: -1) == 0..<0, "nothing before the first")
  }

  @Test func sentencesLinesAndParagraphs() {
    let units = AccessibilityTextUnits("One. Two!\nThree")
    #expect(units.substring(units.range(of: .sentence, at: 6)) == "Two!\n")
    #expect(units.substring(units.range(of: .sentence, at: 0)) == "One. ")
    #expect(units.substring(units.range(of: .line, at: 2)) == "One. Two!\n")
    #expect(units.substring(units.range(of: .line, at: 12)) == "Three")
    #expect(units.substring(units.range(of: .paragraph, at: 12, shift: -1)) == "One. Two!\n")
    #expect(units.range(of: .character, at: 3) == 3..<4)
  }

  @Test func anEmptyTextHasOneEmptyRange() {
    let units = AccessibilityTextUnits("")
    for unit in AccessibilityTextUnits.Unit.allCases {
      #expect(units.range(of: unit, at: 0) == 0..<0)
    }
  }

  @Test func treeChangesTellTextCaretAndRows() {
    var tree = AccessibilityTree()
    let id = AccessibilityNodeID(1)
    var field = AccessibilityNode(
      id: id, role: .textField, text: .init(string: "ab", selection: 2..<2, caret: 2))
    tree.apply(AccessibilityTreeUpdate(nodes: [field]))
    field.text = .init(string: "abc", selection: 3..<3, caret: 3)
    #expect(tree.apply(AccessibilityTreeUpdate(nodes: [field])) == [.text(id), .textSelection(id)])
    field.text?.selection = 0..<3
    #expect(tree.apply(AccessibilityTreeUpdate(nodes: [field])) == [.textSelection(id)])
    var table = AccessibilityNode(
      id: AccessibilityNodeID(2), role: .table, table: .init(rowCount: 5))
    tree.apply(AccessibilityTreeUpdate(nodes: [table]))
    table.table?.selectedRows = [3]
    #expect(tree.apply(AccessibilityTreeUpdate(nodes: [table])) == [.table(table.id)])
  }
}
