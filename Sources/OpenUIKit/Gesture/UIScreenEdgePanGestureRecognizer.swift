import Foundation

/// Recognizes a pan that starts near an edge of the window, as UIKit's
/// `UIScreenEdgePanGestureRecognizer`.
///
/// A touch that goes down farther than ``edgeRegion`` points from every edge in ``edges`` fails the
/// recognizer at once; one that goes down within it begins the pan after
/// ``UIPanGestureRecognizer/hysteresis`` points of movement mostly away from that edge (a
/// vertical drag along the left edge is left to what lies under it). The window stands for the
/// screen, as each window is a desktop window here.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges where the gesture may start.
  ///
  /// Default none: set at least one, as in UIKit.
  open var edges: UIRectEdge = []

  /// How far from an edge a touch may go down and still start the gesture, in points (UIKit does
  /// not document its figure; this is about a fingertip's width).
  public static let edgeRegion: CGFloat = 20

  /// The edges of ``edges`` the first touch went down near.
  private var startEdges: UIRectEdge = []

  /// Fails unless the first touch goes down within ``edgeRegion`` of one of ``edges``.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    let isFirst = self.touches.isEmpty
    super.touchesBegan(touches, with: event)
    guard isFirst, state == .possible else { return }
    startEdges = edgesNearTouch
    if startEdges.isEmpty { state = .failed }
  }

  /// Fails when the first movement past the hysteresis goes mostly along the edge, not away.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible {
      let moved = translation(in: nil)
      if hypot(moved.x, moved.y) >= Self.hysteresis, !movesAway(moved) {
        state = .failed
        return
      }
    }
    super.touchesMoved(touches, with: event)
  }

  /// Forgets the edges of the last touch.
  open override func reset() {
    super.reset()
    startEdges = []
  }

  private func movesAway(_ moved: CGPoint) -> Bool {
    (startEdges.contains(.left) && moved.x > abs(moved.y))
      || (startEdges.contains(.right) && -moved.x > abs(moved.y))
      || (startEdges.contains(.top) && moved.y > abs(moved.x))
      || (startEdges.contains(.bottom) && -moved.y > abs(moved.x))
  }

  private var edgesNearTouch: UIRectEdge {
    guard let window = touches.first?.window ?? view?.window else { return [] }
    let point = location(in: nil)
    let bounds = window.bounds
    let region = Self.edgeRegion
    var near: UIRectEdge = []
    if edges.contains(.left), point.x - bounds.minX <= region { near.insert(.left) }
    if edges.contains(.right), bounds.maxX - point.x <= region { near.insert(.right) }
    if edges.contains(.top), point.y - bounds.minY <= region { near.insert(.top) }
    if edges.contains(.bottom), bounds.maxY - point.y <= region { near.insert(.bottom) }
    return near
  }
}
