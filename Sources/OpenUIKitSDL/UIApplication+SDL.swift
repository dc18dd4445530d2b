import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenText
import OpenUIKit

/// The desktop host, for `UIApplication.main(delegate:)` and `@main` application delegates in
/// OpenUIKit: a program that links this module opens SDL2 windows when a display is there.
///
/// OpenUIKit cannot import this module (it is built on it), so it finds this function by its C
/// name, referenced weakly (`CGraphicsSupport/dynamic_init.c`): linked, it is there; not linked,
/// the reference is null and the program runs headless. Returns a retained `SDLHost`, or `nil`
/// (no `DISPLAY` or `WAYLAND_DISPLAY`, or both empty; `OPENUIKIT_HEADLESS=1`; or SDL cannot open
/// video).
@_cdecl("openuikit_make_desktop_host")
public func openuikitMakeDesktopHost() -> UnsafeMutableRawPointer? {
  // The address crosses `assumeIsolated` as a number: pointers are not `Sendable`.
  let address: UInt? = MainActor.assumeIsolated {
    let environment = ProcessInfo.processInfo.environment
    // Set but empty (`DISPLAY= Scripts/gallery`) is no display either.
    let hasDisplay =
      environment["DISPLAY"]?.isEmpty == false || environment["WAYLAND_DISPLAY"]?.isEmpty == false
    guard environment["OPENUIKIT_HEADLESS"] != "1", hasDisplay else { return nil }
    do {
      let host = try SDLHost()
      // A desktop app shows the desktop's fonts, with fallbacks (pixel tests keep the pinned
      // ones).
      if environment["OPENUIKIT_FONTS"] != "pinned", !DesktopFonts.turnOn() {
        Diagnostics.log(
          "text was laid out before launch: the pinned fonts stay (OPENUIKIT_FONTS)",
          module: "OpenUIKitSDL")
      }
      return UInt(bitPattern: Unmanaged.passRetained(host as AnyObject).toOpaque())
    } catch {
      Diagnostics.log("no SDL window (\(error)); running headless", module: "OpenUIKit")
      return nil
    }
  }
  return address.flatMap { UnsafeMutableRawPointer(bitPattern: $0) }
}
