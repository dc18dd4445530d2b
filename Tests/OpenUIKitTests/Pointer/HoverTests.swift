import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// The pointer without a button down: hover recognizers, the buttons' hovered look and the
/// cursor, as iPadOS with a mouse and Mac Catalyst have them.
@MainActor @Suite(.serialized) struct HoverTests {
  /// A card that highlights while the pointer is over it, shaped after iPadOS sample code's
  /// `UIHoverGestureRecognizer(target:action:)` handlers.
  final class HoverCard: UIView {
    var log: [String] = []
    var touches: [String] = []
    var endedAt: CGPoint?

    override init(frame: CGRect) {
      super.init(frame: frame)
      addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: HoverCard.hovering))
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func hovering(_ recognizer: UIHoverGestureRecognizer) {
      let point = recognizer.location(in: self)
      switch recognizer.state {
      case .began: log.append("began \(Int(point.x)),\(Int(point.y))")
      case .changed: log.append("changed \(Int(point.x)),\(Int(point.y))")
      case .ended:
        log.append("ended")
        endedAt = point
      default: break
      }
      backgroundColor = recognizer.state == .ended ? .systemBackground : .systemFill
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      self.touches.append("began")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      self.touches.append("ended")
    }
  }

  func pixel(_ window: UIWindow, _ x: Int, _ y: Int) throws -> [UInt8] {
    let image = try #require(window.renderImage())
    let bytes = try rgbaPixels(of: image)
    let offset = (y * image.width + x) * 4
    return Array(bytes[offset..<offset + 4])
  }

  func move(_ window: UIWindow, _ x: CGFloat, _ y: CGFloat) {
    window.handlePointer(.moved, at: CGPoint(x: x, y: y), timestamp: 0)
  }

  @Test func aHoverRecognizerBeginsChangesAndEndsWithThePointer() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let outer = HoverCard(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let inner = HoverCard(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    window.addSubview(outer)
    outer.addSubview(inner)
    move(window, 30, 30)
    move(window, 40, 35)
    move(window, 150, 150)  // out of the inner card, still over the outer one
    move(window, 250, 100)  // out of both
    #expect(inner.log == ["began 10,10", "changed 20,15", "ended"])
    #expect(inner.endedAt == CGPoint(x: 20, y: 15))  // where it was when it left
    #expect(outer.log == ["began 30,30", "changed 40,35", "changed 150,150", "ended"])

    // A click is a touch, not a hover: the view gets it and the recognizer does not take it.
    outer.log = []
    move(window, 100, 100)
    window.handlePointer(.began, at: CGPoint(x: 100, y: 100), timestamp: 1)
    window.handlePointer(.moved, at: CGPoint(x: 110, y: 100), timestamp: 1.1)
    window.handlePointer(.ended, at: CGPoint(x: 110, y: 100), timestamp: 1.2)
    #expect(outer.touches == ["began", "ended"])
    #expect(outer.log == ["began 100,100", "changed 110,100"])  // hovering again after the button
    window.handleHover(at: nil, timestamp: 2)  // the pointer left the window
    #expect(outer.log.last == "ended")
    // Turned off while hovering (cancelled) and on again: the next move begins anew.
    move(window, 100, 100)
    let recognizer = try #require(outer.gestureRecognizers?.first)
    recognizer.isEnabled = false
    recognizer.isEnabled = true
    outer.log = []
    move(window, 105, 100)
    #expect(outer.log == ["began 105,100"])
  }

  @Test func buttonsShowTheirHoveredLookWhilePointerInteractionIsOn() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 100))
    defer { window.isHidden = true }
    window.backgroundColor = .white
    let filled = UIButton(configuration: .filled())
    filled.frame = CGRect(x: 10, y: 10, width: 120, height: 40)
    let custom = UIButton(type: .custom)
    custom.frame = CGRect(x: 150, y: 10, width: 120, height: 40)
    window.addSubview(filled)
    window.addSubview(custom)
    #expect(filled.isPointerInteractionEnabled && !custom.isPointerInteractionEnabled)
    let normal = try pixel(window, 20, 30)
    move(window, 50, 30)
    #expect(filled.isHovered)
    // The filled background is lighter over white while hovered.
    let lighter = try pixel(window, 20, 30)
    #expect(lighter[0] > normal[0] && lighter[1] > normal[1], "\(normal) → \(lighter)")
    move(window, 200, 30)
    #expect(!filled.isHovered)
    #expect(!custom.isHovered)  // a custom button keeps UIKit's default: off
    custom.isPointerInteractionEnabled = true
    move(window, 201, 30)
    #expect(custom.isHovered)
    custom.isEnabled = false
    #expect(!custom.isHovered)
  }

  /// The reference images of hovered buttons, light and dark (looked at when recorded).
  @Test func hoveredButtonsLookRight() throws {
    let window = makeWindow(size: CGSize(width: 150, height: 260))
    defer { window.isHidden = true }
    let root = UIView(frame: window.bounds)
    root.backgroundColor = .systemBackground
    window.addSubview(root)
    var buttons: [UIButton] = []
    let system = UIButton(type: .system)
    system.setTitle("System", for: .normal)
    buttons.append(system)
    for (name, style) in [
      ("Plain", UIButton.Configuration.plain()), ("Tinted", .tinted()), ("Gray", .gray()),
      ("Filled", .filled()),
    ] {
      var configuration = style
      configuration.title = name
      buttons.append(UIButton(configuration: configuration))
    }
    for (row, button) in buttons.enumerated() {
      button.frame = CGRect(x: 15, y: 10 + CGFloat(row) * 50, width: 120, height: 40)
      root.addSubview(button)
    }
    move(window, 75, 30)  // over "System"
    try assertSnapshot(window.renderImage(), named: "hoverSystemLight")
    window.overrideUserInterfaceStyle = .dark
    move(window, 75, 80)  // over "Plain"
    try assertSnapshot(window.renderImage(), named: "hoverPlainDark")
    move(window, 75, 230)  // over "Filled"
    try assertSnapshot(window.renderImage(), named: "hoverFilledDark")
  }

  /// A link-like label with a pointer interaction whose style is a shaped pointer (iPadOS
  /// sample code's `pointerInteraction(_:styleFor:)`), and one region that hides the pointer.
  final class LinkLabel: UILabel, UIPointerInteractionDelegate {
    func pointerInteraction(
      _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
      defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
      // The right half hides the pointer (a video area, say).
      let half = bounds.width / 2
      return request.location.x < half
        ? UIPointerRegion(rect: CGRect(x: 0, y: 0, width: half, height: bounds.height))
        : UIPointerRegion(
          rect: CGRect(x: half, y: 0, width: half, height: bounds.height), identifier: "video")
    }

    func pointerInteraction(
      _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
    ) -> UIPointerStyle? {
      region.identifier == AnyHashable("video")
        ? .hidden() : UIPointerStyle(shape: .roundedRect(region.rect))
    }
  }

  @Test func contentScrollingUnderARestingPointerMovesTheHover() {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let list = UIScrollView(frame: window.bounds)
    list.contentSize = CGSize(width: 300, height: 600)
    window.addSubview(list)
    let buttons = (0..<6).map { index in
      let button = UIButton(type: .system)
      button.setTitle("Row \(index)", for: .normal)
      button.frame = CGRect(x: 0, y: CGFloat(index) * 100, width: 300, height: 100)
      list.addSubview(button)
      return button
    }
    let field = UITextField(frame: CGRect(x: 0, y: 300, width: 300, height: 100))
    list.addSubview(field)
    buttons[3].removeFromSuperview()  // row 3 is the text field
    CATransaction.flush()
    window.handleHover(at: CGPoint(x: 150, y: 50), timestamp: 0)
    #expect(buttons[0].isHovered)
    #expect(window.pointerCursor == .arrow)
    // The wheel (or the keys, or the app) scrolls two rows up; the pointer stays put.
    list.contentOffset = CGPoint(x: 0, y: 200)
    CATransaction.flush()
    #expect(!buttons[0].isHovered)
    #expect(buttons[2].isHovered)
    list.contentOffset = CGPoint(x: 0, y: 300)
    CATransaction.flush()
    #expect(window.pointerCursor == .iBeam)  // the field came under the pointer
    // The pointer gone, scrolling changes nothing.
    window.handleHover(at: nil, timestamp: 1)
    list.contentOffset = .zero
    CATransaction.flush()
    #expect(!buttons[0].isHovered)
  }

  @Test func theCursorFollowsTextFieldsAndPointerStylesAndTheHostIsTold() {
    let host = UIHeadlessHost(runsUntilIdle: true)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    window.attach(to: host)
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    window.addSubview(field)
    let link = LinkLabel(frame: CGRect(x: 10, y: 60, width: 200, height: 30))
    link.isUserInteractionEnabled = true  // labels take no pointer events by default
    link.addInteraction(UIPointerInteraction(delegate: link))
    window.addSubview(link)
    #expect(link.interactions.count == 1)

    move(window, 50, 20)
    #expect(window.pointerCursor == .iBeam)
    move(window, 50, 70)
    #expect(window.pointerCursor == .pointingHand)
    move(window, 150, 70)
    #expect(window.pointerCursor == .hidden)
    move(window, 250, 150)
    #expect(window.pointerCursor == .arrow)
    field.isEnabled = false
    move(window, 50, 20)
    #expect(window.pointerCursor == .arrow)
    #expect(host.cursorRequests == [.iBeam, .pointingHand, .hidden, .arrow])
  }

  /// A delegate whose region is not a number (a frame computed from a view not laid out yet):
  /// Foundation's `CGRect.contains` traps on it; the region is ignored and said so once.
  final class BrokenRegionView: UIView, UIPointerInteractionDelegate {
    func pointerInteraction(
      _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
      defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
      UIPointerRegion(rect: CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: 40))
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
      -> UIPointerStyle?
    { UIPointerStyle(shape: .verticalBeam(length: 20)) }
  }

  @Test func aRegionThatIsNotANumberIsIgnored() {
    let window = makeWindow(size: CGSize(width: 200, height: 100))
    defer { window.isHidden = true }
    let view = BrokenRegionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.addInteraction(UIPointerInteraction(delegate: view))
    window.addSubview(view)
    move(window, 50, 20)
    move(window, 60, 30)
    #expect(window.pointerCursor == .arrow)
  }
}
