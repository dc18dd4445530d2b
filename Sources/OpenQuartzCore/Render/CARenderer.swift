import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Renders a layer tree into a framebuffer and keeps it current: at every
/// commit it recomposites only the rectangles that changed.
///
/// Named after macOS's `CARenderer`, which renders a layer tree outside the
/// render server. The framebuffer is premultiplied 32-bit (cairo's ARGB32,
/// B G R A in memory), `scale` pixels per point; a window host wraps its own
/// surface with ``init(pixels:width:height:bytesPerRow:scale:)`` and
/// presents ``lastDamage`` after each frame (``onFrame``).
///
/// It keeps a copy of the tree, a ``RenderTree`` of ``RenderNode``s, which the
/// render phase syncs with the layers changed since the last frame; painting,
/// damage and scroll blits read only that copy. Its ``DamageTracker`` decides
/// what each frame recomposites (the changed nodes' old and new extents,
/// shadows and replicated instances included).
/// Set `OPENUIKIT_SHOW_DAMAGE=1` (or ``showsDamage``) to tint recomposited
/// rectangles, and `OPENUIKIT_CHECK_DAMAGE=1` to compare every partial frame
/// with a full redraw (``DamageCheck``).
public final class CARenderer {
  /// The root of the rendered tree, placed by its own frame in a space of
  /// `size` points.
  public var layer: CALayer? {
    didSet { setNeedsFullRender() }
  }

  /// The framebuffer color behind every layer; `nil` leaves it transparent.
  public var backgroundColor: CGColor? {
    didSet { setNeedsFullRender() }
  }

  /// Pixels per point.
  public let scale: CGFloat
  /// The framebuffer's width in pixels.
  public let pixelWidth: Int
  /// The framebuffer's height in pixels.
  public let pixelHeight: Int
  /// The rectangles (device pixels) recomposited by the last frame (the main thread's or the
  /// render thread's).
  public var lastDamage: [CGRect] { withPaintedFrame { paintedDamage } }
  /// Frames rendered so far, on either thread.
  public var frameCount: Int { withPaintedFrame { paintedFrames } }
  private var paintedDamage: [CGRect] = []
  private(set) var paintedFrames = 0
  /// Scrolls done by copying pixels rather than painting them (``ScrollBlit``).
  public internal(set) var scrollBlitCount = 0
  /// Rectangles the last frame changed by copying pixels (scrolls), in device pixels; a host
  /// presents them with ``lastDamage`` (``onFrame`` gets both).
  public internal(set) var movedRects: [CGRect] = []
  /// Tints recomposited rectangles, to see the damage.
  public var showsDamage = ProcessInfo.processInfo.environment["OPENUIKIT_SHOW_DAMAGE"] == "1"
  /// Called after each frame with the rectangles to present: its damage and the pixels scrolls
  /// moved.
  public var onFrame: (([CGRect]) -> Void)?

  /// The framebuffer's cairo surface.
  private(set) var surface: OpaquePointer
  /// The context painting into the framebuffer (internal for the recovery test).
  private(set) var cairo: OpaquePointer
  /// The framebuffer's memory, to make the surface again after a cairo error.
  let pixels: UnsafeMutableRawPointer
  let bytesPerRow: Int
  private let ownedPixels: UnsafeMutableRawPointer?
  /// Layers whose painting put cairo into an error state.
  let errorLog = PaintErrorLog()
  /// Compares each partial frame with a full redraw, when on (``DamageCheck/isEnabled``).
  let damageCheck: DamageCheck? = DamageCheck.isEnabled ? DamageCheck() : nil
  var needsFullRender = true
  /// Where the damage of each frame is decided.
  let damageTracker = DamageTracker()
  /// The renderer's copy of its layer tree.
  let tree = RenderTree()
  let shapeMasks = ShapeMaskCache()
  /// What the syncs left for the next frame to paint.
  var synced = SyncedFrame()
  /// Shifted copies of the rasters that land between device pixels (moving layers).
  let subpixelVariants = SubpixelVariants()
  /// Whether large frames are rasterized in bands on every core (tests compare both ways).
  var rasterizesInBands = RasterBands.isEnabled
  /// The bands large frames are rasterized in (`nil`: a framebuffer too small to split); made on
  /// the first frame that splits.
  private(set) lazy var rasterBands = RasterBands(
    pixels: pixels, width: pixelWidth, height: pixelHeight, bytesPerRow: bytesPerRow)
  /// Compares every banded frame with the same frame painted on one thread, when on
  /// (``BandCheck/isEnabled``).
  let bandCheck: BandCheck? = BandCheck.isEnabled ? BandCheck() : nil
  /// Frames rasterized in bands so far (for tests).
  var bandedFrameCount = 0
  /// Banded frames painted without a preparing pass, their caches warm (for tests).
  var unpreparedFrameCount = 0
  /// What the last sync changed, all nodes together: a frame that changed only where layers are
  /// and how they composite finds its rasters where the last frame left them.
  var syncedChanges: LayerChange = []
  /// Whether the last banded frame found every cache it read, so that the next may skip the
  /// preparing pass if it changes nothing that rasters depend on.
  var bandsFoundEveryCache = false
  /// Banded frames still to prepare after one without a preparing pass met an empty cache (a
  /// layer's size animating empties its masks every frame: no attempt each time).
  var framesToPrepare = 0
  /// Whether shadows leave out the cores their opaque bodies hide (tests compare both ways).
  var skipsHiddenShadowCores = true
  /// The render thread painting every frame, and those the main thread is late for (`nil`: every
  /// frame is the main thread's, as headless); see ``startRenderThread()``.
  var server: RenderServer?

