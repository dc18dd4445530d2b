import Foundation

extension UIWindow {
  /// Creates a window in `windowScene`, sized as the scene's windows are on the desktop
  /// (``UIWindowScene/defaultWindowSize`` within its size restrictions), hidden until made visible.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: windowScene.defaultWindowFrame)
    storedWindowScene = windowScene
  }

  /// The scene the window belongs to; `nil` for a window made with `init(frame:)` in an app
  /// without scenes.
  public var windowScene: UIWindowScene? {
    get { storedWindowScene }
    set {
      guard newValue !== storedWindowScene else { return }
      storedWindowScene = newValue
      UIApplication.shared.host?.windowAttributesDidChange(self)
    }
  }

  /// The title a desktop host shows: the scene's when it has one, else the window's ``title``.
  @_spi(Platform)
  ///
  /// Without either, the front view controller's title (through the containers: a tab bar's
  /// selected tab, a navigation stack's top, a split view's content column; the presented
  /// controller over them), as a desktop window names what it shows; a desktop host reads it
  /// again after each turn.
  public var displayTitle: String? {
    if let sceneTitle = storedWindowScene?.title, !sceneTitle.isEmpty { return sceneTitle }
    if let title, !title.isEmpty { return title }
    var front = frontController
    while let container = front {
      let inner: UIViewController? =
        switch container {
        case let tabs as UITabBarController: tabs.selectedViewController
        case let navigation as UINavigationController: navigation.topViewController
        case let split as UISplitViewController: split.frontColumnController
        default: nil
        }
      guard let inner, inner !== container else { break }
      front = inner
    }
    guard let front else { return nil }
    let shown = front.navigationItem.title ?? front.title
    return shown?.isEmpty == false ? shown : nil
  }

  /// The smallest size a desktop host allows: the scene's restriction when set, else
  /// ``minimumSize``.
  @_spi(Platform)
  public var effectiveMinimumSize: CGSize? {
    if let minimum = storedWindowScene?.sizeRestrictions?.minimumSize, minimum != .zero {
      return minimum
    }
    return minimumSize
  }

  /// The largest size a desktop host allows, from the scene's restrictions; `nil` for none.
  @_spi(Platform)
  public var effectiveMaximumSize: CGSize? {
    guard let maximum = storedWindowScene?.sizeRestrictions?.maximumSize,
      maximum.width < .greatestFiniteMagnitude || maximum.height < .greatestFiniteMagnitude
    else { return nil }
    return maximum
  }
}
