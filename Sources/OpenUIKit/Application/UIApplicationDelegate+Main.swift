import CGraphicsSupport
import Foundation
@_spi(Compositor) import OpenCoreGraphics

extension UIApplicationDelegate {
  /// Starts the application with an instance of this class as its delegate, as `@main` on an
  /// iOS app delegate does (`UIApplicationMain`): never returns.
  ///
  /// The delegate is made with its `init()`; it must be a `UIResponder` subclass, as Xcode's
  /// template declares it (an `NSObject` one calls `UIApplication.main(delegate:)` with an instance
  /// from a `main.swift`, Docs/Porting.md). The program opens desktop windows when it links `OpenUIKitSDL` and a display is
  /// there, and runs headless otherwise (`UIApplication.main(delegate:)`).
  @MainActor
  public static func main() {
    guard let delegate = DynamicInstantiation.make(Self.self) as? Self else {
      Diagnostics.log(
        "\(Self.self) cannot be made with init(): an application delegate started with @main must "
          + "be a UIResponder subclass (or call UIApplication.main(delegate:) with "
          + "an instance)",
        module: "OpenUIKit")
      exit(1)
    }
    UIApplication.main(delegate: delegate)
  }
}

extension UIApplication {
  /// Runs an application with `delegate`: in desktop windows when the program links
  /// `OpenUIKitSDL` and a display is there, else on the headless host; never returns.
  ///
  /// Headless, the app runs until it is idle, and each window's last frame is written as PNG into
  /// `OPENUIKIT_HEADLESS_OUTPUT` when set. Either way it says on standard error which host it uses.
  public static func main(delegate: any UIApplicationDelegate) -> Never {
    main(delegate: delegate, host: makeDefaultHost())
  }

  /// The host ``main(delegate:)`` uses: the desktop's when linked and available, else headless.
  public static func makeDefaultHost() -> any UIApplicationHost {
    if let pointer = cgs_make_desktop_host(),
      let host = Unmanaged<AnyObject>.fromOpaque(pointer).takeRetainedValue()
        as? any UIApplicationHost
    {
      return host
    }
    let environment = ProcessInfo.processInfo.environment
    let output = environment["OPENUIKIT_HEADLESS_OUTPUT"].map { URL(fileURLWithPath: $0) }
    Diagnostics.log(
      "no display; running headless" + (output.map { ", frames to \($0.path)" } ?? ""),
      module: "OpenUIKit")
    return UIHeadlessHost(outputDirectory: output)
  }
}