  /// Creates a renderer with its own framebuffer of `size` points at `scale`.
  ///
  /// - Throws: ``CGBitmapError`` beyond ``CGBitmapLimits/maximumDimension``.
  public convenience init(size: CGSize, scale: CGFloat = 1) throws(CGBitmapError) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let width = Self.pixels(size.width * scale)
    let height = Self.pixels(size.height * scale)
    try CGBitmapLimits.validate(width: width, height: height)
    let bytesPerRow = width * 4
    let pixels = UnsafeMutableRawPointer.allocate(
      byteCount: max(bytesPerRow * height, 4), alignment: 64)
    pixels.initializeMemory(as: UInt8.self, repeating: 0, count: max(bytesPerRow * height, 4))
    try self.init(
      pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow, scale: scale,
      owned: true)
  }

  /// Creates a renderer drawing into memory it does not own (a window
  /// surface), premultiplied ARGB32 in native byte order.
  public convenience init(
    pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, scale: CGFloat
  ) throws(CGBitmapError) {
    try self.init(
      pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow, scale: scale,
      owned: false)
  }

  private init(
    pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, scale: CGFloat,
    owned: Bool
  ) throws(CGBitmapError) {
    try CGBitmapLimits.validate(width: width, height: height)
    guard bytesPerRow >= width * 4, bytesPerRow % 4 == 0 else {
      if owned { pixels.deallocate() }
      throw .invalidBytesPerRow(bytesPerRow: bytesPerRow, minimum: width * 4)
    }
    guard
      let surface = cairo_image_surface_create_for_data(
        pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
        Int32(height), Int32(bytesPerRow)),
      let cairo = cairo_create(surface)
    else {
      if owned { pixels.deallocate() }
      throw .drawingLibrary("cannot create the framebuffer surface")
    }
    self.surface = surface
    self.cairo = cairo
    self.pixels = pixels
    self.bytesPerRow = bytesPerRow
    self.ownedPixels = owned ? pixels : nil
    self.pixelWidth = width
    self.pixelHeight = height
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    CommitPipeline.shared.register(self)
  }

  deinit {
    server?.stop()
    cairo_destroy(cairo)
    cairo_surface_destroy(surface)
    ownedPixels?.deallocate()
  }

  private static func pixels(_ length: CGFloat) -> Int {
    let value = length.rounded(.up)
    return value.isFinite && value > 0 ? Int(min(value, CGFloat(Int32.max))) : 0
  }

  /// Makes the next commit recomposite the whole framebuffer.
  public func setNeedsFullRender() {
    if let server {
      // Asked with the next batch: the render thread may be painting.
      server.requestFullRender()
    } else {
      needsFullRender = true
    }
    CATransaction.ensureTransaction()
  }

  /// Drops every cached raster, shadow mask and text raster of the tree, so
  /// that the next frame rasterizes everything from scratch (cold frames).
  public func discardCaches() {
    withFrameLock(discardCachesNow)
  }

  private func discardCachesNow() {
    needsFullRender = true
    shapeMasks.removeAll()
    subpixelVariants.removeAll()
    func drop(_ node: RenderNode) {
      node.storedRenderCache?.removeAll()
      node.children.forEach(drop)
      node.mask.map(drop)
    }
    tree.root.map(drop)
    setNeedsFullRender()
  }

  /// A copy of the framebuffer.
  public func makeImage() -> CGImage? {
    withPaintedFrame { CGImage.copyingCairoSurface(surface) }
  }

  /// Root-layer superlayer space (points) to device pixels.
  var rootToDevice: CGAffineTransform { CGAffineTransform(scaleX: scale, y: scale) }

  /// Called by the render phase with the layers changed since the last frame: reads them into a
  /// batch, writes it into the tree, then recomposites what changed.
  ///
  /// With a render thread the commit ends at the capture: the batch is posted to the render
  /// thread, which applies and paints it; the main thread does not wait for it.
  func commitChanges(_ changed: [CALayer]) {
    let batch = captureFrame(changed)
    guard let server else {
      syncFrame(batch)
      damageCheck?.verifySync(of: tree)
      _ = paintFrame()
      return
    }
    server.post(batch)
  }

  /// The framebuffer in device pixels.
  var framebufferBounds: CGRect { CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight) }

  func render(_ root: RenderNode, damage: [CGRect]) {
    var damage = damage
    if !isHealthy {
      // Whatever put it there is past: start this frame afresh.
      recoverContext()
      needsFullRender = true
      damage = [framebufferBounds]
    }
    // A layer that puts cairo into an error state is reported, left out, and the frame painted
    // again in full on a fresh context (a few times at most).
    for _ in 0..<Self.maximumRecoveries {
      errorLog.beginFrame()
      paintDamage(root, damage: damage)
      guard !isHealthy else { return }
      recoverContext()
      needsFullRender = true
      damage = [framebufferBounds]
    }
  }

  /// Whether the context and the framebuffer surface are free of cairo errors.
  var isHealthy: Bool {
    cairo_status(cairo) == CAIRO_STATUS_SUCCESS
      && cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
  }

  /// Frames painted again after a cairo error (each leaves out one more layer) before the frame is
  /// given up on.
  static let maximumRecoveries = 8

  /// Makes a new cairo context (and surface, if the error reached it) over the same pixels.
  private func recoverContext() {
    cairo_destroy(cairo)
    if cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS,
      let fresh = cairo_image_surface_create_for_data(
        pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(pixelWidth),
        Int32(pixelHeight), Int32(bytesPerRow))
    {
      cairo_surface_destroy(surface)
      surface = fresh
    }
    cairo = cairo_create(surface)
    damageTracker.reset()
  }

  private func paintDamage(_ root: RenderNode, damage: [CGRect]) {
    let isFullFrame = needsFullRender
    needsFullRender = false
    paintedDamage = damage
    guard !damage.isEmpty || !movedRects.isEmpty else { return }
    paintedFrames += 1
    if !paintInBands(root, damage: damage, computesExtents: isFullFrame) {
      paintTree(
        root, into: cairo, surface: surface, damage: damage, tracker: damageTracker,
        errorLog: errorLog, computesExtents: isFullFrame)
    }
    // A frame of the render thread that met text it may not rasterize is not shown: the main
    // thread paints it again, in full (`RenderServer` asks it to).
    if errorLog.deferredText {
      needsFullRender = true
      damageCheck?.forget()
      movedRects = []
      return
    }
    if showsDamage {
      cairo_save(cairo)
      LayerPainter.clip(cairo, toUnionOf: damage)
      cairo_set_source_rgba(cairo, 1, 0, 0.5, 0.25)
      cairo_paint(cairo)
      cairo_restore(cairo)
      damageCheck?.forget()
    } else if let damageCheck {
      if !isHealthy || errorLog.failedLayer != nil {
        damageCheck.forget()
      } else if isFullFrame {
        damageCheck.rememberFullFrame(self)
      } else {
        damageCheck.verify(self, root: root, damage: damage)
      }
    }
    cairo_surface_flush(surface)
    onFrame?(
      movedRects.isEmpty
        ? damage : DamageTracker.normalized(damage + movedRects, in: framebufferBounds))
    movedRects = []
  }
}

extension RenderNode {
  /// Whether this root's opaque, square, untransformed background covers the whole framebuffer,
  /// so clearing it first is wasted work.
  func coversFramebufferOpaquely(size: CGSize, scale: CGFloat) -> Bool {
    guard let background = backgroundColor, background.alpha >= 1, opacity >= 1, !isHidden,
      cornerRadius == 0, mask == nil, !isTransformed
    else { return false }
    let frame = bounds.applying(toParent)
    return frame.minX <= 0 && frame.minY <= 0 && frame.maxX * scale >= size.width
      && frame.maxY * scale >= size.height
  }
}
