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

/// Sorts tree nodes shallowest first, computing each depth once (not per
/// comparison): the order every dirty list is processed in.
@_spi(OpenUIKit)
public func sortedShallowestFirst<Node>(_ nodes: [Node], depth: (Node) -> Int) -> [Node] {
  var keyed: [(depth: Int, node: Node)] = []
  keyed.reserveCapacity(nodes.count)
  for node in nodes { keyed.append((depth(node), node)) }
  keyed.sort { $0.depth < $1.depth }
  var result: [Node] = []
  result.reserveCapacity(keyed.count)
  for entry in keyed { result.append(entry.node) }
  return result
}
