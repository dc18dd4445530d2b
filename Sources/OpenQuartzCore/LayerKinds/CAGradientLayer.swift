import Foundation
import OpenCoreGraphics

/// The geometry of a gradient layer's color ramp.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along the line from `startPoint` to `endPoint` (the default).
  public static let axial = Self(rawValue: "axial")
  /// An ellipse centered at `startPoint` reaching `endPoint`'s x and y.
  public static let radial = Self(rawValue: "radial")
  /// Around `startPoint`, angle 0 toward `endPoint`, turning +x toward +y.
  public static let conic = Self(rawValue: "conic")
}

/// A layer that fills its (rounded) bounds with a color gradient, over its background color.
open class CAGradientLayer: CALayer {
  /// The colors, as `CGColor`s.
  ///
  /// Default `nil`: nothing is drawn.
  open var colors: [Any]? { didSet { changed("colors", .appearance, old: oldValue) } }

  /// Stop locations in 0...1, one per color; `nil` spreads them evenly.
  ///
  /// Default `nil`.
  open var locations: [NSNumber]? { didSet { changed("locations", .appearance, old: oldValue) } }

  /// Where the first color sits, in unit coordinates.
  ///
  /// Default `(0.5, 0)` (top center).
  open var startPoint = CGPoint(x: 0.5, y: 0) {
    didSet { changed("startPoint", .appearance, startPoint != oldValue, old: oldValue) }
  }

  /// Where the last color sits, in unit coordinates.
  ///
  /// Default `(0.5, 1)` (bottom center).
  open var endPoint = CGPoint(x: 0.5, y: 1) {
    didSet { changed("endPoint", .appearance, endPoint != oldValue, old: oldValue) }
  }

  /// The gradient's geometry.
  ///
  /// Default `.axial`.
  open var type: CAGradientLayerType = .axial {
    didSet { changed("type", .appearance, type != oldValue, old: oldValue) }
  }

  /// Creates a gradient layer.
  public required init() { super.init() }

  /// Creates a layer from an archive: nothing is decoded on Linux (see `CALayer.init(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Copies `layer`'s properties.
  public override init(layer: Any) {
    super.init(layer: layer)
  }

  override func copyKindState(from other: CALayer) {
    guard let other = other as? CAGradientLayer else { return }
    colors = other.colors
    locations = other.locations
    startPoint = other.startPoint
    endPoint = other.endPoint
    type = other.type
  }

  override var kind: LayerKind { .gradient }
}
