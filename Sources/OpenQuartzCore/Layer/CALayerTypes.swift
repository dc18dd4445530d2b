import Foundation
import OpenCoreGraphics

/// Which corners `cornerRadius` rounds (in layer space, y down: "min Y" is the top).
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a mask from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The min-x, min-y corner (top left on iOS).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The max-x, min-y corner (top right on iOS).
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The min-x, max-y corner (bottom left on iOS).
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The max-x, max-y corner (bottom right on iOS).
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
  /// All four corners.
  static let all: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}

/// How `contents` is placed in the layer's bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a gravity from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Centered, unscaled.
  public static let center = Self(rawValue: "center")
  /// Top edge, centered horizontally, unscaled.
  public static let top = Self(rawValue: "top")
  /// Bottom edge, unscaled.
  public static let bottom = Self(rawValue: "bottom")
  /// Left edge, unscaled.
  public static let left = Self(rawValue: "left")
  /// Right edge, unscaled.
  public static let right = Self(rawValue: "right")
  /// Top-left corner, unscaled.
  public static let topLeft = Self(rawValue: "topLeft")
  /// Top-right corner, unscaled.
  public static let topRight = Self(rawValue: "topRight")
  /// Bottom-left corner, unscaled.
  public static let bottomLeft = Self(rawValue: "bottomLeft")
  /// Bottom-right corner, unscaled.
  public static let bottomRight = Self(rawValue: "bottomRight")
  /// Stretched to fill the bounds (the default).
  public static let resize = Self(rawValue: "resize")
  /// Scaled to fit, keeping the aspect ratio.
  public static let resizeAspect = Self(rawValue: "resizeAspect")
  /// Scaled to fill, keeping the aspect ratio (may overflow).
  public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// The shape of rounded corners (stored; both draw as circular arcs).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a corner curve from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Quarter circles (the default).
  public static let circular = Self(rawValue: "circular")
  /// Continuous curvature ("squircle"); drawn as circular for now.
  public static let continuous = Self(rawValue: "continuous")
}

/// An image filter used when `contents` is scaled.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a filter from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Bilinear (the default).
  public static let linear = Self(rawValue: "linear")
  /// Nearest neighbour.
  public static let nearest = Self(rawValue: "nearest")
  /// Trilinear (drawn as bilinear).
  public static let trilinear = Self(rawValue: "trilinear")
}
