import Foundation

/// The pointer over a menu: the row under it is highlighted, hovering or pressed, and a release
/// on an enabled row chooses it; a press on an arrow strip scrolls a page.
extension MenuView {
  /// The row under `point` that can be chosen, if any.
  func choosableRow(at point: CGPoint) -> Int? {
    rowIndex(at: point).flatMap { rows[$0].isChoosable ? $0 : nil }
  }

  func hovered(_ hover: UIHoverGestureRecognizer) {
    highlightWithoutScrolling(
      hover.state == .ended ? nil : choosableRow(at: hover.location(in: self)))
  }

  func pressBegan(_ point: CGPoint?) {
    guard let point else { return }
    if let direction = arrow(at: point) { return scrollPage(direction) }
    highlightWithoutScrolling(choosableRow(at: point))
  }

  func pressMoved(_ point: CGPoint?) {
    highlightWithoutScrolling(point.flatMap { choosableRow(at: $0) })
  }

  func pressEnded(_ point: CGPoint?) {
    guard let index = point.flatMap({ choosableRow(at: $0) }) else { return }
    activate(index)
  }

  /// Highlights a row the pointer is on (in view already).
  private func highlightWithoutScrolling(_ index: Int?) {
    highlight(index, revealing: false)
  }
}
