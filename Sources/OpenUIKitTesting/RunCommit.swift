import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenUIKit

/// Runs one commit now, as the end of a run-loop turn would: traits,
/// `updateProperties()`, layout, display, render.
@preconcurrency @MainActor
public func runCommit() {
  CATransaction.flush()
}

/// The phases of a commit, in order, for ``runCommit(upTo:)``.
public enum CommitPhase: Sendable {
  /// Trait changes (handlers, `traitCollectionDidChange`) and `updateProperties()`.
  case properties
  /// Layout: `layoutSubviews()` and `layoutSublayers()` of what needs it.
  case layout
  /// Display: `draw(_:)` and `display()` of what needs it (the first pass).
  case display
  /// The render: each window's framebuffer recomposited. A whole commit.
  case render
}

/// Runs a commit up to and including `phase`, then stops.
///
/// As Flutter's test binding can, a test asserts the state between phases (laid out but not yet drawn, say). What is still queued runs
/// at the next commit (``runCommit()``).
@preconcurrency @MainActor
public func runCommit(upTo phase: CommitPhase) {
  switch phase {
  case .properties: CommitPhases.flush(upTo: .beforeLayout)
  case .layout: CommitPhases.flush(upTo: .layout)
  case .display: CommitPhases.flush(upTo: .display)
  case .render: CommitPhases.flush(upTo: .render)
  }
}
