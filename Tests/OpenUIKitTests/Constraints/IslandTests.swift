import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Islands: a view placed by its frame whose constraints stay inside it.
///
/// Such a view is measured and laid out by one engine of its own (Docs/Layout.md, "Islands");
/// whatever crosses its edge later joins the engine around it. Layout must come out the same either way.
@MainActor @Suite struct IslandTests {
  /// A feed cell as self-sizing cells are written: subviews pinned to the cell by anchors, the
  /// cell's height what they need.
  final class Cell: UIView {
    let icon = UIView()
    let body = UIView()
    let bodyHeight: NSLayoutConstraint

    override init(frame: CGRect) {
      bodyHeight = body.heightAnchor.constraint(equalToConstant: 30)
      super.init(frame: frame)
      for view in [icon, body] {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
      }
      NSLayoutConstraint.activate([
        icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        icon.topAnchor.constraint(equalTo: topAnchor, constant: 12),
        icon.widthAnchor.constraint(equalToConstant: 40),
        icon.heightAnchor.constraint(equalToConstant: 40),
        body.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
        body.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
        body.topAnchor.constraint(equalTo: topAnchor, constant: 12),
        bodyHeight,
        bottomAnchor.constraint(greaterThanOrEqualTo: icon.bottomAnchor, constant: 12),
        bottomAnchor.constraint(greaterThanOrEqualTo: body.bottomAnchor, constant: 12),
      ])
    }
    required init?(coder: NSCoder) { nil }

