import Foundation
import Testing

@testable import OpenUIKit

/// The run loops themselves need the main thread, which Swift Testing's main actor is not on
/// Linux: they are tested through the gallery in `EndToEndTests` (headless) and under Xvfb.
@MainActor @Suite(.serialized) struct UIApplicationTests {
  @Test func closingTheLastWindowTerminates() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.makeKeyAndVisible()
    #expect(UIApplication.shared.windows.contains { $0 === window })
    UIApplication.shared.windowDidClose(window)
    #expect(!UIApplication.shared.windows.contains { $0 === window })
    #expect(window.isHidden)
  }

  @Test func theWindowsNextResponderIsTheApplication() {
    let window = UIWindow(frame: .zero)
    #expect(window.next === UIApplication.shared)
  }
}
