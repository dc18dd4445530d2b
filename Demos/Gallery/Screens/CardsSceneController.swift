import Foundation
import OpenUIKit

/// The cards scene as a screen: its label ticks once a second while the screen shows.
final class CardsSceneController: UIViewController {
  let scene = GalleryView(frame: .zero)
  private var timer: Timer?
  private var count = 0

  override func loadView() {
    view = scene
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Cards scene"
    scene.button.addAction(
      UIAction { [weak self] _ in self?.view.window.map(toggleAppearance) },
      for: .primaryActionTriggered)
    tick()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.tick() }
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    timer?.invalidate()
    timer = nil
  }

  private func tick() {
    count += 1
    scene.ticks.text = "Tick \(count)"
  }
}

/// Flips `window` between light and dark.
@MainActor
func toggleAppearance(of window: UIWindow) {
  let dark = window.traitCollection.userInterfaceStyle == .dark
  window.overrideUserInterfaceStyle = dark ? .light : .dark
}
