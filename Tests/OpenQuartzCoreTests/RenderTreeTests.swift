import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// The renderer's own copy of the tree: layers are copied into render nodes by the render phase's
/// sync, and only what changed is visited.
@MainActor @Suite struct RenderTreeTests {
  /// A root with `count` small sublayers, rendered once.
  func scene(_ count: Int) throws -> (CALayer, [CALayer], CARenderer) {
    let root = layer(CGRect(x: 0, y: 0, width: 200, height: 200), rgb(1, 1, 1))
    let children = (0..<count).map { index in
      layer(
        CGRect(x: CGFloat(index % 20) * 10, y: CGFloat(index / 20) * 10, width: 8, height: 8),
        rgb(0, 0, 1), in: root)
    }
    let renderer = try renderFrame(root, size: root.bounds.size).1
    return (root, children, renderer)
  }

  @Test func aPropertyChangeReachesTheNodeOnlyAtTheRenderPhase() throws {
    let (_, children, renderer) = try scene(3)
    let node = try #require(children[1].renderNode)
    CATransaction.setDisableActions(true)
    children[1].backgroundColor = rgb(1, 0, 0)
    children[1].position.x += 5
    // The model records dirty bits; the render side is untouched until the commit renders.
    #expect(node.backgroundColor == rgb(0, 0, 1))
    #expect(node.toParent.tx == 10)
    CATransaction.flush()
    #expect(node.backgroundColor == rgb(1, 0, 0))
    #expect(node.toParent.tx == 15)
    #expect(children[1].renderNode === node)  // the same node, its caches kept
    _ = renderer
  }

  @Test func aNodeMovedIntoANewContainerIsPlacedThroughItsLaterSublayerTransform() throws {
    let (root, children, renderer) = try scene(2)
    CATransaction.setDisableActions(true)
    // The child leaves the tree for a container that has no node yet ...
    let container = CALayer()
    container.frame = root.bounds
    container.addSublayer(children[1])
    CATransaction.flush()
    // ... whose sublayer transform changes before it joins (nothing is recorded on the child).
    container.sublayerTransform = CATransform3DMakeTranslation(30, 0, 0)
    CATransaction.flush()
    root.addSublayer(container)
    CATransaction.flush()
    let node = try #require(renderer.tree.node(of: children[1]))
    #expect(node.parent === renderer.tree.node(of: container))
    #expect(node.toParent == children[1].transformToSuperlayer(container))
    #expect(node.toParent.tx == 40, "\(node.toParent)")
  }

  @Test func aSyncVisitsWhatChangedAndBumpsOnlyItsAncestors() throws {
    let (root, children, renderer) = try scene(400)
    let rootNode = try #require(renderer.tree.root)
    let versions = children.map { $0.renderNode?.subtreeVersion }
    let appearance = children.map { $0.renderNode?.appearanceVersion }
    let rootVersion = rootNode.subtreeVersion
    children[7].backgroundColor = rgb(0, 1, 0)
    CATransaction.flush()
    #expect(rootNode.subtreeVersion == rootVersion + 1)
    for (index, child) in children.enumerated() {
      let node = try #require(child.renderNode)
      let changed = index == 7
      #expect((node.subtreeVersion != versions[index]) == changed)
      #expect((node.appearanceVersion != appearance[index]) == changed)
    }
    #expect(renderer.lastDamage == [CGRect(x: 70, y: 0, width: 8, height: 8)])
    _ = root
  }

  @Test func sublayersThatMoveKeepTheirNodesAndRemovedOnesAreUnlinked() throws {
    let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100), rgb(1, 1, 1))
    let a = layer(CGRect(x: 0, y: 0, width: 50, height: 50), rgb(1, 0, 0), in: root)
    let b = layer(CGRect(x: 50, y: 50, width: 50, height: 50), rgb(0, 1, 0), in: root)
    let c = layer(CGRect(x: 5, y: 5, width: 10, height: 10), rgb(0, 0, 1), in: a)
    let renderer = try renderFrame(root, size: root.bounds.size).1
    let (aNode, bNode, cNode) = (
      try #require(a.renderNode), try #require(b.renderNode), try #require(c.renderNode)
    )
    b.addSublayer(c)
    a.removeFromSuperlayer()
    CATransaction.flush()
    #expect(renderer.tree.root?.children.map { $0 === bNode } == [true])
    #expect(bNode.children.count == 1 && bNode.children.first === cNode)
    #expect(cNode.parent === bNode && cNode.toParent.tx == 5)
    #expect(aNode.parent == nil && aNode.children.isEmpty)
    try expectMatchesFullRender(renderer, cold: true, "after the move and the removal")
  }

  @Test func aMaskIsLinkedToItsOwnerAndUnlinkedWhenRemoved() throws {
    let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100), rgb(1, 1, 1))
    let owner = layer(CGRect(x: 10, y: 10, width: 60, height: 60), rgb(1, 0, 0), in: root)
    let renderer = try renderFrame(root, size: root.bounds.size).1
    let mask = layer(CGRect(x: 0, y: 0, width: 30, height: 30), rgb(0, 0, 0))
    owner.mask = mask
    CATransaction.flush()
    let ownerNode = try #require(owner.renderNode)
    let maskNode = try #require(ownerNode.mask)
    #expect(maskNode.layer === mask && maskNode.maskOwner === ownerNode)
    owner.mask = nil
    CATransaction.flush()
    #expect(ownerNode.mask == nil && maskNode.maskOwner == nil)
    try expectMatchesFullRender(renderer, cold: true, "after the mask went")
  }

  @Test func aLayerMovedToAnotherRenderersTreeGetsANodeThere() throws {
    let first = layer(CGRect(x: 0, y: 0, width: 40, height: 40), rgb(1, 1, 1))
    let second = layer(CGRect(x: 0, y: 0, width: 40, height: 40), rgb(1, 1, 1))
    let card = layer(CGRect(x: 5, y: 5, width: 10, height: 10), rgb(1, 0, 0), in: first)
    let one = try renderFrame(first, size: first.bounds.size).1
    let two = try renderFrame(second, size: second.bounds.size).1
    #expect(card.renderNode?.treeID == one.tree.id)
    second.addSublayer(card)
    CATransaction.flush()
    #expect(card.renderNode?.treeID == two.tree.id)
    #expect(one.tree.root?.children.isEmpty == true)
    #expect(two.tree.root?.children.first === card.renderNode)
    try expectMatchesFullRender(one, "the tree the card left")
    try expectMatchesFullRender(two, "the tree the card joined")
  }

  @Test func renderInContextPaintsASnapshotAndLeavesTheRenderersTreeAlone() throws {
    let (root, children, renderer) = try scene(2)
    let node = children[0].renderNode
    CATransaction.setDisableActions(true)
    children[0].backgroundColor = rgb(1, 0, 0)
    let context = try #require(
      CGContext(
        data: nil, width: 200, height: 200, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    root.render(in: context)
    // The snapshot shows the new color; the renderer's node waits for its own sync.
    // A Quartz bitmap is y-up: the layer's top-left corner lands on the image's bottom row.
    let pixels = try rgbaPixels(of: try #require(context.makeImage()))
    let offset = (199 * 200 + 2) * 4
    let pixel: [UInt8] = Array(pixels[offset..<offset + 4])
    #expect(pixel == [255, 0, 0, 255])
    #expect(children[0].renderNode === node && node?.backgroundColor == rgb(0, 0, 1))
    CATransaction.flush()
    #expect(node?.backgroundColor == rgb(1, 0, 0))
    _ = renderer
  }
}
