import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Numbers no layout can mean, refused or brought within the layout's limits.
///
/// Constants of 10¹⁹, priorities that are not priorities, insets that are not finite or of
/// 10³⁰⁰, fitting targets of the largest finite size: each is said once, and later layouts come
/// out right. Broken constraints are reported once.
@MainActor @Suite(.serialized) struct LayoutLimitsTests {
  /// Watches the diagnostics written while `body` runs.
  func diagnostics(_ body: () -> Void) -> [String] {
    var lines: [String] = []
    Diagnostics.resetOnce()
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    body()
    return lines
  }

  /// `constraint` named `identifier`, for finding its report among other suites' (the
  /// diagnostics are the process's).
  func named(_ constraint: NSLayoutConstraint, _ identifier: String) -> NSLayoutConstraint {
    constraint.identifier = identifier
    return constraint
  }

  /// How many of `lines` are UIKit's report of breaking a constraint named `identifier`.
  func reports(_ lines: [String], _ identifier: String) -> Int {
    lines.filter { $0.contains("Unable to simultaneously satisfy") && $0.contains(identifier) }
      .count
  }

  /// A bar 200 wide in a window, its width a constraint, as a progress bar animates one.
  func bar() -> (UIWindow, UIView, NSLayoutConstraint) {
    let window = makeWindow(size: CGSize(width: 320, height: 200))
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(bar)
    let width = bar.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      bar.topAnchor.constraint(equalTo: window.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 4),
      width,
    ])
    window.layoutIfNeeded()
    return (window, bar, width)
  }

  @Test func aHugeConstantSetAndRestoredLeavesTheFrameAsItWas() {
    let (window, bar, width) = bar()
    defer { window.isHidden = true }
    let lines = diagnostics {
      width.constant = 1e19
      window.layoutIfNeeded()
      #expect(width.constant == 1e8)
      width.constant = 200
      window.layoutIfNeeded()
    }
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 200, height: 4))
    #expect(lines.filter { $0.contains("exceeds the layout's limits") }.count == 1)
  }

  @Test func aConstantThatIsNotANumberIsRefusedAndPrioritiesStayInRange() {
    let (window, bar, width) = bar()
    defer { window.isHidden = true }
    let lines = diagnostics {
      width.constant = .nan
      width.constant = .infinity
      let spare = bar.widthAnchor.constraint(lessThanOrEqualToConstant: 500)
      // UILayoutPriority keeps 1...1000 itself (NaN: the low default).
      spare.priority = UILayoutPriority(.nan)
      #expect(spare.priority == .defaultLow)
      spare.priority = UILayoutPriority(5000)
      #expect(spare.priority == .required)
      spare.priority = UILayoutPriority(-3)
      #expect(spare.priority.rawValue == 1)
    }
    #expect(width.constant == 200)
    window.layoutIfNeeded()
    #expect(bar.frame.width == 200)
    #expect(lines.contains { $0.contains("constant is not finite! That's illegal.") })
  }

  @Test func safeAreaInsetsThatAreNotFiniteAreRefusedAndHugeOnesComeBack() {
    let window = makeWindow(size: CGSize(width: 320, height: 480))
    defer { window.isHidden = true }
    let controller = UIViewController()
    window.rootViewController = controller
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(content)
    let guide = controller.view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    CATransaction.flush()
    #expect(content.frame == CGRect(x: 0, y: 20, width: 320, height: 460))
    let lines = diagnostics {
      controller.additionalSafeAreaInsets = UIEdgeInsets(
        top: .nan, left: 0, bottom: .infinity, right: 0)
      #expect(
        controller.additionalSafeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      controller.additionalSafeAreaInsets = UIEdgeInsets(top: 1e300, left: 0, bottom: 0, right: 0)
      #expect(controller.additionalSafeAreaInsets.top == 1e8)
      CATransaction.flush()
    }
    #expect(controller.view.safeAreaInsets.top.isFinite)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    CATransaction.flush()
    #expect(content.frame == CGRect(x: 0, y: 10, width: 320, height: 470))
    #expect(lines.contains { $0.contains("additionalSafeAreaInsets") && $0.contains("not finite") })
  }

  /// A cell measured at a required width of the largest finite size (a common slip for "no
  /// limit"), then at its table's width.
  @Test func measuringAtTheLargestFiniteSizeLeavesTheNextMeasurementRight() {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let label = UILabel()
    label.text = "A cell"
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 28),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -28),
    ])
    let expected = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let huge = cell.systemLayoutSizeFitting(
      CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .required)
    #expect(huge.width.isFinite && huge.height.isFinite)
    #expect(huge.width == 1e8)
    let again = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(again == expected)
    #expect(again.width == 320)
  }

  /// Two widths a view cannot have at once: UIKit's report, once, however often views are added
  /// around it afterwards (each addition rebuilt the engine and reported it again).
  @Test func aBrokenConstraintIsReportedOnceAsViewsComeAndGo() {
    let window = makeWindow(size: CGSize(width: 320, height: 200))
    defer { window.isHidden = true }
    let lines = diagnostics {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      NSLayoutConstraint.activate([
        named(view.widthAnchor.constraint(equalToConstant: 100), "limits.twoWidths"),
        named(view.widthAnchor.constraint(equalToConstant: 150), "limits.twoWidths"),
      ])
      window.layoutIfNeeded()
      for _ in 0..<3 {
        window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        window.layoutIfNeeded()
      }
    }
    #expect(reports(lines, "limits.twoWidths") == 1)
  }

  /// A self-sizing cell whose label's height conflicts with the cell's own: measured, framed and
  /// laid out, it is reported once.
  @Test func aConflictingSelfSizingCellIsReportedOnce() {
    let feed = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let cell = UIView()
    feed.addSubview(cell)
    let body = UIView()
    body.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(body)
    let lines = diagnostics {
      NSLayoutConstraint.activate([
        body.topAnchor.constraint(equalTo: cell.topAnchor),
        body.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        body.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        body.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
        named(body.heightAnchor.constraint(equalToConstant: 60), "limits.cellHeights"),
        named(body.heightAnchor.constraint(equalToConstant: 70), "limits.cellHeights"),
      ])
      // Measured as a table measures a row: at its width, and again when the width changes.
      var size = CGSize.zero
      for width in [320, 300, 320] as [CGFloat] {
        size = cell.systemLayoutSizeFitting(
          CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel)
      }
      cell.frame = CGRect(origin: .zero, size: size)
      feed.layoutIfNeeded()
      cell.setNeedsLayout()
      feed.layoutIfNeeded()
    }
    #expect(reports(lines, "limits.cellHeights") == 1)
  }

  /// A self-sizing table cell whose content conflicts (two widths for its badge): the table
  /// measures it, lays it out, reloads and resizes it; UIKit's report comes once (each
  /// measurement and layout of the cell said it again).
  @Test func aConflictingSelfSizingTableCellIsReportedOnce() {
    final class Conflicted: UITableViewCell {
      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        let widths = [30, 40].map { width in
          let constraint = badge.widthAnchor.constraint(equalToConstant: CGFloat(width))
          constraint.identifier = "limits.badgeWidths"
          return constraint
        }
        NSLayoutConstraint.activate(
          widths + [
            badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            badge.heightAnchor.constraint(equalToConstant: 20),
          ])
      }
      required init?(coder: NSCoder) { nil }
    }
    final class OneRow: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      { tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) }
    }
    let window = makeWindow(size: CGSize(width: 320, height: 300))
    defer { window.isHidden = true }
    let source = OneRow()
    let lines = diagnostics {
      let table = UITableView(frame: window.bounds, style: .plain)
      table.register(Conflicted.self, forCellReuseIdentifier: "cell")
      table.rowHeight = UITableView.automaticDimension
      table.estimatedRowHeight = 44
      table.dataSource = source
      window.addSubview(table)
      CATransaction.flush()
      table.reloadData()
      CATransaction.flush()
      table.frame.size.width = 300
      CATransaction.flush()
    }
    #expect(reports(lines, "limits.badgeWidths") == 1)
  }
}
