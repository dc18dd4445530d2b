import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenUIKit

/// Runs one commit now, as the end of a run-loop turn would: traits,
/// `updateProperties()`, `updateConstraints()`, layout, display, render.
@preconcurrency @MainActor
public func runCommit() {
  CATransaction.flush()
}

/// Runs a commit up to and including `phase`, then stops.
///
/// As Flutter's test binding can, a test asserts the state between phases (laid out but not yet
/// drawn, say). The phases up to `phase` run until none of them has work (a later one may send the
/// commit back to an earlier one, as in a whole commit); what is still queued runs at the next
/// commit (``runCommit()``).
@preconcurrency @MainActor
public func runCommit(upTo phase: CommitPhase) {
  CommitPhases.flush(upTo: phase)
}
