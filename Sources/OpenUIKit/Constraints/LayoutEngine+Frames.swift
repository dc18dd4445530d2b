import Foundation
import LayoutSolver
@_spi(OpenUIKit) import OpenQuartzCore

/// Solved variables into frames: the views whose variables moved get theirs, edges rounded to
/// device pixels, as UIKit's engine rounds them.
extension LayoutEngine {
  /// Gives every view the engine places its frame.
  func applyAll() {
    for item in items.values {
      if let view = item.view {
        applyFrame(of: item, to: view)
      } else if let guide = item.guide, guide.kind == .scrollContent {
        applyContentSize(of: item, guide)
      }
    }
  }

  /// Gives the views whose variables moved their new frames.
  func apply(_ changed: [Variable]) {
    var done = Set<ObjectIdentifier>()
    for variable in changed {
      guard let item = owners[variable], done.insert(ObjectIdentifier(item)).inserted else {
        continue
      }
      if let view = item.view {
        applyFrame(of: item, to: view)
      } else if let guide = item.guide, guide.kind == .scrollContent {
        applyContentSize(of: item, guide)
      }
    }
  }

  /// Sets a view's frame from its variables, edges rounded to device pixels (as UIKit's engine
  /// rounds), unless it translates its mask or is the engine's root.
  func applyFrame(of item: Item, to view: UIView) {
    guard appliesFrames, item.pinned == nil, view !== root, !view.isPlacedByFrame else { return }
    let scale = max(view.traitCollection.displayScale, 1)
    func round(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
    let x = solver.value(of: item.x)
    let y = solver.value(of: item.y)
    let alignmentX = round(x)
    let alignmentY = round(y)
    // The variables place the alignment rectangle; the frame is outset from it.
    let frame = view.frame(
      forAlignmentRect: CGRect(
        x: alignmentX, y: alignmentY,
        width: max(round(x + solver.value(of: item.width)) - alignmentX, 0),
        height: max(round(y + solver.value(of: item.height)) - alignmentY, 0)))
    let minX = frame.minX
    let minY = frame.minY
    let width = max(frame.width, 0)
    let height = max(frame.height, 0)
    // Within a device pixel of the width its height was measured at (a measurement solves
    // unrounded widths), a label keeps its height.
    if Self.heightFollowsWidth(view) {
      let measured = item.wrapWidth ?? view.bounds.width
      if item.wrapWidthIsExact ? measured != width : abs(measured - width) > 1 / scale {
        rewrapped.append(item)
      }
    }
    if view.bounds.size != CGSize(width: width, height: height) {
      view.bounds = CGRect(origin: view.bounds.origin, size: CGSize(width: width, height: height))
    }
    let center = CGPoint(x: minX + width / 2, y: minY + height / 2)
    if view.center != center { view.center = center }
  }
}
