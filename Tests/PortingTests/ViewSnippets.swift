import Observation
import OpenUIKit
import OpenUIKitTesting
import Testing

// UIView subclasses overriding hit testing and sizing, and iOS 26's observation tracking.

/// A small control with a 44-point touch target, as Apple's HIG asks.
final class SmallCheckbox: UIControl {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let expansion = max(0, (44 - bounds.width) / 2)
    return bounds.insetBy(dx: -expansion, dy: -expansion).contains(point) ? self : nil
  }
}

/// An overlay that lets touches through to the views below, but not those meant for its buttons.
final class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit == self ? nil : hit
  }
}

/// A tag chip sized by its text plus padding.
final class TagChip: UIView {
  var text = "swift"

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let textSize = (text as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
    return CGSize(width: ceil(textSize.width) + 16, height: 24)
  }
}

/// A model shared with views (iOS 26: reads in layoutSubviews and updateProperties are tracked).
@Observable final class BannerModel {
  var height: CGFloat = 20
  var title = "Hello"
}

/// A banner laid out from the model; no manual invalidation.
final class BannerView: UIView {
  let model: BannerModel
  let bar = UIView()
  private(set) var titleUpdates: [String] = []

  init(model: BannerModel) {
    self.model = model
    super.init(frame: .zero)
    addSubview(bar)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: model.height)
  }

  override func updateProperties() {
    super.updateProperties()
    titleUpdates.append(model.title)
  }
}

@MainActor @Suite struct ViewSnippets {
  @Test func aSmallControlWithALargeTouchTarget() {
    let window = UIWindow.headless(size: CGSize(width: 100, height: 100))
    let checkbox = SmallCheckbox(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
    window.addSubview(checkbox)
    #expect(window.hitTest(CGPoint(x: 35, y: 35), with: nil) === checkbox)  // 5 points outside
    #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === window)  // beyond 44 points
  }

  @Test func anOverlayPassesTouchesThrough() {
    let window = UIWindow.headless(size: CGSize(width: 100, height: 100))
    let below = UIView(frame: window.bounds)
    let overlay = PassThroughView(frame: window.bounds)
    let button = UIControl(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    overlay.addSubview(button)
    window.addSubview(below)
    window.addSubview(overlay)
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === below)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === button)
  }

  @Test func sizeToFitAsksSizeThatFits() {
    let chip = TagChip(frame: CGRect(x: 5, y: 5, width: 0, height: 0))
    chip.sizeToFit()
    #expect(chip.frame.origin == CGPoint(x: 5, y: 5))
    #expect(chip.frame.height == 24 && chip.frame.width > 30)
  }

  @Test func anObservableModelRelaysTheViewWithoutInvalidation() {
    let model = BannerModel()
    let banner = BannerView(model: model)
    banner.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    let window = UIWindow.headless(size: CGSize(width: 100, height: 100))
    window.addSubview(banner)
    window.layoutIfNeeded()
    #expect(banner.bar.frame.height == 20)
    model.height = 30
    window.layoutIfNeeded()
    #expect(banner.bar.frame.height == 30)
    model.title = "World"
    banner.updatePropertiesIfNeeded()
    #expect(banner.titleUpdates.last == "World")
  }
}
