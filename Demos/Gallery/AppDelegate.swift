import OpenUIKit

/// The gallery's application delegate: as an iOS app's, it starts the app (`@main`) and leaves
/// the window to the scene delegate (SceneDelegate.swift); as a Mac Catalyst app's, it adds to
/// the menu bar (F10 or Alt opens it): View ▸ Dark Appearance, checked while the window is dark.
///
/// The Gallery target depends on OpenUIKitSDL, so with a display the app opens a desktop window;
/// nothing in the source chooses it.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  override func buildMenu(with builder: UIMenuBuilder) {
    super.buildMenu(with: builder)
    guard builder.system == .main else { return }
    let dark = UIKeyCommand(
      title: "Dark Appearance", action: AppDelegate.toggleDark, input: "d",
      modifierFlags: [.command, .shift])
    builder.insertChild(
      UIMenu(title: "", options: .displayInline, children: [dark]), atStartOfMenu: .view)
  }

  /// The key window, whose appearance the View menu flips.
  private var keyWindow: UIWindow? {
    UIApplication.shared.windows.first { $0.isKeyWindow }
  }

  func toggleDark() {
    keyWindow.map(toggleAppearance)
  }

  override func validate(_ command: UICommand) {
    super.validate(command)
    if command.title == "Dark Appearance" {
      command.state = keyWindow?.traitCollection.userInterfaceStyle == .dark ? .on : .off
    }
  }
}
