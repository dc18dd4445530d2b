import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Tables whose data sources lie, and stack views fed their own ancestors.
@MainActor
enum TableAndStackProbes {
  static let all: [String: @MainActor () -> String] = [
    "deleteASectionThatDoesNotExist": {
      let source = CountingSource(sections: 3, rows: 5)
      let (table, _) = shownTable(source)
      source.sections = 2
      table.deleteSections(IndexSet(integer: 7), with: .automatic)
      runCommit()
      return "sections \(table.numberOfSections)"
    },
    "insertASectionPastTheEnd": {
      let source = CountingSource(sections: 3, rows: 5)
      let (table, _) = shownTable(source)
      source.sections = 4
      table.insertSections(IndexSet(integer: 9), with: .automatic)
      runCommit()
      return "sections \(table.numberOfSections)"
    },
    "reloadASectionThatDoesNotExist": {
      let source = CountingSource(sections: 3, rows: 5)
      let (table, _) = shownTable(source)
      table.reloadSections(IndexSet(integer: 12), with: .automatic)
      runCommit()
      return "sections \(table.numberOfSections)"
    },
    "deleteEverySectionThereCouldBe": {
      let source = CountingSource(sections: 3, rows: 5)
      let (table, _) = shownTable(source)
      table.deleteSections(IndexSet(integersIn: 0..<Int.max), with: .automatic)
      table.insertSections(IndexSet(integersIn: 0..<Int.max), with: .automatic)
      runCommit()
      return "sections \(table.numberOfSections)"
    },
    "sectionCountIntMax": {
      let source = CountingSource(sections: .max, rows: 2)
      let (table, window) = shownTable(source)
      return "sections \(table.numberOfSections) " + Probes.rendersOn(window)
    },
    "rowCountIntMaxWithoutAnEstimate": {
      let source = CountingSource(sections: 1, rows: .max)
      source.givesHeights = true
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .plain)
      table.estimatedRowHeight = 0
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      let window = UIWindow.headless(size: CGSize(width: 200, height: 200))
      window.addSubview(table)
      table.delegate = source
      table.dataSource = source
      runCommit()
      table.contentOffset = CGPoint(x: 0, y: 1e9)
      runCommit()
      let bounded = source.heightQueries < 200_000
      return (bounded ? "heights bounded " : "heights asked \(source.heightQueries) ")
        + Probes.rendersOn(window)
    },
    "cellVisibleInAnotherTable": {
      let first = CountingSource(sections: 1, rows: 3)
      let (firstTable, _) = shownTable(first)
      let stolen = firstTable.cellForRow(at: IndexPath(row: 0, section: 0))
      let second = CountingSource(sections: 1, rows: 3)
      second.cellOverride = stolen
      let (secondTable, _) = shownTable(second)
      let kept = stolen?.superview === firstTable
      let secondShows = secondTable.visibleCells.count == 3
      return kept && secondShows ? "each table keeps its cells" : "moved"
    },
    "oneCellForEveryRow": {
      let source = CountingSource(sections: 1, rows: 20)
      source.cellOverride = UITableViewCell(style: .default, reuseIdentifier: nil)
      let (table, window) = shownTable(source)
      return "visible \(table.visibleCells.count) " + Probes.rendersOn(window)
    },
    "countsThatChangeOnEveryQuestion": {
      let source = CountingSource(sections: 4, rows: 40)
      source.lies = true
      let (table, window) = shownTable(source)
      for step in 0..<50 {
        table.contentOffset = CGPoint(x: 0, y: CGFloat(step * 37 % 900))
        if step % 7 == 0 { table.reloadData() }
        if step % 11 == 0 {
          table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.insertSections(IndexSet(integer: 1), with: .fade)
          }
        }
        runCommit()
      }
      return Probes.rendersOn(window)
    },
    // Stack views.
    "arrangeTheWindow": {
      let window = UIWindow.headless(size: CGSize(width: 80, height: 80))
      let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      window.addSubview(stack)
      stack.addArrangedSubview(window)
      runCommit()
      let unchanged = window.frame.size == CGSize(width: 80, height: 80)
      return "arranged \(stack.arrangedSubviews.count) "
        + (unchanged ? Probes.rendersOn(window) : "window moved")
    },
    "arrangeAnAncestor": {
      let window = UIWindow.headless(size: CGSize(width: 80, height: 80))
      let outer = UIView(frame: window.bounds)
      let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      window.addSubview(outer)
      outer.addSubview(stack)
      stack.addArrangedSubview(outer)
      stack.insertArrangedSubview(stack, at: 0)
      runCommit()
      return "arranged \(stack.arrangedSubviews.count) " + Probes.rendersOn(window)
    },
    "customSpacingUseDefault": {
      let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
      stack.spacing = 8
      let first = UIView()
      let second = UIView()
      stack.addArrangedSubview(first)
      stack.addArrangedSubview(second)
      stack.distribution = .fillEqually
      stack.setCustomSpacing(30, after: first)
      stack.setCustomSpacing(UIStackView.spacingUseDefault, after: first)
      stack.layoutIfNeeded()
      return "gap \(second.frame.minX - first.frame.maxX) "
        + "custom \(stack.customSpacing(after: first) == UIStackView.spacingUseDefault)"
    },
  ]

  /// A 200-point table over `source`, shown in a window and laid out.
  static func shownTable(_ source: CountingSource) -> (UITableView, UIWindow) {
    let window = UIWindow.headless(size: CGSize(width: 200, height: 200))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    runCommit()
    objc_keep(window)
    return (table, window)
  }
}

/// A data source with counts it can change, or lie about, and height queries it counts.
final class CountingSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var sections: Int
  var rows: Int
  var givesHeights = false
  var lies = false
  var cellOverride: UITableViewCell?
  var heightQueries = 0
  private var questions = 0

  init(sections: Int, rows: Int) {
    self.sections = sections
    self.rows = rows
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    questions += 1
    return lies ? sections + questions % 3 : sections
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    questions += 1
    return lies ? (rows * questions) % 97 : rows
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let cellOverride { return cellOverride }
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "\(indexPath)"
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    guard givesHeights else { return UITableView.automaticDimension }
    heightQueries += 1
    return 30
  }
}
