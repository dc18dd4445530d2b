import CCairo
import Foundation

extension CGContext {
  /// The current transformation matrix, relative to Quartz's base space (identity for a fresh
  /// `CGContext(data:…)`).
  public var ctm: CGAffineTransform { state.ctm }

  /// User space to device pixels with a top-left origin.
  public var userSpaceToDeviceSpaceTransform: CGAffineTransform { deviceTransform }

  /// Translates user space; the translation applies before the current CTM.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    concatenate(CGAffineTransform(translationX: tx, y: ty))
  }

  /// Scales user space.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    concatenate(CGAffineTransform(scaleX: sx, y: sy))
  }

  /// Rotates user space by `angle` radians (counterclockwise in y-up space).
  public func rotate(by angle: CGFloat) {
    concatenate(CGAffineTransform(rotationAngle: angle))
  }

  /// Prepends `transform` to the CTM.
  ///
  /// A transform with non-finite entries is ignored; a singular one makes later drawing do nothing
  /// until the state is restored, as in Quartz.
  public func concatenate(_ transform: CGAffineTransform) {
    guard
      [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        .allSatisfy(\.isFinite)
    else { return }
    state.ctm = transform.concatenating(state.ctm)
    applyCTM()
  }

  /// Maps a user-space point to device pixels (top-left origin).
  public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(deviceTransform) }

  /// Maps a device point back to user space.
  public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
    point.applying(deviceTransform.inverted())
  }
}
