import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKit

extension UIApplication {
  /// Runs an application on the desktop: in SDL2 windows when a display is there, else on the
  /// headless host; never returns.
  ///
  /// Headless (no `DISPLAY` or `WAYLAND_DISPLAY`, no SDL video, or `OPENUIKIT_HEADLESS=1`), the app
  /// runs until it is idle, and each window's last frame is written as PNG into
  /// `OPENUIKIT_HEADLESS_OUTPUT` when set. Either way it says on standard error which host it uses.
  public static func main(delegate: any UIApplicationDelegate) -> Never {
    main(delegate: delegate, host: makeHost())
  }

  /// The host `main(delegate:)` uses: SDL2 when a display is there, else headless.
  public static func makeHost() -> any UIApplicationHost {
    let environment = ProcessInfo.processInfo.environment
    let hasDisplay = environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
    if environment["OPENUIKIT_HEADLESS"] != "1" && hasDisplay {
      do {
        return try SDLHost()
      } catch {
        Diagnostics.log("no SDL window (\(error)); running headless", module: "OpenUIKit")
      }
    }
    let output = environment["OPENUIKIT_HEADLESS_OUTPUT"].map { URL(fileURLWithPath: $0) }
    Diagnostics.log(
      "no display; running headless" + (output.map { ", frames to \($0.path)" } ?? ""),
      module: "OpenUIKit")
    return UIHeadlessHost(outputDirectory: output)
  }
}
