import Foundation
import OpenQuartzCore

/// What runs an application: gives each window its pixels and turns the run loop (an OpenUIKit
/// addition).
///
/// The boundary is one-way: a window asks its host for a renderer when it is first shown
/// (``makeRenderer(for:)``); the host answers with a renderer over its own surface, may put the
/// window on the screen of the display it opened on, and later delivers events, resizes (a new
/// renderer through `UIWindow.setRenderer(_:)`) and display changes (`UIScreen.setBounds`). The
/// SDL2 platform layer (`OpenUIKitSDL`) implements it with desktop windows, ``UIHeadlessHost``
/// with framebuffers of their own. Each run-loop turn ends with one transaction commit.
@preconcurrency @MainActor
public protocol UIApplicationHost: AnyObject {
  /// The renderer `window` draws into, made when the window is first shown: over a desktop
  /// window's surface (opened now), or a framebuffer of its own.
  ///
  /// - Throws: When no surface can be made; the window reports it and stays without pixels.
  func makeRenderer(for window: UIWindow) throws -> CARenderer

  /// Turns the run loop until ``UIApplication/terminate()`` is asked for or the last window closes.
  func run(_ application: UIApplication)

  /// The window's title or size limits changed (`displayTitle`, `effectiveMinimumSize`,
  /// `effectiveMaximumSize`): a desktop host updates its window.
  func windowAttributesDidChange(_ window: UIWindow)

  /// Wakes the run loop so that it notices termination.
  func stop()

  /// The cursor over `window` changed (`UIWindow.pointerCursor`): a desktop host shows it.
  func pointerCursorDidChange(_ window: UIWindow)

  /// Closes `window` as its close button does (Ctrl+W): a desktop host closes its window, then
  /// tells the application (`UIApplication.windowDidClose(_:)`).
  func closeWindow(_ window: UIWindow)

  /// Opens `url` in the desktop's application for it (a browser, a mail client); returns whether
  /// one took it.
  func open(_ url: URL) -> Bool
}

extension UIApplicationHost {
  /// Does nothing: a host without a pointer shows no cursor.
  public func pointerCursorDidChange(_ window: UIWindow) {}

  /// Tells the application the window closed: a host without desktop windows has none to close.
  public func closeWindow(_ window: UIWindow) {
    UIApplication.shared.windowDidClose(window)
  }

  /// Opens nothing: a host without a desktop has no application to hand a URL to.
  public func open(_ url: URL) -> Bool { false }

  /// Does nothing: a host without title bars (the headless one) has nothing to update.
  public func windowAttributesDidChange(_ window: UIWindow) {}
}
