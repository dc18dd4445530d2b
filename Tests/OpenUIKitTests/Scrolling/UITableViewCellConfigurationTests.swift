import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Table rows configured as iOS 14 code configures them: `configurationUpdateHandler` with a
/// list content configuration and a background configuration, `updateConfiguration(using:)` in a
/// subclass, and a content configuration of the app's own.
@MainActor @Suite(.serialized) struct UITableViewCellConfigurationTests {
  final class Rows: NSObject, UITableViewDataSource {
    var configure: (UITableViewCell, IndexPath) -> Void = { _, _ in }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      configure(cell, indexPath)
      return cell
    }
  }

  /// Counts its updates and shows the state in its text.
  final class StatefulCell: UITableViewCell {
    var updates: [UICellConfigurationState] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
      super.updateConfiguration(using: state)
      updates.append(state)
      var content = defaultContentConfiguration().updated(for: state)
      content.text = state.isSelected ? "Selected" : "Not selected"
      contentConfiguration = content
    }
  }

  /// A content configuration of the app's: a colored square.
  struct SwatchConfiguration: UIContentConfiguration {
    var color: UIColor
    func makeContentView() -> any UIView & UIContentView { SwatchView(configuration: self) }
  }

  final class SwatchView: UIView, UIContentView {
    var configuration: any UIContentConfiguration {
      didSet { backgroundColor = (configuration as? SwatchConfiguration)?.color }
    }
    init(configuration: SwatchConfiguration) {
      self.configuration = configuration
      super.init(frame: .zero)
      backgroundColor = configuration.color
    }
    required init?(coder: NSCoder) { nil }
  }

  let window = makeWindow(size: CGSize(width: 320, height: 240))
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), style: .plain)
  let rows = Rows()

  init() {
    window.addSubview(table)
  }

  /// Shows the rows once their cell class is registered.
  func show() {
    table.dataSource = rows
    table.layoutIfNeeded()
  }

  @Test func theUpdateHandlerRunsAfterUpdateConfigurationForEachNewState() throws {
    defer { window.isHidden = true }
    var handled: [Bool] = []
    table.register(StatefulCell.self, forCellReuseIdentifier: "row")
    rows.configure = { cell, indexPath in
      guard indexPath.row == 1 else { return }
      cell.configurationUpdateHandler = { cell, state in
        handled.append(state.isSelected)
        var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        background.backgroundColor = state.isSelected ? .systemMint : .systemBackground
        cell.backgroundConfiguration = background
      }
    }
    show()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? StatefulCell)
    #expect(handled == [false])
    #expect(cell.updates.count == 1)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(handled == [false], "updated before the next layout, not at once")
    cell.layoutIfNeeded()
    #expect(handled == [false, true])
    #expect(cell.updates.last?.isSelected == true)
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Selected")
    #expect(cell.configuredBackgroundView?.backgroundColor == .systemMint)
    #expect(
      cell.defaultSelectedBackground?.superview == nil, "the configuration shows the selection")
  }

  @Test func aBackgroundConfigurationFollowsTheSelectionByItself() throws {
    defer { window.isHidden = true }
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    rows.configure = { cell, _ in
      var content = cell.defaultContentConfiguration()
      content.text = "Row"
      cell.contentConfiguration = content
      cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
    }
    show()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    cell.layoutIfNeeded()
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
    #expect(cell.configuredBackgroundView?.backgroundColor == .systemGray4)
    cell.backgroundView = UIView()
    #expect(cell.backgroundConfiguration == nil && cell.configuredBackgroundView == nil)
  }

  @Test func anAppsOwnContentConfigurationShowsItsOwnView() throws {
    defer { window.isHidden = true }
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    rows.configure = { cell, indexPath in
      cell.contentConfiguration = SwatchConfiguration(
        color: indexPath.row == 0 ? .systemRed : .systemBlue)
    }
    show()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let swatch = try #require(cell.contentView.subviews.first { $0 is SwatchView })
    #expect(swatch.backgroundColor == .systemRed)
    #expect(swatch.frame == cell.contentView.bounds)
    cell.contentConfiguration = SwatchConfiguration(color: .systemGreen)
    #expect(cell.contentView.subviews.first { $0 is SwatchView } === swatch, "the same view")
    #expect(swatch.backgroundColor == .systemGreen)
  }
}
