// The demo gallery: a window with a small live scene. Cards with shadows and borders that follow
// dark mode, a label that changes every second with a replicator reflection that follows it, and
// a button that toggles dark mode (Ctrl+Shift+D does too); on the right, seed 002's shadowed
// table with 1,000 rows to drag, fling and wheel-scroll.
//
//   swift run Gallery [output-directory]
//
// With a display it opens a window; without one (or OPENUIKIT_HEADLESS=1) it writes
// gallery-light.png and gallery-dark.png into the output directory (default gallery-output).
import Foundation
import OpenUIKit
import OpenUIKitSDL
import Seeds

/// A button: a rounded, tinted control with a centered title.
final class GalleryButton: UIControl {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    layer.cornerRadius = 10
    backgroundColor = .systemBlue
    titleLabel.textColor = .white
    titleLabel.textAlignment = .center
    titleLabel.font = .boldSystemFont(ofSize: 15)
    titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    titleLabel.frame = bounds
    addSubview(titleLabel)
  }

  override func stateDidChange() {
    alpha = isHighlighted ? 0.6 : 1
  }
}

/// The scene's root view.
final class GalleryView: UIView {
  let ticks = UILabel()
  let reflection = ReflectionView()
  let button = GalleryButton(frame: .zero)
  let drawing = UIImageView()
  var cards: [UIView] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    backgroundColor = .systemBackground
    for index in 0..<3 {
      let card = UIView()
      card.backgroundColor = .secondarySystemBackground
      card.layer.cornerRadius = 14
      card.layer.borderWidth = 1
      card.layer.shadowOpacity = 0.25
      card.layer.shadowRadius = 10
      card.layer.shadowOffset = CGSize(width: 0, height: 4)
      card.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (card: UIView, _) in
        card.layer.borderColor = UIColor.separator.resolvedColor(with: card.traitCollection).cgColor
      }
      card.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
      let title = UILabel()
      title.text = ["Shadows", "Borders", "Dark mode"][index]
      title.font = .boldSystemFont(ofSize: 16)
      title.textColor = .label
      title.frame = CGRect(x: 14, y: 12, width: 150, height: 22)
      card.addSubview(title)
      let detail = UILabel()
      detail.text = ["blurred, cached", "follow the theme", "Ctrl+Shift+D"][index]
      detail.font = .systemFont(ofSize: 13)
      detail.textColor = .secondaryLabel
      detail.frame = CGRect(x: 14, y: 38, width: 150, height: 18)
      card.addSubview(detail)
      cards.append(card)
      addSubview(card)
    }
    ticks.font = .monospacedDigitSystemFont(ofSize: 28, weight: .bold)
    ticks.textColor = .label
    ticks.textAlignment = .center
    reflection.addSubview(ticks)
    addSubview(reflection)
    button.titleLabel.text = "Toggle dark mode"
    addSubview(button)
    drawing.contentMode = .scaleAspectFit
    drawing.layer.cornerRadius = 12
    drawing.clipsToBounds = true
    if let image = try? renderGallery() {
      drawing.image = UIImage(cgImage: image, scale: 2, orientation: .up)
    }
    addSubview(drawing)
  }

  override func layoutSubviews() {
    let width = bounds.width
    let cardWidth = (width - 4 * 20) / 3
    for (index, card) in cards.enumerated() {
      card.frame = CGRect(
        x: 20 + CGFloat(index) * (cardWidth + 20), y: 20, width: cardWidth, height: 70)
    }
    reflection.frame = CGRect(x: 20, y: 110, width: width / 2 - 30, height: 40)
    ticks.frame = reflection.bounds
    button.frame = CGRect(x: 20, y: 200, width: width / 2 - 30, height: 44)
    drawing.frame = CGRect(x: width / 2 + 10, y: 110, width: width / 2 - 30, height: 150)
  }
}

