import Foundation

/// What the main thread's syncs left for the next frame to paint: the damage they worked out and
/// the scrolls they turned into pixel copies.
///
/// A renderer without a render thread paints it at once, in the same commit. With one, the
/// commit ends at the sync and the render thread paints it (`CARenderer+RenderThread.swift`);
/// syncs that come before it does add to it, and only the first may copy pixels (a copy moves
/// the framebuffer as the last frame left it).
struct SyncedFrame {
  /// Whether a sync ran since the last frame was painted.
  var isPending = false
  /// The rectangles to recomposite (device pixels).
  var damage: [CGRect] = []
  /// The scrolls to copy before painting, and where their pixels land.
  var blits: [ScrollBlit] = []
  var moved: [CGRect] = []
}
