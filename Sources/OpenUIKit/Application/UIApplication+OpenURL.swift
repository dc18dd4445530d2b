import Foundation

/// Opening URLs in other applications, as UIKit's `open(_:options:completionHandler:)`: the host
/// hands the URL to the desktop (the SDL host through `SDL_OpenURL`, which runs `xdg-open`); a
/// headless host opens nothing.
extension UIApplication {
  /// Options for ``UIApplication/open(_:options:completionHandler:)``, as UIKit's.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key of that name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open only a universal link an installed app claims: the desktop has none, so a URL with
    /// this option set to `true` is not opened.
    public static let universalLinksOnly = Self(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Hands `url` to the desktop; `completion` is told on the main queue, after this returns,
  /// whether an application took it.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    let universalOnly = options[.universalLinksOnly] as? Bool ?? false
    let opened = !universalOnly && (host?.open(url) ?? false)
    guard let completion else { return }
    DispatchQueue.main.async { MainActor.assumeIsolated { completion(opened) } }
  }

  /// Whether a URL of this scheme could open: `http`, `https`, `mailto`, `file` and `tel` go to
  /// the desktop's handlers when a desktop host runs.
  public func canOpenURL(_ url: URL) -> Bool {
    guard host != nil, !(host is UIHeadlessHost), let scheme = url.scheme?.lowercased() else {
      return false
    }
    return ["http", "https", "mailto", "file", "tel"].contains(scheme)
  }
}
