import Foundation
import OpenUIKit
import Seeds

/// Seed 004, "The Fundamental Appearance Properties of Views and Layers": a sample view whose
/// background, border, corner radius and shadow the buttons change live, each the way the article
/// writes it, beside the article's `complexView` (`makeComplexShadowView`) whose shadow follows
/// its two subviews' shape.
final class AppearanceScreen: UIViewController {
  let sample = AppearanceSampleView(frame: .zero)
  let complexView = makeComplexShadowView(withPath: false)
  let status = UILabel()
  let buttons = ["Background", "Border", "Corner radius", "Shadow", "Dark mode"].map {
    galleryButton($0)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "004 · Appearance properties"
    view.backgroundColor = .secondarySystemBackground
    view.addSubview(sample)
    view.addSubview(complexView)
    status.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
    status.textColor = .secondaryLabel
    status.numberOfLines = 0
    view.addSubview(status)
    for button in buttons { view.addSubview(button) }
    buttons[0].addAction(
      UIAction { [weak self] _ in self?.step { $0.nextBackground() } }, for: .primaryActionTriggered
    )
    buttons[1].addAction(
      UIAction { [weak self] _ in self?.step { $0.nextBorder() } }, for: .primaryActionTriggered)
    buttons[2].addAction(
      UIAction { [weak self] _ in self?.step { $0.nextCornerRadius() } },
      for: .primaryActionTriggered)
    buttons[3].addAction(
      UIAction { [weak self] _ in self?.step { $0.nextShadow() } }, for: .primaryActionTriggered)
    buttons[4].addAction(
      UIAction { [weak self] _ in
        self?.view.window.map(toggleAppearance)
      }, for: .primaryActionTriggered)
    updateStatus()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    sample.frame = CGRect(x: 40, y: 40, width: 220, height: 160)
    complexView.frame.origin = CGPoint(x: 320, y: 70)
    status.frame = CGRect(x: 40, y: 230, width: max(0, width - 80), height: 60)
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(x: 40 + CGFloat(index) * 150, y: 310, width: 140, height: 40)
    }
  }

  private func step(_ change: (AppearanceSampleView) -> Void) {
    change(sample)
    updateStatus()
  }

  private func updateStatus() {
    status.text =
      "background: \(sample.backgroundMode.rawValue)    border: \(sample.layer.borderWidth) pt"
      + "    corner radius: \(sample.layer.cornerRadius) pt\nshadow: \(sample.shadowMode.rawValue)"
  }
}

/// The article's sample view, with each property set the way the article shows.
final class AppearanceSampleView: UIView {
  /// How the background is set.
  enum BackgroundMode: String, CaseIterable {
    case handler = "trait-change handler"
    case dynamicProvider = "dynamic provider"
    case systemBackground = "systemBackground"
  }

  /// Which shadow the view has.
  enum ShadowMode: String, CaseIterable {
    case none = "none"
    case content = "from the content"
    case path = "shadowPath"
  }

  private(set) var backgroundMode = BackgroundMode.handler
  private(set) var shadowMode = ShadowMode.none
  private var backgroundRegistration: (any UITraitChangeRegistration)?
  private let inner = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    inner.backgroundColor = .systemBlue
    inner.layer.cornerRadius = 8
    addSubview(inner)
    // Borders take a CGColor: re-resolved when the traits change, as the article does.
    registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) {
      (self: Self, _) in
      self.layer.borderColor = UIColor.systemGray.resolvedColor(with: self.traitCollection).cgColor
    }
    layer.borderColor = UIColor.systemGray.resolvedColor(with: traitCollection).cgColor
    applyBackground()
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    inner.frame = CGRect(x: 20, y: 20, width: bounds.width - 40, height: 44)
    if shadowMode == .path {
      layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
    }
  }

  func nextBackground() {
    let all = BackgroundMode.allCases
    backgroundMode = all[((all.firstIndex(of: backgroundMode) ?? 0) + 1) % all.count]
    applyBackground()
  }

  func nextBorder() {
    layer.borderWidth = layer.borderWidth == 0 ? 2 : 0
  }

  func nextCornerRadius() {
    let radii: [CGFloat] = [0, 12, 24]
    let index = radii.firstIndex(of: layer.cornerRadius) ?? 0
    layer.cornerRadius = radii[(index + 1) % radii.count]
    setNeedsLayout()
  }

  func nextShadow() {
    let all = ShadowMode.allCases
    shadowMode = all[((all.firstIndex(of: shadowMode) ?? 0) + 1) % all.count]
    switch shadowMode {
    case .none:
      layer.shadowOpacity = 0
      layer.shadowPath = nil
    case .content:
      layer.shadowOpacity = 0.5
      layer.shadowRadius = 6
      layer.shadowOffset = .init(width: 0, height: 5)
      layer.shadowPath = nil
    case .path:
      layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
    }
  }

  private func applyBackground() {
    if let backgroundRegistration { unregisterForTraitChanges(backgroundRegistration) }
    backgroundRegistration = nil
    switch backgroundMode {
    case .handler:
      backgroundRegistration = registerForTraitChanges(
        UITraitCollection.systemTraitsAffectingColorAppearance
      ) { (self: Self, _) in
        self.applyHandlerBackground()
      }
      applyHandlerBackground()
    case .dynamicProvider:
      backgroundColor = UIColor(dynamicProvider: { traitCollection in
        switch traitCollection.userInterfaceStyle {
        case .light, .unspecified:
          return UIColor.white
        case .dark:
          return UIColor.black
        @unknown default:
          return UIColor.white
        }
      })
    case .systemBackground:
      backgroundColor = UIColor.systemBackground
    }
  }

  private func applyHandlerBackground() {
    switch traitCollection.userInterfaceStyle {
    case .light, .unspecified:
      backgroundColor = UIColor.white
    case .dark:
      backgroundColor = UIColor.black
    @unknown default:
      backgroundColor = UIColor.white
    }
  }
}
