import Foundation
import OpenUIKit

/// A table row of the benchmark: three labels and an image.
@MainActor
final class BenchmarkCell: UITableViewCell {
  let title = UILabel()
  let subtitle = UILabel()
  let value = UILabel()
  let icon = UIImageView(frame: .zero)

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    title.font = .systemFont(ofSize: 16, weight: .semibold)
    subtitle.font = .systemFont(ofSize: 13)
    subtitle.textColor = .secondaryLabel
    value.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
    value.textAlignment = .right
    icon.layer.cornerRadius = 6
    icon.clipsToBounds = true
    for view in [icon, title, subtitle, value] as [UIView] { contentView.addSubview(view) }
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = contentView.bounds.width
    icon.frame = CGRect(x: 16, y: 8, width: 40, height: 40)
    title.frame = CGRect(x: 68, y: 8, width: width - 68 - 120, height: 20)
    subtitle.frame = CGRect(x: 68, y: 30, width: width - 68 - 120, height: 18)
    value.frame = CGRect(x: width - 116, y: 18, width: 100, height: 20)
  }
}

/// The benchmark's table: `rows` rows in sections of 100 with titled (sticky) headers.
@MainActor
final class ScrollScene: UITableViewDataSource {
  static let size = CGSize(width: 1280, height: 800)
  let rows: Int
  let table: UITableView
  let image: UIImage?

  init(rows: Int) {
    self.rows = rows
    table = UITableView(frame: CGRect(origin: .zero, size: Self.size), style: .plain)
    table.rowHeight = 56
    table.register(BenchmarkCell.self, forCellReuseIdentifier: "row")
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
    image = renderer.image { context in
      UIColor.systemTeal.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
      UIColor.white.setFill()
      UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)).fill()
    }
    table.dataSource = self
  }

  func numberOfSections(in tableView: UITableView) -> Int { (rows + 99) / 100 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    min(100, rows - section * 100)
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Section \(section + 1)"
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    guard let row = cell as? BenchmarkCell else { return cell }
    let index = indexPath.section * 100 + indexPath.row
    row.title.text = "Item \(index)"
    row.subtitle.text = "Section \(indexPath.section + 1), row \(indexPath.row + 1)"
    row.value.text = String(format: "%.2f", Double(index) * 1.25)
    row.icon.image = image
    return row
  }
}
