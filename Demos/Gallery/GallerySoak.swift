// The soak: the gallery used for minutes on the real clock, its memory sampled as it goes.
//
//   Scripts/gallery --soak 600          # ten minutes; headless with OPENUIKIT_HEADLESS=1
//
// Every fifth of a second a step: screens pushed and popped with their animations, the
// appearance flipped, the menu bar and a context menu opened and closed, the list scrolled. Every ten seconds the resident memory is printed; at the end the run fails
// (exit status 1) when, after a warm-up (a fifth of the run, a minute at most), the last third's
// average is more than 10 % and 8 MiB above the first third's (Docs/Testing.md, "The soak").
import Foundation
@_spi(Platform) import OpenUIKit

@MainActor
final class GallerySoak {
  let window: UIWindow
  let navigation: UINavigationController
  let seconds: Double
  private var tick = 0
  private var samples: [(seconds: Double, mebibytes: Double)] = []
  private let start = Date()
  private var timer: Timer?

  init(window: UIWindow, navigation: UINavigationController, seconds: Double) {
    self.window = window
    self.navigation = navigation
    self.seconds = seconds
  }

  /// The soak's length from the command line (`--soak <seconds>`), if asked for.
  static var requestedSeconds: Double? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--soak") else { return nil }
    let value = index + 1 < arguments.count ? Double(arguments[index + 1]) : nil
    return max(value ?? 600, 1)
  }

  func begin() {
    // A headless host ends after 10,000 turns (a bound for runs that never go idle): the soak
    // turns for its whole length.
    (UIApplication.shared.host as? UIHeadlessHost)?.maximumTurns = .max
    print("Gallery soak: \(Int(seconds)) s, a step every 0.2 s, memory every 10 s")
    sample()
    timer = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { _ in
      MainActor.assumeIsolated {
        guard self.step() else {
          self.timer?.invalidate()
          self.finish()
          return
        }
      }
    }
  }

  /// One step; `false` when the time is up.
  private func step() -> Bool {
    tick += 1
    let now = Date().timeIntervalSince(start)
    if now >= seconds { return false }
    let screens = GalleryScreen.all
    switch tick % 10 {
    case 0:
      let screen = screens[(tick / 10) % screens.count]
      navigation.pushViewController(screen.make(), animated: true)
    case 5:
      navigation.popToRootViewController(animated: true)
    case 2:
      press(.keyboardF10)
    case 3:
      press(.keyboardEscape)
    case 7:
      window.handleSecondaryClick(at: CGPoint(x: 200, y: 200), timestamp: now)
    case 8:
      press(.keyboardEscape)
    default:
      break
    }
    if tick % 25 == 0 { window.overrideUserInterfaceStyle = tick % 50 == 0 ? .dark : .light }
    if tick % 13 == 0 {
      window.handleScroll(
        CGPoint(x: 0, y: tick % 26 == 0 ? -60 : 60), at: CGPoint(x: 300, y: 300), timestamp: now)
    }
    if tick % 50 == 0 { sample() }
    return true
  }

  private func press(_ code: UIKeyboardHIDUsage) {
    let key = UIKey(keyCode: code, characters: code == .keyboardEscape ? "\u{1b}" : "")
    let time = Date().timeIntervalSince(start)
    window.handleKey(key, down: true, timestamp: time)
    window.handleKey(key, down: false, timestamp: time + 0.01)
  }

  private func sample() {
    let time = Date().timeIntervalSince(start)
    let mebibytes = Self.residentMebibytes()
    samples.append((time, mebibytes))
    print(String(format: "Gallery soak: %6.1f s  %6.1f MiB resident", time, mebibytes))
  }

  private func finish() {
    sample()
    // After a warm-up (every screen made once, caches filled): the first fifth of the run, at
    // most a minute.
    let warmUp = min(seconds / 5, 60)
    let settled = samples.filter { $0.seconds >= warmUp }.map(\.mebibytes)
    guard settled.count >= 6 else {
      print("Gallery soak: \(tick) steps; too short to judge the memory (run a minute or more)")
      return UIApplication.shared.terminate()
    }
    let third = settled.count / 3
    let first = settled.prefix(third).reduce(0, +) / Double(third)
    let last = settled.suffix(third).reduce(0, +) / Double(third)
    let grew = last > first * 1.1 && last - first > 8
    print(
      String(
        format: "Gallery soak: %d steps; after the warm-up, first third %.1f MiB, last third "
          + "%.1f MiB: %@", tick, first, last, grew ? "it grew" : "flat"))
    UIApplication.shared.terminate()
    if grew { exit(1) }
  }

  /// `VmRSS` of `/proc/self/status`, in MiB.
  static func residentMebibytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kib = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return kib / 1024
  }
}
