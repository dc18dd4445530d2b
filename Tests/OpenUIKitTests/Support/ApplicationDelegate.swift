@_spi(Platform) import OpenUIKit

/// Runs `body` with `delegate` as the application's delegate and the main menu marked for a
/// rebuild (so `buildMenu(with:)` is asked again), then puts the previous delegate back and
/// rebuilds once more.
@MainActor
func withApplicationDelegate<Result>(
  _ delegate: any UIApplicationDelegate, _ body: () throws -> Result
) rethrows -> Result {
  let saved = UIApplication.shared.delegate
  UIApplication.shared.delegate = delegate
  UIMenuSystem.main.setNeedsRebuild()
  defer {
    UIApplication.shared.delegate = saved
    UIMenuSystem.main.setNeedsRebuild()
  }
  return try body()
}
