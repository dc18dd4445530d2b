/// The physical orientation of the device, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
  /// Not known (the answer until orientation notifications are generated).
  case unknown = 0
  /// Upright.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// On its side, the home button on the right.
  case landscapeLeft = 3
  /// On its side, the home button on the left.
  case landscapeRight = 4
  /// Flat, face up.
  case faceUp = 5
  /// Flat, face down.
  case faceDown = 6

  /// Whether the orientation is one of the two portrait ones.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is one of the two landscape ones.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device lies flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the orientation is one an interface can take (portrait or landscape).
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
