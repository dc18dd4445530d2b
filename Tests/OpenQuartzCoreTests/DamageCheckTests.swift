import Foundation
import OpenCoreGraphics
import Testing

@testable import OpenQuartzCore

/// The damage tracker's debug check (`OPENUIKIT_CHECK_DAMAGE=1`, on for the whole suite through
/// `Scripts/test`): every partial frame is compared with a full redraw.
@MainActor @Suite(.serialized) struct DamageCheckTests {
  /// Runs `body` with the check on for renderers made in it, collecting its failures.
  func withCheck(_ body: () throws -> Void) rethrows -> [DamageCheck.Failure] {
    let (wasEnabled, handler) = (DamageCheck.isEnabled, DamageCheck.onFailure)
    defer { (DamageCheck.isEnabled, DamageCheck.onFailure) = (wasEnabled, handler) }
    var failures: [DamageCheck.Failure] = []
    DamageCheck.isEnabled = true
    DamageCheck.onFailure = { failures.append($0) }
    try body()
    return failures
  }

  @Test func theTestScriptTurnsTheCheckOn() throws {
    guard ProcessInfo.processInfo.environment["OPENUIKIT_CHECK_DAMAGE"] == "1" else { return }
    let (_, renderer) = try renderFrame(
      layer(CGRect(x: 0, y: 0, width: 10, height: 10)), size: CGSize(width: 10, height: 10))
    #expect(renderer.damageCheck != nil)
  }

  @Test func aChangeThatSkipsTheDamageIsReportedAtItsFirstPixel() throws {
    var renderer: CARenderer?
    let failures = try withCheck {
      let root = layer(CGRect(x: 0, y: 0, width: 200, height: 100), rgb(1, 1, 1))
      let hidden = layer(CGRect(x: 20, y: 30, width: 40, height: 20), rgb(0, 0, 1), in: root)
      let moved = layer(CGRect(x: 120, y: 30, width: 40, height: 20), rgb(0, 1, 0), in: root)
      renderer = try renderFrame(root, size: root.bounds.size).1
      // A color stored behind the tracker's back, in the layer and in its render node alike (so
      // the tree agrees with the model): nothing records it, so no damage covers it.
      hidden.storedBackgroundColor = rgb(1, 0, 0)
      hidden.renderNode?.backgroundColor = rgb(1, 0, 0)
      moved.position.y += 10
      CATransaction.flush()
    }
    #expect(renderer?.damageCheck != nil)
    let failure = try #require(failures.first)
    #expect(failures.count == 1)
    #expect(failure.isStale)
    #expect(failure.pixel.x == 20 && failure.pixel.y == 30)
    #expect(failure.partial == [255, 0, 0, 255])  // blue, as the partial frame left it (BGRA)
    #expect(failure.full == [0, 0, 255, 255])
    #expect("\(failure)".contains("pixel (20, 30)"))
  }

  @Test func aChangeTheRenderTreeMissedIsReportedByName() throws {
    let (wasEnabled, handler) = (DamageCheck.isEnabled, DamageCheck.onStaleTree)
    defer { (DamageCheck.isEnabled, DamageCheck.onStaleTree) = (wasEnabled, handler) }
    var reports: [[String]] = []
    DamageCheck.isEnabled = true
    DamageCheck.onStaleTree = { reports.append($0) }
    let root = layer(CGRect(x: 0, y: 0, width: 200, height: 100), rgb(1, 1, 1))
    let card = layer(CGRect(x: 20, y: 30, width: 40, height: 20), rgb(0, 0, 1), in: root)
    card.name = "card"
    let renderer = try renderFrame(root, size: root.bounds.size).1
    #expect(reports.isEmpty)
    // Stored without recording the change: the next sync does not copy it.
    card.storedBackgroundColor = rgb(1, 0, 0)
    root.setNeedsDisplay()
    CATransaction.flush()
    #expect(reports.count == 1)
    #expect(reports.first?.first?.contains("CALayer(\"card\"): backgroundColor") == true)
    _ = renderer
  }

  @Test func recordedChangesPassTheCheck() throws {
    let failures = try withCheck {
      let root = layer(CGRect(x: 0, y: 0, width: 200, height: 100), rgb(1, 1, 1))
      let card = layer(CGRect(x: 20, y: 30, width: 40, height: 20), rgb(0, 0, 1), in: root) {
        $0.cornerRadius = 6
        $0.shadowOpacity = 0.5
      }
      _ = try renderFrame(root, size: root.bounds.size)
      for step in 0..<5 {
        card.position.x += 17.5
        card.backgroundColor = rgb(0, CGFloat(step) / 5, 1)
        CATransaction.flush()
      }
    }
    #expect(failures.isEmpty)
  }
}

/// The one notion of a compositing boundary, shared by the painter (offscreen) and the damage
/// tracker (damage spreads to the whole layer).
@MainActor @Suite struct CompositingBoundaryTests {
  @Test func eachOffscreenCaseAndEachSpreadingCaseIsNamedOnce() {
    let plain = CALayer()
    #expect(boundary(plain).isEmpty)

    let grouped = CALayer()
    grouped.opacity = 0.5
    #expect(boundary(grouped).isEmpty)  // no sublayers: nothing overlaps
    grouped.addSublayer(CALayer())
    #expect(boundary(grouped) == .groupOpacity)
    #expect(
      boundary(grouped).isOffscreen && !boundary(grouped).spreadsDamage)
    grouped.allowsGroupOpacity = false
    #expect(boundary(grouped).isEmpty)

    let inGroup = CALayer()
    inGroup.addSublayer(CALayer())
    #expect(boundary(inGroup, inheritedOpacity: 0.5) == .groupOpacity)

    let masked = CALayer()
    masked.mask = CALayer()
    #expect(boundary(masked) == .mask)

    let replicator = CAReplicatorLayer()
    #expect(boundary(replicator).isEmpty)  // one instance draws once
    replicator.instanceCount = 2
    #expect(boundary(replicator) == .replicates)
    #expect(boundary(replicator).spreadsDamage)

    let shadowed = CALayer()
    shadowed.shadowOpacity = 0.3
    #expect(boundary(shadowed) == .alphaShadow)
    shadowed.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
    #expect(boundary(shadowed).isEmpty)  // its shape is the path, not the subtree
  }
}

/// The boundary of `layer`'s node in a snapshot of its subtree.
func boundary(_ layer: CALayer, inheritedOpacity: CGFloat = 1) -> CompositingBoundary {
  RenderTree.snapshot(of: layer).compositingBoundary(inheritedOpacity: inheritedOpacity)
}
