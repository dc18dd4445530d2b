import OpenUIKit
import OpenUIKitTesting
import Testing

// Foundation and Objective-C runtime idioms around UIKit, as Swift 5 code writes them: an
// `NSCoding` model archiving geometry with UIKit's `NSCoder` keys, a view decoding its settings in
// `required init?(coder:)`, a signature pad (shape of YPDrawSignatureView / SwiftSignatureView)
// keeping its strokes as `[NSValue]` of points, in a controller whose Clear button is wired with
// `addTarget(_:action:for:)`, Hero-style IDs stored on views with associated objects and matched by
// a nonisolated helper, and a theme singleton (`static let shared`) that restyles views. Isolation
// pattern: plain classes and structs driving main-actor views.

// MARK: - Library code

/// A card's saved layout.
class CardLayoutState: NSObject, NSCoding {
  var frame: CGRect = .zero
  var contentInsets: UIEdgeInsets = .zero
  var transform: CGAffineTransform = .identity
  var title: String?
  var isPinned = false

  override init() {
    super.init()
  }

  func encode(with coder: NSCoder) {
    coder.encode(frame, forKey: "frame")
    coder.encode(contentInsets, forKey: "contentInsets")
    coder.encode(transform, forKey: "transform")
    coder.encode(title, forKey: "title")
    coder.encode(isPinned, forKey: "isPinned")
  }

  required init?(coder: NSCoder) {
    frame = coder.decodeCGRect(forKey: "frame")
    contentInsets = coder.decodeUIEdgeInsets(forKey: "contentInsets")
    transform = coder.decodeCGAffineTransform(forKey: "transform")
    title = coder.decodeObject(forKey: "title") as? String
    isPinned = coder.decodeBool(forKey: "isPinned")
    super.init()
  }
}

/// A view whose settings come from its archive when a nib makes it.
class BadgeView: UIView {
  var badgeInsets = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
  var badgeOffset = CGPoint.zero
  var badgeText: String?

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    if aDecoder.containsValue(forKey: "badgeInsets") {
      badgeInsets = aDecoder.decodeUIEdgeInsets(forKey: "badgeInsets")
    }
    badgeOffset = aDecoder.decodeCGPoint(forKey: "badgeOffset")
    // Foundation on Linux stops the program when `decodeObject(forKey:)` meets a missing key
    // (Apple's returns nil): the one change this snippet needs (Docs/Porting.md).
    if aDecoder.containsValue(forKey: "badgeText") {
      badgeText = aDecoder.decodeObject(forKey: "badgeText") as? String
    }
  }
}

/// A signature pad: each stroke is the points the finger passed through.
class SignatureView: UIView {
  var strokeColor: UIColor = .black
  var strokeWidth: CGFloat = 2
  private(set) var strokes: [[NSValue]] = []

  var isSigned: Bool {
    return !strokes.isEmpty
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    backgroundColor = .clear
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    strokes.append([NSValue(cgPoint: point)])
    setNeedsDisplay()
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self), !strokes.isEmpty else { return }
    strokes[strokes.count - 1].append(NSValue(cgPoint: point))
    setNeedsDisplay()
  }

  override func draw(_ rect: CGRect) {
    strokeColor.setStroke()
    for stroke in strokes {
      SignatureView.path(through: stroke.map { $0.cgPointValue }, lineWidth: strokeWidth).stroke()
    }
  }

  static func path(through points: [CGPoint], lineWidth: CGFloat) -> UIBezierPath {
    let path = UIBezierPath()
    path.lineWidth = lineWidth
    path.lineCapStyle = .round
    path.lineJoinStyle = .round
    guard let first = points.first else { return path }
    path.move(to: first)
    for point in points.dropFirst() {
      path.addLine(to: point)
    }
    return path
  }

  /// The rectangle around every point signed, or `nil` before signing.
  var signatureBounds: CGRect? {
    let points = strokes.joined().map { $0.cgPointValue }
    guard let first = points.first else { return nil }
    return points.reduce(CGRect(origin: first, size: .zero)) {
      $0.union(CGRect(origin: $1, size: .zero))
    }
  }

  func clear() {
    strokes.removeAll()
    setNeedsDisplay()
  }
}

