import Foundation

/// Hooks for OpenUIKit's phases, which run inside the commit before layout.
///
/// Not API: imported with `@_spi(OpenUIKit)`.
@_spi(OpenUIKit)

public enum CommitPhases {
  /// Adds a phase run at every commit before layout (traits, update properties).
  public static func addBeforeLayout(_ phase: @escaping @MainActor () -> Void) {
    CommitPipeline.shared.beforeLayoutHooks.append(phase)
  }

  /// Adds a phase run after every whole commit, once the frame is rendered (view controllers'
  /// `viewDidAppear`); what it changes goes to the next commit.
  public static func addAfterCommit(_ phase: @escaping @MainActor () -> Void) {
    CommitPipeline.shared.afterCommitHooks.append(phase)
  }

  /// Where a commit can stop, for tests (`runCommit(upTo:)` in OpenUIKitTesting).
  public enum StopPoint: Sendable {
    /// After the hooks that run before layout: OpenUIKit's traits and `updateProperties()`.
    case beforeLayout
    /// After the layout pass.
    case layout
    /// After the first display pass.
    case display
    /// After the render: a whole commit.
    case render
  }

  /// Commits the implicit transaction now, as `CATransaction.flush()` does, stopping after
  /// `stopPoint`; what is still queued runs at the next commit.
  public static func flush(upTo stopPoint: StopPoint) {
    let last: CommitPipeline.Phase =
      switch stopPoint {
      case .beforeLayout: .beforeLayout
      case .layout: .layout
      case .display: .display
      case .render: .render
      }
    CATransaction.flush(upTo: last)
  }

  /// Makes sure a commit will run (opens the implicit transaction).
  public static func requestCommit() {
    CATransaction.ensureTransaction()
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
