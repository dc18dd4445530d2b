import Foundation
@_spi(Platform) import OpenUIKit

/// One `UIScreen` per SDL display, display 0 being `UIScreen.main`: windows on the same display
/// share its screen, which the host updates in place when the display's size or density changes.
@MainActor
final class DisplayScreens {
  private var screens: [Int: UIScreen] = [:]

  /// Every display's screen made so far, `UIScreen.main` first.
  var all: [UIScreen] { [UIScreen.main] + screens.sorted { $0.key < $1.key }.map(\.value) }

  /// The screen of display `index`.
  func screen(forDisplay index: Int) -> UIScreen {
    guard index > 0 else { return .main }
    if let screen = screens[index] { return screen }
    let screen = UIScreen(
      bounds: UIScreen.main.bounds, scale: UIScreen.main.scale,
      userInterfaceStyle: UIScreen.main.userInterfaceStyle)
    screens[index] = screen
    return screen
  }
}
