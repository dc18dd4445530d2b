// The cards scene: cards with shadows and borders that follow dark mode, a label that changes
// every second with a replicator reflection that follows it, a drawing made with OpenCoreGraphics,
// and a button that toggles dark mode.
import Foundation
import OpenUIKit

/// The gallery's buttons: UIKit's filled style with a title.
@MainActor
func galleryButton(_ title: String) -> UIButton {
  var configuration = UIButton.Configuration.filled()
  configuration.title = title
  configuration.cornerStyle = .large
  return UIButton(configuration: configuration)
}

/// The scene's root view.
final class GalleryView: UIView {
  let ticks = UILabel()
  let reflection = LiveReflectionView()
  let button = galleryButton("Toggle dark mode")
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
final class LiveReflectionView: UIView {
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
