import CCairo
import Foundation

/// A Quartz drawing destination: a bitmap drawn into with Core Graphics'
/// methods, rasterized by cairo.
///
/// Coordinates follow Quartz: a context made with
/// `CGContext(data:width:height:…)` has its origin at the bottom-left with y
/// up, and ``ctm`` is reported relative to that base space (identity for a
/// fresh context). Contexts handed to UIKit drawing code are flipped to a
/// top-left origin by their creator (see
/// ``init(size:scale:coordinateSpace:)``).
///
/// The drawing pipeline is described in `Docs/OpenCoreGraphics.md`.
public final class CGContext {
  /// The pixels drawn into, and how they are laid out.
  let storage: BitmapStorage
  /// The cairo context drawing into `storage.surface`.
  let cairo: OpaquePointer
  /// The current graphics state.
  var state: GState
  /// States saved by `saveGState()`, innermost last.
  var savedStates: [GState] = []
  /// Open transparency layers, innermost last.
  var transparencyLayers: [TransparencyLayer] = []
  /// The current path, in device pixels (top-left origin), as Quartz keeps
  /// points transformed by the CTM in effect when they were added.
  var devicePath = CGMutablePath()
  /// Points per base-space unit: shadow offsets and blur scale with it.
  let baseScale: CGFloat
  /// Whether a positive shadow height moves the shadow down: true in contexts UIKit makes (drawing,
  /// image renderers), false in contexts made with the Quartz API, where base space is y-up (Quartz
  /// 2D Programming Guide, "Shadows").
  let shadowHeightPointsDown: Bool

  init(
    storage: BitmapStorage, ctm: CGAffineTransform, baseScale: CGFloat,
    shadowHeightPointsDown: Bool
  ) {
    self.storage = storage
    self.cairo = cairo_create(storage.surface)
    self.baseScale = baseScale
    self.shadowHeightPointsDown = shadowHeightPointsDown
    self.state = GState(ctm: ctm)
    applyCTM()
  }

  deinit {
    cairo_destroy(cairo)
  }

  /// The bitmap's memory, in the layout given at creation.
  ///
  /// Drawing writes here before each drawing call returns, and bytes
  /// written here are seen by the next drawing call, as on iOS.
  public var data: UnsafeMutableRawPointer? { storage.width > 0 ? storage.data : nil }
  /// The width in pixels.
  public var width: Int { storage.width }
  /// The height in pixels.
  public var height: Int { storage.height }
  /// Bits per component (8).
  public var bitsPerComponent: Int { 8 }
  /// Bits per pixel.
  public var bitsPerPixel: Int { storage.format.bytesPerPixel * 8 }
  /// Bytes per row of ``data``.
  public var bytesPerRow: Int { storage.bytesPerRow }
  /// The color space; `nil` for alpha-only contexts.
  public var colorSpace: CGColorSpace? { storage.colorSpace }
  /// The layout of ``data``.
  public var bitmapInfo: CGBitmapInfo { storage.bitmapInfo }
  /// Where alpha sits in ``data``.
  public var alphaInfo: CGImageAlphaInfo { storage.bitmapInfo.alphaInfo }

  /// Quartz's base space as cairo device space: y flipped over the height.
  var baseTransform: CGAffineTransform {
    CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(storage.height))
  }

  /// User space to device pixels (top-left origin).
  var deviceTransform: CGAffineTransform { state.ctm.concatenating(baseTransform) }

  /// Whether drawing is possible: a singular or non-finite CTM (for example
  /// after `scaleBy(x: 0, y: 0)`) makes drawing calls do nothing, as in
  /// Quartz, instead of putting cairo into a permanent error state.
  ///
  /// So does a CTM beyond what cairo can draw with (``maximumDeviceScale``): `scaleBy(1e300)` put
  /// cairo's matrix into an error state in which nothing was drawn again, without a word.
  var canDraw: Bool {
    Self.isDrawable(deviceTransform) && storage.width > 0 && storage.height > 0
  }

  /// The largest magnitude of a CTM's linear entries, in device pixels per unit, drawn with.
  static let maximumDeviceScale: CGFloat = 1_048_576
  /// The farthest a CTM translates, in device pixels, drawn with.
  static let maximumDeviceTranslation: CGFloat = 1_073_741_824

  /// Whether cairo can draw through `t`: invertible, and within the bounds above.
  static func isDrawable(_ t: CGAffineTransform) -> Bool {
    t.isInvertible && abs(t.a) <= maximumDeviceScale && abs(t.b) <= maximumDeviceScale
      && abs(t.c) <= maximumDeviceScale && abs(t.d) <= maximumDeviceScale
      && abs(t.tx) <= maximumDeviceTranslation && abs(t.ty) <= maximumDeviceTranslation
      && (t.a * t.d - t.b * t.c).isNormal
  }

  /// Pushes the current CTM to cairo, unless it cannot be inverted or drawn with (said once).
  func applyCTM() {
    let t = deviceTransform
    // A singular transform (a scale by 0) draws nothing, as in Quartz, silently.
    guard t.a * t.d - t.b * t.c != 0 else { return }
    guard Self.isDrawable(t) else {
      return Diagnostics.once(
        "context-ctm-range",
        "CGContext: the current transform \(t) maps beyond what is drawn (entries up to "
          + "\(Int(Self.maximumDeviceScale)) pixels per unit, translations up to "
          + "\(Int(Self.maximumDeviceTranslation))); drawing is skipped until it changes",
        module: "OpenCoreGraphics")
    }
    var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_set_matrix(cairo, &matrix)
  }
}

extension CGContext {
  /// Everything `saveGState()` saves, besides cairo's clip.
  struct GState {
    var ctm: CGAffineTransform
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var blendMode: CGBlendMode = .normal
    var lineWidth: CGFloat = 1
    var lineCap: CGLineCap = .butt
    var lineJoin: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var shadow: Shadow?
    var maskClip: MaskClip?
    var shouldAntialias = true
    var allowsAntialiasing = true
    var interpolationQuality: CGInterpolationQuality = .default
  }

  /// A shadow in base space: offset in points (positive height is down in UIKit's contexts, up in
  /// Quartz's; see ``CGContext/shadowHeightPointsDown``), blur as Quartz's blur value.
  struct Shadow {
    var offset: CGSize
    var blur: CGFloat
    var color: CGColor
  }

  /// A clip by image mask: device-sized coverage multiplied into every
  /// drawing operation.
  final class MaskClip {
    let plane: PixelBuffer.Plane
    let surface: OpaquePointer

    init?(plane: PixelBuffer.Plane) {
      guard let surface = plane.makeSurface() else { return nil }
      self.plane = plane
      self.surface = surface
    }

    deinit { cairo_surface_destroy(surface) }
  }

  /// An open transparency layer: how deep the state stack was when it
  /// began, so unbalanced saves inside it are unwound at its end.
  struct TransparencyLayer {
    var savedStateDepth: Int
  }
}
