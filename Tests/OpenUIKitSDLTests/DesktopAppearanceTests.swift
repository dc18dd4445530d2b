import Foundation
@_spi(Platform) import OpenUIKit
import Testing

@testable import OpenUIKitSDL

/// The desktop's color scheme through the XDG desktop portal, against a fake portal on a private
/// bus; skipped with a message when `dbus-daemon` is not installed.
@MainActor @Suite(.serialized) struct DesktopAppearanceTests {
  /// Counts the wake-ups a ``DesktopAppearance`` asks for, from GDBus's thread.
  final class WakeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var wakes = 0
    var value: Int { lock.withLock { wakes } }
    func count() { lock.withLock { wakes += 1 } }
  }

  /// A private bus, or `nil` after recording why the test cannot run.
  func makeBus() throws -> PrivateBus? {
    guard let bus = try PrivateBus() else {
      print("DesktopAppearanceTests: dbus-daemon is not installed; skipping the portal test")
      return nil
    }
    return bus
  }

  /// Dispatches queued signals until `condition` holds or `seconds` pass.
  func dispatch(
    _ appearance: DesktopAppearance, for seconds: TimeInterval = 2,
    until condition: () -> Bool = { false }
  ) {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() && Date() < deadline {
      _ = appearance.dispatchPendingChanges()
      if !condition() { Thread.sleep(forTimeInterval: 0.005) }
    }
  }

  @Test func theFirstReadAndEveryChangeOfTheColorSchemeAreTaken() throws {
    guard let bus = try makeBus() else { return }
    let portal = try FakePortal(address: bus.address, scheme: 1)
    defer { portal.stop() }
    let wakes = WakeCounter()
    let appearance = try DesktopAppearance(busAddress: bus.address, wake: { wakes.count() })
    #expect(appearance.colorScheme == .prefersDark)
    #expect(appearance.style == .dark)
    #expect(appearance.dispatchPendingChanges() == false)
    #expect(wakes.value == 0)

    portal.setColorScheme(2)
    dispatch(appearance) { appearance.colorScheme == .prefersLight }
    #expect(appearance.style == .light)
    #expect(wakes.value == 1, "a change wakes the host's run loop")

    // Other settings are not the color scheme (given 200 ms to arrive, they change nothing).
    portal.setColorScheme(1, key: "contrast")
    portal.setColorScheme(1, namespace: "org.gnome.desktop.interface")
    dispatch(appearance, for: 0.2)
    #expect(appearance.colorScheme == .prefersLight)

    // "No preference" and unknown values are light.
    portal.setColorScheme(0)
    dispatch(appearance) { appearance.colorScheme == .noPreference }
    #expect(appearance.style == .light)
    portal.setColorScheme(1)
    dispatch(appearance) { appearance.colorScheme == .prefersDark }
    portal.setColorScheme(7)
    dispatch(appearance) { appearance.colorScheme == .noPreference }
    #expect(appearance.style == .light)
  }

  @Test func aVersionOnePortalIsReadThroughRead() throws {
    guard let bus = try makeBus() else { return }
    let portal = try FakePortal(address: bus.address, scheme: 1, supportsReadOne: false)
    defer { portal.stop() }
    let appearance = try DesktopAppearance(busAddress: bus.address)
    #expect(appearance.readError == nil)
    #expect(appearance.style == .dark)
  }

  @Test func aBusWithoutAPortalHasNoStyleButFollowsAPortalThatComesLater() throws {
    guard let bus = try makeBus() else { return }
    let appearance = try DesktopAppearance(busAddress: bus.address)
    #expect(appearance.colorScheme == nil)
    #expect(appearance.style == nil)
    #expect(appearance.readError?.contains("org.freedesktop.portal.Desktop") == true)

    let portal = try FakePortal(address: bus.address, scheme: 1)
    defer { portal.stop() }
    portal.setColorScheme(2)
    dispatch(appearance) { appearance.colorScheme == .prefersLight }
    #expect(appearance.style == .light)
  }

  @Test func anUnreachableBusIsAnError() {
    #expect(throws: DesktopAppearance.BusError.self) {
      try DesktopAppearance(busAddress: "unix:path=/nonexistent/openuikit-bus")
    }
  }

  @Test func theSessionBusComesFromTheEnvironmentWithoutAutolaunch() throws {
    #expect(
      DesktopAppearance.sessionBusAddress(in: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"])
        == "unix:path=/x")
    #expect(DesktopAppearance.sessionBusAddress(in: ["DISPLAY": ":0"]) == nil)
    let runtime = FileManager.default.temporaryDirectory
      .appendingPathComponent("openuikit-runtime-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: runtime) }
    #expect(DesktopAppearance.sessionBusAddress(in: ["XDG_RUNTIME_DIR": runtime.path]) == nil)
    #expect(FileManager.default.createFile(atPath: runtime.path + "/bus", contents: nil))
    #expect(
      DesktopAppearance.sessionBusAddress(in: ["XDG_RUNTIME_DIR": runtime.path])
        == "unix:path=\(runtime.path)/bus")
  }

  @Test func theSDLHostFollowsThePortalUnlessAnEnvironmentVariableForcesAStyle() throws {
    guard let bus = try makeBus() else { return }
    let portal = try FakePortal(address: bus.address, scheme: 1)
    defer { portal.stop() }
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    let original = UIScreen.main.userInterfaceStyle
    defer { UIScreen.main.userInterfaceStyle = original }
    UIScreen.main.userInterfaceStyle = .light

    let forced = try SDLHost(environment: [
      "DBUS_SESSION_BUS_ADDRESS": bus.address, "OPENUIKIT_APPEARANCE": "light",
    ])
    #expect(forced.desktopAppearance == nil)
    #expect(UIScreen.main.userInterfaceStyle == .light)

    let host = try SDLHost(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
    #expect(host.desktopAppearance?.colorScheme == .prefersDark)
    #expect(UIScreen.main.userInterfaceStyle == .dark)
    // An SDL window: it goes on its display's screen (display 0: UIScreen.main), which follows.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    window.makeKeyAndVisible()
    window.attach(to: host)
    #expect(window.screen === UIScreen.main)
    host.turn()
    #expect(view.traitCollection.userInterfaceStyle == .dark)

    portal.setColorScheme(2)
    let deadline = Date().addingTimeInterval(2)
    while view.traitCollection.userInterfaceStyle == .dark && Date() < deadline {
      host.turn()  // the host's turn dispatches the portal's signal and commits
      Thread.sleep(forTimeInterval: 0.005)
    }
    #expect(view.traitCollection.userInterfaceStyle == .light)
    #expect(window.screen.userInterfaceStyle == .light)
    #expect(UIScreen.main.userInterfaceStyle == .light)
  }
}
