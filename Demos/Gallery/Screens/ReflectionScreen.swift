import Foundation
import OpenUIKit
import Seeds

/// Seed 000: the article's demo.
///
/// A ReflectionView holding an image view and a label with the
/// image's name; "Next image" steps through the images and asks for a new reflection, as the
/// article's `displayImage:` does.
final class ReflectionScreen: UIViewController {
  let reflectionView = ReflectionView(frame: .zero)
  let imageView = UIImageView()
  let label = UILabel()
  let nextButton = galleryButton("Next image")
  private let images: [(name: String, image: UIImage?)] = [
    ("drawing.png", galleryDrawingImage()),
    ("sunset.png", gradientImage(top: .systemOrange, bottom: .systemPink)),
    ("lagoon.png", gradientImage(top: .systemTeal, bottom: .systemIndigo)),
  ]
  private var index = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "000 · ReflectionView"
    view.backgroundColor = .systemBackground
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.layer.cornerRadius = 12
    label.textAlignment = .center
    label.font = .boldSystemFont(ofSize: 18)
    label.textColor = .label
    reflectionView.addSubview(imageView)
    reflectionView.addSubview(label)
    // The article sets these from the view controller, in viewDidLoad.
    reflectionView.reflectionHeight = 90
    reflectionView.reflectionOffset = 4
    reflectionView.reflectionAlpha = 0.5
    view.addSubview(reflectionView)
    nextButton.addAction(
      UIAction { [weak self] _ in self?.showNext() }, for: .primaryActionTriggered)
    view.addSubview(nextButton)
    displayImage(0)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = min(360, view.bounds.width - 40)
    let frame = CGRect(
      x: ((view.bounds.width - width) / 2).rounded(), y: 30, width: width, height: 250)
    if reflectionView.frame != frame {
      reflectionView.frame = frame
      imageView.frame = CGRect(x: 0, y: 0, width: width, height: 210)
      label.frame = CGRect(x: 0, y: 218, width: width, height: 32)
      reflectionView.layoutIfNeeded()
      reflectionView.updateReflection()
    }
    nextButton.frame = CGRect(x: frame.minX, y: frame.maxY + 110, width: width, height: 44)
  }

  /// Takes the reflection again when the appearance changes.
  ///
  /// The article: call `updateReflection` whenever the container's look changes. iOS 26's
  /// `updateProperties()`
  /// runs after every view took the new traits, and reading the style here makes automatic trait
  /// tracking run it again on the next dark-mode switch.
  override func updateProperties() {
    super.updateProperties()
    _ = traitCollection.userInterfaceStyle
    if reflectionView.bounds.width > 0 { reflectionView.updateReflection() }
  }

  /// The article's `displayImage:`: the image, its name, then a new reflection.
  func displayImage(_ index: Int) {
    self.index = index
    imageView.image = images[index].image
    label.text = images[index].name
    reflectionView.updateReflection()
  }

  private func showNext() {
    displayImage((index + 1) % images.count)
  }
}

/// The gallery's OpenCoreGraphics drawing as an image.
@MainActor
func galleryDrawingImage() -> UIImage? {
  guard let image = try? renderGallery() else { return nil }
  return UIImage(cgImage: image, scale: 2, orientation: .up)
}

/// A vertical gradient with a sun, as a stand-in photograph.
@MainActor
func gradientImage(top: UIColor, bottom: UIColor) -> UIImage {
  UIGraphicsImageRenderer(size: CGSize(width: 360, height: 210)).image { context in
    let cg = context.cgContext
    if let gradient = CGGradient(
      colorsSpace: CGColorSpaceCreateDeviceRGB(),
      colors: [top.cgColor, bottom.cgColor] as CFArray, locations: [0, 1])
    {
      cg.drawLinearGradient(
        gradient, start: .zero, end: CGPoint(x: 0, y: 210), options: [])
    }
    UIColor(white: 1, alpha: 0.85).setFill()
    UIBezierPath(ovalIn: CGRect(x: 230, y: 40, width: 70, height: 70)).fill()
    UIColor(white: 0, alpha: 0.25).setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 160, width: 360, height: 50)).fill()
  }
}
