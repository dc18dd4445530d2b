import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The layers that put a renderer's cairo context into an error state, so that it can recover the
/// context, report each once, and render the rest without them until they change.
final class PaintErrorLog {
  /// The first layer after whose painting the context was found in error this frame.
  private(set) var failedLayer: RenderNode?
  /// Layers skipped, with the subtree version they failed at: a change lets them try again.
  private var skipped: [ObjectIdentifier: Int] = [:]

  func skips(_ node: RenderNode) -> Bool {
    // Asked for every painted layer: no hashing while nothing has failed.
    !skipped.isEmpty && skipped[ObjectIdentifier(node)] == node.subtreeVersion
  }

  /// Records `layer` when `cr` is in error and no layer was recorded yet this frame (the innermost
  /// layer's painting returns first).
  func check(_ cr: OpaquePointer, after node: RenderNode) {
    guard failedLayer == nil else { return }
    let status = cairo_status(cr)
    guard status != CAIRO_STATUS_SUCCESS else { return }
    failedLayer = node
    skipped[ObjectIdentifier(node)] = node.subtreeVersion
    Self.report(node, status)
  }

  /// Whether a frame painted off the main thread met text it had no raster of (Pango is the
  /// main thread's): the frame is not presented.
  var deferredText = false

  /// Starts a frame.
  func beginFrame() {
    failedLayer = nil
    deferredText = false
  }

  /// Says once per layer that it could not be drawn, and why.
  static func report(_ node: RenderNode, _ status: cairo_status_t) {
    Diagnostics.once(
      "cairo-error-\(ObjectIdentifier(node).hashValue)",
      "\(node.debugName) could not be drawn (cairo: "
        + "\(String(cString: cairo_status_to_string(status)))); it is left out until it changes")
  }
}
