import Foundation
import OpenCoreGraphics
import OpenQuartzCore
import Testing

@MainActor @Suite struct DisplayPhaseTests {
  @Test func anyNumberOfInvalidationsGiveOneDisplayPerCommit() {
    let layer = SpyLayer("spy")
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.setNeedsDisplay()
    layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 2, height: 2))
    layer.setNeedsDisplay()
    #expect(layer.needsDisplay())
    #expect(layer.displayCount == 0)  // never synchronous
    CATransaction.flush()
    #expect(layer.displayCount == 1 && layer.drawCount == 1)
    #expect(!layer.needsDisplay())
    CATransaction.flush()
    #expect(layer.displayCount == 1)
  }

  @Test func displayMakesABackingStoreAtContentsScale() throws {
    let layer = SpyLayer("spy")
    layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
    layer.contentsScale = 2
    layer.onDraw = { ctx in
      // Layer space: origin top-left, y down, pre-scaled.
      ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
      ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 1))
    }
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    let image = try #require(layer.contents as? CGImage)
    #expect(image.width == 60 && image.height == 40)
    let provider = try #require(image.dataProvider?.data)
    let bytes = [UInt8](provider)
    #expect(bytes[2] == 255 && bytes[3] == 255)  // top-left pixel red (BGRA)
    #expect(bytes[(2 * 60) * 4 + 3] == 0)  // row 2 empty
  }

  @Test func delegateDisplayReplacesDrawing() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
    let delegate = SpyDelegate()
    layer.delegate = delegate
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    // D-3(b) through the default (setting `contents` also asks for its action).
    #expect(
      delegate.calls.filter { !$0.hasPrefix("action") } == ["display", "layerWillDraw", "draw"])
    delegate.calls = []
    delegate.implementsDisplay = true
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    #expect(delegate.calls == ["display"])  // D-3(a): no draw, no new contents
  }

  @Test func displayIfNeededIsANoOpWhenClean() {
    let layer = SpyLayer("spy")
    layer.displayIfNeeded()
    #expect(layer.displayCount == 0)
  }

  @Test func boundsChangesRedisplayOnlyWhenAsked() {
    let layer = SpyLayer("spy")
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    CATransaction.flush()
    #expect(layer.displayCount == 0)  // D-8 default
    layer.needsDisplayOnBoundsChange = true
    layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
    CATransaction.flush()
    #expect(layer.displayCount == 1)
  }

  @Test func needsDisplayForKeyRedisplays() {
    final class KeyLayer: CALayer {
      var draws = 0
      override class func needsDisplay(forKey key: String) -> Bool { key == "cornerRadius" }
      override func draw(in ctx: CGContext) { draws += 1 }
    }
    let layer = KeyLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
    layer.cornerRadius = 2
    CATransaction.flush()
    #expect(layer.draws == 1)
    layer.opacity = 0.5
    CATransaction.flush()
    #expect(layer.draws == 1)
  }

  @Test func emptyLayersGetNoContents() {
    let layer = SpyLayer("empty")
    layer.setNeedsDisplay()
    CATransaction.flush()
    #expect(layer.contents == nil && layer.displayCount == 1)
  }
}
