import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics

/// Hooks for OpenUIKit's phases, which the commit runs before layout.
///
/// Not API: imported with `@_spi(OpenUIKit)`.
@_spi(OpenUIKit)
public enum CommitPhases {
  /// Registers the runner of `phase`, one of the phases OpenUIKit runs (`.traits`, `.properties`,
  /// `.updateConstraints`, `.semantics`); a second registration replaces the first.
  ///
  /// - Parameters:
  ///   - hasWork: whether the phase has work queued; the commit asks before every phase it runs.
  ///   - run: runs the work queued now. What it queues again, for itself or an earlier phase, is
  ///     run next (bounded by ``CommitPhase/maximumReruns``).
  ///   - abandon: drops the queued work of a commit that gave up; returns what was waiting, by
  ///     name, for the diagnostic.
  public static func register(
    _ phase: CommitPhase, hasWork: @escaping @MainActor () -> Bool,
    run: @escaping @MainActor () -> Void, abandon: @escaping @MainActor () -> [String]
  ) {
    precondition(
      phase < .layout || phase == .semantics, "only the phases OpenUIKit runs are registered")
    CommitPipeline.shared.registeredPhases[phase] = CommitPipeline.PhaseRunner(
      hasWork: hasWork, run: run, abandon: abandon)
  }

  /// Adds a phase run after every whole commit, once the frame is rendered (view controllers'
  /// `viewDidAppear`); what it changes goes to the next commit.
  public static func addAfterCommit(_ phase: @escaping @MainActor () -> Void) {
    CommitPipeline.shared.afterCommitHooks.append(phase)
  }

  /// Commits the implicit transaction now, as `CATransaction.flush()` does, stopping after
  /// `last`; what is still queued runs at the next commit.
  public static func flush(upTo last: CommitPhase) {
    CATransaction.flush(upTo: last)
  }

  /// Makes sure a commit will run: opens the implicit transaction, unless the commit under way
  /// will still run the phases before the render.
  public static func requestCommit() {
    CommitPipeline.shared.requestCommit()
  }

  /// Layers changed since the last render, from position `start` of the list (the semantics
  /// phase reads each once per commit: the list only grows until the render empties it).
  public static func changedLayers(from start: Int) -> ArraySlice<CALayer> {
    let layers = CommitPipeline.shared.changedLayers
    return layers[min(start, layers.count)...]
  }

  /// Layers waiting for the display phase.
  public static var layersAwaitingDisplay: [CALayer] { CommitPipeline.shared.layersNeedingDisplay }

  /// The phase the commit under way is running; `nil` between commits.
  public static var runningPhase: CommitPhase? { CommitPipeline.shared.phase }

  /// Commits begun so far, whole or stopped early (for tests).
  public static var commitCount: Int { CommitPipeline.shared.commitCount }

  /// Runs `body` as a host's turn, which ends with the host's own commit: the implicit
  /// transaction's main-queue trigger, if it fires inside, commits nothing, so a turn commits once.
  ///
  /// Nests; a host wraps both its whole run and each turn (tests turn a host by hand).
  public static func asHostTurn<T>(_ body: () throws -> T) rethrows -> T {
    MainThread.check("a host's turn")
    let outer = CATransaction.hostCommitsAtTurnEnd
    CATransaction.hostCommitsAtTurnEnd = true
    defer {
      CATransaction.hostCommitsAtTurnEnd = outer
      // A run that ends with changes still open (made after its last commit) leaves them to the
      // main-queue trigger again.
      if !outer { CATransaction.scheduleImplicitCommitIfOpen() }
    }
    return try body()
  }
}

/// Sorts tree nodes shallowest first, keeping the order of nodes at equal depth: the order every
/// dirty list is processed in.
///
/// A counting sort (depths are small integers), each depth computed once: linear, with no
/// comparisons, so a list of 10,000 views after a theme switch costs about as much as reading it.
/// Inlinable, so it is specialized for the node type.
@_spi(OpenUIKit)
@inlinable
public func sortedShallowestFirst<Node>(_ nodes: [Node], depth: (Node) -> Int) -> [Node] {
  guard nodes.count > 1 else { return nodes }
  var depths: [Int] = []
  depths.reserveCapacity(nodes.count)
  var deepest = 0
  var isSorted = true
  for node in nodes {
    let nodeDepth = depth(node)
    if let last = depths.last, nodeDepth < last { isSorted = false }
    depths.append(nodeDepth)
    deepest = max(deepest, nodeDepth)
  }
  if isSorted { return nodes }
  // starts[d]: where the next node of depth d goes.
  var starts = [Int](repeating: 0, count: deepest + 2)
  for nodeDepth in depths { starts[nodeDepth + 1] += 1 }
  for index in 1..<starts.count { starts[index] += starts[index - 1] }
  var order = [Int](repeating: 0, count: nodes.count)
  for index in depths.indices {
    order[starts[depths[index]]] = index
    starts[depths[index]] += 1
  }
  var result: [Node] = []
  result.reserveCapacity(nodes.count)
  for index in order { result.append(nodes[index]) }
  return result
}
