import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// Notifications received, from observers' closures.
private final class Received: @unchecked Sendable {
  var names: [Notification.Name] = []
}

/// What iOS code asks the platform, answered as Mac Catalyst answers on a desktop.
@MainActor @Suite(.serialized) struct UIDeviceTests {
  @Test func theDeviceIsAPadRunningLinux() {
    let device = UIDevice.current
    #expect(device.userInterfaceIdiom == .pad && device.model == "iPad")
    #expect(device.systemName == "Linux")
    #expect(device.systemVersion.split(separator: ".").count == 3)
    #expect(!device.name.isEmpty && device.isMultitaskingSupported)
    #expect(UIScreen.main.traitCollection.userInterfaceIdiom == .pad)
    #expect(
      makeWindow(size: CGSize(width: 10, height: 10)).traitCollection.userInterfaceIdiom == .pad)
    #expect(UITraitCollection(userInterfaceIdiom: .phone).userInterfaceIdiom == .phone)
    // Stable for the app, different for another.
    #expect(UIDevice.uuid(hashing: "machine/app") == UIDevice.uuid(hashing: "machine/app"))
    #expect(UIDevice.uuid(hashing: "machine/app") != UIDevice.uuid(hashing: "machine/other"))
    #expect(UIDevice.uuid(hashing: "x").uuidString.dropFirst(14).first == "4", "version 4")
    // No proximity sensor: monitoring stays off, as UIKit documents.
    device.isProximityMonitoringEnabled = true
    #expect(!device.isProximityMonitoringEnabled && !device.proximityState)
  }

  @Test func orientationIsKnownOnlyWhileNotificationsAreGenerated() {
    let device = UIDevice.current
    #expect(device.orientation == .unknown && !device.isGeneratingDeviceOrientationNotifications)
    let received = Received()
    let observer = NotificationCenter.default.addObserver(
      forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
    ) { received.names.append($0.name) }
    defer { NotificationCenter.default.removeObserver(observer) }
    device.beginGeneratingDeviceOrientationNotifications()
    device.beginGeneratingDeviceOrientationNotifications()
    #expect(device.orientation == .landscapeLeft && device.orientation.isLandscape)
    #expect(received.names.count == 1)
    device.endGeneratingDeviceOrientationNotifications()
    #expect(device.isGeneratingDeviceOrientationNotifications, "nested begins are counted")
    device.endGeneratingDeviceOrientationNotifications()
    #expect(device.orientation == .unknown)
    #expect(
      UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
  }

  @Test func theBatteryIsReadWhileMonitoredAndPolledOnTheClock() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let device = UIDevice.current
    var reading: (UIDevice.BatteryState, Float) = (.unplugged, 0.8)
    UIDevice.powerSource = { reading }
    defer {
      device.isBatteryMonitoringEnabled = false
      UIDevice.powerSource = nil
    }
    #expect(device.batteryState == .unknown && device.batteryLevel == -1, "not monitored")
    device.isBatteryMonitoringEnabled = true
    #expect(device.batteryState == .unplugged && device.batteryLevel == 0.8)
    let received = Received()
    let observers = [
      UIDevice.batteryStateDidChangeNotification, UIDevice.batteryLevelDidChangeNotification,
    ]
    .map { name in
      NotificationCenter.default.addObserver(forName: name, object: device, queue: nil) {
        received.names.append($0.name)
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    reading = (.charging, 0.81)
    clock.advance(by: 30)
    #expect(device.batteryState == .unplugged, "read once a minute")
    clock.advance(by: 31)
    #expect(device.batteryState == .charging && device.batteryLevel == 0.81)
    #expect(
      received.names == [
        UIDevice.batteryStateDidChangeNotification, UIDevice.batteryLevelDidChangeNotification,
      ])
    reading = (.full, .nan)
    clock.advance(by: 61)
    #expect(device.batteryState == .full && device.batteryLevel == -1, "a NaN level is unknown")
  }

  @Test func feedbackGeneratorsAcceptEveryCall() {
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    #expect(impact.style == .heavy && UIImpactFeedbackGenerator().style == .medium)
    UISelectionFeedbackGenerator().selectionChanged()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
  }

  final class Styled: UIViewController {
    var style = UIStatusBarStyle.lightContent
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
  }

  final class Container: UIViewController {
    let child = Styled()
    override var childForStatusBarStyle: UIViewController? { child }
  }

  @Test func theStatusBarManagerAnswersAsOnTheMacAndReadsTheControllersStyle() throws {
    TestHost.install()
    defer { TestHost.uninstall() }
    let window = try #require(UIApplication.shared.keyWindow)
    let scene = try #require(window.windowScene)
    let previous = window.rootViewController
    defer { window.rootViewController = previous }
    let container = Container()
    window.rootViewController = container
    let manager = try #require(scene.statusBarManager)
    #expect(manager.isStatusBarHidden && manager.statusBarFrame == .zero)
    #expect(manager.statusBarStyle == .lightContent, "the child decides")
    container.child.style = .darkContent
    #expect(manager.statusBarStyle == .lightContent, "read again only when asked to")
    container.setNeedsStatusBarAppearanceUpdate()
    #expect(manager.statusBarStyle == .darkContent)
  }

  @Test func screensAndViewsShareCoordinateSpaces() {
    let window = makeWindow(size: CGSize(width: 200, height: 200))
    defer { window.isHidden = true }
    let view = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 50))
    window.addSubview(view)
    let space = UIScreen.main.coordinateSpace
    #expect(space.bounds == UIScreen.main.bounds)
    #expect(UIScreen.main.fixedCoordinateSpace.bounds == space.bounds)
    let point = view.convert(CGPoint(x: 5, y: 5), to: space)
    #expect(point == CGPoint(x: 35 + window.frame.minX, y: 45 + window.frame.minY))
    #expect(view.convert(point, from: space) == CGPoint(x: 5, y: 5))
    #expect(
      space.convert(CGRect(x: 35, y: 45, width: 1, height: 1), to: view).origin
        == CGPoint(x: 5, y: 5))
    let other: any UICoordinateSpace = window
    #expect(view.convert(CGPoint.zero, to: other) == CGPoint(x: 30, y: 40))
  }
}
