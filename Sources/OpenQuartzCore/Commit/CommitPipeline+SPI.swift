import Foundation

/// Hooks for OpenUIKit's phases, which run inside the commit before layout.
///
/// Not API: imported with `@_spi(OpenUIKit)`.
@_spi(OpenUIKit)
@MainActor
public enum CommitPhases {
  /// Adds a phase run at every commit before layout (traits, update properties).
  public static func addBeforeLayout(_ phase: @escaping @MainActor () -> Void) {
    CommitPipeline.shared.beforeLayoutHooks.append(phase)
  }

  /// Makes sure a commit will run (opens the implicit transaction).
  public static func requestCommit() {
    CATransaction.ensureTransaction()
  }
}
