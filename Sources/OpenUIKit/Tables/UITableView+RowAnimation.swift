import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// What a batch update animates, gathered while it applies: where surviving rows were, and
/// pictures of the rows that leave.
@MainActor
struct RowAnimationPlan {
  /// How inserted, deleted and reloaded rows move (the last style given in the batch).
  var insertStyle: UITableView.RowAnimation
  var deleteStyle: UITableView.RowAnimation
  /// Surviving rows shown after the update (new index path) → their frame before it.
  var oldFrames: [IndexPath: CGRect] = [:]
  /// The rows inserted or reloaded, and the sections inserted or reloaded whole (new indexes):
  /// they come in by `insertStyle`.
  var arrivingRows: Set<IndexPath> = []
  var arrivingSections = IndexSet()
  /// Pictures of the visible rows deleted or reloaded, placed where they were.
  var leaving: [CALayer] = []

  /// Whether the row at `indexPath` (after the update) comes in.
  func isArriving(_ indexPath: IndexPath) -> Bool {
    arrivingSections.contains(indexPath.section) || arrivingRows.contains(indexPath)
  }
}

/// Row animations of batch updates, as UIKit's: surviving rows slide to their new places, rows
/// that come fade or slide in, rows that go fade or slide out, over 0.3 s (UIKit documents no
/// figure), on the animation clock.
///
/// As elsewhere, the table's state changes at once: cells, index paths and the delegate's calls
/// are those of an unanimated update; what leaves is a picture (``ViewPicture``). `.none` and
/// `performWithoutAnimation` change at once; `.automatic` and `.middle` fade. Section headers and
/// footers take their new places at once.
extension UITableView {
  /// How long rows take to move.
  static let rowAnimationDuration: TimeInterval = 0.3

  /// A plan for `updates`, or `nil` when nothing animates (no window, animations disabled, or
  /// every style `.none`).
  func rowAnimationPlan(for updates: TableUpdates) -> RowAnimationPlan? {
    guard window != nil, UIView.areAnimationsEnabled,
      updates.insertStyle != .none || updates.deleteStyle != .none
    else { return nil }
    return RowAnimationPlan(insertStyle: updates.insertStyle, deleteStyle: updates.deleteStyle)
  }

  /// Keeps a picture of `cell`, which leaves, where it is.
  func pictureLeavingRow(_ cell: UITableViewCell, into plan: inout RowAnimationPlan) {
    guard plan.deleteStyle != .none, let picture = ViewPicture.of(cell) else { return }
    plan.leaving.append(picture)
  }

  /// Runs the plan once the new layout placed the cells; `completion` after the last motion.
  func runRowAnimations(_ plan: RowAnimationPlan, completion: ((Bool) -> Void)?) {
    let duration = Self.rowAnimationDuration
    var moved: [(UITableViewCell, CGPoint)] = []
    var arriving: [UITableViewCell] = []
    for (indexPath, cell) in rowCells.views {
      if plan.isArriving(indexPath) {
        guard plan.insertStyle != .none else { continue }
        arriving.append(cell)
      } else if let old = plan.oldFrames[indexPath], old.minY != cell.frame.minY {
        // Rows move up and down only (the geometry's old rects are not inset as cells are).
        moved.append((cell, cell.center))
        UIView.performWithoutAnimation {
          cell.center = CGPoint(x: cell.center.x, y: old.minY + cell.bounds.height / 2)
        }
      }
    }
    let style = plan.insertStyle
    for cell in arriving {
      let place = cell.center
      UIView.performWithoutAnimation {
        cell.center = Self.offset(place, by: style, size: cell.bounds.size, leaving: false)
        if style.fades { cell.alpha = 0 }
      }
      moved.append((cell, place))
    }
    guard !moved.isEmpty || !plan.leaving.isEmpty else {
      completion?(true)
      return
    }
    // The pictures go under the cells: rows sliding up cover what leaves.
    let remover = PictureRemover(plan.leaving)
    for picture in plan.leaving {
      layer.insertSublayer(picture, at: 0)
      let target = Self.offset(
        picture.position, by: plan.deleteStyle, size: picture.bounds.size, leaving: true)
      let group = CAAnimationGroup()
      var parts: [CAAnimation] = []
      if target != picture.position {
        let slide = CABasicAnimation(keyPath: "position")
        slide.toValue = NSValue(cgPoint: target)
        parts.append(slide)
      }
      if plan.deleteStyle.fades {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        parts.append(fade)
      }
      group.animations = parts
      group.duration = duration
      group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      group.fillMode = .forwards
      group.isRemovedOnCompletion = false
      remover.run(group, on: picture, forKey: "rowLeaving")
    }
    if moved.isEmpty {
      // Only pictures: the completion waits for them.
      if let completion { CATransaction.setCompletionBlock { completion(true) } }
      return
    }
    UIView.animate(
      withDuration: duration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
      animations: {
        for (cell, place) in moved { cell.center = place }
        if style.fades { for cell in arriving { cell.alpha = 1 } }
      }, completion: completion)
  }

  /// Where a row of `size` at `center` starts (arriving) or ends (leaving) for `style`.
  private static func offset(
    _ center: CGPoint, by style: RowAnimation, size: CGSize, leaving: Bool
  ) -> CGPoint {
    switch style {
    case .left: CGPoint(x: center.x - size.width, y: center.y)
    case .right: CGPoint(x: center.x + size.width, y: center.y)
    case .top: CGPoint(x: center.x, y: center.y - size.height)
    case .bottom: CGPoint(x: center.x, y: center.y + size.height)
    default: center
    }
  }
}

extension UITableView.RowAnimation {
  /// Whether rows fade as they come or go (every style but the sideways slides and `.none`).
  var fades: Bool { self != .left && self != .right && self != .none }
}
