extension AccessibilityNode {
  /// The text of a label or a text input, with the caret and selection of one being edited.
  ///
  /// Offsets are UTF-16 code units of ``string``, as UIKit's `NSRange`s count; a bridge converts
  /// them to what its protocol counts (AT-SPI counts characters: Unicode scalars).
  public struct TextContent: Equatable, Sendable {
    /// The text as shown (a secure field's bullets, not its characters).
    public var string: String
    /// The selected range; empty at the caret; `nil` while nothing is being edited.
    public var selection: Range<Int>?
    /// Where the caret is: the selection's moving end; `nil` while nothing is being edited.
    public var caret: Int?

    /// Creates a value.
    public init(string: String, selection: Range<Int>? = nil, caret: Int? = nil) {
      self.string = string
      self.selection = selection
      self.caret = caret
    }
  }
}

extension AccessibilityNode {
  /// A table's rows, counted across its sections: a table shows only some of them (its rows are
  /// reused), but an assistive technology reads "row 12 of 200" and selects rows by number.
  public struct TableContent: Equatable, Sendable {
    /// How many rows in all.
    public var rowCount: Int
    /// The selected rows' indexes, ascending.
    public var selectedRows: [Int]

    /// Creates a value.
    public init(rowCount: Int, selectedRows: [Int] = []) {
      self.rowCount = rowCount
      self.selectedRows = selectedRows
    }
  }
}
