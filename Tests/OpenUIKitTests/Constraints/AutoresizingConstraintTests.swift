import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Synchronization
import Testing

/// A view that translates its autoresizing mask takes part in Auto Layout with its mask's
/// flexible constraints, as UIKit's `NSAutoresizingMaskLayoutConstraint`s: views constrained to it
/// see where it will be once its superview takes the size the constraints give it, in one pass.
@MainActor @Suite struct AutoresizingConstraintTests {
  /// A container whose width a constraint sets, holding `masked` at `frame` with `mask`, and a
  /// badge constrained 8 points after the masked view's trailing edge.
  func makeLayout(mask: UIView.AutoresizingMask, frame: CGRect) -> (
    UIView, UIView, UIView, NSLayoutConstraint
  ) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 200))
    let container = UIView()
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    let width = container.widthAnchor.constraint(equalToConstant: 300)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.heightAnchor.constraint(equalToConstant: 100), width,
    ])
    root.layoutIfNeeded()
    let masked = UIView(frame: frame)
    masked.autoresizingMask = mask
    container.addSubview(masked)
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: masked.trailingAnchor, constant: 8),
      badge.topAnchor.constraint(equalTo: masked.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    return (root, masked, badge, width)
  }

  @Test func aFlexibleWidthGrowsWithItsSuperviewInTheSameSolve() {
    let (root, masked, badge, width) = makeLayout(
      mask: [.flexibleWidth], frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    #expect(badge.frame.minX == 118)
    width.constant = 400
    root.layoutIfNeeded()
    // The right margin stays 190: the width takes the whole 100 points.
    #expect(masked.frame == CGRect(x: 10, y: 10, width: 200, height: 40))
    #expect(badge.frame.minX == 218, "the badge follows in the same layout")
  }

  @Test func flexibleMarginsShareTheChangeByTheirLengths() {
    let (root, masked, badge, width) = makeLayout(
      mask: [.flexibleLeftMargin, .flexibleRightMargin],
      frame: CGRect(x: 50, y: 10, width: 100, height: 40))
    width.constant = 450
    root.layoutIfNeeded()
    // Margins 50 and 150 share 150 points as 1 : 3.
    #expect(masked.frame == CGRect(x: 87.5, y: 10, width: 100, height: 40))
    #expect(badge.frame.minX == 196, "195.5, rounded to the pixel as the engine places views")
  }

  @Test func aFixedMaskKeepsTheFrameAndCodeMovesIt() {
    let (root, masked, badge, width) = makeLayout(
      mask: [], frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    width.constant = 400
    root.layoutIfNeeded()
    #expect(masked.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
    masked.frame.origin.x = 30
    root.layoutIfNeeded()
    #expect(badge.frame.minX == 138)
    // A mask given later translates into flexible constraints from then on.
    masked.autoresizingMask = .flexibleLeftMargin
    width.constant = 500
    root.layoutIfNeeded()
    #expect(masked.frame.minX == 130 && badge.frame.minX == 238)
  }

  @Test func aNaNFrameIsRefusedAndTheMaskKeepsWorking() {
    let (root, masked, badge, width) = makeLayout(
      mask: [.flexibleWidth], frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    let lines = Mutex<[String]>([])
    Diagnostics.observe { line in lines.withLock { $0.append(line) } }
    defer { Diagnostics.observe(nil) }
    masked.frame = CGRect(x: CGFloat.nan, y: 10, width: 100, height: 40)
    root.layoutIfNeeded()
    // The layer says it once per process and property (another test may have made it say it).
    #expect(lines.withLock { $0.filter { $0.contains("frame") }.count } <= 1, "one diagnostic")
    #expect(masked.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
    width.constant = 400
    root.layoutIfNeeded()
    #expect(masked.frame.width == 200 && badge.frame.minX == 218)
  }
}
