import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Long chains of constraints, as a form or a hand-made list builds them.
///
/// Each view's top is against the bottom of the one above. Laid out in time and space linear in
/// the chain, and still changed and debugged as UIKit's are.
@MainActor @Suite(.serialized) struct LongChainTests {
  /// A window holding `count` labels' rows, each 20 high below the one before, 8 points apart.
  func column(_ count: Int) -> (UIWindow, [UIView], [NSLayoutConstraint]) {
    let window = makeWindow(size: CGSize(width: 320, height: 480))
    var views: [UIView] = []
    var gaps: [NSLayoutConstraint] = []
    for index in 0..<count {
      let row = UIView()
      row.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(row)
      let gap =
        index == 0
        ? row.topAnchor.constraint(equalTo: window.topAnchor, constant: 8)
        : row.topAnchor.constraint(equalTo: views[index - 1].bottomAnchor, constant: 8)
      NSLayoutConstraint.activate([
        gap,
        row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
        row.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
        row.heightAnchor.constraint(equalToConstant: 20),
      ])
      views.append(row)
      gaps.append(gap)
    }
    return (window, views, gaps)
  }

  @Test func aLongColumnIsPlacedAndItsTableauGrowsWithIt() {
    let (window, views, _) = column(300)
    defer { window.isHidden = true }
    window.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 16, y: 8, width: 288, height: 20))
    #expect(views[299].frame == CGRect(x: 16, y: 8 + 299 * 28, width: 288, height: 20))
    // Without fixed equalities each row held a marker of every constraint above it: about
    // 300² / 2 cells. Fixed, a few per view.
    #expect(window.autoLayoutTableauCellsForTests < 10 * 300)
  }

  @Test func aConstantInTheChainMovesEveryViewBelowOnceBuiltAgainThenInPlace() {
    let (window, views, gaps) = column(300)
    defer { window.isHidden = true }
    window.layoutIfNeeded()
    let builds = UIView.autoLayoutSolverBuildsForTests
    gaps[150].constant = 58
    window.layoutIfNeeded()
    #expect(views[149].frame.minY == CGFloat(8 + 149 * 28))
    #expect(views[150].frame.minY == CGFloat(8 + 150 * 28 + 50))
    #expect(views[299].frame.minY == CGFloat(8 + 299 * 28 + 50))
    #expect(UIView.autoLayoutSolverBuildsForTests == builds + 1)
    // Changed once, it has a marker: the next change moves it in place.
    gaps[150].constant = 8
    window.layoutIfNeeded()
    #expect(views[299].frame.minY == CGFloat(8 + 299 * 28))
    #expect(UIView.autoLayoutSolverBuildsForTests == builds + 1)
  }

  @Test func deactivatingTheWholeChainAndActivatingItAgainPlacesItAgain() {
    let (window, views, _) = column(200)
    defer { window.isHidden = true }
    window.layoutIfNeeded()
    let all = window.constraints + views.flatMap(\.constraints)
    NSLayoutConstraint.deactivate(all)
    #expect(window.constraints.isEmpty)
    window.layoutIfNeeded()
    NSLayoutConstraint.activate(all)
    window.layoutIfNeeded()
    #expect(views[199].frame == CGRect(x: 16, y: 8 + 199 * 28, width: 288, height: 20))
  }

  @Test func theConstraintsHoldingAViewInALongChainAreListed() {
    let (window, views, gaps) = column(200)
    defer { window.isHidden = true }
    window.layoutIfNeeded()
    let holding = views[100].constraintsAffectingLayout(for: .vertical)
    #expect(holding.contains { $0 === gaps[100] })
    #expect(holding.contains { $0 === views[100].constraints.first })
    #expect(views[199].frame.minY == CGFloat(8 + 199 * 28))
  }
}
