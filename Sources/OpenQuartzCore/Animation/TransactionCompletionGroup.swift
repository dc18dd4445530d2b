import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics

/// The animations a transaction's completion block waits for: it runs on the main thread once the
/// transaction has committed and every animation added after the block was set has finished or
/// been removed (at once, at the commit, when there are none).
final class TransactionCompletionGroup {
  private var block: (@MainActor () -> Void)?
  private var pending = 0
  private var committed = false

  init(_ block: @escaping @MainActor () -> Void) { self.block = block }

  /// An animation joins the group.
  func enter() { pending += 1 }

  /// An animation of the group finished or was removed.
  func leave() {
    pending -= 1
    runIfDone()
  }

  /// The transaction committed.
  func commit() {
    committed = true
    runIfDone()
  }

  private func runIfDone() {
    guard committed, pending <= 0, let block else { return }
    self.block = nil
    MainThread.run("a transaction's completion block", block)
  }
}
