import OpenUIKit
import OpenUIKitTesting
import Testing

// Right-to-left support as Swift 5 apps write it (2016–2024): an `isRTL` helper on `UIView`
// reading the semantic content attribute, chevron images flipped once in a plain factory, a card
// that sets `directionalLayoutMargins` in `commonInit()` and keeps its superview's margins, a
// screen that opts out of the system minimum margins, and the Auto Layout Guide's "animate a
// constant, then layoutIfNeeded" idiom in a free function. Isolation pattern: a nonisolated enum
// building `UIImage`s (Sendable, usable anywhere), extensions and free functions calling
// main-actor API with no annotations.

// MARK: - Library code

extension UIView {
  var isRTL: Bool {
    UIView.userInterfaceLayoutDirection(for: semanticContentAttribute) == .rightToLeft
      || effectiveUserInterfaceLayoutDirection == .rightToLeft
  }
}

enum DirectionalImages {
  static func chevron(_ image: UIImage) -> UIImage {
    image.imageFlippedForRightToLeftLayoutDirection()
  }

  static func mirrored(_ image: UIImage) -> UIImage {
    image.withHorizontallyFlippedOrientation()
  }
}

final class MarginCard: UIView {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 10, leading: 24, bottom: 10, trailing: 8)
    insetsLayoutMarginsFromSafeArea = false
    preservesSuperviewLayoutMargins = true
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
    ])
  }
}

final class EdgeToEdgeController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    viewRespectsSystemMinimumLayoutMargins = false
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 12, bottom: 0, trailing: 12)
  }
}

func animateHeight(_ constraint: NSLayoutConstraint, to height: CGFloat, in view: UIView) {
  constraint.constant = height
  UIView.animate(withDuration: 0.3) {
    view.layoutIfNeeded()
  }
}

// MARK: - Tests

@MainActor @Suite(.serialized) struct RightToLeftSnippetTests {
  @Test func theCardsMarginsFollowTheDirection() {
    let card = MarginCard(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    card.titleLabel.text = "Title"
    card.layoutIfNeeded()
    #expect(!card.isRTL)
    #expect(card.titleLabel.frame.minX == 24)
    card.semanticContentAttribute = .forceRightToLeft
    card.layoutIfNeeded()
    #expect(card.isRTL)
    #expect(card.layoutMargins.right == 24 && card.layoutMargins.left == 8)
    #expect(card.titleLabel.frame.maxX == 176)
  }

  @Test func imagesFlipAsAsked() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
    }
    #expect(DirectionalImages.chevron(image).flipsForRightToLeftLayoutDirection)
    #expect(DirectionalImages.mirrored(image).imageOrientation == .upMirrored)
  }

  @Test func aScreenOptsOutOfTheSystemMinimumMargins() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    let controller = EdgeToEdgeController()
    window.rootViewController = controller
    CATransaction.flush()
    #expect(controller.view.layoutMargins.left == 12 && controller.view.layoutMargins.right == 12)
  }

  @Test func theHeightAnimatesFromWhatIsOnScreen() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let panel = UIView()
    panel.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(panel)
    let height = panel.heightAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      panel.topAnchor.constraint(equalTo: container.topAnchor), height,
    ])
    container.layoutIfNeeded()
    animateHeight(height, to: 100, in: container)
    #expect(panel.frame.height == 100)
    #expect(panel.layer.presentation()?.bounds.height == 40)
    clock.advance(by: 0.15)
    #expect(isClose(panel.layer.presentation()?.bounds.height ?? 0, 70))
    clock.advance(by: 0.2)
    #expect(panel.layer.presentation()?.bounds.height == 100)
  }
}
