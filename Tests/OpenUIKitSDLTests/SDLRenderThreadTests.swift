import CSDL2
import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(Platform) import OpenUIKit
import Testing

@_spi(Platform) @testable import OpenUIKitSDL

/// A window's render thread under SDL's dummy driver: a spring keeps being presented while the
/// main thread computes, and Xlib is thread-safe for the render thread's present on X11.
@MainActor @Suite(.serialized) struct SDLRenderThreadTests {
  @Test func xlibIsThreadSafeBeforeSDLOpensTheDisplay() {
    #expect(XlibThreads.isInitialized)
    #expect(XlibThreads.hasGlobalLock, "XInitThreads made Xlib's global lock")
  }

  @Test func aBusyMainThreadStillPresentsTheSpringsFrames() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    var environment = ProcessInfo.processInfo.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    environment["XDG_RUNTIME_DIR"] = nil
    let host = try SDLHost(environment: environment)
    #expect(host.rendersOnThread)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    window.backgroundColor = .white
    let ball = UIView(frame: CGRect(x: 20, y: 40, width: 40, height: 40))
    ball.backgroundColor = .systemOrange
    ball.layer.cornerRadius = 20
    window.addSubview(ball)
    window.makeKeyAndVisible()
    window.attach(to: host)
    host.turn()
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      options: [], animations: { ball.center.x += 100 })
    host.turn()
    // Every frame is the render thread's: the main thread's commits end at the sync.
    let renderer = try #require(window.renderer)
    let (before, painted) = (
      try #require(host.presentationStatistics(for: window)).frames,
      renderer.renderThreadFrameCount
    )
    // Busy, as an app's long computation is: no turn of the loop for 300 ms (18 display frames).
    let end = Date(timeIntervalSinceNow: 0.3)
    var spins = 0
    while Date() < end { spins &+= 1 }
    let presented = try #require(host.presentationStatistics(for: window)).frames - before
    #expect(presented >= 6, "\(presented) frames presented while the main thread was busy")
    // The frame of the last turn may be presented between the two counts.
    #expect(abs(renderer.renderThreadFrameCount - painted - presented) <= 1)
    ball.layer.removeAllAnimations()
    window.isHidden = true
  }

  @Test func aScrollBarFadesWhileTheMainThreadIsBusy() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    var environment = ProcessInfo.processInfo.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    environment["XDG_RUNTIME_DIR"] = nil
    let host = try SDLHost(environment: environment)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    window.backgroundColor = .white
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 200, height: 2000)
    window.addSubview(scrollView)
    window.makeKeyAndVisible()
    window.attach(to: host)
    host.turn()
    scrollView.flashScrollIndicators()
    let bar = try #require(scrollView.subviews.last)
    // Turns until the bar's fade is scheduled (the scroll view's clock sees scrolling rest).
    let deadline = Date(timeIntervalSinceNow: 1)
    while bar.layer.animationKeys() == nil, Date() < deadline { host.turn() }
    #expect(bar.layer.animationKeys() != nil && bar.alpha == 0)
    let before = try #require(host.presentationStatistics(for: window)).frames
    // Busy through the linger and the fade (0.75 s): the fade's 15 frames are the render thread's.
    let end = Date(timeIntervalSinceNow: 0.9)
    var spins = 0
    while Date() < end { spins &+= 1 }
    let presented = try #require(host.presentationStatistics(for: window)).frames - before
    #expect(
      presented >= 8, "\(presented) frames of the fade presented while the main thread was busy")
    window.isHidden = true
  }

  @Test func aSwitchsThumbSlidesWhileTheMainThreadIsBusy() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    var environment = ProcessInfo.processInfo.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    environment["XDG_RUNTIME_DIR"] = nil
    let host = try SDLHost(environment: environment)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
    window.backgroundColor = .white
    let toggle = UISwitch(frame: CGRect(x: 20, y: 15, width: 51, height: 31))
    window.addSubview(toggle)
    window.makeKeyAndVisible()
    window.attach(to: host)
    host.turn()
    toggle.setOn(true, animated: true)
    host.turn()
    let before = try #require(host.presentationStatistics(for: window)).frames
    // Busy through the quarter-second slide (15 frames).
    let end = Date(timeIntervalSinceNow: 0.3)
    var spins = 0
    while Date() < end { spins &+= 1 }
    let presented = try #require(host.presentationStatistics(for: window)).frames - before
    #expect(
      presented >= 6, "\(presented) frames of the slide presented while the main thread was busy")
    window.isHidden = true
  }
}
