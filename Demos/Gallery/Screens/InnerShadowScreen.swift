import Foundation
import OpenUIKit
import Seeds

/// Seed 003: the article's JTAIndentLabel, and an image drawn by a view whose layer is the same
/// inner-shadow layer ("we couldn't indent an image" with the earlier approach; now any view that
/// draws in `draw(_:)` can be).
final class InnerShadowScreen: UIViewController {
  let label = IndentLabel(frame: .zero)
  let image = IndentedImageView(frame: .zero)
  let caption = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "003 · Inner shadows"
    // A mid gray in both modes: the indent reads as light from above on any surface.
    view.backgroundColor = UIColor { traits in
      traits.userInterfaceStyle == .dark
        ? UIColor(white: 0.32, alpha: 1) : UIColor(white: 0.6, alpha: 1)
    }
    label.text = "Indented"
    label.font = .boldSystemFont(ofSize: 72)
    label.textAlignment = .center
    view.addSubview(label)
    image.image = badgeImage()
    view.addSubview(image)
    caption.text = "JTAIndentLabel and an image drawn through JTAInnerShadowLayer"
    caption.font = .systemFont(ofSize: 13)
    caption.textColor = .white
    caption.textAlignment = .center
    view.addSubview(caption)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    label.frame = CGRect(x: 20, y: 30, width: width - 40, height: 110)
    image.frame = CGRect(x: ((width - 200) / 2).rounded(), y: 160, width: 200, height: 200)
    caption.frame = CGRect(x: 20, y: 380, width: width - 40, height: 20)
  }

  /// A star and a ring: shapes whose alpha the layer indents.
  private func badgeImage() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200)).image { _ in
      UIColor.black.setFill()
      let ring = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 180, height: 180))
      ring.append(UIBezierPath(ovalIn: CGRect(x: 30, y: 30, width: 140, height: 140)))
      ring.usesEvenOddFillRule = true
      ring.fill()
      let star = UIBezierPath()
      for index in 0..<10 {
        let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
        let radius: CGFloat = index % 2 == 0 ? 60 : 26
        let point = CGPoint(x: 100 + radius * cos(angle), y: 100 + radius * sin(angle))
        if index == 0 { star.move(to: point) } else { star.addLine(to: point) }
      }
      star.close()
      star.fill()
    }
  }
}

/// A view that draws an image in `draw(_:)`, backed by the inner-shadow layer.
final class IndentedImageView: UIView {
  override class var layerClass: AnyClass { InnerShadowLayer.self }

  var image: UIImage? { didSet { setNeedsDisplay() } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    isOpaque = false
    contentMode = .redraw
    if let innerShadow = layer as? InnerShadowLayer {
      innerShadow.clipForAnyAlpha = true
      innerShadow.outsideShadowSize = CGSize(width: 0, height: 1)
      innerShadow.outsideShadowRadius = 1
      innerShadow.insideShadowSize = CGSize(width: 0, height: 4)
      innerShadow.insideShadowRadius = 6
    }
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    image?.draw(in: bounds)
  }
}
