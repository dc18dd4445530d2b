import CCairo
import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// A cairo error is sticky: a context in error draws nothing ever again.
///
/// The renderer checks after each frame and starts over on a fresh context, so one bad frame
/// cannot freeze a window.
@MainActor @Suite struct RendererRecoveryTests {
  @Test func aContextInErrorIsReplacedAndTheFrameRepainted() throws {
    let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20), rgb(1, 1, 1))
    let square = layer(CGRect(x: 5, y: 5, width: 10, height: 10), rgb(1, 0, 0), in: root)
    let (_, renderer) = try renderFrame(root, size: CGSize(width: 20, height: 20))
    // Put the framebuffer's context in an error state, as a failing drawing call would.
    cairo_restore(renderer.cairo)
    #expect(cairo_status(renderer.cairo) != CAIRO_STATUS_SUCCESS)
    CATransaction.setDisableActions(true)
    square.backgroundColor = rgb(0, 0, 1)
    CATransaction.flush()
    #expect(cairo_status(renderer.cairo) == CAIRO_STATUS_SUCCESS)
    let pixels = try rgbaPixels(of: try #require(renderer.makeImage()))
    #expect(pixel(pixels, width: 20, 10, 10) == [0, 0, 255, 255])
    #expect(pixel(pixels, width: 20, 1, 1) == [255, 255, 255, 255])
  }

  @Test func theLayerWhosePaintingFailsIsNamedAndSkippedUntilItChanges() throws {
    let context = try #require(
      cairo_create(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4)))
    defer { cairo_destroy(context) }
    let log = PaintErrorLog()
    let failingLayer = CALayer()
    let tree = RenderTree()
    tree.setRoot(failingLayer)
    let failing = try #require(tree.root)
    log.beginFrame()
    log.check(context, after: failing)
    #expect(log.failedLayer == nil)  // no error yet
    cairo_restore(context)
    log.check(context, after: failing)
    #expect(log.failedLayer === failing && log.skips(failing))
    // A change lets it try again, once the render tree has it.
    failingLayer.backgroundColor = rgb(1, 0, 0)
    #expect(log.skips(failing))
    _ = tree.sync([failingLayer], tracker: nil)
    #expect(!log.skips(failing))
  }
}
