import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// The desktop walk's findings (issue 29), each fixed at its root: squeezed titles truncate
/// inside their controls, round buttons get round focus rings that stay in the window, and a
/// pressed row hides the separators it touches.
@MainActor @Suite struct DesktopFindingsTests {
  @Test func aSqueezedButtonTruncatesItsTitleInsideItself() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 100))
    defer { window.isHidden = true }
    var configuration = UIButton.Configuration.filled()
    configuration.title = "A rather long button title"
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 10, y: 10, width: 90, height: 40)
    let system = UIButton(type: .system)
    system.setTitle("Another long title", for: .normal)
    system.frame = CGRect(x: 110, y: 10, width: 60, height: 40)
    let close = UIButton(type: .close)
    close.frame = CGRect(x: 180, y: 10, width: 12, height: 40)
    for view in [button, system, close] { window.addSubview(view) }
    window.layoutIfNeeded()
    for squeezed in [button, system] {
      let label = try #require(squeezed.titleLabel)
      #expect(squeezed.bounds.contains(label.frame), "\(label.frame) spills out")
      #expect(label.lineBreakMode == .byTruncatingMiddle)
    }
    let glyph = try #require(close.glyphView)
    #expect(close.bounds.contains(glyph.frame))
    #expect(glyph.frame.width == 12)
  }

  /// A squeezed segmented control: titles cut with an ellipsis, never wrapped with a hyphen
  /// (looked at when recorded).
  @Test func aSqueezedSegmentedControlTruncatesItsTitles() throws {
    let window = makeWindow(size: CGSize(width: 220, height: 50))
    defer { window.isHidden = true }
    window.backgroundColor = .systemBackground
    let picker = UISegmentedControl(items: ["Rounded", "Line", "Bezel", "None"])
    picker.selectedSegmentIndex = 0
    picker.frame = CGRect(x: 10, y: 10, width: 200, height: 32)
    window.addSubview(picker)
    try assertSnapshot(window.renderImage(), named: "segmentsSqueezed")
  }

  @Test func roundButtonsGetRoundRingsThatStayInTheWindow() throws {
    let window = makeWindow(size: CGSize(width: 200, height: 100))
    defer { window.isHidden = true }
    let close = UIButton(type: .close)
    close.frame = CGRect(x: 50, y: 0, width: 30, height: 30)  // at the window's top edge
    window.addSubview(close)
    window.layoutIfNeeded()
    window.press(UIKey(keyCode: .keyboardTab, characters: "\t"))
    #expect(close.isFocused)
    let ring = try #require(window.focusRingLayer)
    #expect(ring.cornerRadius == 19)  // the 30-point circle's radius plus the 4-point outset
    // In the window's coordinates the ring starts at its top edge, not 4 points above it.
    let top = close.convert(CGPoint(x: 0, y: ring.frame.minY), to: window).y
    #expect(top == 0)
    #expect(ring.frame.minX == -4 && ring.frame.maxY == 34)  // the other sides keep the outset
  }

  @Test func aPressedRowHidesTheSeparatorsItTouches() throws {
    let window = makeWindow(size: CGSize(width: 320, height: 300))
    defer { window.isHidden = true }
    let table = UITableView(frame: window.bounds, style: .plain)
    let source = CountingSource([20])
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 44
    table.dataSource = source
    window.addSubview(table)
    window.layoutIfNeeded()
    func separatorShown(_ row: Int) throws -> Bool {
      let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
      return cell.separatorView.alpha == 1 && !cell.separatorView.isHidden
    }
    let pressed = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    pressed.setHighlighted(true, animated: false)
    #expect(try !separatorShown(2) && !separatorShown(1))
    #expect(try separatorShown(0) && separatorShown(3))
    pressed.setHighlighted(false, animated: false)
    #expect(try separatorShown(1) && separatorShown(2))
    table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
    #expect(try !separatorShown(3) && !separatorShown(4) && separatorShown(5))
  }
}
