import OpenUIKit

/// The gallery's application delegate: as an iOS app's, it starts the app (`@main`) and leaves
/// the window to the scene delegate (SceneDelegate.swift).
///
/// The Gallery target depends on OpenUIKitSDL, so with a display the app opens a desktop window;
/// nothing in the source chooses it.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}
