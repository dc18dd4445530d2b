import Foundation

/// A space points and rectangles convert between, as UIKit's `UICoordinateSpace`: every view,
/// and each screen's `coordinateSpace` and `fixedCoordinateSpace`.
///
/// A screen's space has the screen's bounds with the origin at its top left; a window sits in it
/// at its frame's origin. A desktop screen does not rotate, so the fixed space is the same space.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
  /// The space's bounds.
  var bounds: CGRect { get }
  /// Converts `point` from this space to `coordinateSpace`.
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// Converts `point` from `coordinateSpace` to this space.
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// Converts `rect` from this space to `coordinateSpace` (its bounding box there).
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// Converts `rect` from `coordinateSpace` to this space (its bounding box here).
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UIView: UICoordinateSpace {
  // Disfavored: a view argument takes the `UIView?` overload, without a dynamic cast.
  /// Converts `point` to another view's space, or to a screen's.
  @_disfavoredOverload
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
    let inWindow = convert(point, to: nil as UIView?)
    let origin = window?.frame.origin ?? .zero
    return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
  }

  // Disfavored: a view argument takes the `UIView?` overload, without a dynamic cast.
  /// Converts `point` from another view's space, or from a screen's.
  @_disfavoredOverload
  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
    let origin = window?.frame.origin ?? .zero
    return convert(CGPoint(x: point.x - origin.x, y: point.y - origin.y), from: nil as UIView?)
  }

  // Disfavored: a view argument takes the `UIView?` overload, without a dynamic cast.
  /// Converts `rect` to another view's space, or to a screen's.
  @_disfavoredOverload
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
    let origin = window?.frame.origin ?? .zero
    return convert(rect, to: nil as UIView?).offsetBy(dx: origin.x, dy: origin.y)
  }

  // Disfavored: a view argument takes the `UIView?` overload, without a dynamic cast.
  /// Converts `rect` from another view's space, or from a screen's.
  @_disfavoredOverload
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
    let origin = window?.frame.origin ?? .zero
    return convert(rect.offsetBy(dx: -origin.x, dy: -origin.y), from: nil as UIView?)
  }
}

/// A screen's coordinate space.
@MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
  private unowned let screen: UIScreen

  init(screen: UIScreen) { self.screen = screen }

  var bounds: CGRect { screen.bounds }

  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if coordinateSpace is ScreenCoordinateSpace { return point }
    return coordinateSpace.convert(point, from: self)
  }

  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if coordinateSpace is ScreenCoordinateSpace { return point }
    return coordinateSpace.convert(point, to: self)
  }

  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    if coordinateSpace is ScreenCoordinateSpace { return rect }
    return coordinateSpace.convert(rect, from: self)
  }

  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    if coordinateSpace is ScreenCoordinateSpace { return rect }
    return coordinateSpace.convert(rect, to: self)
  }
}
