import Foundation

/// A menu system, as UIKit's `UIMenuSystem`: ``main`` is the application's menu bar, built once
/// through ``UIResponder/buildMenu(with:)`` on the application (which passes it to its delegate)
/// and again after ``setNeedsRebuild()``; ``context`` is a text field's edit menu, built each time
/// it opens through `buildMenu(with:)` from the field up its responder chain.
@preconcurrency @MainActor
public final class UIMenuSystem: Equatable {
  /// The application's menu bar.
  public static let main = UIMenuSystem()
  /// Context menus (a text field's edit menu).
  public static let context = UIMenuSystem()

  /// The main menu as last built, or `nil` when it must be built again.
  var builtMenu: MainMenu?

  private init() {}

  /// Builds the menus again when next shown or used: call it when what `buildMenu(with:)` adds
  /// changes. (Context menus are built each time they open, so for ``context`` there is nothing
  /// to do.)
  public func setNeedsRebuild() {
    guard self === Self.main else { return }
    builtMenu = nil
    for window in UIApplication.shared.windows { window.menuBarNeedsRebuild() }
  }

  /// Validates the commands again.
  ///
  /// Titles, attributes and states come from ``UIResponder/validate(_:)``, and a command no
  /// responder takes is dimmed. A menu validates as it opens, so this redraws an open one.
  public func setNeedsRevalidate() {
    for window in UIApplication.shared.windows { window.revalidateOpenMenu() }
  }

  /// Whether two systems are the same system.
  nonisolated public static func == (lhs: UIMenuSystem, rhs: UIMenuSystem) -> Bool { lhs === rhs }
}