/// The screen around the pad, with a Clear button wired by target-action.
///
/// iOS writes `#selector(clearTapped)`; the action here is the unbound method (Docs/Porting.md).
class SignatureViewController: UIViewController {
  let signatureView = SignatureView()
  let clearButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    clearButton.setTitle("Clear", for: .normal)
    clearButton.addTarget(self, action: SignatureViewController.clearTapped, for: .touchUpInside)
    view.addSubview(signatureView)
    view.addSubview(clearButton)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let buttonHeight: CGFloat = 44
    signatureView.frame = CGRect(
      x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - buttonHeight)
    clearButton.frame = CGRect(
      x: 0, y: view.bounds.height - buttonHeight, width: view.bounds.width, height: buttonHeight)
  }

  func clearTapped() {
    signatureView.clear()
  }
}

private var heroIDKey: UInt8 = 0

extension UIView {
  var heroID: String? {
    get { return objc_getAssociatedObject(self, &heroIDKey) as? String }
    set { objc_setAssociatedObject(self, &heroIDKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
  }
}

/// Pairs the views that share an ID in two hierarchies, as a transition library does.
struct HeroMatcher {
  static func views(in root: UIView) -> [String: UIView] {
    var result: [String: UIView] = [:]
    var stack = [root]
    while let view = stack.popLast() {
      if let id = view.heroID {
        result[id] = view
      }
      stack.append(contentsOf: view.subviews)
    }
    return result
  }

  static func matches(from source: UIView, to destination: UIView)
    -> [(String, UIView, UIView)]
  {
    let sourceViews = views(in: source)
    let destinationViews = views(in: destination)
    return sourceViews.keys.sorted().compactMap { id -> (String, UIView, UIView)? in
      guard let from = sourceViews[id], let to = destinationViews[id] else { return nil }
      return (id, from, to)
    }
  }
}

struct WeakViewBox {
  weak var view: UIView?
}

/// The app's theme, applied to every view that registers.
class ThemeManager {
  static let shared = ThemeManager()

  private(set) var accentColor = UIColor(hex: "#5856D6")
  private var themedViews: [WeakViewBox] = []

  private init() {}

  var registeredViewCount: Int {
    return themedViews.filter { $0.view != nil }.count
  }

  func register(_ view: UIView) {
    themedViews.append(WeakViewBox(view: view))
    apply(to: view)
  }

  func setAccentColor(_ color: UIColor) {
    accentColor = color
    themedViews = themedViews.filter { $0.view != nil }
    for box in themedViews {
      if let view = box.view {
        apply(to: view)
      }
    }
  }

  func apply(to view: UIView) {
    view.tintColor = accentColor
    view.layer.borderColor = accentColor.cgColor
    view.layer.borderWidth = 1
  }
}

// MARK: - Tests

@MainActor @Suite struct RuntimeAndCodingSnippets {
  @Test func aModelArchivesItsGeometry() throws {
    let state = CardLayoutState()
    state.frame = CGRect(x: 12, y: 24, width: 300, height: 180.5)
    state.contentInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    state.transform = CGAffineTransform(scaleX: 0.5, y: 0.5).rotated(by: 0.25)
    state.title = "Inbox"
    state.isPinned = true
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    state.encode(with: archiver)
    archiver.finishEncoding()
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    unarchiver.requiresSecureCoding = false
    let restored = try #require(CardLayoutState(coder: unarchiver))
    #expect(restored.frame == state.frame && restored.contentInsets == state.contentInsets)
    #expect(restored.transform == state.transform)
    #expect(restored.title == "Inbox" && restored.isPinned)
  }

  @Test func aViewDecodesItsSettingsInInitCoder() throws {
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    archiver.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "badgeInsets")
    archiver.encode(CGPoint(x: -4, y: 4), forKey: "badgeOffset")
    archiver.encode("NEW", forKey: "badgeText")
    archiver.finishEncoding()
    let coder = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    coder.requiresSecureCoding = false
    let badge = try #require(BadgeView(coder: coder))
    #expect(badge.badgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(badge.badgeOffset == CGPoint(x: -4, y: 4) && badge.badgeText == "NEW")
    #expect(badge.frame == .zero)  // nothing else is decoded: there are no nibs on Linux

    let empty = NSKeyedArchiver(requiringSecureCoding: false)
    empty.finishEncoding()
    let emptyCoder = try NSKeyedUnarchiver(forReadingFrom: empty.encodedData)
    emptyCoder.requiresSecureCoding = false
    let plain = try #require(BadgeView(coder: emptyCoder))
    #expect(plain.badgeInsets == UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6))
    #expect(plain.badgeText == nil && plain.badgeOffset == .zero)
  }

  @Test func aSignatureKeepsItsPointsAsValues() throws {
    let window = UIWindow.headless(size: CGSize(width: 100, height: 104))
    let controller = SignatureViewController()
    window.rootViewController = controller
    CATransaction.flush()
    let pad = controller.signatureView
    #expect(pad.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(!pad.isSigned && pad.signatureBounds == nil)
    window.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 80, y: 20), steps: 4)
    #expect(pad.strokes.count == 1)
    let points = try #require(pad.strokes.first).map { $0.cgPointValue }
    #expect(points.map { $0.x } == [20, 35, 50, 65, 80] && points.allSatisfy { $0.y == 20 })
    #expect(pad.strokes[0][2] == NSValue(cgPoint: CGPoint(x: 50, y: 20)))
    #expect(pad.signatureBounds == CGRect(x: 20, y: 20, width: 60, height: 0))
    let image = window.renderImage()
    #expect(try rgbaAt(image, 50, 20) == [0, 0, 0, 255])
    #expect(try rgbaAt(image, 50, 30) == opaqueWhite)
    window.tap(at: CGPoint(x: 50, y: 82), time: 1)  // Clear
    #expect(!pad.isSigned)
    #expect(try rgbaAt(window.renderImage(), 50, 20) == opaqueWhite)
  }

  @Test func heroIDsPairViewsAcrossHierarchies() throws {
    let list = UIView()
    let listAvatar = UIView()
    let listName = UIView()
    let card = UIView()
    list.addSubview(card)
    card.addSubview(listAvatar)
    card.addSubview(listName)
    listAvatar.heroID = "avatar"
    listName.heroID = "name"

    let detail = UIView()
    let detailAvatar = UIView()
    detail.addSubview(detailAvatar)
    detailAvatar.heroID = "avatar"

    #expect(listAvatar.heroID == "avatar" && card.heroID == nil)
    let matches = HeroMatcher.matches(from: list, to: detail)
    #expect(matches.count == 1)
    let match = try #require(matches.first)
    #expect(match.0 == "avatar" && match.1 === listAvatar && match.2 === detailAvatar)
    listAvatar.heroID = nil
    #expect(HeroMatcher.matches(from: list, to: detail).isEmpty)
  }

  @Test func theThemeSingletonRestylesRegisteredViews() {
    let original = ThemeManager.shared.accentColor
    defer { ThemeManager.shared.setAccentColor(original) }
    let button = UIView()
    var banner: UIView? = UIView()
    ThemeManager.shared.register(button)
    ThemeManager.shared.register(banner!)
    #expect(button.tintColor == UIColor(hex: "#5856D6") && button.layer.borderWidth == 1)
    ThemeManager.shared.setAccentColor(.red)
    #expect(button.tintColor == .red && banner?.tintColor == .red)
    #expect(button.layer.borderColor == UIColor.red.cgColor)
    banner = nil
    CATransaction.flush()  // new views are held until a commit
    #expect(ThemeManager.shared.registeredViewCount == 1)  // the banner is gone
    #expect(ThemeManager.shared === ThemeManager.shared)
  }
}
