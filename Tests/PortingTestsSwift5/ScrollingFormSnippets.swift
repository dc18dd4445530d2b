import OpenUIKit
import Testing

// A scrolling form as iOS 11+ code writes it (Swift 5 mode): a stack of rows in a scroll view,
// pinned to `contentLayoutGuide`, as wide as `frameLayoutGuide`; a debugging helper that walks
// the hierarchy for `hasAmbiguousLayout`, as apps keep in a DEBUG extension.

extension UIView {
  /// Every view below this one whose layout is ambiguous.
  func ambiguousDescendants() -> [UIView] {
    var found: [UIView] = []
    for subview in subviews {
      if subview.hasAmbiguousLayout { found.append(subview) }
      found += subview.ambiguousDescendants()
    }
    return found
  }
}

final class ScrollingFormView: UIView {
  let scrollView = UIScrollView()
  let contentView = UIView()
  private(set) var rows: [UIView] = []
  private var lastRowBottom: NSLayoutConstraint?

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(scrollView)
    scrollView.addSubview(contentView)
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    contentView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
      contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func addRow(height: CGFloat) {
    let row = UIView()
    row.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(row)
    let top = rows.last?.bottomAnchor ?? contentView.topAnchor
    lastRowBottom?.isActive = false
    let bottom = row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: top, constant: 16),
      row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      row.heightAnchor.constraint(equalToConstant: height),
      bottom,
    ])
    lastRowBottom = bottom
    rows.append(row)
  }
}

@MainActor @Suite struct ScrollingFormSnippetTests {
  @Test func rowsStackAndTheContentSizeFollows() {
    let form = ScrollingFormView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
    for _ in 0..<5 { form.addRow(height: 80) }
    form.layoutIfNeeded()
    // Five rows of 80 with 16 above each and below the last: 5 × 96 + 16.
    #expect(form.scrollView.contentSize == CGSize(width: 375, height: 496))
    #expect(form.rows[4].frame == CGRect(x: 8, y: 400, width: 359, height: 80))
    #expect(form.ambiguousDescendants().isEmpty)
    #expect(form.contentView.constraints.contains(where: { $0.firstItem === form.rows[0] }))
    form.addRow(height: 40)
    form.layoutIfNeeded()
    #expect(form.scrollView.contentSize.height == 552)
  }
}
