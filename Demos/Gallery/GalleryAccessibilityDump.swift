import AccessibilityTree
import Foundation
@_spi(Platform) import OpenUIKit

/// Headless: the window's accessibility tree as a screen reader receives it, written beside each
/// frame (`gallery-<screen>-<style>.a11y.txt`) and compared with references by
/// `HeadlessGalleryTests`.
///
/// Without frames: the headless gallery lays its text out in the desktop's fonts, whose widths
/// differ between machines; the unit tests check frames.
@MainActor
final class GalleryAccessibilityDump: AccessibilityTreeObserver {
  private var tree = AccessibilityTree()

  /// Starts listening (the next commit builds the tree).
  init() {
    AccessibilitySemantics.shared.addObserver(self)
  }

  func accessibilityTreeDidUpdate(_ update: AccessibilityTreeUpdate) {
    tree.apply(update)
  }

  /// The tree of `window` after a commit.
  func dump(of window: UIWindow) -> String {
    CATransaction.flush()
    let root = AccessibilitySemantics.shared.nodeID(of: window) ?? .application
    return tree.dump(from: root, frames: false)
  }

  /// Stops listening.
  func stop() {
    AccessibilitySemantics.shared.removeObserver(self)
  }
}
