import Dispatch
import Foundation
@_spi(Compositor) @_spi(OpenUIKit) import OpenCoreGraphics

/// Groups layer-tree changes into atomic updates, as Core Animation's `CATransaction`.
///
/// A change made with no transaction open starts an *implicit* transaction, committed at the end of
/// the current main-queue turn (or by ``flush()``). Explicit transactions nest; a commit reaches
/// the screen when the outermost transaction commits. The commit itself is ``CommitPipeline``'s.
///
/// Not actor-isolated, as on Apple's platforms, so nonisolated iOS code calls it unchanged. The
/// transactions are the main thread's: a call from another thread stops with a message
/// (`MainThread`).
public final class CATransaction {
  /// One open transaction: its own settings and completion block.
  struct Frame {
    var isImplicit: Bool
    var values: [String: Any] = [:]
    var completion: (@MainActor () -> Void)?
    /// Completion groups set in this scope, the last one current: each waits for the animations
    /// added while it was current (`TransactionCompletionGroup`).
    var groups: [TransactionCompletionGroup] = []
  }

  // Main-thread state: every public method checks the thread first (`MainThread`). Read on every
  // property change; accesses never overlap (see CommitPipeline).
  @exclusivity(unchecked) nonisolated(unsafe) private static var frames: [Frame] = [] {
    didSet { cachedDisableActions = nil }
  }
  /// `disableActions()`, until the scopes change: it is read on every property change.
  @exclusivity(unchecked) nonisolated(unsafe) private static var cachedDisableActions: Bool?
  nonisolated(unsafe) private static var implicitCommitScheduled = false
  /// Whether a host's turn is under way, which ends with the host's commit
  /// (`CommitPhases.asHostTurn`): the main-queue trigger then leaves the commit to it.
  nonisolated(unsafe) static var hostCommitsAtTurnEnd = false

  /// Begins a transaction; transactions nest.
  public class func begin() {
    MainThread.check("CATransaction.begin()")
    frames.append(Frame(isImplicit: false))
  }

  /// Commits the innermost explicit transaction.
  ///
  /// When it is the outermost transaction, the layer tree is committed (layout, display, render)
  /// and completion blocks run; otherwise its changes wait for the outer one.
  public class func commit() {
    MainThread.check("CATransaction.commit()")
    guard let index = frames.lastIndex(where: { !$0.isImplicit }) else {
      Diagnostics.report(
        "CATransaction.commit()", "no matching begin(); nothing committed", module: "OpenQuartzCore"
      )
      return
    }
    let frame = frames.remove(at: index)
    if frames.isEmpty {
      CommitPipeline.shared.commit()
    }
    for group in frame.groups { group.commit() }
  }

  /// The completion group animations added now join: the innermost scope's current one.
  static var currentCompletionGroup: TransactionCompletionGroup? {
    for frame in frames.reversed() {
      if let group = frame.groups.last { return group }
    }
    return nil
  }

  /// Commits the implicit transaction now, unless explicit transactions are open (then it is
  /// committed when they are).
  public class func flush() {
    MainThread.check("CATransaction.flush()")
    flush(upTo: .render)
  }

  /// `flush()`, stopping after the phase `last` (tests).
  static func flush(upTo last: CommitPhase) {
    guard frames.allSatisfy(\.isImplicit) else { return }
    let groups = frames.flatMap(\.groups)
    frames.removeAll()
    CommitPipeline.shared.commit(upTo: last)
    for group in groups { group.commit() }
  }

  /// Whether changes wait for a commit (a host's run loop asks before it sleeps).
  @_spi(OpenUIKit)
  public static var hasPendingCommit: Bool {
    MainThread.check("CATransaction")
    return !frames.isEmpty
  }

  /// Opens the implicit transaction for a change made outside any transaction, and schedules its
  /// commit for the end of this turn.
  ///
  /// The scheduled block commits only what is still open when it runs: a flush in between (a
  /// host's turn ends with one) took the changes, and an empty commit would render nothing but
  /// reset each renderer's `lastDamage`. Inside a host's turn it leaves the commit to the host.
  static func ensureTransaction() {
    MainThread.check("CATransaction")
    guard frames.isEmpty else { return }
    frames.append(Frame(isImplicit: true))
    scheduleImplicitCommitIfOpen()
  }

