import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Self-sizing table cells: `automaticDimension` rows as tall as their content's constraints say
/// at the table's width, wrapping labels included.
@MainActor @Suite(.serialized) struct SelfSizingCellTests {
  /// A note: a bold title over a wrapping body, pinned to the content view's margins.
  final class NoteCell: UITableViewCell {
    let title = UILabel()
    let body = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      title.font = .boldSystemFont(ofSize: 15)
      body.font = .systemFont(ofSize: 13)
      body.textColor = .secondaryLabel
      body.numberOfLines = 0
      for label in [title, body] {
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
      }
      let margins = contentView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: margins.topAnchor),
        title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
    }
    required init?(coder: NSCoder) { nil }
  }

  final class Notes: NSObject, UITableViewDataSource {
    let notes = [
      ("Short", "One line."),
      ("Longer", "A body long enough to wrap onto a second line at this width, and a third."),
      ("Empty body", ""),
      ("Medium", "Two lines of text, more or less, in the note."),
    ]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      notes.count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
      guard let note = cell as? NoteCell else { return cell }
      note.title.text = notes[indexPath.row].0
      note.body.text = notes[indexPath.row].1
      return note
    }
  }

  let window: UIWindow
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 240, height: 320), style: .plain)
  let notes = Notes()

  init() {
    window = makeWindow(size: CGSize(width: 240, height: 320), scale: 2)
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 44
    table.register(NoteCell.self, forCellReuseIdentifier: "note")
    table.dataSource = notes
    window.addSubview(table)
  }

  @Test func rowsAreAsTallAsTheirContent() throws {
    _ = window.renderImage()
    var heights: [CGFloat] = []
    for row in 0..<notes.notes.count {
      let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? NoteCell)
      heights.append(cell.frame.height)
      // The body wraps at the width it was given, and the content fits the row.
      let bodyHeight = cell.body.sizeThatFits(CGSize(width: cell.body.frame.width, height: 0))
      #expect(cell.body.frame.height == bodyHeight.height)
      #expect(cell.body.frame.maxY == cell.contentView.bounds.height - 8)
      // The row adds the separator's height (a device pixel at scale 2) under the content.
      #expect(cell.frame.height == cell.contentView.frame.height + 0.5)
    }
    #expect(heights[1] > heights[3] && heights[3] > heights[0] && heights[0] > heights[2])
  }

  @Test func lightAndDark() throws {
    try assertSnapshot(window.renderImage(), named: "selfSizingCells@2x")
    window.overrideUserInterfaceStyle = .dark
    try assertSnapshot(window.renderImage(), named: "selfSizingCellsDark@2x")
  }

  /// A self-sizing cell with an accessory is measured at the width its content view gets, not
  /// the row's: here a square content, as tall as it is wide, is shorter beside a disclosure
  /// indicator, and the layout gives the content view that same width.
  @Test func anAccessoryNarrowsWhatTheContentIsMeasuredAt() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let square = UIView()
    square.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(square)
    NSLayoutConstraint.activate([
      square.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
      square.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
      square.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
      square.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
      square.heightAnchor.constraint(equalTo: square.widthAnchor),
    ])
    #expect(cell.sizeThatFits(CGSize(width: 200, height: 0)).height == 200)
    cell.accessoryType = .disclosureIndicator
    let height = cell.sizeThatFits(CGSize(width: 200, height: 0)).height
    #expect(height < 200 && height > 100)
    cell.frame = CGRect(x: 0, y: 0, width: 200, height: height)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame.width == height)
    #expect(square.frame.size == CGSize(width: height, height: height))
  }
}
