import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting

/// Probes of the commit that need a process of their own: they count every commit, and they let
/// the main queue run between steps, which a test running beside others cannot.
@MainActor
enum CommitProbes {
  static let all: [String: @MainActor () -> String] = [
    // A host's turn, as SDLHost and UIHeadlessHost turn: main-queue work, then the host's flush.
    // The implicit transaction's main-queue block used to commit too (inside the turn or after
    // it), a second commit that rendered nothing and reset the window's `lastDamage`.
    "aHostTurnCommitsOnce": {
      let window = UIWindow.headless(size: CGSize(width: 40, height: 40))
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      window.addSubview(view)
      runCommit()
      var outcomes: [String] = []
      for color in [UIColor.systemRed, .systemBlue] {
        view.backgroundColor = color  // opens the implicit transaction and schedules its block
        let before = CommitPhases.commitCount
        CommitPhases.asHostTurn {
          _ = RunLoop.main.run(mode: .default, before: Date())  // the block may run here
          CATransaction.flush()
        }
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))  // or here
        let damage = window.renderer?.lastDamage.isEmpty == false ? "kept" : "lost"
        outcomes.append("commits \(CommitPhases.commitCount - before) damage \(damage)")
      }
      // With no host turning, the block commits by itself.
      view.backgroundColor = .systemGreen
      let before = CommitPhases.commitCount
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
      outcomes.append("alone \(CommitPhases.commitCount - before)")
      return outcomes.joined(separator: ", ")
    }
  ]
}