  /// Schedules the main-queue block that commits what is open, unless one is scheduled.
  static func scheduleImplicitCommitIfOpen() {
    guard !frames.isEmpty, !implicitCommitScheduled else { return }
    implicitCommitScheduled = true
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        implicitCommitScheduled = false
        guard !hostCommitsAtTurnEnd, !frames.isEmpty else { return }
        flush()
      }
    }
  }

  /// The value of a transaction property (`kCATransactionDisableActions`,
  /// `kCATransactionAnimationDuration`, `kCATransactionCompletionBlock`, or a key of your own):
  /// the innermost scope that set it.
  public class func value(forKey key: String) -> Any? {
    MainThread.check("CATransaction.value(forKey:)")
    if key == kCATransactionCompletionBlock { return completionBlock() }
    return frames.reversed().lazy.compactMap { $0.values[key] }.first
  }

  /// Sets a transaction property in the innermost scope, as
  /// `CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)` does.
  ///
  /// A completion block set under `kCATransactionCompletionBlock` must be a
  /// `@MainActor () -> Void` closure (others are ignored, with a diagnostic).
  public class func setValue(_ anObject: Any?, forKey key: String) {
    if key == kCATransactionCompletionBlock {
      guard anObject == nil || anObject is (@MainActor () -> Void) else {
        Diagnostics.log(
          "kCATransactionCompletionBlock takes a () -> Void closure", module: "OpenQuartzCore")
        return
      }
      return setCompletionBlock(anObject as? (@MainActor () -> Void))
    }
    ensureTransaction()
    frames[frames.count - 1].values[key] = anObject
  }

  /// The duration of implicit animations.
  ///
  /// Default 0.25 s.
  public class func animationDuration() -> TimeInterval {
    let duration: TimeInterval =
      switch value(forKey: kCATransactionAnimationDuration) {
      case let duration as TimeInterval: duration
      case let duration as NSNumber: duration.doubleValue
      default: 0.25
      }
    // Set through `setValue(_:forKey:)` it is not clamped on the way in.
    return MediaTimingLimits.duration(duration, old: 0.25, "animationDuration")
  }

  /// Sets the duration of implicit animations in this scope.
  ///
  /// 0 makes the changes at once, as on iOS (no implicit animation); a NaN is refused and a
  /// negative duration counts as 0 (`MediaTimingLimits`).
  public class func setAnimationDuration(_ dur: TimeInterval) {
    let clamped = MediaTimingLimits.duration(dur, old: animationDuration(), "animationDuration")
    setValue(clamped, forKey: kCATransactionAnimationDuration)
  }

  /// Whether property changes skip their actions.
  ///
  /// Default `false`.
  public class func disableActions() -> Bool {
    MainThread.check("CATransaction.disableActions()")
    if let cached = cachedDisableActions { return cached }
    let value: Bool
    switch self.value(forKey: kCATransactionDisableActions) {
    case let flag as Bool: value = flag
    case let number as NSNumber: value = number.boolValue
    default: value = false
    }
    cachedDisableActions = value
    return value
  }

  /// Turns actions off (or on) in this scope.
  public class func setDisableActions(_ flag: Bool) {
    setValue(flag, forKey: kCATransactionDisableActions)
  }

  /// The completion block of the innermost transaction.
  public class func completionBlock() -> (@MainActor () -> Void)? {
    MainThread.check("CATransaction.completionBlock()")
    return frames.last?.completion
  }

  /// Sets a block run on the main thread once the innermost transaction has committed and every
  /// animation added after this call has finished or been removed (at the commit when there are
  /// none).
  public class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
    ensureTransaction()
    frames[frames.count - 1].completion = block
    if let block { frames[frames.count - 1].groups.append(TransactionCompletionGroup(block)) }
  }

  /// The timing function of implicit animations; `nil` (the default) gives them Core Animation's
  /// default curve.
  public class func animationTimingFunction() -> CAMediaTimingFunction? {
    value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
  }

  /// Sets the timing function of implicit animations in this scope.
  public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    setValue(function, forKey: kCATransactionAnimationTimingFunction)
  }
}

/// The transaction key of `disableActions()`, for `CATransaction.setValue(_:forKey:)`.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key of `animationDuration()`, for `CATransaction.setValue(_:forKey:)`.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key of `animationTimingFunction()`, for `CATransaction.setValue(_:forKey:)`.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key of `completionBlock()`, for `CATransaction.setValue(_:forKey:)`.
public let kCATransactionCompletionBlock = "completionBlock"
