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
      // A color stored behind the tracker's back: nothing records it, so no damage covers it.
      hidden.storedBackgroundColor = rgb(1, 0, 0)
      hidden.storedRenderCache?.removeAll()
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
    #expect(plain.compositingBoundary().isEmpty)

    let grouped = CALayer()
    grouped.opacity = 0.5
    #expect(grouped.compositingBoundary().isEmpty)  // no sublayers: nothing overlaps
    grouped.addSublayer(CALayer())
    #expect(grouped.compositingBoundary() == .groupOpacity)
    #expect(
      grouped.compositingBoundary().isOffscreen && !grouped.compositingBoundary().spreadsDamage)
    grouped.allowsGroupOpacity = false
    #expect(grouped.compositingBoundary().isEmpty)

    let inGroup = CALayer()
    inGroup.addSublayer(CALayer())
    #expect(inGroup.compositingBoundary(inheritedOpacity: 0.5) == .groupOpacity)

    let masked = CALayer()
    masked.mask = CALayer()
    #expect(masked.compositingBoundary() == .mask)

    let replicator = CAReplicatorLayer()
    #expect(replicator.compositingBoundary().isEmpty)  // one instance draws once
    replicator.instanceCount = 2
    #expect(replicator.compositingBoundary() == .replicates)
    #expect(replicator.compositingBoundary().spreadsDamage)

    let shadowed = CALayer()
    shadowed.shadowOpacity = 0.3
    #expect(shadowed.compositingBoundary() == .alphaShadow)
    shadowed.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
    #expect(shadowed.compositingBoundary().isEmpty)  // its shape is the path, not the subtree
  }
}
