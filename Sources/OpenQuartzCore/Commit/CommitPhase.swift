/// The phases of a commit, in the order they run (an OpenUIKit addition).
///
/// A commit runs the earliest phase with work, then the next, and goes back to an earlier phase
/// whenever a later one dirties it (a trait override set in `layoutSubviews()` runs the trait phase
/// again, then layout), until no phase before the render has work; then it renders once. The
/// number of such returns per commit is bounded (``CommitPhase/maximumReruns``).
///
/// The one list of phases: the pipeline, the hooks OpenUIKit registers for its phases and
/// OpenUIKitTesting's `runCommit(upTo:)` all name them with this type.
public enum CommitPhase: Int, Comparable, CaseIterable, Sendable {
  /// Trait changes: `traitCollectionDidChange(_:)` and `registerForTraitChanges` handlers.
  case traits
  /// `updateProperties()` of the views and controllers that asked.
  case properties
  /// `updateConstraints()` (and controllers' `updateViewConstraints()`), deepest views first.
  case updateConstraints
  /// `layoutSubviews()` and `layoutSublayers()` of what asked, with the Auto Layout engine's
  /// frames applied first.
  case layout
  /// The accessibility tree rebuilt from what changed and pushed to its observers, only while an
  /// assistive technology listens (OpenUIKit's `AccessibilitySemantics`).
  case semantics
  /// `draw(_:)` and `display()` of what asked; one display per layer per commit.
  case display
  /// Each window's framebuffer recomposited from the changed layers: the end of a whole commit.
  case render

  /// Returns to an earlier (or the same) phase one commit makes before it gives up: the phases
  /// still dirty are dropped, with one diagnostic naming what kept asking.
  public static let maximumReruns = 16

  /// Orders phases as they run.
  public static func < (lhs: CommitPhase, rhs: CommitPhase) -> Bool { lhs.rawValue < rhs.rawValue }
}
