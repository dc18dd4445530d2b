import Dispatch
import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenQuartzCore
import Synchronization
import Testing

@MainActor @Suite struct CATransactionTests {
  @Test func nestedTransactionsCommitWithTheOutermost() {
    CATransaction.flush()
    let layer = SpyLayer("spy")
    CATransaction.begin()
    CATransaction.begin()
    layer.setNeedsDisplay()
    CATransaction.commit()
    #expect(layer.displayCount == 0)  // T-2: inner commit waits
    CATransaction.flush()  // T-3: deferred while explicit transactions are open
    #expect(layer.displayCount == 0)
    CATransaction.commit()
    #expect(layer.displayCount == 1)
  }

  @Test func settingsAreScopedToTheInnermostTransaction() {
    CATransaction.begin()
    CATransaction.setAnimationDuration(1)
    CATransaction.setDisableActions(true)
    CATransaction.begin()
    #expect(CATransaction.animationDuration() == 1)  // read through to the outer scope
    CATransaction.setAnimationDuration(2)
    #expect(CATransaction.animationDuration() == 2)
    CATransaction.commit()
    #expect(CATransaction.animationDuration() == 1)
    #expect(CATransaction.disableActions())
    CATransaction.commit()
    CATransaction.flush()
    #expect(CATransaction.animationDuration() == 0.25)
    #expect(!CATransaction.disableActions())
  }

  @Test func theTransactionKeysAsIOSCodeSetsThem() {
    // Seed 002: `[CATransaction setValue:(id)kCFBooleanTrue forKey:kCATransactionDisableActions]`.
    CATransaction.begin()
    CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
    #expect(CATransaction.disableActions())
    CATransaction.setValue(NSNumber(value: false), forKey: kCATransactionDisableActions)
    #expect(!CATransaction.disableActions())
    CATransaction.setValue(0.5, forKey: kCATransactionAnimationDuration)
    #expect(CATransaction.animationDuration() == 0.5)
    #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 0.5)
    var completed = 0
    let block: @MainActor () -> Void = { completed += 1 }
    CATransaction.setValue(block, forKey: kCATransactionCompletionBlock)
    #expect(CATransaction.value(forKey: kCATransactionCompletionBlock) != nil)
    CATransaction.setValue("custom", forKey: "myKey")
    #expect(CATransaction.value(forKey: "myKey") as? String == "custom")
    CATransaction.commit()
    #expect(completed == 1)
  }

  @Test func completionBlocksRunAtCommit() {
    var completed = 0
    CATransaction.begin()
    CATransaction.setCompletionBlock { completed += 1 }
    #expect(CATransaction.completionBlock() != nil)
    #expect(completed == 0)
    CATransaction.commit()
    #expect(completed == 1)
  }

  @Test func actionsAreLookedUpDelegateFirstAndCanBeDisabled() {
    let layer = CALayer()
    let delegate = SpyDelegate()
    layer.delegate = delegate
    let fromDictionary = RecordingAction()
    layer.actions = ["opacity": fromDictionary]
    layer.opacity = 0.5
    #expect(delegate.calls == ["action opacity"])
    #expect(fromDictionary.runs == ["opacity"])
    let fromDelegate = RecordingAction()
    delegate.action = fromDelegate
    layer.opacity = 0.4
    #expect(fromDelegate.runs == ["opacity"] && fromDictionary.runs.count == 1)
    delegate.action = NSNull()  // "no action": the search stops
    layer.opacity = 0.3
    #expect(fromDictionary.runs.count == 1)
    delegate.action = nil
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.opacity = 0.2
    CATransaction.commit()
    #expect(fromDictionary.runs.count == 1)
    #expect((layer.action(forKey: "opacity") as? RecordingAction) === fromDictionary)
  }

  @Test func anImplicitTransactionCommitsAtTheEndOfTheMainQueueTurn() async {
    CATransaction.flush()
    let layer = SpyLayer("implicit")
    layer.setNeedsDisplay()  // opens the implicit transaction, schedules its commit
    #expect(layer.displayCount == 0)
    // Anything queued after the change runs after the commit.
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
    #expect(layer.displayCount == 1)
  }

  @Test func commitWithoutBeginIsReportedNotFatal() {
    CATransaction.flush()
    let lines = Mutex<[String]>([])
    Diagnostics.observe { line in lines.withLock { $0.append(line) } }
    defer { Diagnostics.observe(nil) }
    let layer = SpyLayer("spy")
    layer.setNeedsDisplay()
    CATransaction.commit()
    // Nothing was committed: the implicit transaction's flush is still the one that displays.
    #expect(layer.displayCount == 0)
    #expect(
      lines.withLock { $0 }.contains {
        $0.contains("CATransaction.commit()") && $0.contains("no matching begin()")
      })
    CATransaction.flush()
    #expect(layer.displayCount == 1)
  }
}