    func fittedHeight(at width: CGFloat) -> CGFloat {
      systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ).height
    }
  }

  /// Measured, framed and laid out, a cell's constraints are solved once.
  ///
  /// A later change moves the same solver in place. A constant that needs a taller cell conflicts with the cell's
  /// old height (reported, as UIKit reports it) and holds again once the cell is measured.
  @Test func aSelfSizingCellIsSolvedOnce() {
    let feed = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let cell = Cell()
    feed.addSubview(cell)
    let builds = UIView.autoLayoutSolverBuildsForTests
    let height = cell.fittedHeight(at: 320)
    #expect(height == 64)
    cell.frame = CGRect(x: 0, y: 100, width: 320, height: height)
    feed.layoutIfNeeded()
    #expect(cell.icon.frame == CGRect(x: 16, y: 12, width: 40, height: 40))
    #expect(cell.body.frame == CGRect(x: 68, y: 12, width: 236, height: 30))
    #expect(UIView.autoLayoutSolverBuildsForTests - builds == 1)

    cell.bodyHeight.constant = 80
    let taller = cell.fittedHeight(at: 320)
    #expect(taller == 104)
    cell.frame.size.height = taller
    feed.layoutIfNeeded()
    #expect(cell.body.frame == CGRect(x: 68, y: 12, width: 236, height: 80))
    #expect(UIView.autoLayoutSolverBuildsForTests - builds == 1)
  }

  /// Measuring at another width changes no frame; the next layout follows the frame the cell
  /// has, not the width it was measured at.
  @Test func measuringMovesNothingUntilLayout() {
    let feed = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let cell = Cell(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
    feed.addSubview(cell)
    feed.layoutIfNeeded()
    #expect(cell.body.frame.width == 236)
    _ = cell.fittedHeight(at: 500)
    #expect(cell.body.frame.width == 236)
    cell.setNeedsLayout()
    feed.layoutIfNeeded()
    #expect(cell.body.frame.width == 236)
    cell.frame.size.width = 400
    feed.layoutIfNeeded()
    #expect(cell.body.frame.width == 316)
  }

  /// A constraint from outside to a view inside the cell joins both in one solve: the outside
  /// view follows the inside one, and the inside keeps its layout; deactivated, both stay right.
  @Test func aConstraintCrossingIntoACellJoinsTheEngineAround() {
    let feed = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let cell = Cell()
    feed.addSubview(cell)
    _ = cell.fittedHeight(at: 320)
    cell.frame = CGRect(x: 0, y: 50, width: 320, height: 200)
    feed.layoutIfNeeded()
    let marker = UIView()
    marker.translatesAutoresizingMaskIntoConstraints = false
    feed.addSubview(marker)
    let crossing = marker.topAnchor.constraint(equalTo: cell.body.bottomAnchor, constant: 4)
    NSLayoutConstraint.activate([
      crossing,
      marker.leadingAnchor.constraint(equalTo: cell.body.leadingAnchor),
      marker.widthAnchor.constraint(equalToConstant: 10),
      marker.heightAnchor.constraint(equalToConstant: 10),
    ])
    feed.layoutIfNeeded()
    #expect(marker.frame == CGRect(x: 68, y: 50 + 12 + 30 + 4, width: 10, height: 10))
    #expect(cell.body.frame == CGRect(x: 68, y: 12, width: 236, height: 30))

    cell.bodyHeight.constant = 50
    feed.layoutIfNeeded()
    #expect(marker.frame.minY == CGFloat(50 + 12 + 50 + 4))

    NSLayoutConstraint.deactivate([crossing])
    marker.topAnchor.constraint(equalTo: feed.topAnchor, constant: 300).isActive = true
    cell.bodyHeight.constant = 20
    feed.layoutIfNeeded()
    #expect(marker.frame.minY == 300)
    #expect(cell.body.frame == CGRect(x: 68, y: 12, width: 236, height: 20))
  }

  /// A cell keeps its layout when it moves to another superview, and follows its new width.
  @Test func aCellKeepsItsLayoutAcrossMoves() {
    let first = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let second = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 400))
    let cell = Cell()
    first.addSubview(cell)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: cell.fittedHeight(at: 320))
    first.layoutIfNeeded()
    cell.removeFromSuperview()
    second.addSubview(cell)
    cell.frame.size.width = 500
    second.layoutIfNeeded()
    #expect(cell.body.frame == CGRect(x: 68, y: 12, width: 416, height: 30))
    cell.removeFromSuperview()
    cell.frame.size.width = 200
    cell.layoutIfNeeded()
    #expect(cell.body.frame.width == 116)
  }

  /// A cell that stops translating its mask is placed by constraints in the engine around it,
  /// its insides with it.
  @Test func aCellThatStopsTranslatingItsMaskIsPlacedByConstraints() {
    let feed = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let cell = Cell()
    feed.addSubview(cell)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: cell.fittedHeight(at: 320))
    feed.layoutIfNeeded()
    cell.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      cell.leadingAnchor.constraint(equalTo: feed.leadingAnchor, constant: 10),
      cell.trailingAnchor.constraint(equalTo: feed.trailingAnchor, constant: -10),
      cell.topAnchor.constraint(equalTo: feed.topAnchor, constant: 20),
    ])
    feed.layoutIfNeeded()
    #expect(cell.hasAmbiguousLayout)  // only inequalities bound its height
    let short = cell.heightAnchor.constraint(equalToConstant: 0)
    short.priority = .fittingSizeLevel
    short.isActive = true
    feed.layoutIfNeeded()
    #expect(cell.frame == CGRect(x: 10, y: 20, width: 300, height: 64))
    #expect(cell.body.frame == CGRect(x: 68, y: 12, width: 216, height: 30))
    #expect(!cell.hasAmbiguousLayout)
  }

  /// A guide of the cell's sized from outside: the cell's constraints and the outside one are
  /// solved together (the guide reaches inside the cell).
  @Test func aCellsGuideSizedFromOutside() {
    let feed = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    feed.addSubview(cell)
    let guide = UILayoutGuide()
    cell.addLayoutGuide(guide)
    let mark = UIView()
    mark.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(mark)
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
      guide.topAnchor.constraint(equalTo: cell.topAnchor),
      guide.heightAnchor.constraint(equalToConstant: 10),
      mark.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
      mark.topAnchor.constraint(equalTo: cell.topAnchor),
      mark.widthAnchor.constraint(equalToConstant: 10),
      mark.heightAnchor.constraint(equalToConstant: 10),
    ])
    _ = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 100))
    guide.widthAnchor.constraint(equalTo: feed.widthAnchor, multiplier: 0.5).isActive = true
    feed.layoutIfNeeded()
    #expect(mark.frame.minX == 150)
    #expect(guide.layoutFrame.width == 150)
  }

  /// A wrapping label measured at one width and laid out at another gets the height of its text
  /// at the width it is laid out at.
  @Test func aLabelMeasuredAtAnotherWidthIsLaidOutAtItsOwn() {
    let feed = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    feed.addSubview(cell)
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "A body long enough to wrap onto several lines when it is narrow, fewer when wide."
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
      label.topAnchor.constraint(equalTo: cell.topAnchor),
      cell.bottomAnchor.constraint(greaterThanOrEqualTo: label.bottomAnchor),
    ])
    feed.layoutIfNeeded()
    let wide = label.frame.height
    #expect(wide == label.sizeThatFits(CGSize(width: 300, height: 0)).height)
    let narrow = cell.systemLayoutSizeFitting(
      CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(narrow.height > wide)
    cell.setNeedsLayout()
    feed.layoutIfNeeded()
    #expect(label.frame.width == 300)
    #expect(label.frame.height == wide)
  }

  /// A cell with an intrinsic size of its own measures the same the first time and later.
  @Test func aCellsOwnIntrinsicSizeCountsEveryTimeItIsMeasured() {
    final class Badge: UIView {
      override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 30) }
    }
    let feed = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let badge = Badge(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    feed.addSubview(badge)
    let dot = UIView()
    dot.translatesAutoresizingMaskIntoConstraints = false
    badge.addSubview(dot)
    NSLayoutConstraint.activate([
      dot.centerXAnchor.constraint(equalTo: badge.centerXAnchor),
      dot.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
      dot.widthAnchor.constraint(equalToConstant: 4),
      dot.heightAnchor.constraint(equalToConstant: 4),
    ])
    let first = badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    feed.layoutIfNeeded()
    let second = badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(first == CGSize(width: 80, height: 30))
    #expect(second == first)
    badge.frame.size = second
    feed.layoutIfNeeded()
    #expect(dot.frame == CGRect(x: 38, y: 13, width: 4, height: 4))
  }
}
