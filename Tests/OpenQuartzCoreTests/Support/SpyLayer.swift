import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// A shared, ordered log of hook calls, for asserting orders across layers.
///
/// Not main-actor: the layers that write it are not actor-isolated (as Core Animation's).
final class CallLog {
  var entries: [String] = []
}

/// A layer that records `display`, `draw(in:)` and `layoutSublayers` calls.
final class SpyLayer: CALayer {
  let log: CallLog
  var displayCount = 0
  var drawCount = 0
  var layoutCount = 0
  /// Runs inside `layoutSublayers`, after logging.
  var onLayout: ((SpyLayer) -> Void)?
  /// Runs inside `draw(in:)`.
  var onDraw: ((CGContext) -> Void)?

  init(_ name: String, log: CallLog = CallLog()) {
    self.log = log
    super.init()
    self.name = name
  }

  override init(layer: Any) {
    log = CallLog()
    super.init(layer: layer)
  }

  required init() {
    log = CallLog()
    super.init()
  }

  required init?(coder: NSCoder) {
    log = CallLog()
    super.init(coder: coder)
  }

  override func display() {
    displayCount += 1
    log.entries.append("display \(name ?? "")")
    super.display()
  }

  override func draw(in ctx: CGContext) {
    drawCount += 1
    log.entries.append("draw \(name ?? "")")
    onDraw?(ctx)
  }

  override func layoutSublayers() {
    layoutCount += 1
    log.entries.append("layout \(name ?? "")")
    onLayout?(self)
    super.layoutSublayers()
  }
}

/// A delegate that records calls and can implement `display(_:)` itself.
final class SpyDelegate: CALayerDelegate {
  var calls: [String] = []
  var implementsDisplay = false
  var action: (any CAAction)?

  func display(_ layer: CALayer) {
    calls.append("display")
    if !implementsDisplay { layer.displayIntoBackingStore() }
  }

  func draw(_ layer: CALayer, in ctx: CGContext) { calls.append("draw") }
  func layerWillDraw(_ layer: CALayer) { calls.append("layerWillDraw") }
  func layoutSublayers(of layer: CALayer) { calls.append("layoutSublayers") }
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
    calls.append("action \(event)")
    return action
  }
}

/// An action that records that it ran.
final class RecordingAction: CAAction {
  var runs: [String] = []
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    runs.append(event)
  }
}
