import Foundation

/// Recognizes a pan that starts near an edge of the window, as UIKit's
/// `UIScreenEdgePanGestureRecognizer`.
///
/// A touch that goes down farther than ``edgeRegion`` points from every edge in ``edges`` fails the
/// recognizer at once; one that goes down within it is a pan like any other (it begins after
/// ``UIPanGestureRecognizer/hysteresis`` points of movement). The window stands for the screen, as
/// each window is a desktop window here.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges where the gesture may start.
  ///
  /// Default none: set at least one, as in UIKit.
  open var edges: UIRectEdge = []

  /// How far from an edge a touch may go down and still start the gesture, in points (UIKit does
  /// not document its figure; this is about a fingertip's width).
  public static let edgeRegion: CGFloat = 20

  /// Fails unless the first touch goes down within ``edgeRegion`` of one of ``edges``.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    let isFirst = self.touches.isEmpty
    super.touchesBegan(touches, with: event)
    guard isFirst, state == .possible else { return }
    if !startsAtEdge { state = .failed }
  }

  private var startsAtEdge: Bool {
    guard let window = touches.first?.window ?? view?.window else { return false }
    let point = location(in: nil)
    let bounds = window.bounds
    let region = Self.edgeRegion
    return (edges.contains(.left) && point.x - bounds.minX <= region)
      || (edges.contains(.right) && bounds.maxX - point.x <= region)
      || (edges.contains(.top) && point.y - bounds.minY <= region)
      || (edges.contains(.bottom) && bounds.maxY - point.y <= region)
  }
}
