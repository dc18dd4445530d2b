import OpenUIKit
import OpenUIKitTesting
import Testing

// The shapes of `CATransition` code in open-source iOS apps: a `fadeTransition(_:)` extension on
// `UIView` called before changing a label's text (answers and gists widely copied since 2014), a
// navigation push made to slide up from the bottom by a transition on the navigation controller's
// view and `pushViewController(_:animated: false)`, and a thumbnail layer whose `actions` make
// every new image cross-fade. No isolation annotations: Swift 5 mode, `import OpenUIKit` only.

extension UIView {
  func fadeTransition(_ duration: CFTimeInterval) {
    let animation = CATransition()
    animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
    animation.type = CATransitionType.fade
    animation.duration = duration
    layer.add(animation, forKey: CATransitionType.fade.rawValue)
  }
}

extension UINavigationController {
  func pushFromBottom(_ viewController: UIViewController, duration: CFTimeInterval = 0.3) {
    let transition = CATransition()
    transition.duration = duration
    transition.timingFunction = CAMediaTimingFunction(name: .easeOut)
    transition.type = .moveIn
    transition.subtype = .fromBottom
    view.layer.add(transition, forKey: kCATransition)
    pushViewController(viewController, animated: false)
  }
}

class CrossFadingThumbnailView: UIView {
  // A standalone layer: its `actions` run (a view's own layer asks the view, which says no
  // outside animation blocks).
  let imageLayer = CALayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    let fade = CATransition()
    fade.duration = 0.2
    imageLayer.actions = ["contents": fade]
    imageLayer.frame = bounds
    layer.addSublayer(imageLayer)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  var image: UIImage? {
    didSet { imageLayer.contents = image?.cgImage }
  }
}

class ColorScreen: UIViewController {
  let color: UIColor
  init(color: UIColor) {
    self.color = color
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = color
  }
}

@MainActor @Suite(.serialized) struct TransitionSnippets {
  @Test func aLabelsTextFadesFromTheOldToTheNew() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = UIWindow.headless(size: CGSize(width: 200, height: 40))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.backgroundColor = .white
    label.textColor = .black
    label.font = UIFont.systemFont(ofSize: 30)
    label.text = "████"
    window.addSubview(label)
    CATransaction.flush()
    #expect(try rgbaAt(window.renderImage(), 30, 20) == [0, 0, 0, 255], "a black block")
    label.fadeTransition(0.4)
    label.text = ""
    #expect(label.layer.animationKeys() == [kCATransition])
    clock.advance(by: 0.2)
    // Halfway on an ease-in-ease-out curve: the old black blocks are half gone.
    let midway = try rgbaAt(window.renderImage(), 30, 20)
    #expect(isClose(midway, [128, 128, 128, 255], within: 6), "\(midway)")
    clock.advance(by: 0.3)
    #expect(try rgbaAt(window.renderImage(), 30, 20) == opaqueWhite)
  }

  @Test func aPushMovesTheNewScreenInFromTheBottom() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = UIWindow.headless(size: CGSize(width: 200, height: 300))
    let navigation = UINavigationController(rootViewController: ColorScreen(color: .red))
    navigation.setNavigationBarHidden(true, animated: false)
    window.rootViewController = navigation
    CATransaction.flush()
    navigation.pushFromBottom(ColorScreen(color: .blue), duration: 1)
    #expect(navigation.topViewController is ColorScreen)
    clock.advance(by: 0.5)
    // Ease-out at half time is past half the way: the new screen covers more than the bottom half.
    #expect(try rgbaAt(window.renderImage(), 100, 20) == opaqueRed)
    #expect(try rgbaAt(window.renderImage(), 100, 160) == opaqueBlue)
    clock.advance(by: 0.6)
    #expect(try rgbaAt(window.renderImage(), 100, 20) == opaqueBlue)
  }

  @Test func anImageViewsActionsCrossFadeEveryNewImage() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = UIWindow.headless(size: CGSize(width: 40, height: 40))
    let imageView = CrossFadingThumbnailView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 1
    func solid(_ color: UIColor) -> UIImage {
      UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image {
        context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
      }
    }
    imageView.image = solid(.red)
    window.addSubview(imageView)
    CATransaction.flush()
    imageView.image = solid(.blue)
    #expect(imageView.imageLayer.animation(forKey: kCATransition) != nil)
    clock.advance(by: 0.1)
    let midway = try rgbaAt(window.renderImage(), 20, 20)
    #expect(midway[0] > 60 && midway[2] > 60, "both images show halfway: \(midway)")
    clock.advance(by: 0.2)
    #expect(try rgbaAt(window.renderImage(), 20, 20) == opaqueBlue)
  }
}