/// A replicator that draws its content twice, the copy flipped below as a faded reflection: it
/// follows the label without the app drawing it again.
final class ReflectionView: UIView {
  override class var layerClass: AnyClass { CAReplicatorLayer.self }

  override func layoutSubviews() {
    guard let replicator = layer as? CAReplicatorLayer else { return }
    replicator.instanceCount = 2
    let height = bounds.height
    replicator.instanceTransform = CATransform3DConcat(
      CATransform3DMakeScale(1, -0.7, 1), CATransform3DMakeTranslation(0, height * 0.85, 0))
    replicator.instanceAlphaOffset = -0.75
  }
}

/// Opens the window at launch; headless, writes the light and dark frames and ends.
final class GalleryDelegate: UIApplicationDelegate {
  var window: UIWindow?
  var count = 0
  var shadowedTable: ShadowedTableDemo?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1040, height: 440))
    window.title = "OpenUIKit Gallery"
    window.minimumSize = CGSize(width: 800, height: 300)
    let gallery = GalleryView(frame: CGRect(x: 0, y: 0, width: 720, height: window.bounds.height))
    gallery.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(gallery)
    // Seed 002: a bar, and the shadowed table under it (its origin shadow shows under the bar
    // when the rows are dragged down).
    let tableWidth: CGFloat = 320
    let bar = UILabel(frame: CGRect(x: 720, y: 0, width: tableWidth, height: 44))
    bar.text = "ShadowedTableView"
    bar.textAlignment = .center
    bar.font = .boldSystemFont(ofSize: 17)
    bar.textColor = .white
    bar.backgroundColor = UIColor(red: 0.45, green: 0.55, blue: 0.7, alpha: 1)
    bar.autoresizingMask = [.flexibleLeftMargin]
    let table = ShadowedTableDemo(
      frame: CGRect(x: 720, y: 44, width: tableWidth, height: window.bounds.height - 44),
      count: 1_000)
    table.tableView.autoresizingMask = [.flexibleLeftMargin, .flexibleHeight]
    window.addSubview(table.tableView)
    window.addSubview(bar)
    shadowedTable = table
    gallery.button.addAction(
      UIAction { _ in
        let dark = window.traitCollection.userInterfaceStyle == .dark
        window.overrideUserInterfaceStyle = dark ? .light : .dark
      }, for: .primaryActionTriggered)
    tick(gallery)
    window.makeKeyAndVisible()
    self.window = window
    if application.host is UIHeadlessHost {
      // Written from a timer that a main-actor task started from the main queue: the headless
      // run (CI's) then goes through the run loop's three kinds of work before it ends.
      DispatchQueue.main.async {
        Task { @MainActor in self.scheduleFrames(of: window) }
      }
    } else {
      _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
        MainActor.assumeIsolated { self.tick(gallery) }
      }
    }
    return true
  }

  /// Headless: writes the frames from a timer, then ends the application.
  func scheduleFrames(of window: UIWindow) {
    _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
      MainActor.assumeIsolated {
        self.writeFrames(of: window)
        UIApplication.shared.terminate()
      }
    }
  }

  func tick(_ gallery: GalleryView) {
    count += 1
    gallery.ticks.text = "Tick \(count)"
  }

  /// Renders the window light and dark into PNG files.
  func writeFrames(of window: UIWindow) {
    let directory = URL(
      fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "gallery-output")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for style in [UIUserInterfaceStyle.light, .dark] {
        window.overrideUserInterfaceStyle = style
        CATransaction.flush()
        guard let image = window.renderer?.makeImage() else { continue }
        let file = directory.appendingPathComponent(
          "gallery-\(style == .dark ? "dark" : "light").png")
        try image.writePNG(to: file)
        print("Gallery: wrote \(image.width)x\(image.height) pixels to \(file.path)")
      }
    } catch {
      FileHandle.standardError.write(Data("Gallery: \(error)\n".utf8))
      exit(1)
    }
  }
}

MainActor.assumeIsolated {
  UIApplication.main(delegate: GalleryDelegate())
}
