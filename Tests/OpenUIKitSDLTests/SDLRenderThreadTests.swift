import CSDL2
import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(Platform) import OpenUIKit
import Testing

@_spi(Platform) @testable import OpenUIKitSDL

/// A window's render thread under SDL's dummy driver: a spring, a scroll bar's fade and a switch's
/// slide keep being presented while the main thread computes, and Xlib is thread-safe for the
/// render thread's present on X11.
@MainActor @Suite(.serialized) struct SDLRenderThreadTests {
  /// A host on SDL's dummy driver, away from the session's buses.
  func dummyHost() throws -> SDLHost {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    var environment = ProcessInfo.processInfo.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    environment["XDG_RUNTIME_DIR"] = nil
    return try SDLHost(environment: environment)
  }

  /// A white window of `size` holding `view`, shown by `host` and turned once.
  func shownWindow(_ size: CGSize, holding view: UIView, on host: SDLHost) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    window.addSubview(view)
    window.makeKeyAndVisible()
    window.attach(to: host)
    host.turn()
    return window
  }

  /// Busy, as an app's long computation is: no turn of the loop for `seconds`.
  func computeWithoutTurning(for seconds: TimeInterval) {
    let end = Date(timeIntervalSinceNow: seconds)
    var spins = 0
    while Date() < end { spins &+= 1 }
  }

  @Test func xlibIsThreadSafeBeforeSDLOpensTheDisplay() {
    #expect(XlibThreads.isInitialized)
    #expect(XlibThreads.hasGlobalLock, "XInitThreads made Xlib's global lock")
  }

  @Test func aBusyMainThreadStillPresentsTheSpringsFrames() throws {
    let host = try dummyHost()
    #expect(host.rendersOnThread)
    let ball = UIView(frame: CGRect(x: 20, y: 40, width: 40, height: 40))
    ball.backgroundColor = .systemOrange
    ball.layer.cornerRadius = 20
    let window = shownWindow(CGSize(width: 200, height: 120), holding: ball, on: host)
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
    computeWithoutTurning(for: 0.3)
    let presented = try #require(host.presentationStatistics(for: window)).frames - before
    #expect(presented >= 6, "\(presented) frames presented while the main thread was busy")
    // The frame of the last turn may be presented between the two counts.
    #expect(abs(renderer.renderThreadFrameCount - painted - presented) <= 1)
    ball.layer.removeAllAnimations()
    window.isHidden = true
  }

  @Test func aScrollBarFadesWhileTheMainThreadIsBusy() throws {
    let host = try dummyHost()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    scrollView.contentSize = CGSize(width: 200, height: 2000)
    let window = shownWindow(scrollView.bounds.size, holding: scrollView, on: host)
    scrollView.flashScrollIndicators()
    let bar = try #require(scrollView.subviews.last)
    // Turns until the bar's fade is scheduled (the scroll view's clock sees scrolling rest).
    let deadline = Date(timeIntervalSinceNow: 1)
    while bar.layer.animationKeys() == nil, Date() < deadline { host.turn() }
    #expect(bar.layer.animationKeys() != nil && bar.alpha == 0)
    let before = try #require(host.presentationStatistics(for: window)).frames
    // Busy through the linger and the fade (0.75 s): the fade's 15 frames are the render thread's.
    computeWithoutTurning(for: 0.9)
    let presented = try #require(host.presentationStatistics(for: window)).frames - before
    #expect(
      presented >= 8, "\(presented) frames of the fade presented while the main thread was busy")
    window.isHidden = true
  }

  @Test func aSwitchsThumbSlidesWhileTheMainThreadIsBusy() throws {
    let host = try dummyHost()
    let toggle = UISwitch(frame: CGRect(x: 20, y: 15, width: 51, height: 31))
    let window = shownWindow(CGSize(width: 120, height: 60), holding: toggle, on: host)
    toggle.setOn(true, animated: true)
    host.turn()
    let before = try #require(host.presentationStatistics(for: window)).frames
    // Busy through the quarter-second slide (15 frames).
    computeWithoutTurning(for: 0.3)
    let presented = try #require(host.presentationStatistics(for: window)).frames - before
    #expect(
      presented >= 6, "\(presented) frames of the slide presented while the main thread was busy")
    window.isHidden = true
  }
}
