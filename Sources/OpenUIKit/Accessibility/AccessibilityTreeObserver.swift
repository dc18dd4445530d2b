import AccessibilityTree

/// Something that listens to the accessibility tree.
///
/// A host's bridge to the desktop's accessibility bus, or a test. While one is registered, an
/// assistive technology is considered listening (`UIAccessibility.isVoiceOverRunning`) and every
/// commit runs the semantics phase.
@_spi(Platform) @MainActor
public protocol AccessibilityTreeObserver: AnyObject {
  /// Called at the end of each commit's semantics phase with what changed; the first call after
  /// registration carries the whole tree.
  func accessibilityTreeDidUpdate(_ update: AccessibilityTreeUpdate)
}
