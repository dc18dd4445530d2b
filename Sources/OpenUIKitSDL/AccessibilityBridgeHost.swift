import ATSPIBridge
import AccessibilityTree
import CSDL2
import Foundation
@_spi(Platform) import OpenUIKit

/// The SDL host's screen-reader support: the app's accessibility tree spoken over AT-SPI
/// (`ATSPIBridge`) to Orca and other assistive technologies on the session's accessibility bus.
///
/// Made at start when the session has an accessibility bus (`OPENUIKIT_ACCESSIBILITY=0` turns it
/// off); dormant until a client calls, then it listens to `AccessibilitySemantics` and forwards
/// each update. What clients ask for comes back on the main queue.
@MainActor
final class AccessibilityBridgeHost: AccessibilityTreeObserver {
  let bridge: ATSPIBridge
  /// Where the SDL windows are, for the bridge's screen coordinates.
  private let windowGeometry: @MainActor () -> (x: Double, y: Double, scale: Double)?

  /// Connects to the session's accessibility bus; `nil` without one (nothing is said: a session
  /// without assistive technologies is the common case).
  init?(
    environment: [String: String],
    windowGeometry: @escaping @MainActor () -> (x: Double, y: Double, scale: Double)?
  ) {
    guard environment["OPENUIKIT_ACCESSIBILITY"] != "0",
      let address = try? ATSPIBridge.accessibilityBusAddress(
        sessionBus: DesktopAppearance.sessionBusAddress(in: environment), environment: environment)
    else { return nil }
    self.windowGeometry = windowGeometry
    // The bridge's handlers run on its thread; the host's work goes to the main queue. They hold
    // the observer weakly: the host may go first.
    let box = WeakBox()
    let handlers = ATSPIBridge.Handlers(
      startListening: {
        DispatchQueue.main.async {
          MainActor.assumeIsolated {
            guard let host = box.host else { return }
            AccessibilitySemantics.shared.addObserver(host)
            CATransaction.flush()
          }
        }
      },
      perform: { id, action in
        DispatchQueue.main.async {
          MainActor.assumeIsolated { _ = AccessibilitySemantics.shared.perform(action, on: id) }
        }
      },
      setValue: { id, value in
        DispatchQueue.main.async {
          MainActor.assumeIsolated {
            _ = AccessibilitySemantics.shared.setNumericValue(value, on: id)
          }
        }
      },
      request: { id, request in
        DispatchQueue.main.async {
          MainActor.assumeIsolated { _ = AccessibilitySemantics.shared.handle(request, on: id) }
        }
      })
    guard let bridge = try? ATSPIBridge(busAddress: address, handlers: handlers) else { return nil }
    self.bridge = bridge
    box.host = self
  }

  isolated deinit {
    AccessibilitySemantics.shared.removeObserver(self)
    bridge.close()
  }

  func accessibilityTreeDidUpdate(_ update: AccessibilityTreeUpdate) {
    if let geometry = windowGeometry() {
      bridge.setScreenGeometry(originX: geometry.x, originY: geometry.y, scale: geometry.scale)
    }
    bridge.apply(update)
  }

  /// The host, reachable from the bridge's thread through the main queue only.
  private final class WeakBox: @unchecked Sendable {
    // Written once on the main thread before the bridge can call; read on the main queue.
    weak var host: AccessibilityBridgeHost?
  }
}
