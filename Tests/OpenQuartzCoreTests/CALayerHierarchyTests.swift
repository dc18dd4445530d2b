import Foundation
import OpenCoreGraphics
import OpenQuartzCore
import Testing

@MainActor @Suite struct CALayerHierarchyTests {
  func named(_ name: String) -> CALayer {
    let layer = CALayer()
    layer.name = name
    return layer
  }

  func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

  @Test func insertionOrderAndReparenting() {
    let parent = named("parent")
    let a = named("a")
    let b = named("b")
    let c = named("c")
    parent.addSublayer(a)
    parent.addSublayer(b)
    parent.insertSublayer(c, at: 0)
    #expect(names(parent) == ["c", "a", "b"])
    parent.insertSublayer(c, above: b)
    #expect(names(parent) == ["a", "b", "c"])
    parent.insertSublayer(c, below: a)
    #expect(names(parent) == ["c", "a", "b"])
    parent.insertSublayer(named("far"), at: 99)  // clamped to the end
    #expect(names(parent).last == "far")
    let other = named("other")
    other.addSublayer(a)  // moves a
    #expect(a.superlayer === other && !names(parent).contains("a"))
    let d = named("d")
    parent.replaceSublayer(b, with: d)
    #expect(names(parent) == ["c", "d", "far"] && b.superlayer == nil)
    d.removeFromSuperlayer()
    #expect(names(parent) == ["c", "far"] && d.superlayer == nil)
    parent.sublayers = nil
    #expect(parent.sublayers == nil && c.superlayer == nil)
  }

  @Test func addingALayerToItsOwnSubtreeIsRefused() {
    let root = named("root")
    let child = named("child")
    let grandchild = named("grandchild")
    root.addSublayer(child)
    child.addSublayer(grandchild)
    grandchild.addSublayer(root)
    #expect(root.superlayer == nil)
    #expect(grandchild.sublayers == nil)
    root.addSublayer(root)
    #expect(names(root) == ["child"])
  }

  @Test func masksMustBeFreeLayers() {
    let layer = named("layer")
    let mask = named("mask")
    layer.mask = mask
    #expect(layer.mask === mask && mask.superlayer == nil)
    let other = named("other")
    other.mask = mask  // already masks `layer`: refused
    #expect(other.mask == nil)
    let sublayer = named("sub")
    layer.addSublayer(sublayer)
    other.mask = sublayer  // has a superlayer: refused
    #expect(other.mask == nil)
    layer.addSublayer(mask)  // a mask cannot become a sublayer
    #expect(mask.superlayer == nil)
    layer.mask = nil
    other.mask = mask
    #expect(other.mask === mask)
  }

  /// A chain of layers stops 512 deep.
  ///
  /// Each phase walks the tree depth first, and thousands of levels overflowed the stack. A
  /// subtree that would reach past it is refused whole, wherever it is added; the same subtree
  /// fits higher up.
  @Test func layersNestDeepAtMostAsDocumented() {
    let root = CALayer()
    var chain = [root]
    for _ in 0..<600 {
      let child = CALayer()
      chain[chain.count - 1].addSublayer(child)
      guard child.superlayer != nil else { break }
      chain.append(child)
    }
    #expect(chain.count == 512)  // the root and 511 below: 512 layers one inside another
    let pair = CALayer()
    pair.addSublayer(CALayer())
    chain[510].addSublayer(pair)
    #expect(pair.superlayer == nil)
    chain[509].addSublayer(pair)
    #expect(pair.superlayer === chain[509])
    let mask = CALayer()
    mask.addSublayer(CALayer())
    chain[511].mask = mask
    #expect(chain[511].mask == nil)
  }
}
